import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller } from 'react-hook-form';
import { EDITOR_DESK_MESSAGES as M } from '../../../contract/editor-desk/editor-desk.messages';
import { assignReviewersSchema, type SubmissionRow } from '../../../contract/editor-desk/editor-desk.schema';
import { RECOMMENDED_REVIEWERS } from '../../../contract/journal/review';
import { reviewerCandidateListSchema } from '../../../contract/users/users.schema';
import { getJson } from '../../lib/api-data';
import { formatCount } from '../../lib/format';
import { useContractForm } from '../../lib/forms';
import type { DeskOutcome } from './desk-actions';
import { ConfirmStep, DeskFooter, DeskModal, DialogDataState, OutcomeAlert } from './desk-modal';
import { useDeskSubmit, useDialogData, useFailure, type DeskSubmit } from './use-dialog-data';

/** The page loads the contract's schemas anyway (its loaders parse with them): no lazy import to make. */
const loadSchema = async () => assignReviewersSchema;

export const REVIEWERS_LOAD_FAILED = 'Failed to load the reviewers. Please try again later.';

interface AssignReviewersModalProps {
  row: SubmissionRow | null;
  show: boolean;
  onClose(): void;
  onExited(): void;
  onDone(outcome: DeskOutcome): void;
}

/**
 * Reviewer assignment (acting-side.md §5 "Reviewer assignment", §7, §8): the journal's reviewer
 * accounts from GET /api/editor/reviewers (never a fixed sample), at least one chosen ('Please
 * select at least one reviewer.', here and from the server), 2-3 recommended. Self-contained: the
 * ranked matching of the next issue replaces the list inside this dialog only.
 */
export function AssignReviewersModal({ row, show, onClose, onExited, onDone }: AssignReviewersModalProps) {
  const submit = useDeskSubmit(onDone);
  return (
    <DeskModal
      id="assign-reviewers-modal"
      title="Assign Reviewers"
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

const describe = (reviewer: { institution: string; expertise: string[] }) => [reviewer.institution, reviewer.expertise.join(', ')].filter(Boolean).join(' · ');

function AssignReviewersForm({ row, show, onClose, submit }: { row: SubmissionRow; show: boolean; onClose(): void; submit: DeskSubmit }) {
  const reviewers = useDialogData(show, (signal) => getJson('/editor/reviewers', reviewerCandidateListSchema, { signal }));
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const form = useContractForm(loadSchema, { defaultValues: { reviewers: [] as number[] } });
  const { send, busy, failure } = submit;
  useFailure(submit, (refused) => {
    setStep('choose');
    const message = refused.fieldErrors?.reviewers;
    if (message) form.setError('reviewers', { message });
  });
  const error = form.formState.errors.reviewers?.message;
  const chosen = form.getValues('reviewers') as number[];

  const toConfirm = form.handleSubmit(() => setStep('confirm'));

  if (step === 'confirm') {
    const names = reviewers.state === 'ready' ? reviewers.data.filter((r) => chosen.includes(r.id)).map((r) => r.name) : [];
    return (
      <>
        <Modal.Body>
          <ConfirmStep
            question={
              row.status === 'SUBMITTED' ? M.confirmStatus(row.title, 'UNDER_REVIEW') : `Add ${names.length === 1 ? 'this reviewer' : 'these reviewers'} to "${row.title}"?`
            }
            note={
              <>
                <p className="mb-1">{names.length === 1 ? 'Reviewer' : 'Reviewers'} invited by email:</p>
                <ul className="mb-0">
                  {names.map((name) => (
                    <li key={name}>{name}</li>
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
          onPrimary={() => void send({ intent: 'assignReviewers', paperId: row.id, reviewers: chosen })}
          primaryLabel="Confirm and assign"
          busyLabel="Assigning..."
        />
      </>
    );
  }

  return (
    <>
      <Modal.Body>
        <OutcomeAlert outcome={failure} />
        <p className="fw-semibold mb-2">{row.title}</p>
        <p id="reviewer-guidance" className="mb-3">
          {M.reviewerGuidance}
        </p>
        <DialogDataState data={reviewers} failed={REVIEWERS_LOAD_FAILED} loadingText="Loading reviewers..." />
        {reviewers.state === 'ready' && (
          <Form id="assign-reviewers-form" noValidate onSubmit={toConfirm}>
            <Controller
              control={form.control}
              name="reviewers"
              render={({ field }) => {
                const value = (field.value ?? []) as number[];
                const toggle = (id: number, on: boolean) => {
                  form.clearErrors('reviewers');
                  field.onChange(on ? [...value, id] : value.filter((other) => other !== id));
                };
                return (
                  <fieldset aria-describedby={['reviewer-guidance', error ? 'reviewers-error' : null].filter(Boolean).join(' ')} aria-invalid={error ? true : undefined}>
                    <legend className="form-label fs-6 fw-semibold">Reviewers</legend>
                    {reviewers.data.length === 0 && <p className="text-body-secondary">No reviewer accounts yet.</p>}
                    <ul className="list-unstyled mb-2 reviewer-choices">
                      {reviewers.data.map((reviewer) => (
                        <li key={reviewer.id} className="mb-2">
                          <Form.Check
                            type="checkbox"
                            id={`reviewer-${reviewer.id}`}
                            checked={value.includes(reviewer.id)}
                            onChange={(event) => toggle(reviewer.id, event.currentTarget.checked)}
                            onBlur={field.onBlur}
                            label={
                              <>
                                <span className="fw-semibold">{reviewer.name}</span>
                                <span className="d-block small text-body-secondary">{describe(reviewer)}</span>
                              </>
                            }
                          />
                        </li>
                      ))}
                    </ul>
                    <p className="small mb-0" role="status">
                      {formatCount(value.length)} selected
                      {value.length > RECOMMENDED_REVIEWERS.max ? ` (more than the ${RECOMMENDED_REVIEWERS.min}-${RECOMMENDED_REVIEWERS.max} recommended)` : ''}
                    </p>
                    {error && (
                      <div id="reviewers-error" className="invalid-feedback d-block">
                        {error}
                      </div>
                    )}
                  </fieldset>
                );
              }}
            />
          </Form>
        )}
      </Modal.Body>
      <DeskFooter
        busy={busy}
        onSecondary={onClose}
        secondaryLabel="Cancel"
        form="assign-reviewers-form"
        primaryLabel="Assign reviewers"
        busyLabel="Assigning..."
        disabled={reviewers.state !== 'ready'}
      />
    </>
  );
}
