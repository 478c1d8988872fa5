import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { StaffReview } from '../../../contract/papers/papers.schema';
import { REVIEW_MESSAGES as M } from '../../../contract/reviews/review.messages';
import { DeskFooter, DeskModal } from '../editor-desk/desk-modal';
import { roundLabel } from './paper-workflow-view';
import type { CancelOutcome } from './cancel-review';

interface CancelReviewModalProps {
  review: StaffReview;
  show: boolean;
  busy: boolean;
  /** The last refusal for this review, shown in the dialog. */
  failure: CancelOutcome | null;
  onConfirm(reason: string): void;
  onClose(): void;
  onExited(): void;
}

/**
 * Cancelling a reviewer on the paper page (issue 14; decision 0041): the editors' confirmation
 * dialog (the desk's frame), what the reviewer will be told, and an optional reason for the staff
 * timeline. Loaded only when an editor opens it: readers of the page never fetch it.
 */
export default function CancelReviewModal({ review, show, busy, failure, onConfirm, onClose, onExited }: CancelReviewModalProps) {
  const [reason, setReason] = useState('');
  const accepted = review.status === 'ACCEPTED';
  const what = accepted ? 'assignment' : 'invitation';
  const reasonError = failure?.reasonError;
  return (
    <DeskModal id="cancel-review-modal" title={accepted ? 'Cancel Assignment' : 'Withdraw Invitation'} show={show} busy={busy} onClose={onClose} onExited={onExited}>
      <Modal.Body>
        {failure && !failure.reasonError && (
          <Alert variant="danger" data-testid="cancel-review-error">
            <p className="mb-0">{failure.message}</p>
            {failure.detail && failure.detail !== failure.message && <p className="mb-0 mt-2">{failure.detail}</p>}
          </Alert>
        )}
        <p className="fw-semibold mb-1" id="cancel-review-question">
          {M.confirmCancel(review.reviewer, accepted)}
        </p>
        <p className="text-body-secondary small mb-3">
          {review.label}, {roundLabel(review.round).toLowerCase()}
        </p>
        <Form
          id="cancel-review-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm(reason);
          }}
        >
          <Form.Group controlId="cancel-review-reason">
            <Form.Label>{M.cancelReasonLabel}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              name="reason"
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              isInvalid={Boolean(reasonError)}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={['cancel-review-reason-help', reasonError ? 'cancel-review-reason-error' : null].filter(Boolean).join(' ')}
            />
            <Form.Text id="cancel-review-reason-help">{M.cancelReasonHelp}</Form.Text>
            {reasonError && (
              <Form.Control.Feedback type="invalid" id="cancel-review-reason-error" role="alert">
                {reasonError}
              </Form.Control.Feedback>
            )}
          </Form.Group>
        </Form>
      </Modal.Body>
      <DeskFooter
        busy={busy}
        onSecondary={onClose}
        secondaryLabel="Keep reviewer"
        form="cancel-review-form"
        primaryLabel={`Cancel ${what}`}
        busyLabel="Cancelling..."
        danger
      />
    </DeskModal>
  );
}
