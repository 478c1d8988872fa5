import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JOURNAL_FACTS } from '../../../contract/journal/journal-facts';
import { SPEC_HOME_METRICS } from '../../../contract/settings/metrics';
import { JOURNAL_SETTINGS, JOURNAL_SETTINGS_MESSAGES as M, journalSettingsSchema } from '../../../contract/settings/journal-settings';
import { saveSetting } from '../../../core/settings/settings.repo';
import { expectProblem } from '../../../tests/support/problem';
import { bearer, createTestApp, type TestApp } from '../../../tests/support/test-app';

/**
 * The journal settings (issue 15 "Journal settings"; decision 0053), on PGlite and on PostgreSQL:
 * the spec's facts until the admin saves, one group at a time, field messages, who may call.
 */
let t: TestApp;
let admin: string;
const others: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login((await t.createUser('ADMIN')).email);
  for (const role of ['EDITOR', 'REVIEWER', 'AUTHOR'] as const) others[role] = await t.login((await t.createUser(role)).email);
});
afterAll(() => t.close());

const read = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return journalSettingsSchema.parse(response.json());
};
const put = (group: string, payload: unknown, token: string | null = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/settings/${group}`, headers: bearer(token), payload: payload as object });

describe('reading', () => {
  it('gives the spec’s facts while nothing is saved, and leaves out what the journal enters itself', async () => {
    const settings = await read();
    expect(settings.identity).toEqual(DEFAULT_JOURNAL_FACTS.identity);
    expect(settings.office.responseTime).toBe('24-48 hours');
    expect(settings.office.hours[0]).toEqual({ days: 'Monday - Friday', hours: '8:00 - 17:00 WAT' });
    expect(settings.fees.table.find((row) => row.type === 'original-research')).toEqual({ type: 'original-research', standard: 200, developing: 150, students: 100, pageLimit: 15 });
    expect(settings.fees.charges.find((charge) => charge.id === 'rush-processing')?.amount).toBe(100);
    expect(settings['review-due-days']).toEqual({ respond: 7, review: 28 });
    expect([settings.metrics, settings.contact, settings.doi]).toEqual([null, null, null]);
  });

  it('falls back to the default when a stored value no longer parses', async () => {
    await saveSetting(t.db, JOURNAL_SETTINGS.office.key, { hours: 'always' }, new Date());
    expect((await read()).office).toEqual(DEFAULT_JOURNAL_FACTS.office);
  });
});

describe('saving', () => {
  it('stores a group and GET shows it at once', async () => {
    const identity = { name: 'Journal of Tropical Agriculture', shortName: 'JTA', issnPrint: '0317-8471', issnOnline: '2049-3630', publisher: 'Faculty of Agriculture, University of Ibadan' };
    const saved = await put('identity', identity);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: M.saved, settings: { identity } });
    expect((await read()).identity).toEqual(identity);

    const office = { hours: [{ days: 'Monday - Thursday', hours: '9:00 - 16:00 WAT' }], timeZone: 'WAT (West Africa Time, UTC+1)', responseTime: '2 working days' };
    expect((await put('office', office)).statusCode).toBe(200);
    expect((await read()).office).toEqual(office);

    expect((await put('metrics', SPEC_HOME_METRICS)).statusCode).toBe(200);
    expect((await put('doi', { prefix: '10.5555', pattern: 'jta.{year}.{id}' })).statusCode).toBe(200);
    expect((await put('review-due-days', { respond: 5, review: 21 })).statusCode).toBe(200);
    const settings = await read();
    expect([settings.metrics, settings.doi, settings['review-due-days']]).toEqual([SPEC_HOME_METRICS, { prefix: '10.5555', pattern: 'jta.{year}.{id}' }, { respond: 5, review: 21 }]);
  });

  it('takes an empty ISSN as none and writes a lower-case x as X', async () => {
    const saved = await put('identity', { ...DEFAULT_JOURNAL_FACTS.identity, issnPrint: '', issnOnline: '2434-561x' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read()).identity).toMatchObject({ issnPrint: null, issnOnline: '2434-561X' });
  });
});

describe('bad input', () => {
  it('refuses an ISSN with a wrong check digit or form, with the field’s message', async () => {
    const body = expectProblem(await put('identity', { ...DEFAULT_JOURNAL_FACTS.identity, issnPrint: '0317-8472', issnOnline: '12345678' }), 400);
    expect(body.errors).toEqual({ issnPrint: [M.issnCheckDigit], issnOnline: [M.issnFormat] });
  });

  it('refuses a fee table whose reduced rate is above the standard fee, naming the row’s field', async () => {
    const table = DEFAULT_JOURNAL_FACTS.fees.table.map((row, index) => (index === 1 ? { ...row, developing: row.standard + 1, pageLimit: 0 } : row));
    const body = expectProblem(await put('fees', { table, charges: DEFAULT_JOURNAL_FACTS.fees.charges }), 400);
    expect(body.errors).toEqual({ 'table.1.developing': [M.developingAboveStandard], 'table.1.pageLimit': [M.pageLimit] });
    const missing = expectProblem(await put('fees', { table: table.slice(2), charges: [{ id: 'colour-figure', amount: -1 }] }), 400);
    expect(missing.errors?.table).toEqual([M.tableTypes]);
    expect(missing.errors?.['charges.0.amount']).toEqual([M.wholeAmount]);
  });

  it('refuses empty required fields, a missing body and an unknown group, and stores nothing', async () => {
    const before = await read();
    const body = expectProblem(await put('office', { hours: [], timeZone: ' ', responseTime: '' }), 400);
    expect(body.errors).toMatchObject({ hours: [M.hoursRows], timeZone: [M.required('The time zone')], responseTime: [M.required('The response time')] });
    expectProblem(await put('identity', null), 400);
    expectProblem(await put('colours', {}), 400);
    expect(await read()).toEqual(before);
  });
});

describe('who may call', () => {
  it('answers 401 without a token and 403 to editors, reviewers and authors', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/admin/settings' }), 401);
    expectProblem(await put('office', DEFAULT_JOURNAL_FACTS.office, null), 401);
    for (const token of Object.values(others)) {
      expectProblem(await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(token) }), 403);
      expectProblem(await put('office', DEFAULT_JOURNAL_FACTS.office, token), 403);
    }
  });
});
