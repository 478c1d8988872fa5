import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { CONTACT_MESSAGES as M } from '../../../contract/contact/contact.messages';
import { SuccessPanel } from '../../components/feedback/success-panel';

/** acting-side.md §8 "Contact success": the spec's sentence, focused so it is heard. */
export function ContactSent({ email, onAnother }: { email: string; onAnother(): void }) {
  return (
    <SuccessPanel title={M.sentTitle} lead={M.sent} testId="contact-sent">
      <p>
        We will answer at <strong>{email}</strong>.
      </p>
      <p>
        Many questions are answered in our <Link to="/faq">frequently asked questions</Link>.
      </p>
      <Button variant="outline-primary" onClick={onAnother}>
        Send another message
      </Button>
    </SuccessPanel>
  );
}
