import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

interface SaveDialogFooterProps {
  /** The id of the dialog's form, which the save button submits. */
  formId: string;
  busy: boolean;
  onCancel(): void;
  /** The save button's words while idle ('Save Issue'). */
  children: ReactNode;
}

/** A staff form dialog's footer: Cancel, and the save button that says 'Saving...' while the change is on its way. */
export function SaveDialogFooter({ formId, busy, onCancel, children }: SaveDialogFooterProps) {
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" form={formId} disabled={busy}>
        {busy ? (
          <>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Saving...
          </>
        ) : (
          children
        )}
      </Button>
    </Modal.Footer>
  );
}
