import type { PaperDetail } from '../../../contract/papers/papers.schema';
import { formatLongDate } from '../../lib/format';
import { newestFirst, roundLabel, WORKFLOW_TEXTS as T } from './paper-workflow-view';
import { SectionCard } from './section-card';

type DecisionRecord = PaperDetail['decisions'][number];

/** The letter exactly as it was sent: plain text with its line breaks, never HTML. */
function Letter({ decision }: { decision: DecisionRecord }) {
  return (
    <div className="decision-letter__text" data-testid="decision-letter-text">
      {decision.letter}
    </div>
  );
}

function Heading({ decision }: { decision: DecisionRecord }) {
  return (
    <>
      <span className="decision-letter__label">{decision.label}</span>
      <span className="decision-letter__meta small text-body-secondary">
        <time dateTime={decision.at}>{formatLongDate(decision.at)}</time>
        {decision.round > 0 && ` · ${roundLabel(decision.round)}`}
      </span>
    </>
  );
}

/**
 * The editors' decisions on the paper and their letters as sent (authors and staff). The latest
 * is open; earlier ones are folded, so several rounds do not push the rest of the page down.
 */
export function DecisionLetters({ decisions }: { decisions: readonly DecisionRecord[] }) {
  const [latest, ...earlier] = newestFirst(decisions);
  if (!latest) return null;
  return (
    <SectionCard id="decision-letters-heading" title={T.decisionLettersHeading} testId="decision-letters">
      <article className="decision-letter" data-testid="decision-letter">
        <h3 className="decision-letter__heading h6">
          <Heading decision={latest} />
        </h3>
        <Letter decision={latest} />
      </article>
      {earlier.map((decision, index) => (
        <details key={index} className="decision-letter decision-letter--earlier" data-testid="decision-letter">
          <summary>
            <h3 className="decision-letter__heading h6 d-inline">
              <Heading decision={decision} />
            </h3>
          </summary>
          <Letter decision={decision} />
        </details>
      ))}
    </SectionCard>
  );
}
