import { useEffect, useRef } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import type { SubmissionResult } from '../../../contract/papers/author-journey.schema';
import { SUBMISSION_MESSAGES as M } from '../../../contract/papers/submission.schema';
import { UploadProgress } from './upload-progress';

/** acting-side.md §2, §4 "Submission": 'Submission Successful!', then /dashboard after 3 seconds. */
export function SuccessPanel({ result, revising, redirectSeconds }: { result: SubmissionResult; revising: boolean; redirectSeconds: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Card className="submission-success border-success shadow-sm" role="status" data-testid="submission-success">
      <Card.Body className="p-4 text-center">
        <h2 ref={heading} tabIndex={-1} className="h3 text-success">
          {M.submissionSuccessful}
        </h2>
        <p className="lead mb-2">
          {revising
            ? `Version ${result.version} of your paper has been received and goes back to the editors.`
            : `Your paper has been received as submission #${result.id}. A confirmation is on its way to your email.`}
        </p>
        <UploadProgress state={{ phase: 'done' }} />
        <p className="mb-0">
          Taking you to your dashboard in {redirectSeconds} seconds… <Link to="/dashboard">Go to my dashboard now</Link>
        </p>
      </Card.Body>
    </Card>
  );
}
