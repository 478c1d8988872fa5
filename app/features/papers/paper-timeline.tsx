import type { TimelineEvent } from '../../../contract/papers/papers.schema';
import { formatLongDate } from '../../lib/format';
import { splitTimeline, WORKFLOW_TEXTS as T } from './paper-workflow-view';
import { SectionCard } from './section-card';

/** One event: its title and date; for staff the actor and the comments (the server sends them to staff only). */
function TimelineItem({ event, showDetails }: { event: TimelineEvent; showDetails: boolean }) {
  return (
    <li className="paper-timeline__event" data-testid="timeline-event">
      <h3 className="paper-timeline__title h6 mb-0">{event.title}</h3>
      <p className="paper-timeline__meta small text-body-secondary mb-0">
        <time dateTime={event.at}>{formatLongDate(event.at)}</time>
        {showDetails && event.actor && (
          <>
            {' · '}
            <span data-testid="timeline-actor">{event.actor}</span>
          </>
        )}
      </p>
      {showDetails && event.comments?.trim() && <p className="paper-timeline__comments small mb-0 mt-1">{event.comments}</p>}
    </li>
  );
}

/**
 * The paper's timeline (decision 0035): staff see every event with its actor and comments,
 * authors the author-facing ones. Oldest first; a long timeline keeps its latest events in view
 * and folds the earlier ones into a disclosure that opens without JavaScript.
 */
export function PaperTimeline({ events, isStaff }: { events: readonly TimelineEvent[]; isStaff: boolean }) {
  const { earlier, recent } = splitTimeline(events);
  return (
    <SectionCard id="timeline-heading" title={T.timelineHeading} testId="paper-timeline">
      {earlier.length > 0 && (
        <details className="paper-timeline__earlier">
          <summary>
            Show {earlier.length} earlier {earlier.length === 1 ? 'event' : 'events'}
          </summary>
          <ol className="paper-timeline" aria-label="Earlier events">
            {earlier.map((event, index) => (
              <TimelineItem key={index} event={event} showDetails={isStaff} />
            ))}
          </ol>
        </details>
      )}
      <ol className="paper-timeline" start={earlier.length + 1} aria-label={earlier.length > 0 ? 'Latest events' : 'Events'}>
        {recent.map((event, index) => (
          <TimelineItem key={index} event={event} showDetails={isStaff} />
        ))}
      </ol>
    </SectionCard>
  );
}
