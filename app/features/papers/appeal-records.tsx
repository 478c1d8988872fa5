import { Link } from 'react-router';
import type { PaperAppeal } from '../../../contract/papers/papers.schema';
import { formatLongDate } from '../../lib/format';
import { WORKFLOW_TEXTS as T } from './paper-workflow-view';
import { SectionCard } from './section-card';
import { TokenDownloadLink } from './token-download-link';

/**
 * One appeal as the paper page shows it (reading-side.md §4): when and (for staff) by whom it was
 * filed, the reasons as sent, the supporting file for staff, and once decided the outcome and its
 * letter exactly as mailed (plain text, never HTML).
 */
export function AppealRecord({ appeal, headingLevel = 3 }: { appeal: PaperAppeal; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="appeal-record" data-testid="appeal-record">
      <Heading className="h6 mb-1">
        Appeal of <time dateTime={appeal.filedAt}>{formatLongDate(appeal.filedAt)}</time>
        {appeal.appellant && <span className="fw-normal"> by {appeal.appellant}</span>}
      </Heading>
      <details className="mb-2">
        <summary>Reasons given</summary>
        <p className="appeal-record__reasons mt-2 mb-0" data-testid="appeal-reasons">
          {appeal.reasons}
        </p>
      </details>
      {appeal.fileUrl && (
        <p className="mb-2">
          <TokenDownloadLink href={appeal.fileUrl} fallbackName={`appeal-${appeal.id}`} testId="appeal-file-download">
            Download the supporting file<span className="visually-hidden"> of the appeal of {formatLongDate(appeal.filedAt)}</span>
          </TokenDownloadLink>
        </p>
      )}
      {appeal.outcome && appeal.decidedAt ? (
        <>
          <p className="mb-2" data-testid="appeal-outcome">
            <span className="fw-semibold">Outcome: {appeal.outcome}</span>
            <span className="text-body-secondary">
              {' '}
              · <time dateTime={appeal.decidedAt}>{formatLongDate(appeal.decidedAt)}</time>
            </span>
          </p>
          {appeal.letter && (
            <div className="decision-letter__text" data-testid="appeal-letter">
              {appeal.letter}
            </div>
          )}
        </>
      ) : (
        <p className="mb-0 text-body-secondary" data-testid="appeal-pending">
          {T.appealPending}
        </p>
      )}
    </article>
  );
}

/** Every appeal on the paper, for the editors (the authors read theirs in the appeal card). */
export function StaffAppeals({ appeals }: { appeals: readonly PaperAppeal[] }) {
  return (
    <SectionCard id="staff-appeals-heading" title={T.staffAppealsHeading} testId="staff-appeals">
      <div className="d-grid gap-4">
        {appeals.map((appeal) => (
          <AppealRecord key={appeal.id} appeal={appeal} />
        ))}
      </div>
      {appeals.some((appeal) => appeal.status === 'open') && (
        <p className="mt-3 mb-0">
          <Link to="/editor-dashboard?view=appeals">Decide it in the Appeals tab of the editor dashboard</Link>
        </p>
      )}
    </SectionCard>
  );
}
