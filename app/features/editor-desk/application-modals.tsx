import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { ReviewerApplication } from '../../../contract/reviews/reviewer-application.schema';
import { expertiseKeywords } from '../../../contract/reviews/reviewer-expertise';
import { accountNote } from './applications-section';
import type { DeskOutcome } from './desk-actions';
import { ConfirmStep, DeskFooter, DeskModal, OutcomeAlert } from './desk-modal';
import { useDeskSubmit, useFailure, type DeskSubmit } from './use-dialog-data';

interface ApplicationModalProps {
  application: ReviewerApplication | null;
  show: boolean;
  onClose(): void;
  onExited(): void;
  onDone(outcome: DeskOutcome): void;
}

/**
 * Approve a reviewer application (POST /api/editor/reviewer-applications/{id}/approve): the editor
 * tidies the expertise keywords the pool matches on, then confirms (acting-side.md §4: changes ask
 * confirmation).
 */
export function ApproveApplicationModal({ application, show, onClose, onExited, onDone }: ApplicationModalProps) {
  const submit = useDeskSubmit(onDone);
  return (
    <DeskModal
      id="approve-application-modal"
      title="Approve Application"
      show={show}
      busy={submit.busy}
      onClose={onClose}
      onExited={() => {
        submit.reset();
        onExited();
      }}
    >
      {application && <ApproveForm key={application.id} application={application} onClose={onClose} submit={submit} />}
    </DeskModal>
  );
}

function ApproveForm({ application, onClose, submit }: { application: ReviewerApplication; onClose(): void; submit: DeskSubmit }) {
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [keywords, setKeywords] = useState(() => expertiseKeywords(application.expertise).join(', '));
  const [keywordsError, setKeywordsError] = useState<string | null>(null);
  useFailure(submit, (refused) => {
    setStep('edit');
    setKeywordsError(refused.fieldErrors?.expertise ?? null);
  });
  const chosen = expertiseKeywords(keywords);

  if (step === 'confirm') {
    return (
      <>
        <Modal.Body>
          <ConfirmStep
            question={`Approve the application of ${application.name}?`}
            note={
              <>
                <p className="mb-1">{accountNote(application)}</p>
                <p className="mb-1">Expertise: {(chosen.length ? chosen : expertiseKeywords(application.expertise)).join(', ')}.</p>
                <p className="mb-0">{application.name} is told by email.</p>
              </>
            }
          />
        </Modal.Body>
        <DeskFooter
          busy={submit.busy}
          onSecondary={() => setStep('edit')}
          secondaryLabel="Back"
          onPrimary={() => void submit.send({ intent: 'approveApplication', applicationId: application.id, expertise: keywords })}
          primaryLabel="Confirm approval"
          busyLabel="Approving..."
        />
      </>
    );
  }

  return (
    <>
      <Modal.Body>
        <OutcomeAlert outcome={submit.failure} />
        <p className="fw-semibold mb-1">{application.name}</p>
        <p className="text-body-secondary">
          {application.email} · {application.institution}
        </p>
        <p>{accountNote(application)}</p>
        <Form
          id="approve-application-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setStep('confirm');
          }}
        >
          <Form.Group controlId="approve-application-expertise">
            <Form.Label>Expertise keywords</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={keywords}
              isInvalid={Boolean(keywordsError)}
              aria-describedby={`approve-application-expertise-hint${keywordsError ? ' approve-application-expertise-error' : ''}`}
              onChange={(event) => {
                setKeywords(event.currentTarget.value);
                setKeywordsError(null);
              }}
            />
            <Form.Text id="approve-application-expertise-hint" className="d-block">
              Separate keywords with commas. Editors choosing reviewers match manuscripts on them; left empty, the application’s own words are used.
            </Form.Text>
            {keywordsError && (
              <Form.Control.Feedback type="invalid" id="approve-application-expertise-error">
                {keywordsError}
              </Form.Control.Feedback>
            )}
          </Form.Group>
        </Form>
      </Modal.Body>
      <DeskFooter busy={submit.busy} onSecondary={onClose} secondaryLabel="Cancel" form="approve-application-form" primaryLabel="Approve" busyLabel="Approving..." />
    </>
  );
}

/** Decline a reviewer application (POST …/decline) after a confirmation: the applicant receives a polite email. */
export function DeclineApplicationModal({ application, show, onClose, onExited, onDone }: ApplicationModalProps) {
  const submit = useDeskSubmit(onDone);
  return (
    <DeskModal
      id="decline-application-modal"
      title="Decline Application"
      show={show}
      busy={submit.busy}
      onClose={onClose}
      onExited={() => {
        submit.reset();
        onExited();
      }}
    >
      {application && (
        <>
          <Modal.Body>
            <OutcomeAlert outcome={submit.failure} />
            <ConfirmStep
              question={`Decline the application of ${application.name}?`}
              note={<p className="mb-0">{application.name} receives a polite email thanking them and inviting them to apply again in the future. No account is changed.</p>}
            />
          </Modal.Body>
          <DeskFooter
            busy={submit.busy}
            onSecondary={onClose}
            secondaryLabel="Cancel"
            onPrimary={() => void submit.send({ intent: 'declineApplication', applicationId: application.id })}
            primaryLabel="Decline application"
            busyLabel="Declining..."
            danger
          />
        </>
      )}
    </DeskModal>
  );
}
