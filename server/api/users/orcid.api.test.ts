import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES } from '../../../contract/papers/submission.schema';
import { ORCID_MESSAGES as M } from '../../../contract/users/orcid-messages';
import { bearer, createTestApp, type TestApp } from '../../../tests/support/test-app';

/**
 * A person's own ORCID iD (issue 16, decision 0060): typed on the dashboard, or linked through
 * ORCID's sign-in, tested against a stand-in of ORCID's token endpoint.
 */
const ORCID = '0000-0002-1825-0097';
const OTHER = '0000-0001-5109-3700';

/** A stand-in of ORCID's OAuth token endpoint: answers each code as the test says. */
function standInOrcid() {
  const answers = new Map<string, { status: number; body: unknown }>();
  const seen: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(text);
      seen.push(form);
      const answer = request.url === '/oauth/token' ? answers.get(form.get('code') ?? '') : undefined;
      response.writeHead(answer?.status ?? 400, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer?.body ?? { error: 'invalid_grant' }));
    });
  });
  return { server, answers, seen };
}

describe('ORCID iD on the account', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login((await t.createUser('AUTHOR')).email);
  });
  afterAll(() => t.close());

  const put = (orcid: string | null) => t.app.inject({ method: 'PUT', url: '/api/users/me/orcid', headers: bearer(token), payload: { orcid } });

  it('stores a typed iD, shows it in the profile the submission form reads, and removes it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/orcid', headers: bearer(token) })).json()).toEqual({ orcid: null, authenticatedAt: null, canConnect: false });
    const saved = await put(` ${ORCID.toLowerCase()} `);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ orcid: ORCID, authenticatedAt: null, canConnect: false, message: M.saved });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })).json().orcid).toBe(ORCID);
    const removed = await put('');
    expect(removed.json()).toMatchObject({ orcid: null, message: M.removed });
  });

  it('refuses an iD with the wrong check character with the submission form’s message', async () => {
    const response = await put('0000-0002-1825-0098');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ orcid: [SUBMISSION_MESSAGES.orcidInvalid] });
  });

  it('needs a session, and cannot connect through ORCID while the journal is not registered with it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/orcid' })).statusCode).toBe(401);
    const connect = await t.app.inject({ method: 'POST', url: '/api/users/me/orcid/connect', headers: bearer(token) });
    expect(connect.statusCode).toBe(409);
    expect(connect.json().detail).toBe(M.notConfigured);
    const callback = await t.app.inject({ method: 'GET', url: '/orcid/callback?code=x&state=y' });
    expect(callback.headers.location).toBe('/dashboard?orcid=not-configured#orcid');
  });
});

describe('linking through ORCID’s sign-in', () => {
  let t: TestApp;
  let orcid: ReturnType<typeof standInOrcid>;
  let token: string;
  let other: string;
  beforeAll(async () => {
    orcid = standInOrcid();
    await new Promise<void>((resolve) => orcid.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(orcid.server.address() as AddressInfo).port}`;
    t = await createTestApp({ ORCID_CLIENT_ID: 'APP-ABCDEFGHIJKLMNOP', ORCID_CLIENT_SECRET: 'a-secret-for-the-test', ORCID_BASE_URL: base });
    token = await t.login((await t.createUser('AUTHOR')).email);
    other = await t.login((await t.createUser('AUTHOR')).email);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => orcid.server.close(resolve));
  });

  async function startFor(session: string) {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/me/orcid/connect', headers: bearer(session) });
    expect(response.statusCode).toBe(200);
    return new URL(response.json().url);
  }
  const callback = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: `/orcid/callback?${new URLSearchParams(query)}` });
  const mine = async (session: string) => (await t.app.inject({ method: 'GET', url: '/api/users/me/orcid', headers: bearer(session) })).json();

  it('sends the browser to ORCID with the client, the scope, the callback and a signed state, and stores the iD ORCID confirms', async () => {
    const url = await startFor(token);
    expect(url.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: 'APP-ABCDEFGHIJKLMNOP', response_type: 'code', scope: '/authenticate', redirect_uri: 'http://journal.test/orcid/callback' });
    orcid.answers.set('good-code', { status: 200, body: { access_token: 'x', token_type: 'bearer', orcid: ORCID, name: 'Ada Okafor' } });
    const back = await callback({ code: 'good-code', state: url.searchParams.get('state')! });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/dashboard?orcid=linked#orcid');
    expect(orcid.seen.at(-1)?.get('client_secret')).toBe('a-secret-for-the-test');
    expect(orcid.seen.at(-1)?.get('redirect_uri')).toBe('http://journal.test/orcid/callback');
    const me = await mine(token);
    expect(me).toMatchObject({ orcid: ORCID, canConnect: true });
    expect(me.authenticatedAt).toBe(t.clock.now.toISOString());
    // Typing another iD over it drops ORCID's confirmation.
    await t.app.inject({ method: 'PUT', url: '/api/users/me/orcid', headers: bearer(token), payload: { orcid: OTHER } });
    expect(await mine(token)).toMatchObject({ orcid: OTHER, authenticatedAt: null });
  });

  it('refuses an altered or expired state, ORCID’s refusal and an unreachable ORCID, writing nothing', async () => {
    const state = (await startFor(other)).searchParams.get('state')!;
    orcid.answers.set('other-code', { status: 200, body: { orcid: ORCID } });
    const altered = state.replace(/^\d+/, (id) => String(Number(id) + 1));
    expect((await callback({ code: 'other-code', state: altered })).headers.location).toBe('/dashboard?orcid=expired#orcid');
    expect((await callback({ code: 'other-code' })).headers.location).toBe('/dashboard?orcid=expired#orcid');
    expect((await callback({ error: 'access_denied', state })).headers.location).toBe('/dashboard?orcid=refused#orcid');
    expect((await callback({ code: 'unknown-code', state })).headers.location).toBe('/dashboard?orcid=refused#orcid');
    orcid.answers.set('broken', { status: 503, body: {} });
    expect((await callback({ code: 'broken', state })).headers.location).toBe('/dashboard?orcid=unreachable#orcid');
    t.clock.now = new Date(t.clock.now.getTime() + 11 * 60 * 1000);
    expect((await callback({ code: 'other-code', state })).headers.location).toBe('/dashboard?orcid=expired#orcid');
    expect(await mine(other)).toMatchObject({ orcid: null, authenticatedAt: null });
  });
});
