import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useFetcher } from 'react-router';
import { isOpenAssignment } from '../../../contract/papers/workflow/paper-relations';
import type { PaperWorkflow, StaffReview } from '../../../contract/papers/papers.schema';
import { REVIEW_MESSAGES } from '../../../contract/reviews/review.messages';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../../../contract/reviews/reviewer-constants';
import { APPEAL_OUTCOME_LABELS } from '../../../contract/papers/workflow/editorial-decisions';
import { formatLongDate } from '../../lib/format';
import { downloadWithToken } from '../../lib/authorized-download';
import type { CancelOutcome } from './cancel-review';
import type { RatingOutcome } from './rate-review';
import { REVIEW_STATUS_LABELS, roundLabel, WORKFLOW_TEXTS as T } from './paper-workflow-view';
import { SectionCard } from './section-card';

// The dialog and its frame load when an editor first opens it: readers of the page never fetch them (decision 0032).
const CancelReviewModal = lazy(() => import('./cancel-review-modal'));

/** A missing value: a dash for the eye, words for screen readers. */
function None({ words }: { words: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-body-secondary">
        —
      </span>
      <span className="visually-hidden">{words}</span>
    </>
  );
}

function AnnotatedFileButton({ review }: { review: StaffReview }) {
  const [failed, setFailed] = useState(false);
  if (!review.annotatedFileUrl) return null;
  const url = review.annotatedFileUrl;
  return (
    <p className="mb-0">
      <Button
        variant="outline-primary"
        size="sm"
        onClick={() => {
          setFailed(false);
          downloadWithToken(url, `review-${review.assignmentId}.pdf`).catch(() => setFailed(true));
        }}
      >
        Download annotated file<span className="visually-hidden"> of {review.label}</span>
      </Button>
      {failed && (
        <span className="text-danger small ms-2" role="alert">
          {REVIEW_MESSAGES.annotatedFileDownloadFailed}
        </span>
      )}
    </p>
  );
}

/** The reviewer's words for the editors (decision 0041): their answer, their declaration, both sets of comments, the file. */
function ReviewComments({ review }: { review: StaffReview }) {
  const toAuthor = review.commentsToAuthor?.trim();
  const confidential = review.confidentialComments?.trim();
  if (review.status === 'DECLINED') {
    return (
      <details className="review-comments" data-testid="staff-review-comments">
        <summary>
          Why declined<span className="visually-hidden"> by {review.reviewer}</span>
        </summary>
        <div className="review-comments__body">
          <h4 className="review-comments__heading">Reason</h4>
          <p className="review-comments__text" data-testid="decline-reason">
            {review.declineReason?.trim() || 'None given'}
          </p>
          <h4 className="review-comments__heading">Suggested reviewer</h4>
          <p className="review-comments__text" data-testid="suggested-reviewer">
            {review.suggestedReviewer ? `${review.suggestedReviewer.name} <${review.suggestedReviewer.email}>` : 'None'}
          </p>
        </div>
      </details>
    );
  }
  if (!toAuthor && !confidential && !review.competingInterests?.trim()) return <None words="No comments yet" />;
  return (
    <details className="review-comments" data-testid="staff-review-comments">
      <summary>
        Comments<span className="visually-hidden"> of {review.label}</span>
      </summary>
      <div className="review-comments__body">
        <h4 className="review-comments__heading">Competing interests</h4>
        <p className="review-comments__text" data-testid="competing-interests">
          {review.competingInterests?.trim() || 'None declared'}
        </p>
        <h4 className="review-comments__heading">Comments to the author</h4>
        <p className="review-comments__text">{toAuthor || 'None'}</p>
        <h4 className="review-comments__heading">Confidential comments to the editor</h4>
        <p className="review-comments__text" data-testid="confidential-comments">
          {confidential || 'None'}
        </p>
        <AnnotatedFileButton review={review} />
      </div>
    </details>
  );
}

const RATINGS = Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, index) => REVIEW_RATING_MIN + index);

/** The editors' 1–5 of a completed review, for choosing reviewers later; reviewers never see it (decision 0041). */
function RatingCell({ review }: { review: StaffReview }) {
  const fetcher = useFetcher<RatingOutcome>();
  if (review.status !== 'COMPLETED') return <None words="Not rated" />;
  const outcome = fetcher.data?.assignmentId === review.assignmentId ? fetcher.data : undefined;
  const id = `rating-${review.assignmentId}`;
  return (
    <fetcher.Form method="post" className="d-flex flex-wrap align-items-center gap-2" data-testid="review-rating">
      <input type="hidden" name="intent" value="rate" />
      <input type="hidden" name="assignmentId" value={review.assignmentId} />
      <Form.Label htmlFor={id} className="visually-hidden">
        Rating of the review by {review.reviewer}
      </Form.Label>
      <Form.Select id={id} name="rating" size="sm" defaultValue={review.rating ?? ''} className="w-auto">
        <option value="" disabled>
          Rate
        </option>
        {RATINGS.map((value) => (
          <option key={value} value={value}>
            {value} of {REVIEW_RATING_MAX}
          </option>
        ))}
      </Form.Select>
      <Button type="submit" size="sm" variant="outline-primary" disabled={fetcher.state !== 'idle'}>
        Save<span className="visually-hidden"> the rating of {review.reviewer}</span>
      </Button>
      <span aria-live="polite" className="small">
        {outcome && <span className={outcome.ok ? 'text-success' : 'text-danger'}>{outcome.message}</span>}
      </span>
    </fetcher.Form>
  );
}

/** 'Reviewer 2', as the authors read it, and the round. */
function ReviewLabel({ review }: { review: StaffReview }) {
  return (
    <>
      {review.label}
      <div className="small text-body-secondary">{roundLabel(review.round)}</div>
    </>
  );
}

/** While invited, the answer is due; then the review. */
function DueCell({ review }: { review: StaffReview }) {
  if (review.status === 'INVITED' && review.responseDueAt) {
    return (
      <>
        Answer by {formatLongDate(review.responseDueAt)}
        {review.dueAt && <div className="small text-body-secondary">Review by {formatLongDate(review.dueAt)}</div>}
      </>
    );
  }
  return review.dueAt ? <>{formatLongDate(review.dueAt)}</> : <None words="No due date" />;
}

interface ReviewColumn {
  label: string;
  /** Dates and labels stay on one line. */
  nowrap?: boolean;
  cell(review: StaffReview, row: RowActions): ReactNode;
}

/** What the caller may do on a row: cancel it, when the workflow lets them manage the paper's reviewers. */
interface RowActions {
  onCancel: (() => void) | null;
}

/** The status, and Cancel on an open invitation or assignment of the current round (issue 14). */
function StatusCell({ review, onCancel }: { review: StaffReview; onCancel: (() => void) | null }) {
  return (
    <>
      {REVIEW_STATUS_LABELS[review.status]}
      {onCancel && (
        <div className="mt-1">
          <Button variant="outline-danger" size="sm" onClick={onCancel} data-testid="cancel-review">
            Cancel<span className="visually-hidden"> the {review.status === 'ACCEPTED' ? 'assignment' : 'invitation'} of {review.reviewer}</span>
          </Button>
        </div>
      )}
    </>
  );
}

/** The columns after the reviewer's name, which heads each row (and each card on a phone). */
const REVIEW_COLUMNS: readonly ReviewColumn[] = [
  { label: 'Review', nowrap: true, cell: (review) => <ReviewLabel review={review} /> },
  { label: 'Status', cell: (review, row) => <StatusCell review={review} onCancel={row.onCancel} /> },
  { label: 'Recommendation', cell: (review) => review.recommendation ?? <None words="None yet" /> },
  { label: 'Due', cell: (review) => <DueCell review={review} /> },
  { label: 'Submitted', nowrap: true, cell: (review) => (review.submittedAt ? formatLongDate(review.submittedAt) : <None words="Not yet" />) },
  { label: 'Comments', cell: (review) => <ReviewComments review={review} /> },
  { label: 'Rating', cell: (review) => <RatingCell review={review} /> },
];

/** The reviews of every round, with the reviewers' names: staff only. */
function ReviewsTable({ reviews, cancellable, onCancel }: { reviews: readonly StaffReview[]; cancellable(review: StaffReview): boolean; onCancel(review: StaffReview): void }) {
  if (reviews.length === 0) return <p className="text-body-secondary mb-0">No reviewers have been invited yet.</p>;
  return (
    <Table className="reviews-table align-top mb-0" aria-labelledby="reviews-heading" data-testid="staff-reviews">
      <thead>
        <tr>
          <th scope="col">Reviewer</th>
          {REVIEW_COLUMNS.map((column) => (
            <th scope="col" key={column.label}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {reviews.map((review) => (
          <tr key={review.assignmentId} data-testid="staff-review">
            <th scope="row" data-label="Reviewer" data-testid="staff-reviewer">
              {review.reviewer}
              {review.conflictOverride && (
                <div className="small fw-normal text-danger-emphasis" data-testid="conflict-override">
                  Invited despite a conflict of interest: {review.conflictOverride}
                </div>
              )}
            </th>
            {REVIEW_COLUMNS.map((column) => (
              <td key={column.label} data-label={column.label} className={column.nowrap ? 'text-nowrap' : undefined}>
                {column.cell(review, { onCancel: cancellable(review) ? () => onCancel(review) : null })}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * What the editors need on the paper (decisions 0034, 0035, 0041): the handling editor, the round
 * in progress, an appeal's state and every review side by side with the reviewer's name, answer
 * (a decline's reason and suggested alternative), due dates, recommendation, competing interests,
 * confidential comments, annotated file and the editors' rating. The page renders it for staff only.
 */
export function EditorialPanel({ workflow }: { workflow: PaperWorkflow }) {
  return (
    <SectionCard id="editorial-heading" title={T.editorialHeading} testId="editorial-panel">
      <dl className="editorial-facts">
        <div>
          <dt>Handling editor</dt>
          <dd data-testid="handling-editor">{workflow.handlingEditor?.name ?? 'Not assigned'}</dd>
        </div>
        <div>
          <dt>Current round</dt>
          <dd data-testid="current-round">{roundLabel(workflow.round)}</dd>
        </div>
        {workflow.appeal && (
          <div>
            <dt>Appeal</dt>
            <dd data-testid="appeal-state">{workflow.appeal === 'open' ? 'Open: waiting for a decision' : `Decided: ${APPEAL_OUTCOME_LABELS[workflow.appeal]}`}</dd>
          </div>
        )}
      </dl>
      <h3 id="reviews-heading" className="h6 mt-4 mb-2">
        Reviews
      </h3>
      <Reviews workflow={workflow} />
    </SectionCard>
  );
}

/**
 * The reviews table and its Cancel dialog (issue 14): which review, the fetcher to the page's
 * clientAction (intent cancelReview), the refusal shown in the dialog, and the success shown above
 * the table, where focus goes once the dialog has closed (the row's Cancel button is gone by then).
 */
function Reviews({ workflow }: { workflow: PaperWorkflow }) {
  const fetcher = useFetcher<CancelOutcome>();
  const [target, setTarget] = useState<StaffReview | null>(null);
  const [show, setShow] = useState(false);
  const [failure, setFailure] = useState<CancelOutcome | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const succeeded = useRef(false);
  const heard = useRef<CancelOutcome | undefined>(undefined);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const busy = fetcher.state !== 'idle';
  useEffect(() => {
    const outcome = fetcher.data;
    if (fetcher.state !== 'idle' || !outcome || outcome === heard.current) return;
    heard.current = outcome;
    if (outcome.ok) {
      succeeded.current = true;
      setNotice(outcome.message);
      setShow(false);
    } else {
      setFailure(outcome);
    }
  }, [fetcher.state, fetcher.data]);
  // The client mirrors the policy (decision 0034): whoever may add reviewers may cancel one; the server decides.
  const cancellable = (review: StaffReview) => workflow.actions.includes('assignReviewers') && review.round === workflow.round && isOpenAssignment(review.status);
  const open = (review: StaffReview) => {
    succeeded.current = false;
    setFailure(null);
    setNotice(null);
    setTarget(review);
    setShow(true);
  };
  return (
    <>
      <div role="status" aria-live="polite">
        {notice && (
          <p ref={noticeRef} tabIndex={-1} className="text-success fw-semibold mb-2" data-testid="cancel-review-notice">
            {notice}
          </p>
        )}
      </div>
      <ReviewsTable reviews={workflow.reviews} cancellable={cancellable} onCancel={open} />
      {target && (
        <Suspense fallback={null}>
          <CancelReviewModal
            key={target.assignmentId}
            review={target}
            show={show}
            busy={busy}
            failure={failure}
            onConfirm={(reason) => {
              setFailure(null);
              void fetcher.submit({ intent: 'cancelReview', assignmentId: String(target.assignmentId), reason }, { method: 'post' });
            }}
            onClose={() => {
              if (!busy) setShow(false);
            }}
            onExited={() => {
              setTarget(null);
              if (succeeded.current) noticeRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
