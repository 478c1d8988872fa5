import { APPEALS, DECISION_CATEGORIES, EXPEDITED_REVIEW_DURATION, REVIEW_PROCESS_STEPS, REVIEW_TIMELINE, STANDARD_REVIEW_DURATION } from '../../../contract/journal/review';
import { ResponsiveTable } from './static-page';

/** The review timeline of decision 0013. */
export function ReviewTimelineTable({ id = 'review-timeline' }: { id?: string }) {
  return (
    <>
      <ResponsiveTable id={id} caption="Typical review timeline">
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col" className="text-nowrap">
              Duration
            </th>
            <th scope="col">What happens</th>
          </tr>
        </thead>
        <tbody>
          {REVIEW_TIMELINE.map((stage) => (
            <tr key={stage.id}>
              <th scope="row">{stage.stage}</th>
              <td className="text-nowrap">{stage.duration}</td>
              <td>{stage.description}</td>
            </tr>
          ))}
        </tbody>
      </ResponsiveTable>
      <p>
        From submission to first decision, standard review takes {STANDARD_REVIEW_DURATION}; with the rush-processing option it takes {EXPEDITED_REVIEW_DURATION}.
      </p>
    </>
  );
}

export function ReviewSteps() {
  return (
    <ol className="jp-steps">
      {REVIEW_PROCESS_STEPS.map((step) => (
        <li key={step.title}>
          <strong>{step.title}.</strong> {step.description}
        </li>
      ))}
    </ol>
  );
}

export function DecisionList() {
  return (
    <dl>
      {DECISION_CATEGORIES.map((decision) => (
        <div key={decision.name} className="mb-2">
          <dt>{decision.name}</dt>
          <dd className="mb-0">{decision.meaning}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AppealsText() {
  return (
    <p>
      Authors may appeal a decision within {APPEALS.windowDays} days by writing to the Editor-in-Chief with a reasoned case that answers the reviewers’ and editor’s comments point by point. An editor not involved in the original decision examines the
      appeal, consulting a further reviewer where needed, and the journal answers within {APPEALS.answeredIn}. The decision is then {APPEALS.outcomes.map((o) => o.toLowerCase()).join(', ').replace(/, ([^,]*)$/, ' or $1')}; the
      outcome of an appeal is final.
    </p>
  );
}
