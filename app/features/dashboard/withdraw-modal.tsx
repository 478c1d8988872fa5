import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { AUTHOR_JOURNEY_MESSAGES as M, type MySubmission } from '../../../contract/papers/author-journey.schema';

interface WithdrawModalProps {
  /** The paper to withdraw; null hides the dialog. */
  paper: Pick<MySubmission, 'id' | 'title'> | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
  onExited?(): void;
}

/** acting-side.md §4, §8: withdrawal is confirmed first ("Confirmations precede ... withdraw"). */
export function WithdrawModal({ paper, busy, onCancel, onConfirm, onExited }: WithdrawModalProps) {
  return (
    <Modal show={paper !== null} onHide={busy ? undefined : onCancel} onExited={onExited} backdrop={busy ? 'static' : true} keyboard={!busy} centered aria-labelledby="withdraw-modal-title">
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="withdraw-modal-title" as="h2" className="h5">
          Withdraw Paper
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p data-testid="withdraw-confirm-text">{M.withdrawConfirm}</p>
        {paper && <p className="fw-semibold mb-0">{paper.title}</p>}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? (
            <>
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              Withdrawing...
            </>
          ) : (
            'Withdraw'
          )}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
