import type { AddressInfo } from 'node:net';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOLARLY_MESSAGES as M } from '../../contract/scholarly/scholarly.messages';
import { JOURNAL_SETTINGS } from '../../contract/settings/journal-settings';
import { saveSetting } from '../../core/settings/settings.repo';
import { doiDepositRecords, doiDeposits } from '../../db/schema';
import { insertIssue, insertPaper } from '../../tests/support/fixtures';
import { bearer, createTestApp, type TestApp } from '../../tests/support/test-app';
import { validateXml } from '../../tests/support/xml-schema';

/**
 * Decision 0057: the DOI manager against a stand-in for Crossref's deposit service, written here
 * from Crossref's protocol (the real one is not reachable from tests): doMDUpload with login_id,
 * login_passwd and fname; the per-DOI result later from submissionDownload?type=result.
 */

const USER = 'jals-depositor';
const PASSWORD = 's3cret-crossref-pass';

interface StandIn {
  server: FastifyInstance;
  base: string;
  received: { operation: string; login: string; xml: string }[];
  /** Batches Crossref has "processed": their result is in the log. */
  processed: Set<string>;
  /** DOIs Crossref rejects, with its message. */
  failing: Map<string, string>;
}

async function startStandIn(): Promise<StandIn> {
  const server = Fastify();
  await server.register(multipart);
  const received: StandIn['received'] = [];
  const batches = new Map<string, string[]>();
  const standIn = { server, base: '', received, processed: new Set<string>(), failing: new Map<string, string>() };
  server.post('/servlet/deposit', async (request, reply) => {
    const fields: Record<string, string> = {};
    let xml = '';
    for await (const part of request.parts()) {
      if (part.type === 'file') xml = (await part.toBuffer()).toString('utf8');
      else fields[part.fieldname] = String(part.value);
    }
    if (fields.login_id !== USER || fields.login_passwd !== PASSWORD) return reply.status(401).type('text/html').send('<html><body><h2>FAILURE</h2><p>Login failed</p></body></html>');
    received.push({ operation: fields.operation ?? '', login: fields.login_id, xml });
    const batchId = /<doi_batch_id>([^<]+)</.exec(xml)?.[1] ?? '';
    batches.set(batchId, [...xml.matchAll(/<doi>([^<]+)<\/doi>/g)].map((m) => m[1]!));
    return reply.type('text/html').send('<html><body><h2>SUCCESS</h2><p>Your batch submission was successfully received.</p></body></html>');
  });
  server.get('/servlet/submissionDownload', async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query.usr !== USER || query.pwd !== PASSWORD) return reply.status(401).send('Unauthorized');
    const id = query.doi_batch_id ?? '';
    if (!batches.has(id)) return reply.type('application/xml').send('<doi_batch_diagnostic status="unknown_submission"><batch_id>' + id + '</batch_id></doi_batch_diagnostic>');
    if (!standIn.processed.has(id)) return reply.type('application/xml').send(`<doi_batch_diagnostic status="queued" sp="cr1"><batch_id>${id}</batch_id></doi_batch_diagnostic>`);
    const records = batches
      .get(id)!
      .map((doi) =>
        standIn.failing.has(doi)
          ? `<record_diagnostic status="Failure"><doi>${doi}</doi><msg>${standIn.failing.get(doi)}</msg></record_diagnostic>`
          : `<record_diagnostic status="Success"><doi>${doi}</doi><msg>Successfully added</msg></record_diagnostic>`,
      )
      .join('');
    return reply.type('application/xml').send(`<?xml version="1.0" encoding="UTF-8"?><doi_batch_diagnostic status="completed" sp="cr1"><submission_id>1</submission_id><batch_id>${id}</batch_id>${records}<batch_data><record_count>2</record_count></batch_data></doi_batch_diagnostic>`);
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  standIn.base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return standIn;
}

const IDENTITY = { name: 'Journal of Agriculture and Life Sciences', shortName: 'JALS', issnPrint: null, issnOnline: '1234-5679', publisher: 'Faculty of Agriculture' };

async function journalApp(env: Record<string, string>) {
  const t = await createTestApp(env);
  await saveSetting(t.db, JOURNAL_SETTINGS.identity.key, IDENTITY, new Date());
  const tokens: Record<string, string> = {};
  for (const role of ['AUTHOR', 'REVIEWER', 'EDITOR', 'ADMIN'] as const) {
    const { email } = await t.createUser(role);
    tokens[role] = await t.login(email);
  }
  return { t, tokens };
}

let standIn: StandIn;
let t: TestApp;
let tokens: Record<string, string>;
let issue: { id: number };
let first: { id: number };
let second: { id: number };
let noDoi: { id: number };

beforeAll(async () => {
  standIn = await startStandIn();
  ({ t, tokens } = await journalApp({ CROSSREF_DEPOSIT_URL: standIn.base, CROSSREF_USERNAME: USER, CROSSREF_PASSWORD: PASSWORD, CROSSREF_DEPOSITOR_EMAIL: 'crossref@journal.test' }));
  issue = await insertIssue(t.db, { volume: 10, number: 1, year: 2026, publicationDate: '2026-03-31' });
  first = await insertPaper(t.db, { doi: '10.5555/jals.2026.1', issueId: issue.id, pages: '1-10', authors: [{ name: 'Amina Bello', email: 'amina@example.org', orcid: '0000-0002-1825-0097' }] });
  second = await insertPaper(t.db, { doi: '10.5555/jals.2026.2', issueId: issue.id, pages: '11-20' });
  noDoi = await insertPaper(t.db, { issueId: issue.id, pages: '21-30' });
});

afterAll(async () => {
  await t?.close();
  await standIn?.server.close();
});

const post = (app: TestApp, url: string, token?: string) => app.app.inject({ method: 'POST', url, headers: bearer(token) });
const list = async (app: TestApp, token: string, query = '') => (await app.app.inject({ method: 'GET', url: `/api/admin/dois${query}`, headers: bearer(token) })).json();

describe('DOI manager with Crossref credentials', () => {
  it('lists published articles with their DOI state and the issues to deposit', async () => {
    const page = await list(t, tokens.EDITOR!);
    expect(page.canDeposit).toBe(true);
    expect(page.total).toBe(3);
    expect(page.items.map((item: { paperId: number }) => item.paperId).sort()).toEqual([first.id, second.id, noDoi.id].sort());
    expect(page.items.every((item: { deposit: unknown }) => item.deposit === null)).toBe(true);
    expect(page.issues).toEqual([{ id: issue.id, volume: 10, number: 1, year: 2026, title: expect.any(String), isPublished: true, publishedArticles: 3, articlesWithDoi: 2 }]);
    expect((await list(t, tokens.ADMIN!, '?state=no-doi')).items.map((i: { paperId: number }) => i.paperId)).toEqual([noDoi.id]);
  });

  it('deposits one article: Crossref receives a valid doMDUpload, the record waits for the result, then is registered', async () => {
    const response = await post(t, `/api/admin/dois/papers/${first.id}/deposit`, tokens.EDITOR);
    expect(response.statusCode).toBe(200);
    const { message, deposit } = response.json();
    expect(message).toBe(M.submitted(1));
    expect(deposit.records).toEqual([{ paperId: first.id, doi: '10.5555/jals.2026.1', status: 'pending', message: null }]);
    const sent = standIn.received.at(-1)!;
    expect(sent.operation).toBe('doMDUpload');
    expect(sent.login).toBe(USER);
    expect(validateXml(sent.xml, 'crossref').errors).toBe('');
    expect(sent.xml).toContain(`<doi_batch_id>${deposit.batchId}</doi_batch_id>`);
    expect(sent.xml).toContain('<email_address>crossref@journal.test</email_address>');

    const waiting = await post(t, `/api/admin/dois/deposits/${deposit.id}/refresh`, tokens.EDITOR);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().message).toBe(M.stillPending);
    expect(waiting.json().deposit.records[0].status).toBe('pending');

    standIn.processed.add(deposit.batchId);
    const done = await post(t, `/api/admin/dois/deposits/${deposit.id}/refresh`, tokens.ADMIN);
    expect(done.json().message).toBe(M.refreshed);
    expect(done.json().deposit.records[0]).toMatchObject({ status: 'success', message: 'Successfully added' });
    expect(done.json().deposit.checkedAt).not.toBeNull();
    const row = (await list(t, tokens.ADMIN!, '?state=success')).items;
    expect(row).toHaveLength(1);
    expect(row[0].deposit).toMatchObject({ depositId: deposit.id, batchId: deposit.batchId, status: 'success' });
  });

  it('deposits an issue without its DOI-less article; one failed record marks that record only', async () => {
    standIn.failing.set('10.5555/jals.2026.2', 'Record not processed because submitted version: 1 is less or equal to previously submitted version');
    const response = await post(t, `/api/admin/dois/issues/${issue.id}/deposit`, tokens.ADMIN);
    expect(response.statusCode).toBe(200);
    const { deposit } = response.json();
    expect(deposit.records.map((r: { doi: string }) => r.doi)).toEqual(['10.5555/jals.2026.1', '10.5555/jals.2026.2']);
    expect(standIn.received.at(-1)!.xml).not.toContain(`/paper/${noDoi.id}<`);
    standIn.processed.add(deposit.batchId);
    const done = (await post(t, `/api/admin/dois/deposits/${deposit.id}/refresh`, tokens.ADMIN)).json();
    expect(done.deposit.records).toEqual([
      { paperId: first.id, doi: '10.5555/jals.2026.1', status: 'success', message: 'Successfully added' },
      { paperId: second.id, doi: '10.5555/jals.2026.2', status: 'failure', message: 'Record not processed because submitted version: 1 is less or equal to previously submitted version' },
    ]);
    const failed = await list(t, tokens.EDITOR!, '?state=failure');
    expect(failed.items.map((i: { paperId: number }) => i.paperId)).toEqual([second.id]);
    expect(failed.items[0].deposit.message).toMatch(/Record not processed/);
  });

  it('refuses an article without a DOI (409) and unknown deposits (404)', async () => {
    const response = await post(t, `/api/admin/dois/papers/${noDoi.id}/deposit`, tokens.ADMIN);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(M.noDoi);
    expect((await post(t, '/api/admin/dois/deposits/2147483647/refresh', tokens.ADMIN)).statusCode).toBe(404);
  });

  it('is for editors and admins only', async () => {
    for (const url of [`/api/admin/dois/papers/${first.id}/deposit`, `/api/admin/dois/issues/${issue.id}/deposit`]) {
      expect((await post(t, url)).statusCode).toBe(401);
      expect((await post(t, url, tokens.AUTHOR)).statusCode).toBe(403);
      expect((await post(t, url, tokens.REVIEWER)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dois', headers: bearer(tokens.AUTHOR) })).statusCode).toBe(403);
  });
});

describe('DOI manager when Crossref cannot take the deposit', () => {
  async function countRows(app: TestApp) {
    return { deposits: (await app.db.select().from(doiDeposits)).length, records: (await app.db.select().from(doiDepositRecords)).length };
  }

  it('bad credentials: 502 saying so, without the password, nothing recorded', async () => {
    const { t: other, tokens: otherTokens } = await journalApp({ CROSSREF_DEPOSIT_URL: standIn.base, CROSSREF_USERNAME: USER, CROSSREF_PASSWORD: 'wrong-password' });
    try {
      const paper = await insertPaper(other.db, { doi: '10.5555/other.1' });
      const response = await post(other, `/api/admin/dois/papers/${paper.id}/deposit`, otherTokens.ADMIN);
      expect(response.statusCode).toBe(502);
      expect(response.json().detail).toBe(M.refused);
      expect(response.body).not.toContain('wrong-password');
      expect(await countRows(other)).toEqual({ deposits: 0, records: 0 });
    } finally {
      await other.close();
    }
  });

  it('server down: 502 with a clear message, nothing half-written', async () => {
    const down = Fastify();
    await down.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(down.server.address() as AddressInfo).port}`;
    await down.close();
    const { t: other, tokens: otherTokens } = await journalApp({ CROSSREF_DEPOSIT_URL: base, CROSSREF_USERNAME: USER, CROSSREF_PASSWORD: PASSWORD });
    try {
      const issueRow = await insertIssue(other.db);
      await insertPaper(other.db, { doi: '10.5555/other.2', issueId: issueRow.id });
      const response = await post(other, `/api/admin/dois/issues/${issueRow.id}/deposit`, otherTokens.EDITOR);
      expect(response.statusCode).toBe(502);
      expect(response.json().detail).toBe(M.unreachable(base));
      expect(response.body).not.toContain(PASSWORD);
      expect(await countRows(other)).toEqual({ deposits: 0, records: 0 });
    } finally {
      await other.close();
    }
  });

  it('no credentials: the list says so and a deposit is 409 pointing to the download', async () => {
    const { t: other, tokens: otherTokens } = await journalApp({});
    try {
      const paper = await insertPaper(other.db, { doi: '10.5555/other.3' });
      expect((await list(other, otherTokens.ADMIN!)).canDeposit).toBe(false);
      const response = await post(other, `/api/admin/dois/papers/${paper.id}/deposit`, otherTokens.ADMIN);
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(M.noCredentials);
      expect((await other.app.inject({ method: 'GET', url: `/api/admin/crossref/papers/${paper.id}.xml`, headers: bearer(otherTokens.ADMIN) })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
