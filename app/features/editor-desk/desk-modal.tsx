import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { DeskOutcome } from './desk-actions';
import type { DialogData } from './use-dialog-data';

interface DeskModalProps {
  id: string;
  title: string;
  show: boolean;
  /** While a change is on its way the dialog cannot be dismissed. */
  busy: boolean;
  onClose(): void;
  onExited?(): void;
  size?: 'lg';
  children: ReactNode;
}

/** The frame of every editorial dialog: a titled modal (h2) that a busy change keeps open. */
export function DeskModal({ id, title, show, busy, onClose, onExited, size, children }: DeskModalProps) {
  return (
    <Modal
      show={show}
      onHide={busy ? undefined : onClose}
      onExited={onExited}
      backdrop={busy ? 'static' : true}
      keyboard={!busy}
      centered
      scrollable
      size={size}
      aria-labelledby={`${id}-title`}
      data-testid={id}
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      {children}
    </Modal>
  );
}

/** A refused change, inside its dialog: the spec's message and the server's reason (decision 0034). */
export function OutcomeAlert({ outcome }: { outcome: DeskOutcome | null }) {
  if (!outcome || outcome.ok) return null;
  return (
    <Alert variant="danger" role="alert" data-testid="desk-dialog-error">
      <p className="mb-0">{outcome.message}</p>
      {outcome.detail && outcome.detail !== outcome.message && <p className="mb-0 mt-2">{outcome.detail}</p>}
    </Alert>
  );
}

/**
 * acting-side.md §4 and §8: "Editor status changes ask confirmation". The last step of every
 * dialog: what will happen, in a sentence, then Back or the confirming button.
 */
export function ConfirmStep({ question, note }: { question: string; note?: ReactNode }) {
  return (
    <div data-testid="desk-confirm">
      <p className="fw-semibold mb-2" id="desk-confirm-question">
        {question}
      </p>
      {note && <div className="text-body-secondary">{note}</div>}
    </div>
  );
}

interface FooterProps {
  busy: boolean;
  /** Cancel (first step) or Back (confirmation step). */
  onSecondary(): void;
  secondaryLabel: string;
  /** The primary button submits the dialog's form when `form` is given. */
  form?: string;
  onPrimary?(): void;
  primaryLabel: string;
  busyLabel: string;
  danger?: boolean;
  disabled?: boolean;
  children?: ReactNode;
}

export function DeskFooter({ busy, onSecondary, secondaryLabel, form, onPrimary, primaryLabel, busyLabel, danger, disabled, children }: FooterProps) {
  return (
    <Modal.Footer>
      {children}
      <Button variant="outline-secondary" onClick={onSecondary} disabled={busy}>
        {secondaryLabel}
      </Button>
      <Button variant={danger ? 'danger' : 'primary'} type={form ? 'submit' : 'button'} form={form} onClick={onPrimary} disabled={busy || disabled}>
        {busy ? (
          <>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            {busyLabel}
          </>
        ) : (
          primaryLabel
        )}
      </Button>
    </Modal.Footer>
  );
}

/** A dialog's own data while it loads (a line of text in a status region) or when it failed. */
export function DialogDataState({ data, failed, loadingText }: { data: DialogData<unknown>; failed: string; loadingText: string }) {
  if (data.state === 'failed') return <Alert variant="danger">{failed}</Alert>;
  if (data.state === 'loading')
    return (
      <p role="status" className="text-body-secondary d-flex align-items-center gap-2 mb-0">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        {loadingText}
      </p>
    );
  return null;
}
