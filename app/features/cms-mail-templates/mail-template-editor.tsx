import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { templateTextProblems } from '../../../contract/mail/mail-render';
import { MAIL_TEMPLATE_MESSAGES as M, mailTemplatePreviewSchema, type MailTemplateDetail, type MailTemplatePreview } from '../../../contract/mail/mail-templates.schema';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { describedBy, RequiredMark } from '../../components/forms/text-field';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';

/** The live preview waits this long after the last key (ms), then asks the server to render. */
const PREVIEW_DELAY_MS = 400;

type Field = 'subject' | 'body';

interface MailTemplateEditorProps {
  template: MailTemplateDetail;
  busy: boolean;
  /** The server's field messages of the last save, if it refused it. */
  serverErrors: Record<string, string[]>;
  onSave(draft: { subject: string; body: string }): void;
  onReset(): void;
}

/**
 * One template's subject and body beside a preview rendered by the server with the sample values
 * (POST /api/admin/mail-templates/{key}/preview: nothing is stored). A placeholder from the list
 * goes in where the cursor was last, in the subject or the body.
 */
export function MailTemplateEditor({ template, busy, serverErrors, onSave, onReset }: MailTemplateEditorProps) {
  const [draft, setDraft] = useState({ subject: template.subject, body: template.body });
  const [preview, setPreview] = useState<MailTemplatePreview | null>(null);
  const [previewProblems, setPreviewProblems] = useState<string[]>([]);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const lastField = useRef<Field>('body');
  const subjectInput = useRef<HTMLInputElement>(null);
  const bodyInput = useRef<HTMLTextAreaElement>(null);
  const allowed = template.placeholders.map((p) => p.name);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      sendJson(`/admin/mail-templates/${template.key}/preview`, draft, mailTemplatePreviewSchema, { signal: controller.signal })
        .then((result) => {
          setPreview(result);
          setPreviewProblems([]);
          setPreviewFailed(false);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const errors = error instanceof ApiError ? error.problem?.errors : undefined;
          if (errors) setPreviewProblems(Object.values(errors).flat());
          else {
            console.warn('The mail template preview failed', error);
            setPreviewFailed(true);
          }
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [draft, template.key]);

  useEffect(() => {
    if (!busy) setConfirming(false);
  }, [busy]);

  const errorsOf = (field: Field): string | undefined => {
    const local = draft[field].trim() === '' ? [field === 'subject' ? M.subjectRequired : M.bodyRequired] : templateTextProblems(draft[field], allowed);
    const shown = local.length > 0 ? local : (serverErrors[field] ?? []);
    return shown.length > 0 ? shown.join(' ') : undefined;
  };

  const insert = (name: string) => {
    const field = lastField.current;
    const element = field === 'subject' ? subjectInput.current : bodyInput.current;
    const text = draft[field];
    const token = `{{${name}}}`;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setDraft({ ...draft, [field]: text.slice(0, start) + token + text.slice(end) });
    window.requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (errorsOf('subject') || errorsOf('body')) return;
    onSave(draft);
  };

  const subjectError = errorsOf('subject');
  const bodyError = errorsOf('body');
  return (
    <form onSubmit={save} noValidate aria-labelledby="cms-mail-editor-heading">
      <div className="mb-3">
        <h2 id="cms-mail-editor-heading" className="h4 mb-1">
          {template.title}
        </h2>
        <p className="small text-body-secondary mb-0">
          Sent when: {template.when} {template.edited ? `Edited${template.updatedBy ? ` by ${template.updatedBy}` : ''}.` : 'The default text.'}
        </p>
      </div>
      <Row className="g-4">
        <Col lg={6}>
          <Form.Group className="mb-3" controlId="cms-mail-subject">
            <Form.Label>
              Subject
              <RequiredMark />
            </Form.Label>
            <Form.Control
              ref={subjectInput}
              value={draft.subject}
              onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
              onFocus={() => (lastField.current = 'subject')}
              isInvalid={Boolean(subjectError)}
              aria-invalid={subjectError ? true : undefined}
              aria-required
              aria-describedby={describedBy('cms-mail-subject', null, subjectError)}
            />
            {subjectError && (
              <Form.Control.Feedback type="invalid" id="cms-mail-subject-error">
                {subjectError}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          <Form.Group className="mb-3" controlId="cms-mail-body">
            <Form.Label>
              Text
              <RequiredMark />
            </Form.Label>
            <Form.Control
              as="textarea"
              rows={18}
              ref={bodyInput}
              value={draft.body}
              onChange={(event) => setDraft({ ...draft, body: event.target.value })}
              onFocus={() => (lastField.current = 'body')}
              isInvalid={Boolean(bodyError)}
              aria-invalid={bodyError ? true : undefined}
              aria-required
              aria-describedby={describedBy('cms-mail-body', 'hint', bodyError)}
            />
            <Form.Text id="cms-mail-body-hint" className="d-block">
              Plain text. A line holding only a placeholder that is empty for a mail disappears from it.
            </Form.Text>
            {bodyError && (
              <Form.Control.Feedback type="invalid" id="cms-mail-body-error">
                {bodyError}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </Button>
            <Button variant="outline-danger" disabled={busy || !template.edited} onClick={() => setConfirming(true)}>
              Reset to default
            </Button>
          </div>
          <section className="mt-4" aria-labelledby="cms-mail-placeholders-heading">
            <h3 id="cms-mail-placeholders-heading" className="h6">
              Placeholders
            </h3>
            <p className="small">Press one to put it where the cursor was, in the subject or the text.</p>
            <ul className="list-unstyled small" data-testid="cms-mail-placeholders">
              {template.placeholders.map((placeholder) => (
                <li key={placeholder.name} className="mb-1">
                  <Button variant="outline-secondary" size="sm" className="font-monospace me-2" onClick={() => insert(placeholder.name)} aria-label={`Insert {{${placeholder.name}}}: ${placeholder.description}`}>
                    {`{{${placeholder.name}}}`}
                  </Button>
                  {placeholder.description}
                </li>
              ))}
            </ul>
          </section>
        </Col>
        <Col lg={6}>
          <section aria-labelledby="cms-mail-preview-heading" className="cms-mail-preview" data-testid="cms-mail-preview">
            <h3 id="cms-mail-preview-heading" className="h6 text-uppercase text-body-secondary">
              Preview with sample values
            </h3>
            <div aria-live="polite">
              {previewFailed && <Alert variant="warning">{M.failedToPreview}</Alert>}
              {previewProblems.length > 0 && (
                <Alert variant="danger">
                  <ul className="mb-0 ps-3">
                    {previewProblems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                </Alert>
              )}
            </div>
            {preview && (
              <>
                <p className="mb-2">
                  <strong>Subject:</strong> <span data-testid="cms-mail-preview-subject">{preview.subject}</span>
                </p>
                <pre data-testid="cms-mail-preview-text">{preview.text}</pre>
              </>
            )}
          </section>
        </Col>
      </Row>
      <ConfirmDialog
        id="cms-mail-reset-dialog"
        show={confirming}
        title="Reset to the default text?"
        confirmLabel="Reset to default"
        busyLabel="Resetting…"
        busy={busy}
        onConfirm={onReset}
        onCancel={() => setConfirming(false)}
      >
        The edited subject and text of “{template.title}” are deleted, and the next mail of this kind uses the default text again.
      </ConfirmDialog>
    </form>
  );
}
