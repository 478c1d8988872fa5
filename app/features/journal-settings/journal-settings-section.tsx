import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useFieldArray } from 'react-hook-form';
import { ADDITIONAL_CHARGES, FEE_TIER_LABELS } from '../../../contract/journal/fees';
import { reviewDueDaysSchema } from '../../../contract/reviews/review.schema';
import { doiSettingsSchema } from '../../../contract/settings/doi';
import {
  FEE_ROW_LABELS,
  feesSettingsSchema,
  identitySettingsSchema,
  JOURNAL_SETTINGS_MESSAGES as M,
  officeSettingsSchema,
  type JournalSettings,
} from '../../../contract/settings/journal-settings';
import { homeMetricsSchema } from '../../../contract/settings/metrics';
import type { AdminTabViewProps } from '../../components/admin-dashboard/admin-tab';
import { TextField } from '../../components/forms/text-field';
import { ContactDetailsForm } from './contact-details-form';
import type { JournalSettingsData } from './journal-settings-data';
import { GroupCard, NumberField, useGroupForm, type Notify } from './settings-group-form';

function IdentityForm({ value, onNotice }: { value: JournalSettings['identity']; onNotice: Notify }) {
  const { form, busy, onSubmit, error } = useGroupForm('identity', identitySettingsSchema, { ...value, issnPrint: value.issnPrint ?? '', issnOnline: value.issnOnline ?? '' } as never, onNotice);
  return (
    <GroupCard group="identity" busy={busy} onSubmit={onSubmit}>
      <TextField id="identity-name" label="Journal name" required registration={form.field('name')} error={error('name')} />
      <TextField id="identity-short-name" label="Short name" required registration={form.field('shortName')} error={error('shortName')} />
      <TextField id="identity-issn-print" label="ISSN (print)" registration={form.field('issnPrint')} error={error('issnPrint')} hint="1234-5679; leave empty if the journal has none." />
      <TextField id="identity-issn-online" label="ISSN (online)" registration={form.field('issnOnline')} error={error('issnOnline')} hint="Citations carry the online ISSN, or the print one when there is only that." />
      <TextField id="identity-publisher" label="Publisher" required registration={form.field('publisher')} error={error('publisher')} />
    </GroupCard>
  );
}

function OfficeForm({ value, onNotice }: { value: JournalSettings['office']; onNotice: Notify }) {
  const { form, busy, onSubmit, error } = useGroupForm('office', officeSettingsSchema, value, onNotice);
  const rows = useFieldArray({ control: form.control, name: 'hours' as never });
  return (
    <GroupCard group="office" busy={busy} onSubmit={onSubmit}>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">Office hours</legend>
        {rows.fields.map((row, index) => (
          <div key={row.id} className="d-flex flex-wrap gap-2 align-items-start">
            <div className="flex-grow-1">
              <TextField id={`office-days-${index}`} label={`Days (row ${index + 1})`} required registration={form.field(`hours.${index}.days` as never)} error={error(`hours.${index}.days`)} />
            </div>
            <div className="flex-grow-1">
              <TextField id={`office-hours-${index}`} label={`Hours (row ${index + 1})`} required registration={form.field(`hours.${index}.hours` as never)} error={error(`hours.${index}.hours`)} />
            </div>
            <Button variant="outline-danger" size="sm" className="mt-4" onClick={() => rows.remove(index)} disabled={rows.fields.length <= 1}>
              Remove row {index + 1}
            </Button>
          </div>
        ))}
        {error('hours') && <p className="text-danger small">{error('hours')}</p>}
        <Button variant="outline-primary" size="sm" onClick={() => rows.append({ days: '', hours: '' } as never)} disabled={rows.fields.length >= 7}>
          Add a row
        </Button>
      </fieldset>
      <TextField id="office-time-zone" label="Time zone" required registration={form.field('timeZone')} error={error('timeZone')} />
      <TextField id="office-response-time" label="Response time" required registration={form.field('responseTime')} error={error('responseTime')} hint="Shown as “We answer enquiries within …”, e.g. 24-48 hours." />
    </GroupCard>
  );
}

function FeesForm({ value, onNotice }: { value: JournalSettings['fees']; onNotice: Notify }) {
  const { busy, onSubmit, error, number } = useGroupForm('fees', feesSettingsSchema, value, onNotice);
  const tiers = ['standard', 'developing', 'students'] as const;
  return (
    <GroupCard group="fees" busy={busy} onSubmit={onSubmit}>
      {error('table') && <Alert variant="danger">{error('table')}</Alert>}
      {value.table.map((row, index) => (
        <fieldset key={row.type} className="mb-3">
          <legend className="fs-6 fw-semibold">{FEE_ROW_LABELS[row.type]} (US dollars)</legend>
          <div className="row g-2">
            {tiers.map((tier) => (
              <div key={tier} className="col-6 col-md-3">
                <NumberField id={`fee-${row.type}-${tier}`} label={FEE_TIER_LABELS[tier]} registration={number(`table.${index}.${tier}`)} error={error(`table.${index}.${tier}`)} />
              </div>
            ))}
            <div className="col-6 col-md-3">
              <NumberField id={`fee-${row.type}-pages`} label="Page limit" registration={number(`table.${index}.pageLimit`)} error={error(`table.${index}.pageLimit`)} />
            </div>
          </div>
        </fieldset>
      ))}
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">Additional charges (US dollars)</legend>
        {error('charges') && <Alert variant="danger">{error('charges')}</Alert>}
        <div className="row g-2">
          {value.charges.map((charge, index) => {
            const known = ADDITIONAL_CHARGES.find((c) => c.id === charge.id);
            return (
              <div key={charge.id} className="col-6 col-md-4">
                <NumberField id={`charge-${charge.id}`} label={`${known?.service ?? charge.id} (${known?.unit ?? ''})`} registration={number(`charges.${index}.amount`)} error={error(`charges.${index}.amount`)} />
              </div>
            );
          })}
        </div>
      </fieldset>
    </GroupCard>
  );
}

function MetricsForm({ value, onNotice }: { value: JournalSettings['metrics']; onNotice: Notify }) {
  const { form, busy, onSubmit, error, number } = useGroupForm('metrics', homeMetricsSchema, value ?? ({ articles: 0, citationIndex: 0, countries: '', impactFactor: 0 } as never), onNotice);
  return (
    <GroupCard group="metrics" busy={busy} onSubmit={onSubmit}>
      {!value && <p className="small text-body-secondary">Not set: the home page leaves the counters out until you save them.</p>}
      <div className="row g-2">
        <div className="col-6 col-md-3">
          <NumberField id="metrics-articles" label="Articles" registration={number('articles')} error={error('articles')} />
        </div>
        <div className="col-6 col-md-3">
          <NumberField id="metrics-citation-index" label="Citation index" step="0.1" registration={number('citationIndex')} error={error('citationIndex')} />
        </div>
        <div className="col-6 col-md-3">
          <TextField id="metrics-countries" label="Countries (as shown)" registration={form.field('countries')} error={error('countries')} />
        </div>
        <div className="col-6 col-md-3">
          <NumberField id="metrics-impact-factor" label="Impact factor" step="0.1" registration={number('impactFactor')} error={error('impactFactor')} />
        </div>
      </div>
    </GroupCard>
  );
}

function DoiForm({ value, onNotice }: { value: JournalSettings['doi']; onNotice: Notify }) {
  const { form, busy, onSubmit, error } = useGroupForm('doi', doiSettingsSchema, value ?? ({ prefix: '', pattern: 'jals.{year}.{id}' } as never), onNotice);
  return (
    <GroupCard group="doi" busy={busy} onSubmit={onSubmit}>
      <TextField id="doi-prefix" label="DOI prefix" required registration={form.field('prefix')} error={error('prefix')} hint="The journal's Crossref prefix, e.g. 10.12345. Without one, no DOI is suggested." />
      <TextField id="doi-pattern" label="Suffix pattern" required registration={form.field('pattern')} error={error('pattern')} hint="{year}, {volume}, {issue} and {id} are filled in." />
    </GroupCard>
  );
}

function DueDaysForm({ value, onNotice }: { value: JournalSettings['review-due-days']; onNotice: Notify }) {
  const { busy, onSubmit, error, number } = useGroupForm('review-due-days', reviewDueDaysSchema, value, onNotice);
  return (
    <GroupCard group="review-due-days" busy={busy} onSubmit={onSubmit}>
      <div className="row g-2">
        <div className="col-6">
          <NumberField id="due-respond" label="Days to answer an invitation" registration={number('respond')} error={error('respond')} />
        </div>
        <div className="col-6">
          <NumberField id="due-review" label="Days to send the review" registration={number('review')} error={error('review')} />
        </div>
      </div>
    </GroupCard>
  );
}

/** /admin/cms "Journal settings" (issue 15; decision 0053): one form per group; a save shows on every page at once. */
export function JournalSettingsSection({ data, onNotice }: AdminTabViewProps<Record<string, never>, JournalSettingsData>) {
  const { settings } = data;
  if (!settings) return <Alert variant="danger">{M.loadFailed}</Alert>;
  return (
    <>
      <IdentityForm value={settings.identity} onNotice={onNotice} />
      <OfficeForm value={settings.office} onNotice={onNotice} />
      <FeesForm value={settings.fees} onNotice={onNotice} />
      <MetricsForm value={settings.metrics} onNotice={onNotice} />
      <DoiForm value={settings.doi} onNotice={onNotice} />
      <ContactDetailsForm value={settings.contact} onNotice={onNotice} />
      <DueDaysForm value={settings['review-due-days']} onNotice={onNotice} />
    </>
  );
}
