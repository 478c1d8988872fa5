import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { PAGE_MESSAGES as M } from '../../../contract/pages/pages.schema';
import type { AdminTabViewProps } from '../../components/admin-dashboard/admin-tab';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import type { CmsPagesData } from './cms-pages-data';
import type { PageIntent, PageOutcome } from './page-actions';
import type { PagesQuery } from './pages-query';
import { PageEditor } from './page-editor';
import { PageList } from './page-list';
import { RevisionList } from './revision-list';
import './cms-pages.css';

/**
 * /admin/cms "Pages" (issue 15 "Static pages"; decision 0047): the editable pages, one page's text
 * with its live preview, and its revisions with restore. Outcomes are toasts in the spec's style.
 */
export function CmsPagesSection({ data, hrefFor, onNotice }: AdminTabViewProps<PagesQuery, CmsPagesData>) {
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const { send, busy } = useTabAction<PageIntent, PageOutcome>((outcome) => {
    onNotice({ ok: outcome.ok, text: outcome.message });
    setServerErrors(outcome.ok ? [] : (outcome.markdownErrors ?? []));
  });

  if (!data.opened) return <PageList pages={data.pages} hrefFor={(slug) => hrefFor({ slug, revisions: 1 })} />;
  const { slug, page, revisions } = data.opened;
  return (
    <div data-testid="cms-page">
      <Link to={hrefFor({ slug: undefined, revisions: 1 })} className="d-inline-block mb-3">
        ← All pages
      </Link>
      {!page ? (
        <Alert variant="danger">{M.failedToLoad}</Alert>
      ) : (
        <>
          {/* A new revision gives a fresh editor with its text; a refused save keeps the editor and its text. */}
          <PageEditor key={`${slug}-${page.revisionId}`} page={page} busy={busy} serverErrors={serverErrors} onSave={(markdown) => send({ intent: 'save', slug, markdown, baseRevisionId: page.revisionId })} />
          <RevisionList
            revisions={revisions}
            busy={busy}
            onRestore={(revisionId) => send({ intent: 'restore', slug, revisionId, baseRevisionId: page.revisionId })}
            hrefFor={(n) => hrefFor({ slug, revisions: n })}
          />
        </>
      )}
    </div>
  );
}
