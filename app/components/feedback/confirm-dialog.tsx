import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

interface ConfirmDialogProps {
  id: string;
  show: boolean;
  title: string;
  /** What will happen, in a sentence. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * acting-side.md §8 "Confirmations precede delete": a titled dialog (h2) with Cancel and the
 * confirming (danger) button, never the browser's confirm box; a change on its way keeps it open.
 */
export function ConfirmDialog({ id, show, title, children, confirmLabel, busyLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal show={show} onHide={busy ? undefined : onCancel} backdrop={busy ? 'static' : true} keyboard={!busy} centered aria-labelledby={`${id}-title`} data-testid={id}>
      <Modal.Header closeButton={!busy}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? (
            <>
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              {busyLabel}
            </>
          ) : (
            confirmLabel
          )}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
