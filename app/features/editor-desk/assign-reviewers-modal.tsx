import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { EDITOR_DESK_MESSAGES as M } from '../../../contract/editor-desk/editor-desk.messages';
import { assignReviewersSchema, type SubmissionRow } from '../../../contract/editor-desk/editor-desk.schema';
import { RECOMMENDED_REVIEWERS } from '../../../contract/journal/review';
import { CONFLICT_MESSAGES as C } from '../../../contract/reviews/assignment.messages';
import { reviewerCandidatesSchema, type ReviewerCandidateRow } from '../../../contract/reviews/reviewer-candidates.schema';
import { getJson } from '../../lib/api-data';
import { formatCount, formatLongDate } from '../../lib/format';
import type { DeskOutcome } from './desk-actions';
import { ConfirmStep, DeskFooter, DeskModal, DialogDataState, OutcomeAlert } from './desk-modal';
import { useDeskSubmit, useDialogData, useFailure, type DeskSubmit } from './use-dialog-data';

export const REVIEWERS_LOAD_FAILED = 'Failed to load the reviewers. Please try again later.';

interface AssignReviewersModalProps {
  row: SubmissionRow | null;
  show: boolean;
  onClose(): void;
  onExited(): void;
  onDone(outcome: DeskOutcome): void;
}

/**
 * Reviewer assignment (acting-side.md §5 "Reviewer assignment", §7, §8; decision 0041): the
 * reviewer pool ranked for the paper (GET /api/editor/papers/{id}/reviewer-candidates, never a
 * fixed sample), with each reviewer's match, load, record, availability and conflicts; a search
 * narrows it (those already chosen stay listed). At least one chosen ('Please select at least one reviewer.', here and from the
 * server), 2-3 recommended; a conflicted reviewer needs the editor's reason. Under review it is
 * Add Reviewers (issue 14): those already invited to the round are listed, ticked and disabled.
 */
export function AssignReviewersModal({ row, show, onClose, onExited, onDone }: AssignReviewersModalProps) {
  const submit = useDeskSubmit(onDone);
  return (
    <DeskModal
      id="assign-reviewers-modal"
      title={adding(row) ? 'Add Reviewers' : 'Assign Reviewers'}
      show={show}
      busy={submit.busy}
      onClose={onClose}
      onExited={() => {
        submit.reset();
        onExited();
      }}
      size="lg"
    >
      {row && <AssignReviewersForm key={row.id} row={row} show={show} onClose={onClose} submit={submit} />}
    </DeskModal>
  );
}

/** Under review, the dialog adds reviewers to the round in progress (issue 14); otherwise it opens round 1. */
const adding = (row: Pick<SubmissionRow, 'status'> | null) => row?.status === 'UNDER_REVIEW';

const recordOf = (row: ReviewerCandidateRow) =>
  [
    `${formatCount(row.openAssignments)} open`,
    `${formatCount(row.completedReviews)} completed`,
    row.averageDaysToComplete === null ? null : `${row.averageDaysToComplete} days on average`,
    row.lastReviewAt ? `last review ${formatLongDate(row.lastReviewAt)}` : null,
    row.averageRating === null ? null : `rated ${row.averageRating} of 5`,
  ]
    .filter(Boolean)
    .join(' · ');

/** One reviewer of the ranked list: why they are where they are, and a reason box when a conflict needs one. */
function CandidateChoice({
  row,
  checked,
  reason,
  reasonError,
  onToggle,
  onReason,
}: {
  row: ReviewerCandidateRow;
  checked: boolean;
  reason: string;
  reasonError: string | undefined;
  onToggle(on: boolean): void;
  onReason(text: string): void;
}) {
  const conflicted = row.conflicts.length > 0;
  const describedBy = `candidate-${row.id}-facts`;
  return (
    <li className={`reviewer-choice${conflicted ? ' reviewer-choice--conflict' : ''}`} data-testid="reviewer-candidate">
      <Form.Check
        type="checkbox"
        id={`reviewer-${row.id}`}
        checked={checked || row.assigned}
        disabled={row.assigned}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        aria-describedby={describedBy}
        label={<span className="fw-semibold">{row.name}</span>}
      />
      <div id={describedBy} className="reviewer-choice__facts small">
        <span className="d-block text-body-secondary">{row.institution}</span>
        {row.expertise.length > 0 && <span className="d-block">Expertise: {row.expertise.join(', ')}</span>}
        <span className="d-block">{row.match.matched.length > 0 ? `Matches: ${row.match.matched.join(', ')}` : 'No keyword of the paper matched'}</span>
        <span className="d-block text-body-secondary">{recordOf(row)}</span>
        {row.assigned && <span className="d-block fw-semibold">Already invited in this round</span>}
        {row.unavailableUntil && <span className="d-block text-warning-emphasis fw-semibold">Unavailable until {formatLongDate(row.unavailableUntil)}</span>}
        {row.conflicts.map((conflict) => (
          <span key={conflict.kind} className="d-block text-danger-emphasis fw-semibold" data-testid="candidate-conflict">
            Conflict of interest: {conflict.label}
          </span>
        ))}
      </div>
      {conflicted && checked && !row.assigned && (
        <Form.Group className="mt-2" controlId={`override-${row.id}`}>
          <Form.Label className="small fw-semibold">{C.reasonLabel}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={reason}
            onChange={(event) => onReason(event.currentTarget.value)}
            isInvalid={Boolean(reasonError)}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `override-${row.id}-error` : undefined}
            required
            aria-required
          />
          {reasonError && (
            <Form.Control.Feedback type="invalid" id={`override-${row.id}-error`}>
              {reasonError}
            </Form.Control.Feedback>
          )}
        </Form.Group>
      )}
    </li>
  );
}

function AssignReviewersForm({ row, show, onClose, submit }: { row: SubmissionRow; show: boolean; onClose(): void; submit: DeskSubmit }) {
  const [q, setQ] = useState('');
  const [typed, setTyped] = useState('');
  const candidates = useDialogData(
    show,
    (signal) => getJson(`/editor/papers/${row.id}/reviewer-candidates${q ? `?q=${encodeURIComponent(q)}` : ''}`, reviewerCandidatesSchema, { signal }),
    q,
  );
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [chosen, setChosen] = useState<ReviewerCandidateRow[]>([]);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [reasonErrors, setReasonErrors] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const { send, busy, failure } = submit;
  useFailure(submit, (refused) => {
    setStep('choose');
    const message = refused.fieldErrors?.reviewers;
    if (message) setError(message);
  });

  const toggle = (candidate: ReviewerCandidateRow, on: boolean) => {
    setError(null);
    setChosen((list) => (on ? [...list.filter((c) => c.id !== candidate.id), candidate] : list.filter((c) => c.id !== candidate.id)));
  };
  const overrides = chosen.filter((c) => c.conflicts.length > 0).map((c) => ({ reviewerId: c.id, reason: (reasons[c.id] ?? '').trim() }));

  function toConfirm(event: FormEvent) {
    event.preventDefault();
    // The contract's rules, here before the server says them again.
    const parsed = assignReviewersSchema.safeParse({ reviewers: chosen.map((c) => c.id), overrides });
    const missing = Object.fromEntries(overrides.filter((o) => o.reason === '').map((o) => [o.reviewerId, C.reasonRequired]));
    setReasonErrors(missing);
    if (chosen.length === 0) return setError(M.selectReviewer);
    if (Object.keys(missing).length > 0) return;
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? M.assignFailed);
    setStep('confirm');
  }

  if (step === 'confirm') {
    return (
      <>
        <Modal.Body>
          <ConfirmStep
            question={
              row.status === 'SUBMITTED' ? M.confirmStatus(row.title, 'UNDER_REVIEW') : `Add ${chosen.length === 1 ? 'this reviewer' : 'these reviewers'} to "${row.title}"?`
            }
            note={
              <>
                <p className="mb-1">{chosen.length === 1 ? 'Reviewer' : 'Reviewers'} invited by email:</p>
                <ul className="mb-0">
                  {chosen.map((c) => (
                    <li key={c.id}>
                      {c.name}
                      {c.conflicts.length > 0 && <span className="d-block small">Despite the conflict of interest: {reasons[c.id]?.trim()}</span>}
                    </li>
                  ))}
                </ul>
              </>
            }
          />
        </Modal.Body>
        <DeskFooter
          busy={busy}
          onSecondary={() => setStep('choose')}
          secondaryLabel="Back"
          onPrimary={() => void send({ intent: 'assignReviewers', paperId: row.id, reviewers: chosen.map((c) => c.id), overrides: JSON.stringify(overrides) })}
          primaryLabel={adding(row) ? 'Confirm and add' : 'Confirm and assign'}
          busyLabel={adding(row) ? 'Adding...' : 'Assigning...'}
        />
      </>
    );
  }

  const count = chosen.length;
  // The reviewers chosen before the search changed stay in the list, with their reason boxes.
  const shown =
    candidates.state === 'ready' ? [...chosen.filter((c) => !candidates.data.candidates.some((listed) => listed.id === c.id)), ...candidates.data.candidates] : [];
  return (
    <>
      <Modal.Body>
        <OutcomeAlert outcome={failure} />
        <p className="fw-semibold mb-2">{row.title}</p>
        <p id="reviewer-guidance" className="mb-3">
          {adding(row) ? M.addReviewerGuidance(row.round) : M.reviewerGuidance} The best matches come first; reviewers with a conflict of interest or on leave come last.
        </p>
        <form
          role="search"
          aria-label="Reviewers"
          className="d-flex gap-2 mb-3"
          onSubmit={(event) => {
            event.preventDefault();
            setQ(typed.trim());
          }}
        >
          <label htmlFor="reviewer-search" className="visually-hidden">
            Search reviewers by name, institution or expertise
          </label>
          <input id="reviewer-search" type="search" className="form-control" placeholder="Name, institution or expertise" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
          <Button type="submit" variant="outline-primary">
            Search
          </Button>
        </form>
        <DialogDataState data={candidates} failed={REVIEWERS_LOAD_FAILED} loadingText="Loading reviewers..." />
        {candidates.state === 'ready' && (
          <Form id="assign-reviewers-form" noValidate onSubmit={toConfirm}>
            <fieldset aria-describedby={['reviewer-guidance', error ? 'reviewers-error' : null].filter(Boolean).join(' ')} aria-invalid={error ? true : undefined}>
              <legend className="form-label fs-6 fw-semibold">
                Reviewers{' '}
                <span className="fw-normal small text-body-secondary">
                  ({candidates.data.candidates.length < candidates.data.total ? `the best ${formatCount(candidates.data.candidates.length)} of ${formatCount(candidates.data.total)}` : formatCount(candidates.data.total)}
                  {q ? ` matching “${q}”` : ''})
                </span>
              </legend>
              {candidates.data.candidates.length === 0 && <p className="text-body-secondary">{q ? 'No reviewer matches this search.' : 'No reviewers in the pool yet.'}</p>}
              <ul className="list-unstyled mb-2 reviewer-choices">
                {shown.map((candidate) => (
                  <CandidateChoice
                    key={candidate.id}
                    row={candidate}
                    checked={chosen.some((c) => c.id === candidate.id)}
                    reason={reasons[candidate.id] ?? ''}
                    reasonError={reasonErrors[candidate.id]}
                    onToggle={(on) => toggle(candidate, on)}
                    onReason={(text) => {
                      setReasons((all) => ({ ...all, [candidate.id]: text }));
                      setReasonErrors(({ [candidate.id]: _, ...rest }) => rest);
                    }}
                  />
                ))}
              </ul>
            </fieldset>
            <p className="small mb-0" role="status">
              {formatCount(count)} selected
              {count > RECOMMENDED_REVIEWERS.max ? ` (more than the ${RECOMMENDED_REVIEWERS.min}-${RECOMMENDED_REVIEWERS.max} recommended)` : ''}
            </p>
            {error && (
              <div id="reviewers-error" className="invalid-feedback d-block">
                {error}
              </div>
            )}
          </Form>
        )}
      </Modal.Body>
      <DeskFooter
        busy={busy}
        onSecondary={onClose}
        secondaryLabel="Cancel"
        form="assign-reviewers-form"
        primaryLabel={adding(row) ? 'Add reviewers' : 'Assign reviewers'}
        busyLabel={adding(row) ? 'Adding...' : 'Assigning...'}
        disabled={candidates.state !== 'ready'}
      />
    </>
  );
}
