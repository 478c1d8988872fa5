import { Link } from 'react-router';
import { REVIEWER_APPLICATION_MESSAGES as M } from '../../../contract/reviews/reviewer-application.messages';
import { SuccessPanel } from '../../components/feedback/success-panel';

/** acting-side.md §2 /become-reviewer: the success panel, 'Application Submitted!', focused so it is heard. */
export function ApplicationSubmitted({ email }: { email: string }) {
  return (
    <SuccessPanel title={M.submittedTitle} lead={M.submitted} testId="application-submitted">
      <p>
        We will write to <strong>{email}</strong>.
      </p>
      <p className="mb-0">
        Meanwhile, read how the journal’s <Link to="/review-process">peer review works</Link>, or return to the <Link to="/">home page</Link>.
      </p>
    </SuccessPanel>
  );
}
