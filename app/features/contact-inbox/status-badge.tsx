import Badge from 'react-bootstrap/Badge';
import type { ContactStatus } from '../../../contract/contact/contact.messages';

/** acting-side.md §4 "Contact message: unread to read". */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return status === 'unread' ? (
    <Badge bg="info" text="dark">
      Unread
    </Badge>
  ) : (
    <Badge bg="secondary">Read</Badge>
  );
}
