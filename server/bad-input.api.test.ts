import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_NOT_ALLOWED } from '../contract/http/text';
import { PAPER_MESSAGES } from '../contract/papers/messages';
import { users } from '../db/schema';
import { expectProblem } from '../tests/support/problem';
import { SAMPLE_AUTHORS, submissionFields, submitPaper } from '../tests/support/submission';
import { bearer, createTestApp, TEST_PASSWORD, uniqueAddress, type TestApp } from '../tests/support/test-app';

/**
 * DESIGN.md "API conventions": bad input is a 400 (or the 404 of an id that names nothing),
 * never a 500. Text PostgreSQL refuses (NUL) or would silently mangle (lone surrogates) and the
 * other control characters are refused by one rule (contract/http/text.ts) before any SQL.
 */
let t: TestApp;
let author: { email: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const account = await t.createUser('AUTHOR');
  author = { email: account.email, token: await t.login(account.email) };
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token), remoteAddress: uniqueAddress() });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: bearer(token), remoteAddress: uniqueAddress() });

const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Obi',
  email: `ada${Math.random().toString(36).slice(2)}@example.org`,
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  institution: 'University of Ibadan',
  ...overrides,
});

function expectTextRefused(response: Awaited<ReturnType<typeof post>>, field: string) {
  const body = expectProblem(response, 400);
  expect(body.errors?.[field]).toEqual([TEXT_NOT_ALLOWED]);
  expect(response.body).not.toMatch(/invalid byte sequence|Failed query|at .+:\d+:\d+/);
}

describe('text with control characters or lone surrogates is a 400 with the field named', () => {
  it.each(['\u0000', 'Ada\u0000', 'A\u0001da', 'Ada\u001b[2J', '\ud800', 'Ada\udc00'])('registration firstName %j', async (firstName) => {
    expectTextRefused(await post('/api/users', registration({ firstName })), 'firstName');
  });

  it('every field of the registration form, and no account is created', async () => {
    const before = (await t.db.select({ id: users.id }).from(users)).length;
    for (const field of ['lastName', 'institution', 'academicDegree', 'department', 'researchInterests', 'email']) {
      expectTextRefused(await post('/api/users', registration({ [field]: 'x\u0000y' })), field);
    }
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('tab, newline and carriage return stay allowed', async () => {
    expect((await post('/api/users', registration({ researchInterests: 'soil,\tcrops\r\nwater' }))).statusCode).toBe(201);
  });

  it('login, password reset, its confirmation, email confirmation and the newsletter', async () => {
    expectTextRefused(await post('/api/auth/login', { email: `a\u0000${author.email}`, password: TEST_PASSWORD }), 'email');
    expectTextRefused(await post('/api/auth/login', { email: author.email, password: `${TEST_PASSWORD}\u0000` }), 'password');
    expectTextRefused(await post('/api/auth/password-reset', { email: `a\u0000b@example.org` }), 'email');
    expectTextRefused(await post('/api/auth/password-reset/confirm', { token: 'abc\u0000', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }), 'token');
    expectTextRefused(await post('/api/auth/confirm-email', { token: '\u0000' }, author.token), 'token');
    expectTextRefused(await post('/api/newsletter-subscriptions', { email: 'reader@example.org', name: 'N\u0000' }), 'name');
    expectTextRefused(await post('/api/newsletter-subscriptions', { email: 'rea\u0000der@example.org' }), 'email');
  });

  // A URL cannot carry a lone surrogate: bytes that are not UTF-8 stay percent-encoded text.
  it('search filters and other query strings, on any route', async () => {
    for (const name of ['query', 'category', 'author']) {
      expectTextRefused(await get(`/api/papers/search?${name}=maize%00`), name);
      expectTextRefused(await get(`/api/papers/search?${name}=%1B%5B2J`), name);
    }
    expectTextRefused(await get('/api/announcements?search=a%00b'), 'search');
    expectTextRefused(await get('/api/issues?anything=%01'), 'anything');
  });

  it('nested values and object keys of a JSON body', async () => {
    const token = await t.login((await t.createUser('AUTHOR')).email);
    expectTextRefused(await post('/api/auth/logout', { everywhere: false, extra: { deep: ['\u0000'] } }, token), 'extra');
    expectTextRefused(await post('/api/auth/logout', { 'ever\u0000where': true }, token), 'body');
    // The session survived: the refused calls did nothing.
    expect((await get('/api/users/profile', token)).statusCode).toBe(200);
  });

  it('every multipart field of a submission, the authors’ JSON included, and no paper is stored', async () => {
    const token = await t.login((await t.createUser('AUTHOR')).email);
    for (const field of ['title', 'abstract', 'keywords', 'coverLetter', 'fundingInfo', 'ethicsStatement', 'conflictOfInterest', 'acknowledgments']) {
      expectTextRefused(await submitPaper(t, token, submissionFields({ [field]: 'Maize\u0000 yields' })), field);
    }
    for (const key of ['name', 'affiliation', 'email'] as const) {
      const authors = [{ ...SAMPLE_AUTHORS[0]!, [key]: `${SAMPLE_AUTHORS[0]![key]}\u0000` }, SAMPLE_AUTHORS[1]!];
      expectTextRefused(await submitPaper(t, token, submissionFields({}, authors)), 'authors');
    }
    expectTextRefused(await submitPaper(t, token, submissionFields({ revisionOf: '1\u0000' })), 'revisionOf');
    expect((await get('/api/papers/my-submissions', token)).json()).toEqual([]);
  });
});

describe('ids beyond PostgreSQL integer are 404 (or 400), never SQL', () => {
  it.each(['2147483648', '99999999999', '99999999999999999999', '0'])('withdraw and revision of paper %s', async (id) => {
    expectProblem(await post(`/api/papers/${id}/withdraw`, undefined, author.token), 404, PAPER_MESSAGES.notFound);
    expectProblem(await get(`/api/papers/${id}/revision`, author.token), 404, PAPER_MESSAGES.notFound);
    expectProblem(await get(`/api/papers/1/versions/${id}/download`, author.token), 404, PAPER_MESSAGES.notFound);
  });

  it('malformed ids are a 400 with the field named', async () => {
    for (const id of ['abc', '-1', '1.5', '1e3', '0x10', '%20']) {
      const body = expectProblem(await post(`/api/papers/${id}/withdraw`, undefined, author.token), 400, PAPER_MESSAGES.invalidId);
      expect(body.errors).toEqual({ id: [PAPER_MESSAGES.invalidId] });
    }
  });

  it('submission ids (revisionOf, specialIssueId) beyond the range are a 400', async () => {
    const token = await t.login((await t.createUser('AUTHOR')).email);
    for (const field of ['revisionOf', 'specialIssueId']) {
      const response = await submitPaper(t, token, submissionFields({ [field]: '2147483648' }));
      expect(response.statusCode, response.body).toBe(400);
    }
  });
});

describe('a token whose subject cannot be a user id is no session (401), never SQL', () => {
  const forged = async (sub: string) => {
    const secret = new TextEncoder().encode((await readFile(path.join(t.dataDir, 'jwt-secret'), 'utf8')).trim());
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ role: 'ADMIN', ver: 0 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub).setJti('forged').setIssuedAt(now).setExpirationTime(now + 600).sign(secret);
  };

  it.each(['99999999999', '2147483648', '0', '-1', '1.5', '1e3', 'abc', ''])('sub %j', async (sub) => {
    const token = await forged(sub);
    expectProblem(await get('/api/users/profile', token), 401);
    expectProblem(await get('/api/admin/users', token), 401);
    // A public route treats it as an anonymous caller.
    expect((await get('/api/papers', token)).statusCode).toBe(200);
  });
});
