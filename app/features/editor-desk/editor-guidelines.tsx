import Card from 'react-bootstrap/Card';
import { EDITOR_TARGETS, RECOMMENDED_REVIEWERS } from '../../../contract/journal/review';

/** acting-side.md §9 "Editor guidelines": screening within 7 days, follow up after 3 weeks, complete review within 8 weeks. */
export function EditorGuidelinesCard() {
  return (
    <Card className="h-100" data-testid="editor-guidelines">
      <Card.Body>
        <h2 className="h5">Editor Guidelines</h2>
        <ul className="mb-0">
          <li>Screening within {EDITOR_TARGETS.screeningDays} days of submission.</li>
          <li>Follow up with reviewers after {EDITOR_TARGETS.reviewerFollowUpWeeks} weeks.</li>
          <li>Complete review within {EDITOR_TARGETS.reviewCompleteWeeks} weeks.</li>
          <li>
            Assign {RECOMMENDED_REVIEWERS.min}-{RECOMMENDED_REVIEWERS.max} reviewers to each manuscript.
          </li>
        </ul>
        <p className="small text-body-secondary mt-3 mb-0">Papers past these targets carry an overdue flag in the table.</p>
      </Card.Body>
    </Card>
  );
}
