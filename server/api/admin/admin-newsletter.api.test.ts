import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth/messages';
import { NEWSLETTER_ADMIN_MESSAGES as M, SUBSCRIPTION_CSV_COLUMNS } from '../../../contract/newsletter/newsletter-admin.schema';
import { newsletterSubscriptions } from '../../../db/schema';
import { expectProblem } from '../../../tests/support/problem';
import { bearer, createTestApp, type TestApp } from '../../../tests/support/test-app';

/** The Newsletter tab's calls (acting-side.md §3, §4, §7, §8; issue 15; decision 0045). */
let t: TestApp;
let admin: string;
let editor: string;
const ids: Record<string, number> = {};

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const remove = (id: number | string, token?: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/newsletter-subscriptions/${id}`, headers: bearer(token) });

const day = (d: string) => new Date(`2026-${d}T09:00:00Z`);
const SUBSCRIPTIONS = [
  { key: 'confirmed', email: 'halima.sani@example.org', name: 'Halima Sani', isActive: true, createdAt: day('03-02'), confirmedAt: day('03-02') },
  { key: 'pending', email: 'kofi.boateng@example.org', name: null, isActive: true, createdAt: day('05-10'), confirmedAt: null },
  { key: 'unsubscribed', email: 'joyce.achieng@example.org', name: 'Joyce Achieng', isActive: false, createdAt: day('01-15'), confirmedAt: day('01-15') },
  { key: 'formula', email: 'eve@example.org', name: '=HYPERLINK("http://evil.example","click")', isActive: true, createdAt: day('04-01'), confirmedAt: day('04-01') },
  { key: 'plus', email: '+1@example.org', name: '@SUM(A1:A2)', isActive: true, createdAt: day('04-02'), confirmedAt: day('04-02') },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login((await t.createUser('ADMIN')).email);
  editor = await t.login((await t.createUser('EDITOR')).email);
  for (const { key, ...row } of SUBSCRIPTIONS) {
    const [inserted] = await t.db.insert(newsletterSubscriptions).values(row).returning({ id: newsletterSubscriptions.id });
    ids[key] = inserted!.id;
  }
});
afterAll(() => t.close());

describe('GET /api/admin/newsletter-subscriptions', () => {
  it('lists every subscription, newest first, Active or Unsubscribed, confirmed or pending, with the counts', async () => {
    const response = await get('/api/admin/newsletter-subscriptions', admin);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 5, counts: { confirmed: 3, pending: 1, unsubscribed: 1 } });
    expect(page.items.map((row: { email: string }) => row.email)).toEqual([
      'kofi.boateng@example.org',
      '+1@example.org',
      'eve@example.org',
      'halima.sani@example.org',
      'joyce.achieng@example.org',
    ]);
    expect(page.items[0]).toEqual({ id: ids.pending, email: 'kofi.boateng@example.org', name: null, isActive: true, status: 'active', confirmed: false, confirmedAt: null, createdAt: day('05-10').toISOString() });
    expect(page.items[4]).toMatchObject({ status: 'unsubscribed', isActive: false, confirmed: true });
  });

  it('searches email and name, filters by state, sorts and pages on the server', async () => {
    const emails = async (query: string) => (await get(`/api/admin/newsletter-subscriptions?${query}`, admin)).json().items.map((row: { email: string }) => row.email);
    expect(await emails('q=ACHIENG')).toEqual(['joyce.achieng@example.org']);
    expect(await emails('q=boateng@')).toEqual(['kofi.boateng@example.org']);
    expect(await emails('status=pending')).toEqual(['kofi.boateng@example.org']);
    expect(await emails('status=unsubscribed')).toEqual(['joyce.achieng@example.org']);
    expect(await emails('status=confirmed&sort=email')).toEqual(['+1@example.org', 'eve@example.org', 'halima.sani@example.org']);
    expect(await emails('sort=created&order=asc&pageSize=2&page=2')).toEqual(['eve@example.org', '+1@example.org']);
    const byName = await emails('sort=name');
    expect(byName.indexOf('halima.sani@example.org')).toBeLessThan(byName.indexOf('joyce.achieng@example.org'));
    expect(byName.at(-1)).toBe('kofi.boateng@example.org');
    const byNameDesc = await emails('sort=name&order=desc');
    expect(byNameDesc.indexOf('halima.sani@example.org')).toBeGreaterThan(byNameDesc.indexOf('joyce.achieng@example.org'));
    expect(byNameDesc.at(-1)).toBe('kofi.boateng@example.org');
  });

  it.each([
    ['status=gone', 'status'],
    ['sort=age', 'sort'],
    ['pageSize=101', 'pageSize'],
  ])('answers 400 for %s', async (query, field) => {
    const body = expectProblem(await get(`/api/admin/newsletter-subscriptions?${query}`, admin), 400);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });

  it('is for admins only', async () => {
    expectProblem(await get('/api/admin/newsletter-subscriptions'), 401, AUTH_MESSAGES.sessionRequired);
    expectProblem(await get('/api/admin/newsletter-subscriptions', editor), 403, AUTH_MESSAGES.notAllowed);
  });
});

describe('GET /api/admin/newsletter-subscriptions/export', () => {
  it('downloads a CSV file, parsed back by a CSV reader, with formula cells neutralised', async () => {
    const response = await get('/api/admin/newsletter-subscriptions/export', admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscriptions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body).toContain('\r\n');
    const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
    expect(header).toEqual([...SUBSCRIPTION_CSV_COLUMNS]);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual(['kofi.boateng@example.org', '', 'Active', 'No', '', day('05-10').toISOString()]);
    expect(rows.find((row) => row[0] === 'joyce.achieng@example.org')).toEqual(['joyce.achieng@example.org', 'Joyce Achieng', 'Unsubscribed', 'Yes', day('01-15').toISOString(), day('01-15').toISOString()]);
    expect(rows.find((row) => row[0] === 'eve@example.org')![1]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(rows.find((row) => row[1] === `'@SUM(A1:A2)`)![0]).toBe(`'+1@example.org`);
  });

  it('exports what the filters select', async () => {
    const response = await get('/api/admin/newsletter-subscriptions/export?status=unsubscribed', admin);
    const rows = parse(response.body, { bom: true }) as string[][];
    expect(rows.slice(1).map((row) => row[0])).toEqual(['joyce.achieng@example.org']);
  });

  it('is for admins only', async () => {
    expectProblem(await get('/api/admin/newsletter-subscriptions/export'), 401, AUTH_MESSAGES.sessionRequired);
    expectProblem(await get('/api/admin/newsletter-subscriptions/export', editor), 403, AUTH_MESSAGES.notAllowed);
  });
});

describe('DELETE /api/admin/newsletter-subscriptions/{id}', () => {
  it("removes a subscription: 'Subscription removed successfully', and it is gone from the list", async () => {
    expectProblem(await remove(ids.pending!), 401, AUTH_MESSAGES.sessionRequired);
    expectProblem(await remove(ids.pending!, editor), 403, AUTH_MESSAGES.notAllowed);
    const response = await remove(ids.pending!, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: ids.pending, message: M.removed });
    const page = (await get('/api/admin/newsletter-subscriptions', admin)).json();
    expect(page.total).toBe(4);
    expect(page.counts.pending).toBe(0);
    expectProblem(await remove(ids.pending!, admin), 404, M.notFound);
    expectProblem(await remove('abc', admin), 400);
  });
});
