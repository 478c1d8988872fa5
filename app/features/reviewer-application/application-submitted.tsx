import { useEffect, useRef } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { REVIEWER_APPLICATION_MESSAGES as M } from '../../../contract/reviews/reviewer-application.messages';

/** acting-side.md §2 /become-reviewer: the success panel, 'Application Submitted!', focused so it is heard. */
export function ApplicationSubmitted({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="border-success shadow-sm" role="status" data-testid="application-submitted">
      <Card.Body className="p-4 text-center">
        <h2 ref={heading} tabIndex={-1} className="h3 text-success">
          {M.submittedTitle}
        </h2>
        <p className="lead">{M.submitted}</p>
        <p>
          We will write to <strong>{email}</strong>.
        </p>
        <p className="mb-0">
          Meanwhile, read how the journal’s <Link to="/review-process">peer review works</Link>, or return to the <Link to="/">home page</Link>.
        </p>
      </Card.Body>
    </Card>
  );
}
