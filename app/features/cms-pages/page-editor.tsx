import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { PAGE_PLACEHOLDERS, pagePreviewSchema, type PageDetail, type PagePreview } from '../../../contract/pages/pages.schema';
import { TextField } from '../../components/forms/text-field';
import { sendJson } from '../../lib/api-data';
import { useContractForm } from '../../lib/forms';
import { formatSavedAt } from './saved-at';

const loadTextSchema = () => import('../../../contract/pages/pages.schema').then((schemas) => schemas.pageSaveSchema.pick({ markdown: true }));

/** The live preview waits this long after the last key (ms), then asks the server to render. */
const PREVIEW_DELAY_MS = 400;

interface PageEditorProps {
  page: PageDetail;
  busy: boolean;
  /** The server's messages about the text of the last save, if it refused it. */
  serverErrors: string[];
  onSave(markdown: string): void;
}

/**
 * The text of one page in plain Markdown beside its live preview. The preview is rendered by the
 * server with the same renderer and sanitiser as a save (POST /api/admin/pages/preview), so what
 * the editor sees is what readers will get; placeholder problems show before saving.
 */
export function PageEditor({ page, busy, serverErrors, onSave }: PageEditorProps) {
  const { field, handleSubmit, formState, watch } = useContractForm(loadTextSchema, { defaultValues: { markdown: page.markdown } });
  const markdown = watch('markdown');
  const [preview, setPreview] = useState<PagePreview>({ html: page.html, toc: page.toc, problems: [] });
  const [previewFailed, setPreviewFailed] = useState(false);

  useEffect(() => {
    if (markdown === page.markdown) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      sendJson('/admin/pages/preview', { markdown }, pagePreviewSchema, { signal: controller.signal })
        .then((result) => {
          setPreview(result);
          setPreviewFailed(false);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('The page preview failed', error);
          setPreviewFailed(true);
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [markdown, page.markdown]);

  const save = handleSubmit(({ markdown: text }) => onSave(text));
  const errors = formState.errors.markdown?.message ? [formState.errors.markdown.message] : serverErrors;

  return (
    <form onSubmit={save} noValidate aria-labelledby="cms-editor-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">
        <h2 id="cms-editor-heading" className="h4 mb-0">
          {page.title}
        </h2>
        <p className="small text-body-secondary mb-0">
          Revision {page.revisionId}, saved {formatSavedAt(page.updatedAt)}
          {page.updatedBy ? ` by ${page.updatedBy.name}` : ''} · <a href={page.path}>View the public page</a>
        </p>
      </div>
      <Row className="g-4">
        <Col lg={6}>
          <TextField
            id="cms-markdown"
            label="Text (Markdown)"
            rows={24}
            registration={field('markdown')}
            error={errors.length > 0 ? errors.join(' ') : undefined}
            required
            hint="## starts a section (it appears in the page's contents); {#id} after a heading fixes its link. Placeholders are listed below the editor."
          />
          <div className="d-flex gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </Button>
          </div>
          <details className="mt-4 cms-placeholders">
            <summary>Placeholders</summary>
            <p className="small mt-2">
              A block stands alone on a line, such as <code>{'{{office-hours}}'}</code>; a fact may stand anywhere in a sentence. Both always show the journal’s current data.
            </p>
            <h3 className="h6">Blocks</h3>
            <ul className="small">
              {PAGE_PLACEHOLDERS.blocks.map((block) => (
                <li key={block.name}>
                  <code>{`{{${block.name}}}`}</code>: {block.description}
                </li>
              ))}
            </ul>
            <h3 className="h6">Facts</h3>
            <ul className="small">
              {PAGE_PLACEHOLDERS.facts.map((fact) => (
                <li key={fact.name}>
                  <code>{`{{${fact.name}}}`}</code>: {fact.description}
                </li>
              ))}
            </ul>
          </details>
        </Col>
        <Col lg={6}>
          <section aria-labelledby="cms-preview-heading" className="cms-preview" data-testid="cms-preview">
            <h3 id="cms-preview-heading" className="h6 text-uppercase text-body-secondary">
              Preview
            </h3>
            <div aria-live="polite">
              {previewFailed && <Alert variant="warning">The preview could not be updated; it shows the text as it last rendered.</Alert>}
              {preview.problems.length > 0 && (
                <Alert variant="danger">
                  <ul className="mb-0 ps-3">
                    {preview.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                </Alert>
              )}
            </div>
            {/* Rendered and sanitised by the server (core/pages/page-markdown.ts); blocks show as labelled boxes. */}
            <div className="cms-preview__body jp-body" dangerouslySetInnerHTML={{ __html: preview.html }} />
          </section>
        </Col>
      </Row>
    </form>
  );
}
