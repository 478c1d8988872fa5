import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AUTHOR_JOURNEY_MESSAGES as J } from '../../../contract/papers/author-journey.schema';
import { SpecialIssueNotice } from '../../features/submission/special-issue-notice';
import { loadSubmissionSetup, submissionQuery, type SubmissionSetup } from '../../features/submission/submission-setup';
import { draftKey, type DraftMode } from '../../features/submission/submission-draft';
import { SubmissionForm } from '../../features/submission/submission-form';
import '../../features/submission/submission.css';
import { requirePageAccess } from '../../lib/page-access.server';
import { pageTitle } from '../../lib/section-titles';
import { useSession } from '../../lib/session';
import { loadSignedIn } from '../../lib/signed-in-page';
import type { Route } from './+types/submit-paper';

const isRevision = (search: string) => new URLSearchParams(search).has('revision');

export const meta: Route.MetaFunction = ({ location, matches }) => [{ title: pageTitle(isRevision(location.search) ? 'Submit Revised Paper' : 'Submit New Paper', matches) }];

/** Signed-in users only (the server guards the page); the form's data loads in the browser. */
export function loader({ request, context }: Route.LoaderArgs) {
  requirePageAccess(request, context, '/submit-paper');
  return null;
}

/**
 * The form's data comes through the typed data layer with the bearer token (decision 0036), on
 * the first visit too (`hydrate`): the form restores the author's draft from this browser, so it
 * is drawn in the browser, behind HydrateFallback. Null when the browser knows nobody signed in.
 */
export async function clientLoader(args: Route.ClientLoaderArgs): Promise<SubmissionSetup | null> {
  const query = submissionQuery(new URL(args.request.url).searchParams);
  return loadSignedIn<SubmissionSetup | null>('/submit-paper', args, ({ viewer, signal }) => loadSubmissionSetup(viewer, query, signal));
}
clientLoader.hydrate = true as const;

function SubmitPaperFrame({ revising, children }: { revising: boolean; children: ReactNode }) {
  return (
    <Container className="py-5 submission-page">
      <h1 className="mb-3">{revising ? 'Submit Revised Paper' : 'Submit New Paper'}</h1>
      {children}
    </Container>
  );
}

/**
 * Decision 0032: the form is taller than any screen, so the placeholder holds a screen's height
 * and nothing below it (the footer) is in view to be pushed down when the form arrives.
 */
export function HydrateFallback() {
  const [params] = useSearchParams();
  const revising = params.has('revision');
  return (
    <SubmitPaperFrame revising={revising}>
      <div className="py-4 submission-loading" role="status" data-testid="submission-loading">
        <Spinner animation="border" size="sm" className="me-2" />
        {revising ? 'Loading your paper…' : 'Loading the submission form…'}
      </div>
    </SubmitPaperFrame>
  );
}

/** acting-side.md §2 /submit-paper: a new paper, a revision (?revision=) or a special issue paper (?special_issue=). */
export default function SubmitPaper({ loaderData: setup }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const { user } = useSession();
  const { revising, revisionId, specialParam, specialIssueId } = submissionQuery(params);
  const mode: DraftMode =
    typeof revisionId === 'number' ? { kind: 'revision', id: revisionId } : specialIssueId !== null ? { kind: 'special-issue', id: specialIssueId } : { kind: 'new' };

  return (
    <SubmitPaperFrame revising={revising}>
      {!user || !setup ? (
        <Alert variant="warning">
          Your session has ended. Please <Link to={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}>sign in</Link> again to submit a paper.
        </Alert>
      ) : setup.state === 'failed' ? (
        <Alert variant="danger" role="alert">
          {setup.message}
        </Alert>
      ) : (
        <>
          {setup.revision ? (
            <div className="lead mb-4" data-testid="revision-intro">
              <p className="mb-2">
                You are revising “{setup.revision.title}”. Your revised manuscript becomes version {setup.revision.version + 1}; version {setup.revision.version} stays on file.
              </p>
              <p className="mb-0 fs-6">The details below are those of version {setup.revision.version}: update whatever changed, attach the revised manuscript and explain your changes in the cover letter.</p>
            </div>
          ) : (
            <p className="lead mb-4">
              Complete the four sections below and attach your manuscript. Read the <Link to="/guide-for-authors">Guide for Authors</Link> before you submit.
            </p>
          )}
          {setup.revision?.specialIssue && (
            <Alert variant="info">
              This paper belongs to the special issue <strong>{setup.revision.specialIssue.title}</strong>; the revision stays with it.
            </Alert>
          )}
          {setup.specialIssue && <SpecialIssueNotice notice={setup.specialIssue} />}
          {specialParam === 'invalid' && (
            <Alert variant="warning">
              {J.specialIssueNotFound} This form sends a regular submission; see the <Link to="/special-issues">special issues</Link> open now.
            </Alert>
          )}
          <SubmissionForm
            key={draftKey(user.id, mode)}
            initial={setup.initial}
            draftKey={draftKey(user.id, mode)}
            target={{ revisionOf: setup.revision?.id ?? null, specialIssueId }}
            revisionVersion={setup.revision ? setup.revision.version + 1 : undefined}
          />
        </>
      )}
    </SubmitPaperFrame>
  );
}
