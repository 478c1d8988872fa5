import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { EDITOR_DESK_MESSAGES as M } from '../../../contract/editor-desk/editor-desk.messages';
import { decisionRequestSchema, letterDraftSchema, letterRequestSchema, type SubmissionRow } from '../../../contract/editor-desk/editor-desk.schema';
import { DECISION_CATEGORIES } from '../../../contract/journal/review';
import { DECISION_LABELS, DECISION_STATUS, type EditorialDecision } from '../../../contract/papers/workflow/editorial-decisions';
import { TextField } from '../../components/forms/text-field';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';
import { useContractForm } from '../../lib/forms';
import type { DeskOutcome } from './desk-actions';
import { ConfirmStep, DeskFooter, DeskModal, OutcomeAlert } from './desk-modal';
import { allowedDecisions } from './row-menu';
import { useDeskSubmit, useFailure, type DeskSubmit } from './use-dialog-data';

export const LETTER_FAILED = 'Failed to prepare the letter. Please try again.';

const meaningOf = (decision: EditorialDecision) => DECISION_CATEGORIES.find((category) => category.name === DECISION_LABELS[decision])?.meaning;

/** The form's schema: the contract's decision request, with the comments that go into the letter's template. */
const decisionFormSchema = decisionRequestSchema.extend({ comments: letterRequestSchema.shape.comments });
/** The page loads the contract's schemas anyway (its loaders parse with them): no lazy import to make. */
const loadSchema = async () => decisionFormSchema;

interface DecisionModalProps {
  /** The paper; null while no decision dialog is open. */
  row: SubmissionRow | null;
  show: boolean;
  /** The decision of the menu item that opened it. */
  initial: EditorialDecision;
  onClose(): void;
  onExited(): void;
  onDone(outcome: DeskOutcome): void;
}

/**
 * A decision with its letter (decisions 0016 and 0034; issue 13): the editor picks one of the
 * decisions the paper allows now, writes comments, has the letter prepared from the journal's
 * template (POST …/decision-letter, which changes nothing), edits it, confirms and sends it
 * (POST …/decision). Reject on a SUBMITTED paper is the desk rejection.
 */
export function DecisionModal({ row, show, initial, onClose, onExited, onDone }: DecisionModalProps) {
  const desk = row?.status === 'SUBMITTED';
  const submit = useDeskSubmit(onDone);
  return (
    <DeskModal
      id="decision-modal"
      title={desk ? 'Desk Rejection' : 'Editorial Decision'}
      show={show}
      busy={submit.busy}
      onClose={onClose}
      onExited={() => {
        submit.reset();
        onExited();
      }}
      size="lg"
    >
      {row && <DecisionForm key={`${row.id}-${initial}`} row={row} initial={initial} onClose={onClose} submit={submit} />}
    </DeskModal>
  );
}

function DecisionForm({ row, initial, onClose, submit }: { row: SubmissionRow; initial: EditorialDecision; onClose(): void; submit: DeskSubmit }) {
  const decisions = allowedDecisions(row);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [draft, setDraft] = useState<{ state: 'none' | 'preparing' | 'failed' } | { state: 'ready'; subject: string; decision: EditorialDecision }>({ state: 'none' });
  const [letterError, setLetterError] = useState<string | null>(null);
  const form = useContractForm(loadSchema, { defaultValues: { decision: initial, comments: '', letter: '' } });
  const { send, busy, failure } = submit;
  useFailure(submit, (refused) => {
    setStep('edit');
    const letter = refused.fieldErrors?.letter;
    if (letter) form.setError('letter', { message: letter });
  });
  const decision = useWatch({ control: form.control, name: 'decision' });
  const errors = form.formState.errors;

  async function prepareLetter() {
    setDraft({ state: 'preparing' });
    setLetterError(null);
    const { decision: chosen, comments } = form.getValues();
    try {
      const text = typeof comments === 'string' && comments.trim() ? comments : undefined;
      const letter = await sendJson(`/editor/papers/${row.id}/decision-letter`, { decision: chosen, ...(text ? { comments: text } : {}) }, letterDraftSchema);
      form.setValue('letter', letter.letter);
      form.clearErrors('letter');
      setDraft({ state: 'ready', subject: letter.subject, decision: chosen });
    } catch (error) {
      console.warn('The decision letter could not be prepared', error);
      setDraft({ state: 'failed' });
      setLetterError(error instanceof ApiError && error.status === 409 && error.problem?.detail ? error.problem.detail : null);
    }
  }

  const toConfirm = form.handleSubmit(() => setStep('confirm'));

  const sendDecision = () => {
    const { decision: chosen, letter } = form.getValues();
    void send({ intent: 'decide', paperId: row.id, decision: chosen, letter: String(letter) });
  };

  if (step === 'confirm')
    return (
      <>
        <Modal.Body>
          <ConfirmStep
            question={M.confirmStatus(row.title, DECISION_STATUS[decision])}
            note={<p className="mb-0">Decision: {DECISION_LABELS[decision]}. The letter is emailed to the authors.</p>}
          />
        </Modal.Body>
        <DeskFooter
          busy={busy}
          onSecondary={() => setStep('edit')}
          secondaryLabel="Back"
          onPrimary={sendDecision}
          primaryLabel="Confirm and send"
          busyLabel="Sending..."
          danger={DECISION_STATUS[decision] === 'REJECTED'}
        />
      </>
    );

  return (
    <>
      <Modal.Body>
        <OutcomeAlert outcome={failure} />
        <p className="fw-semibold">{row.title}</p>
        <Form id="decision-form" noValidate onSubmit={toConfirm}>
          <fieldset className="mb-3">
            <legend className="form-label fs-6 fw-semibold">Decision</legend>
            {decisions.map((option) => (
              <Form.Check
                key={option}
                type="radio"
                id={`decision-${option}`}
                value={option}
                label={
                  <>
                    {DECISION_LABELS[option]}
                    <span className="d-block small text-body-secondary">{meaningOf(option)}</span>
                  </>
                }
                className="mb-2"
                {...form.field('decision')}
              />
            ))}
          </fieldset>
          <TextField id="decision-comments" label="Comments to the author" rows={4} registration={form.field('comments')} hint="They go into the letter when you prepare it." />
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
              {draft.state === 'ready' && draft.decision === decision && 'Letter prepared from the template: edit it below.'}
              {draft.state === 'ready' &&
                draft.decision !== decision &&
                `The letter was prepared for ${DECISION_LABELS[draft.decision]}: prepare it again for ${DECISION_LABELS[decision]}.`}
            </span>
          </div>
          {draft.state === 'failed' && (
            <Alert variant="danger">
              <p className="mb-0">{LETTER_FAILED}</p>
              {letterError && <p className="mb-0 mt-2">{letterError}</p>}
            </Alert>
          )}
          {draft.state === 'ready' && (
            <p className="mb-2" data-testid="letter-subject">
              <span className="fw-semibold">Subject:</span> {draft.subject}
            </p>
          )}
          <TextField id="decision-letter" label="Decision letter" rows={12} required registration={form.field('letter')} error={errors.letter?.message} />
        </Form>
      </Modal.Body>
      <DeskFooter busy={busy} onSecondary={onClose} secondaryLabel="Cancel" form="decision-form" primaryLabel="Send decision" busyLabel="Sending..." />
    </>
  );
}
