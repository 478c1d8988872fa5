import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { EDITOR_DESK_MESSAGES as M } from '../../../contract/editor-desk/editor-desk.messages';
import { appealDecisionSchema, type Appeal, type AppealDecision } from '../../../contract/editor-desk/editor-desk.schema';
import { APPEAL_OUTCOME_LABELS, APPEAL_OUTCOMES, type AppealOutcome } from '../../../contract/papers/workflow/editorial-decisions';
import { statusLabel } from '../../../contract/papers/paper-status';
import { TextField } from '../../components/forms/text-field';
import { useContractForm } from '../../lib/forms';
import type { DeskOutcome } from './desk-actions';
import { ConfirmStep, DeskFooter, DeskModal, OutcomeAlert } from './desk-modal';
import { useDeskSubmit, useFailure, type DeskSubmit } from './use-dialog-data';

/**
 * The contract's appeal decision. A radio group with nothing chosen reads as null, which the
 * contract's optional `reversedTo` would refuse with zod's own words: as undefined, the
 * contract says it in the journal's ('Choose where the paper goes …').
 */
const appealFormSchema = z.preprocess(
  (value) => ({ ...(value as object), reversedTo: (value as { reversedTo?: unknown }).reversedTo ?? undefined }),
  appealDecisionSchema,
) as unknown as z.ZodType<AppealDecision, z.input<typeof appealDecisionSchema>>;
/** The page loads the contract's schemas anyway (its loaders parse with them): no lazy import to make. */
const loadSchema = async () => appealFormSchema;

/** What each outcome does (reading-side.md §4; decision 0034 "Appeals"). */
const OUTCOME_HINTS: Record<AppealOutcome, string> = {
  upheld: 'The rejection stands: the paper stays REJECTED.',
  reversed: 'The rejection is withdrawn: the paper goes back to review, or is accepted.',
  modified: 'The rejection becomes a request for revisions: the paper is REVISIONS REQUIRED.',
};

const REVERSAL_LABELS = { UNDER_REVIEW: 'Back to review (a new round)', ACCEPTED: 'Accepted' } as const;

interface AppealModalProps {
  appeal: Appeal | null;
  show: boolean;
  onClose(): void;
  onExited(): void;
  onDone(outcome: DeskOutcome): void;
}

/** An appeal's outcome with its letter (POST /api/editor/appeals/{id}/decision), after a confirmation. */
export function AppealModal({ appeal, show, onClose, onExited, onDone }: AppealModalProps) {
  const submit = useDeskSubmit(onDone);
  return (
    <DeskModal
      id="appeal-modal"
      title="Decide Appeal"
      show={show}
      busy={submit.busy}
      onClose={onClose}
      onExited={() => {
        submit.reset();
        onExited();
      }}
      size="lg"
    >
      {appeal && <AppealForm key={appeal.id} appeal={appeal} onClose={onClose} submit={submit} />}
    </DeskModal>
  );
}

const targetStatus = (decision: AppealDecision) => (decision.outcome === 'reversed' ? decision.reversedTo! : decision.outcome === 'modified' ? 'REVISIONS_REQUIRED' : 'REJECTED');

function AppealForm({ appeal, onClose, submit }: { appeal: Appeal; onClose(): void; submit: DeskSubmit }) {
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [decision, setDecision] = useState<AppealDecision | null>(null);
  const form = useContractForm(loadSchema, { defaultValues: { outcome: 'upheld', letter: '' } });
  const { send, busy, failure } = submit;
  useFailure(submit, (refused) => {
    setStep('edit');
    for (const name of ['letter', 'reversedTo', 'outcome'] as const) {
      const message = refused.fieldErrors?.[name];
      if (message) form.setError(name, { message });
    }
  });
  const outcome = useWatch({ control: form.control, name: 'outcome' });
  const errors = form.formState.errors;

  const toConfirm = form.handleSubmit((values) => {
    setDecision(values);
    setStep('confirm');
  });

  if (step === 'confirm' && decision) {
    const to = targetStatus(decision);
    return (
      <>
        <Modal.Body>
          <ConfirmStep
            question={
              decision.outcome === 'upheld' ? `Uphold the rejection of "${appeal.paper.title}"? The paper stays ${statusLabel(to)}.` : M.confirmStatus(appeal.paper.title, to)
            }
            note={<p className="mb-0">Outcome: {APPEAL_OUTCOME_LABELS[decision.outcome]}. The letter is emailed to the authors.</p>}
          />
        </Modal.Body>
        <DeskFooter
          busy={busy}
          onSecondary={() => setStep('edit')}
          secondaryLabel="Back"
          onPrimary={() => void send({ intent: 'decideAppeal', appealId: appeal.id, outcome: decision.outcome, letter: decision.letter, reversedTo: decision.reversedTo })}
          primaryLabel="Confirm and send"
          busyLabel="Sending..."
        />
      </>
    );
  }

  return (
    <>
      <Modal.Body>
        <OutcomeAlert outcome={failure} />
        <p className="fw-semibold mb-1">{appeal.paper.title}</p>
        <p className="text-body-secondary">Appeal by {appeal.appellant ?? 'a former account'}</p>
        <Form id="appeal-form" noValidate onSubmit={toConfirm}>
          <fieldset className="mb-3">
            <legend className="form-label fs-6 fw-semibold">Outcome</legend>
            {APPEAL_OUTCOMES.map((option) => (
              <Form.Check
                key={option}
                type="radio"
                id={`appeal-outcome-${option}`}
                value={option}
                className="mb-2"
                label={
                  <>
                    {APPEAL_OUTCOME_LABELS[option]}
                    <span className="d-block small text-body-secondary">{OUTCOME_HINTS[option]}</span>
                  </>
                }
                {...form.field('outcome')}
              />
            ))}
          </fieldset>
          {outcome === 'reversed' && (
            <fieldset className="mb-3 ms-4" aria-describedby={errors.reversedTo ? 'appeal-reversed-error' : undefined}>
              <legend className="form-label fs-6 fw-semibold">The paper goes</legend>
              {(['UNDER_REVIEW', 'ACCEPTED'] as const).map((status) => (
                <Form.Check
                  key={status}
                  type="radio"
                  id={`appeal-reversed-${status}`}
                  value={status}
                  label={REVERSAL_LABELS[status]}
                  className="mb-1"
                  {...form.field('reversedTo')}
                />
              ))}
              {errors.reversedTo && (
                <div id="appeal-reversed-error" className="invalid-feedback d-block">
                  {errors.reversedTo.message}
                </div>
              )}
            </fieldset>
          )}
          <TextField id="appeal-letter" label="Letter to the authors" rows={10} required registration={form.field('letter')} error={errors.letter?.message} />
        </Form>
      </Modal.Body>
      <DeskFooter busy={busy} onSecondary={onClose} secondaryLabel="Cancel" form="appeal-form" primaryLabel="Send decision" busyLabel="Sending..." />
    </>
  );
}
