import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { EDITOR_DESK_MESSAGES as M } from '../../../contract/editor-desk/editor-desk.messages';
import { appealDecisionSchema, letterDraftSchema, type Appeal, type AppealDecision } from '../../../contract/editor-desk/editor-desk.schema';
import { APPEAL_OUTCOME_LABELS, APPEAL_OUTCOMES, type AppealOutcome } from '../../../contract/papers/workflow/editorial-decisions';
import { statusLabel } from '../../../contract/papers/paper-status';
import { TextField } from '../../components/forms/text-field';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';
import { useContractForm } from '../../lib/forms';
import { LETTER_FAILED } from './decision-modal';
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
  const reversedTo = useWatch({ control: form.control, name: 'reversedTo' });
  const errors = form.formState.errors;
  const [draft, setDraft] = useState<{ state: 'none' | 'preparing' | 'failed'; problem?: string } | { state: 'ready'; subject: string; for: string }>({ state: 'none' });
  const chosen = `${outcome}${outcome === 'reversed' && reversedTo ? `:${reversedTo}` : ''}`;

  /** The journal's template for the chosen outcome (POST /api/editor/appeals/{id}/letter changes nothing). */
  async function prepareLetter() {
    setDraft({ state: 'preparing' });
    const { outcome: picked, reversedTo: target } = form.getValues();
    try {
      const letter = await sendJson(`/editor/appeals/${appeal.id}/letter`, { outcome: picked, ...(picked === 'reversed' && target ? { reversedTo: target } : {}) }, letterDraftSchema);
      form.setValue('letter', letter.letter);
      form.clearErrors('letter');
      setDraft({ state: 'ready', subject: letter.subject, for: chosen });
    } catch (error) {
      console.warn('The appeal letter could not be prepared', error);
      setDraft({ state: 'failed', problem: error instanceof ApiError && (error.status === 409 || error.status === 403) ? error.problem?.detail : undefined });
    }
  }

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
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <Button variant="outline-primary" onClick={() => void prepareLetter()} disabled={draft.state === 'preparing'}>
              {draft.state === 'preparing' ? (
                <>
                  <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                  Preparing...
                </>
              ) : (
                'Prepare letter'
              )}
            </Button>
            <span role="status" className="small text-body-secondary">
              {draft.state === 'ready' && (draft.for === chosen ? 'Letter prepared from the template: edit it below.' : 'The letter was prepared for another outcome: prepare it again.')}
            </span>
          </div>
          {draft.state === 'failed' && (
            <Alert variant="danger">
              <p className="mb-0">{LETTER_FAILED}</p>
              {draft.problem && <p className="mb-0 mt-2">{draft.problem}</p>}
            </Alert>
          )}
          {draft.state === 'ready' && (
            <p className="mb-2" data-testid="appeal-letter-subject">
              <span className="fw-semibold">Subject:</span> {draft.subject}
            </p>
          )}
          <TextField id="appeal-letter" label="Letter to the authors" rows={10} required registration={form.field('letter')} error={errors.letter?.message} />
        </Form>
      </Modal.Body>
      <DeskFooter busy={busy} onSecondary={onClose} secondaryLabel="Cancel" form="appeal-form" primaryLabel="Send decision" busyLabel="Sending..." />
    </>
  );
}
