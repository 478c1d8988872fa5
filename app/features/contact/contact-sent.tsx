import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { CONTACT_MESSAGES as M } from '../../../contract/contact/contact.messages';

/** acting-side.md §8 "Contact success": the spec's sentence, focused so it is heard. */
export function ContactSent({ email, onAnother }: { email: string; onAnother(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="border-success shadow-sm" role="status" data-testid="contact-sent">
      <Card.Body className="p-4 text-center">
        <h2 ref={heading} tabIndex={-1} className="h3 text-success">
          {M.sentTitle}
        </h2>
        <p className="lead">{M.sent}</p>
        <p>
          We will answer at <strong>{email}</strong>.
        </p>
        <p>
          Many questions are answered in our <Link to="/faq">frequently asked questions</Link>.
        </p>
        <Button variant="outline-primary" onClick={onAnother}>
          Send another message
        </Button>
      </Card.Body>
    </Card>
  );
}
