import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller } from 'react-hook-form';
import { editorListSchema, handlingEditorSchema, type SubmissionRow } from '../../../contract/editor-desk/editor-desk.schema';
import { getJson } from '../../lib/api-data';
import { formatCount } from '../../lib/format';
import { useContractForm } from '../../lib/forms';
import type { DeskOutcome } from './desk-actions';
import { ConfirmStep, DeskFooter, DeskModal, DialogDataState, OutcomeAlert } from './desk-modal';
import { useDeskSubmit, useDialogData, useFailure, type DeskSubmit } from './use-dialog-data';

/** The page loads the contract's schemas anyway (its loaders parse with them): no lazy import to make. */
const loadSchema = async () => handlingEditorSchema;

export const EDITORS_LOAD_FAILED = 'Failed to load the editors. Please try again later.';
const CHOOSE_EDITOR = 'Choose an editor, or take the paper yourself.';

const papers = (n: number) => `${formatCount(n)} ${n === 1 ? 'paper' : 'papers'}`;

interface HandlingEditorModalProps {
  row: SubmissionRow | null;
  show: boolean;
  /** The signed-in editor ("Take it myself"). */
  viewerId: number | null;
  onClose(): void;
  onExited(): void;
  onDone(outcome: DeskOutcome): void;
}

/**
 * The handling editor (decision 0034: who gets the paper's mail and whose "Mine" it is): the
 * editors and admins from GET /api/editor/editors with how many open papers each handles, or
 * "Take it myself"; POST …/handling-editor after a confirmation.
 */
export function HandlingEditorModal({ row, show, viewerId, onClose, onExited, onDone }: HandlingEditorModalProps) {
  const submit = useDeskSubmit(onDone);
  return (
    <DeskModal
      id="handling-editor-modal"
      title="Assign Handling Editor"
      show={show}
      busy={submit.busy}
      onClose={onClose}
      onExited={() => {
        submit.reset();
        onExited();
      }}
    >
      {row && <HandlingEditorForm key={row.id} row={row} show={show} viewerId={viewerId} onClose={onClose} submit={submit} />}
    </DeskModal>
  );
}

function HandlingEditorForm({ row, show, viewerId, onClose, submit }: { row: SubmissionRow; show: boolean; viewerId: number | null; onClose(): void; submit: DeskSubmit }) {
  const editors = useDialogData(show, (signal) => getJson('/editor/editors', editorListSchema, { signal }));
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const form = useContractForm(loadSchema, { defaultValues: { editorId: row.handlingEditor?.id ?? null } });
  const { send, busy, failure } = submit;
  useFailure(submit, (refused) => {
    setStep('choose');
    const message = refused.fieldErrors?.editorId;
    if (message) form.setError('editorId', { message });
  });
  const error = form.formState.errors.editorId?.message;

  const toConfirm = form.handleSubmit((values) => {
    if (values.editorId === null) form.setError('editorId', { message: CHOOSE_EDITOR });
    else setStep('confirm');
  });

  function takeItMyself() {
    if (viewerId === null) return;
    form.setValue('editorId', viewerId);
    form.clearErrors('editorId');
    setStep('confirm');
  }

  if (step === 'confirm') {
    const editorId = form.getValues('editorId') as number;
    const name = editorId === viewerId ? 'you' : editors.state === 'ready' ? (editors.data.find((e) => e.id === editorId)?.name ?? 'this editor') : 'this editor';
    return (
      <>
        <Modal.Body>
          <ConfirmStep question={`Give "${row.title}" to ${name}?`} note={<p className="mb-0">The handling editor receives the paper’s mail and finds it under Mine.</p>} />
        </Modal.Body>
        <DeskFooter
          busy={busy}
          onSecondary={() => setStep('choose')}
          secondaryLabel="Back"
          onPrimary={() => void send({ intent: 'handlingEditor', paperId: row.id, editorId })}
          primaryLabel="Confirm"
          busyLabel="Saving..."
        />
      </>
    );
  }

  return (
    <>
      <Modal.Body>
        <OutcomeAlert outcome={failure} />
        <p className="fw-semibold mb-1">{row.title}</p>
        <p className="text-body-secondary">Handled now by: {row.handlingEditor?.name ?? 'nobody'}</p>
        <DialogDataState data={editors} failed={EDITORS_LOAD_FAILED} loadingText="Loading editors..." />
        {editors.state === 'ready' && (
          <Form id="handling-editor-form" noValidate onSubmit={toConfirm}>
            <Controller
              control={form.control}
              name="editorId"
              render={({ field }) => (
                <fieldset aria-describedby={error ? 'handling-editor-error' : undefined}>
                  <legend className="form-label fs-6 fw-semibold">Editor</legend>
                  {editors.data.map((editor) => (
                    <Form.Check
                      key={editor.id}
                      type="radio"
                      name="editorId"
                      id={`handling-editor-${editor.id}`}
                      checked={field.value === editor.id}
                      onChange={() => {
                        form.clearErrors('editorId');
                        field.onChange(editor.id);
                      }}
                      label={
                        <>
                          {editor.name}
                          {editor.id === viewerId && ' (you)'}
                          <span className="d-block small text-body-secondary">Handles {papers(editor.handling)}</span>
                        </>
                      }
                      className="mb-2"
                    />
                  ))}
                  {error && (
                    <div id="handling-editor-error" className="invalid-feedback d-block">
                      {error}
                    </div>
                  )}
                </fieldset>
              )}
            />
          </Form>
        )}
      </Modal.Body>
      <DeskFooter
        busy={busy}
        onSecondary={onClose}
        secondaryLabel="Cancel"
        form="handling-editor-form"
        primaryLabel="Assign"
        busyLabel="Saving..."
        disabled={editors.state !== 'ready'}
      >
        {viewerId !== null && (
          <Button variant="outline-primary" className="me-auto" onClick={takeItMyself} disabled={busy}>
            Take it myself
          </Button>
        )}
      </DeskFooter>
    </>
  );
}

interface ConfirmModalProps {
  id: string;
  title: string;
  row: SubmissionRow | null;
  show: boolean;
  question: (row: SubmissionRow) => string;
  note?: string;
  confirmLabel: string;
  busyLabel: string;
  /** What confirming sends. */
  intent: (row: SubmissionRow) => Parameters<DeskSubmit['send']>[0];
  onClose(): void;
  onExited(): void;
  onDone(outcome: DeskOutcome): void;
}

/** A change that needs nothing but a yes (take the paper, invite the previous reviewers). */
export function ConfirmModal({ id, title, row, show, question, note, confirmLabel, busyLabel, intent, onClose, onExited, onDone }: ConfirmModalProps) {
  const submit = useDeskSubmit(onDone);
  return (
    <DeskModal
      id={id}
      title={title}
      show={show}
      busy={submit.busy}
      onClose={onClose}
      onExited={() => {
        submit.reset();
        onExited();
      }}
    >
      {row && (
        <>
          <Modal.Body>
            <OutcomeAlert outcome={submit.failure} />
            <ConfirmStep question={question(row)} note={note && <p className="mb-0">{note}</p>} />
          </Modal.Body>
          <DeskFooter
            busy={submit.busy}
            onSecondary={onClose}
            secondaryLabel="Cancel"
            onPrimary={() => void submit.send(intent(row))}
            primaryLabel={confirmLabel}
            busyLabel={busyLabel}
          />
        </>
      )}
    </DeskModal>
  );
}
