import { RESPONSE_TIME } from '../../../contract/journal/identity';
import { OFFICE_HOURS, OFFICE_TIME_ZONE } from '../../../contract/journal/office';

/** Office hours (decision 0012) and the promised response time; `stacked` in a narrow column (the contact page's card). */
export function OfficeHours({ stacked = false }: { stacked?: boolean }) {
  return (
    <>
      <dl className="row mb-2">
        {OFFICE_HOURS.map((row) => (
          <div key={row.days} className={`${stacked ? 'col-12' : 'col-sm-4'} mb-2`}>
            <dt>{row.days}</dt>
            <dd className="mb-0">{row.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mb-0">
        Times are {OFFICE_TIME_ZONE}. We answer enquiries within {RESPONSE_TIME}.
      </p>
    </>
  );
}
