import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { AdminUser } from '../../../contract/users/users.schema';

const papers = (n: number) => (n === 1 ? '1 paper' : `${n} papers`);
const assignments = (n: number) => (n === 1 ? '1 review assignment' : `${n} review assignments`);

/** What deleting the account does, in the confirmation's words (decision 0045). */
export function deletionConsequences(user: Pick<AdminUser, 'ownedPapers' | 'reviewAssignments'>): string[] {
  return [
    'The account is removed and signed out everywhere at once.',
    user.ownedPapers > 0
      ? `${papers(user.ownedPapers)} submitted from this account will be kept, without an owner: ${user.ownedPapers === 1 ? 'it stays' : 'they stay'} on the journal with ${user.ownedPapers === 1 ? 'its' : 'their'} authors.`
      : 'No papers were submitted from this account.',
    ...(user.reviewAssignments > 0 ? [`Its ${assignments(user.reviewAssignments)} (and any reports in them) will be deleted with it.`] : []),
  ];
}

interface DeleteUserModalProps {
  user: AdminUser | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(user: AdminUser): void;
}

/** acting-side.md §8 "Confirmations precede delete": the account, and what happens to its papers. */
export function DeleteUserModal({ user, busy, onCancel, onConfirm }: DeleteUserModalProps) {
  return (
    <Modal show={user !== null} onHide={busy ? undefined : onCancel} backdrop={busy ? 'static' : true} keyboard={!busy} centered aria-labelledby="delete-user-title">
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="delete-user-title" as="h2" className="h5">
          Delete User
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {user && (
          <>
            <p>
              Delete the account of{' '}
              <strong>
                {user.firstName} {user.lastName}
              </strong>{' '}
              ({user.email})?
            </p>
            <ul className="mb-0" data-testid="delete-user-consequences">
              {deletionConsequences(user).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => user && onConfirm(user)} disabled={busy}>
          {busy ? (
            <>
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              Deleting...
            </>
          ) : (
            'Delete'
          )}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
