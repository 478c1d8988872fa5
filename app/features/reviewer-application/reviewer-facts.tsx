import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { RECOMMENDED_REVIEWERS, REVIEW_MODEL } from '../../../contract/journal/review';
import { REVIEW_DUE_DAYS_DEFAULT } from '../../../contract/reviews/reviewer-constants';

const weeks = (days: number) => (days % 7 === 0 ? `${days / 7} ${days === 7 ? 'week' : 'weeks'}` : `${days} days`);

/** What reviewing for the journal asks (decision 0041 and the review process page), beside the form. */
export function ReviewerFacts() {
  return (
    <Card className="h-100">
      <Card.Body>
        <h2 className="h5">What Reviewers Do</h2>
        <ul className="mb-3">
          <li>The journal practises {REVIEW_MODEL.toLowerCase()}: you do not see the authors’ names, and they never see yours.</li>
          <li>
            Each manuscript goes to {RECOMMENDED_REVIEWERS.min}-{RECOMMENDED_REVIEWERS.max} reviewers chosen for their expertise. You are invited by email with the title and abstract, and you may accept or decline.
          </li>
          <li>
            An invitation gives you {weeks(REVIEW_DUE_DAYS_DEFAULT.respond)} to answer and {weeks(REVIEW_DUE_DAYS_DEFAULT.review)} to send your review. You can tell us when you are unavailable.
          </li>
          <li>Reviews are confidential, and you declare any competing interest before you review.</li>
        </ul>
        <h2 className="h5">After You Apply</h2>
        <p className="mb-2">The editors read each application. If they approve it, you join the reviewer pool: with the account you already have under this email address, or with a new account whose password you choose from a link we send you.</p>
        <p className="mb-0">
          Read more about the <Link to="/review-process">peer review process</Link> and our <Link to="/ethics">publication ethics</Link>.
        </p>
      </Card.Body>
    </Card>
  );
}
