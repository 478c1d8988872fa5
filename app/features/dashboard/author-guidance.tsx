import { Fragment } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { MANUSCRIPT_ACCEPTED_FILES, MANUSCRIPT_FORMAT as F, MANUSCRIPT_MAX_SIZE_TEXT, MAX_MANUSCRIPT_WORDS } from '../../../contract/journal/manuscripts';
import { MIN_REVIEWERS, REVIEW_MODEL, REVIEW_TIMELINE, STANDARD_REVIEW_DURATION } from '../../../contract/journal/review';

const list = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);

/**
 * acting-side.md §2 /dashboard "guidelines card", §9 author guidance. Every figure comes from
 * the journal's constants (contract/journal/manuscripts.ts, decision 0014).
 */
export function SubmissionGuidelinesCard() {
  return (
    <Card as="section" className="h-100" aria-labelledby="submission-guidelines-heading" data-testid="submission-guidelines">
      <Card.Header>
        <h2 id="submission-guidelines-heading" className="h5 mb-0">
          Submission Guidelines
        </h2>
      </Card.Header>
      <Card.Body>
        <ul className="mb-3 ps-3">
          <li>At most {MAX_MANUSCRIPT_WORDS.toLocaleString('en-US')} words, excluding references (limits differ by article type).</li>
          <li>References in {F.referenceStyle} style.</li>
          <li>
            {F.keywordsMin}-{F.keywordsMax} keywords, separated by commas.
          </li>
          <li>
            {F.fileFormat} in {F.font} {F.fontSizePt} pt, {F.lineSpacing.toLowerCase()} spacing, {F.marginsInches}-inch margins.
          </li>
          <li>
            Upload a {list(MANUSCRIPT_ACCEPTED_FILES)} file of at most {MANUSCRIPT_MAX_SIZE_TEXT}.
          </li>
        </ul>
        <p className="d-flex flex-wrap gap-2 mb-0">
          <Link to="/guide-for-authors" className="btn btn-outline-primary btn-sm">
            Guide for Authors
          </Link>
          <Link to="/manuscript-template" className="btn btn-outline-primary btn-sm">
            Manuscript Template
          </Link>
        </p>
      </Card.Body>
    </Card>
  );
}

/** acting-side.md §2 "timeline card": the stages of docs/decisions/0013-review-timelines.md. */
export function ReviewTimelineCard() {
  return (
    <Card as="section" className="h-100" aria-labelledby="review-timeline-heading" data-testid="review-timeline">
      <Card.Header>
        <h2 id="review-timeline-heading" className="h5 mb-0">
          Review Timeline
        </h2>
      </Card.Header>
      <Card.Body>
        <dl className="row mb-3">
          {REVIEW_TIMELINE.map((stage) => (
            <Fragment key={stage.id}>
              <dt className="col-7 col-sm-8 fw-semibold">{stage.stage}</dt>
              <dd className="col-5 col-sm-4 text-end mb-2">{stage.duration}</dd>
            </Fragment>
          ))}
        </dl>
        <p className="small text-body-secondary">
          {REVIEW_MODEL} by at least {MIN_REVIEWERS} independent reviewers; a first decision usually comes within {STANDARD_REVIEW_DURATION} of submission.
        </p>
        <Link to="/review-process" className="btn btn-outline-primary btn-sm">
          Review Process
        </Link>
      </Card.Body>
    </Card>
  );
}
