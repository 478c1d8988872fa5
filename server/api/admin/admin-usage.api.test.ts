import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageRecorder } from '../../../core/usage/usage.service';
import { insertIssue, insertPaper, storeManuscriptFile } from '../../../tests/support/fixtures';
import { bearer, createTestApp, READER_AGENT, type TestApp } from '../../../tests/support/test-app';

/**
 * Decision 0059: the admin's monthly usage per article and per issue, and the COUNTER R5 PR and TR
 * reports as TSV, from events recorded on COUNTER's rules with the test app's clock.
 */
let t: TestApp;
let adminToken: string;
let editorToken: string;
const ids = {} as Record<'soil' | 'maize' | 'yam' | 'issueA' | 'issueB', number>;

beforeAll(async () => {
  t = await createTestApp();
  const pdf = await storeManuscriptFile(t.db, t.dataDir, new TextEncoder().encode('%PDF-1.4\n%%EOF\n'));
  ids.issueA = (await insertIssue(t.db, { volume: 8, number: 1, year: 2025 })).id;
  ids.issueB = (await insertIssue(t.db, { volume: 8, number: 2, year: 2026 })).id;
  ids.soil = (await insertPaper(t.db, { issueId: ids.issueA, title: 'Soil carbon under cover crops', manuscriptFileId: pdf, publishedAt: new Date('2025-03-01T00:00:00Z') })).id;
  ids.maize = (await insertPaper(t.db, { issueId: ids.issueA, title: 'Maize yields in the savanna', manuscriptFileId: pdf, publishedAt: new Date('2025-03-01T00:00:00Z') })).id;
  ids.yam = (await insertPaper(t.db, { issueId: ids.issueB, title: 'Yam storage losses', manuscriptFileId: pdf, publishedAt: new Date('2026-01-15T00:00:00Z') })).id;
  adminToken = await t.login((await t.createUser('ADMIN')).email);
  editorToken = await t.login((await t.createUser('EDITOR')).email);

  const usage = new UsageRecorder();
  const ctx = { db: t.db, actor: null, clock: () => t.clock.now };
  const view = (paperId: number, address: string) => usage.record(ctx, { paperId, kind: 'view', client: { address, userAgent: READER_AGENT } });
  const download = async (paperId: number, address: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/papers/${paperId}/download`, headers: { 'user-agent': READER_AGENT }, remoteAddress: address });
    expect(response.statusCode).toBe(200);
  };
  const at = (iso: string) => {
    t.clock.now = new Date(iso);
  };
  // January 2026: reader 1 views soil twice (a new click after a minute), downloads it; reader 2 views soil and maize.
  at('2026-01-10T10:00:00Z');
  await view(ids.soil, '10.1.0.1');
  at('2026-01-10T10:01:00Z');
  await view(ids.soil, '10.1.0.1');
  await download(ids.soil, '10.1.0.1');
  await view(ids.soil, '10.1.0.2');
  await view(ids.maize, '10.1.0.2');
  // The next day the same reader is a new session.
  at('2026-01-11T09:00:00Z');
  await download(ids.soil, '10.1.0.1');
  // February 2026: yam viewed and downloaded twice by one reader (a new request after 40 seconds), and a robot.
  at('2026-02-03T08:00:00Z');
  await view(ids.yam, '10.1.0.3');
  await download(ids.yam, '10.1.0.3');
  at('2026-02-03T08:00:40Z');
  await download(ids.yam, '10.1.0.3');
  await usage.record(ctx, { paperId: ids.yam, kind: 'view', client: { address: '10.1.0.4', userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
  at('2026-03-05T12:00:00Z');
});
afterAll(() => t.close());

const get = (url: string, token: string | null = adminToken) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/admin/usage', () => {
  it('answers the four COUNTER item metrics per month, per article, most requested first', async () => {
    const response = await get('/api/admin/usage?from=2026-01&to=2026-03');
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ from: '2026-01', to: '2026-03', by: 'article', months: ['2026-01', '2026-02', '2026-03'] });
    expect(report.rows.map((row: { label: string }) => row.label)).toEqual(['Soil carbon under cover crops', 'Yam storage losses', 'Maize yields in the savanna']);
    const soil = report.rows[0];
    expect(soil.id).toBe(ids.soil);
    // Investigations: 2 views + 1 download (day 1, reader 1), 1 view (reader 2), 1 download (day 2): 5 in 3 sessions.
    expect(soil.months[0]).toEqual({ Total_Item_Investigations: 5, Unique_Item_Investigations: 3, Total_Item_Requests: 2, Unique_Item_Requests: 2 });
    expect(soil.months[1]).toEqual({ Total_Item_Investigations: 0, Unique_Item_Investigations: 0, Total_Item_Requests: 0, Unique_Item_Requests: 0 });
    expect(report.rows[1].total).toEqual({ Total_Item_Investigations: 3, Unique_Item_Investigations: 1, Total_Item_Requests: 2, Unique_Item_Requests: 1 });
    expect(report.journal[0]).toEqual({ Total_Item_Investigations: 6, Unique_Item_Investigations: 4, Total_Item_Requests: 2, Unique_Item_Requests: 2 });
    expect(report.total).toEqual({ Total_Item_Investigations: 9, Unique_Item_Investigations: 5, Total_Item_Requests: 4, Unique_Item_Requests: 3 });
  });

  it('groups by issue, and defaults to the last twelve months', async () => {
    const report = (await get('/api/admin/usage?by=issue')).json();
    expect(report).toMatchObject({ from: '2025-04', to: '2026-03', by: 'issue' });
    expect(report.months).toHaveLength(12);
    expect(report.rows.map((row: { id: number; label: string; total: { Total_Item_Investigations: number } }) => [row.id, row.label, row.total.Total_Item_Investigations])).toEqual([
      [ids.issueA, 'Vol. 8, No. 1 (2025)', 6],
      [ids.issueB, 'Vol. 8, No. 2 (2026)', 3],
    ]);
  });

  it('takes the months in either order, and refuses what is not a month', async () => {
    expect((await get('/api/admin/usage?from=2026-02&to=2026-01')).json()).toMatchObject({ from: '2026-01', to: '2026-02' });
    expect((await get('/api/admin/usage?from=2026-13')).statusCode).toBe(400);
    expect((await get('/api/admin/usage?by=author')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/usage', null)).statusCode).toBe(401);
    expect((await get('/api/admin/usage', editorToken)).statusCode).toBe(403);
    expect((await get('/api/admin/usage/tr.tsv', editorToken)).statusCode).toBe(403);
  });
});

const tsv = (text: string) => parse(text, { delimiter: '\t', relax_column_count: true, skip_empty_lines: false }) as string[][];

describe('the COUNTER R5 reports as TSV', () => {
  it('PR: the R5 header rows, then one row per metric with the period total and each month', async () => {
    const response = await get('/api/admin/usage/pr.tsv?from=2026-01&to=2026-03');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="counter-r5-pr-2026-01-to-2026-03.tsv"');
    const rows = tsv(response.body);
    expect(rows.slice(0, 12).map((row) => row[0])).toEqual([
      'Report_Name',
      'Report_ID',
      'Release',
      'Institution_Name',
      'Institution_ID',
      'Metric_Types',
      'Report_Filters',
      'Report_Attributes',
      'Exceptions',
      'Reporting_Period',
      'Created',
      'Created_By',
    ]);
    expect(rows[0]![1]).toBe('Platform Report');
    expect(rows[1]![1]).toBe('PR');
    expect(rows[2]![1]).toBe('5');
    expect(rows[9]![1]).toBe('Begin_Date=2026-01-01; End_Date=2026-03-31');
    expect(rows[10]![1]).toBe('2026-03-05T12:00:00Z');
    expect(rows[12]).toEqual(['']);
    expect(rows[13]).toEqual(['Platform', 'Data_Type', 'Access_Method', 'Metric_Type', 'Reporting_Period_Total', 'Jan-2026', 'Feb-2026', 'Mar-2026']);
    const metric = (name: string) => rows.find((row) => row[3] === name)!.slice(4);
    expect(metric('Total_Item_Investigations')).toEqual(['9', '6', '3', '0']);
    expect(metric('Total_Item_Requests')).toEqual(['4', '2', '2', '0']);
    expect(metric('Unique_Item_Investigations')).toEqual(['5', '4', '1', '0']);
    expect(metric('Unique_Item_Requests')).toEqual(['3', '2', '1', '0']);
    // Unique title: sessions that used the journal at all: in January reader 1 on two days and reader 2.
    expect(metric('Unique_Title_Investigations')).toEqual(['4', '3', '1', '0']);
    expect(metric('Unique_Title_Requests')).toEqual(['3', '2', '1', '0']);
  });

  it('TR: the journal as the title, one row per year of publication and metric', async () => {
    const response = await get('/api/admin/usage/tr.tsv?from=2026-01&to=2026-02');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="counter-r5-tr-2026-01-to-2026-02.tsv"');
    const rows = tsv(response.body);
    expect(rows[0]![1]).toBe('Title Report');
    expect(rows[1]![1]).toBe('TR');
    expect(rows[13]!.slice(0, 16)).toEqual([
      'Title',
      'Publisher',
      'Publisher_ID',
      'Platform',
      'DOI',
      'Proprietary_ID',
      'Print_ISSN',
      'Online_ISSN',
      'URI',
      'Data_Type',
      'Section_Type',
      'YOP',
      'Access_Type',
      'Access_Method',
      'Metric_Type',
      'Reporting_Period_Total',
    ]);
    expect(rows[13]!.slice(16)).toEqual(['Jan-2026', 'Feb-2026']);
    const body = rows.slice(14);
    expect(body).toHaveLength(12);
    const row = (yop: string, metric: string) => body.find((r) => r[11] === yop && r[14] === metric)!;
    expect(row('2026', 'Total_Item_Requests').slice(15)).toEqual(['2', '0', '2']);
    expect(row('2025', 'Total_Item_Investigations').slice(15)).toEqual(['6', '6', '0']);
    expect(row('2025', 'Unique_Item_Investigations').slice(15)).toEqual(['4', '4', '0']);
    expect(row('2025', 'Total_Item_Requests')).toMatchObject({ 9: 'Journal', 10: 'Article', 12: 'OA_Gold', 13: 'Regular', 8: 'http://journal.test' });
  });
});
