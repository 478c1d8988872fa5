import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth/messages';
import { REVIEWER_APPLICATION_MESSAGES } from '../../../contract/reviews/reviewer-application.messages';
import { REVIEWER_PROFILE_MESSAGES as M, reviewerProfileSchema } from '../../../contract/reviews/reviewer-profile.schema';
import { reviewerCandidateListSchema } from '../../../contract/users/users.schema';
import { expectProblem } from '../../../tests/support/problem';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

/**
 * GET and PUT /api/reviewer-profile (decision 0041 "The pool is a profile"), on PGlite and on
 * PostgreSQL: an account in the pool reads and changes its expertise, institution and
 * unavailable-until date (never a past day, by the server's clock); others are told they are not in it.
 */
let t: TestApp;
let reviewer: string;
let author: string;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-25T10:00:00Z');
  reviewer = await t.login((await t.createUser('REVIEWER', { firstName: 'Grace', lastName: 'Wanjiru' })).email);
  author = await t.login((await t.createUser('AUTHOR')).email);
  editor = await t.login((await t.createUser('EDITOR')).email);
});
afterAll(() => t.close());

const get = (token: string | null) => t.app.inject({ method: 'GET', url: '/api/reviewer-profile', headers: bearer(token) });
const put = (token: string | null, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/reviewer-profile', headers: bearer(token), payload: payload as object, remoteAddress: uniqueAddress() });
const valid = { expertise: ['Food safety', 'Aflatoxins'], institution: 'University of Nairobi', unavailableUntil: '2026-12-31' };

describe('GET /api/reviewer-profile', () => {
  it('asks an anonymous caller to sign in', async () => {
    expectProblem(await get(null), 401, AUTH_MESSAGES.sessionRequired);
    expectProblem(await put(null, valid), 401, AUTH_MESSAGES.sessionRequired);
  });

  it('answers the profile of an account in the pool (a reviewer account has one from the start)', async () => {
    const response = await get(reviewer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ profile: { expertise: [], institution: 'Test University', unavailableUntil: null, active: true } });
  });

  it('answers null for an account outside the pool, which cannot change a profile', async () => {
    expect((await get(author)).json()).toEqual({ profile: null });
    expectProblem(await put(author, valid), 404, M.notInPool);
    expect((await get(author)).json()).toEqual({ profile: null });
  });
});

describe('PUT /api/reviewer-profile', () => {
  it('saves expertise (tidied, no repeats), institution and the date, which the pool then shows', async () => {
    const response = await put(reviewer, { ...valid, expertise: [' Food safety ', 'Aflatoxins', 'food safety', ''] });
    expect(response.statusCode, response.body).toBe(200);
    expect(reviewerProfileSchema.parse(response.json())).toEqual({ ...valid, active: true });
    expect((await get(reviewer)).json()).toEqual({ profile: { ...valid, active: true } });
    const pool = reviewerCandidateListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/editor/reviewers', headers: bearer(editor) })).json());
    expect(pool).toContainEqual({ id: expect.any(Number), name: 'Grace Wanjiru', institution: 'University of Nairobi', expertise: ['Food safety', 'Aflatoxins'] });
  });

  it('takes today, and clears the date with null or an empty text', async () => {
    expect((await put(reviewer, { ...valid, unavailableUntil: '2026-11-25' })).json()).toMatchObject({ unavailableUntil: '2026-11-25' });
    expect((await put(reviewer, { ...valid, unavailableUntil: null })).json()).toMatchObject({ unavailableUntil: null });
    expect((await put(reviewer, { ...valid, unavailableUntil: '2027-01-15' })).json()).toMatchObject({ unavailableUntil: '2027-01-15' });
    expect((await put(reviewer, { ...valid, unavailableUntil: '' })).json()).toMatchObject({ unavailableUntil: null });
  });

  it.each([
    ['unavailableUntil', { unavailableUntil: '2026-11-24' }, M.dateInPast],
    ['unavailableUntil', { unavailableUntil: '1999-01-01' }, M.dateInPast],
    ['unavailableUntil', { unavailableUntil: '2026-02-30' }, M.dateInvalid],
    ['unavailableUntil', { unavailableUntil: '31/12/2026' }, M.dateInvalid],
    ['unavailableUntil', { unavailableUntil: 20261231 }, M.dateInvalid],
    ['expertise', { expertise: [] }, M.expertiseRequired],
    ['expertise', { expertise: ['  '] }, M.expertiseRequired],
    ['expertise', { expertise: undefined }, M.expertiseRequired],
    ['expertise', { expertise: ['x'.repeat(101)] }, REVIEWER_APPLICATION_MESSAGES.keywordTooLong],
    ['institution', { institution: ' ' }, AUTH_MESSAGES.institutionRequired],
  ])('refuses a bad %s (%j) with 400 and its field message, changing nothing', async (field, overrides, message) => {
    const before = (await get(reviewer)).json();
    const body = expectProblem(await put(reviewer, { ...valid, ...overrides }), 400, message);
    expect(body.errors).toEqual({ [field]: [message] });
    expect((await get(reviewer)).json()).toEqual(before);
  });

  it('reads "the past" from the server clock: a date that was future becomes refused once it has gone by', async () => {
    expect((await put(reviewer, { ...valid, unavailableUntil: '2026-11-30' })).statusCode).toBe(200);
    const start = t.clock.now;
    t.clock.now = new Date('2026-12-01T00:00:01Z');
    try {
      const token = await t.login((await t.createUser('REVIEWER')).email);
      expectProblem(await put(token, { ...valid, unavailableUntil: '2026-11-30' }), 400, M.dateInPast);
    } finally {
      t.clock.now = start;
    }
  });
});
