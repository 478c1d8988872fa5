import { useJournalFacts } from '../../lib/journal-facts';

/** Office hours (decision 0012) and the promised response time, as the journal set them (decision 0053); `stacked` in a narrow column (the contact page's card). */
export function OfficeHours({ stacked = false }: { stacked?: boolean }) {
  const { hours, timeZone, responseTime } = useJournalFacts().office;
  return (
    <>
      <dl className="row mb-2">
        {hours.map((row) => (
          <div key={row.days} className={`${stacked ? 'col-12' : 'col-sm-4'} mb-2`}>
            <dt>{row.days}</dt>
            <dd className="mb-0">{row.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mb-0">
        Times are {timeZone}. We answer enquiries within {responseTime}.
      </p>
    </>
  );
}
