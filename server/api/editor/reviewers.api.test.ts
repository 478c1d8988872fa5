import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../../contract/auth/messages';
import { reviewerCandidateListSchema } from '../../../contract/users/users.schema';
import { reviewerProfiles } from '../../../db/schema';
import { userIdByEmail } from '../../../tests/support/fixtures';
import { expectProblem } from '../../../tests/support/problem';
import { bearer, createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reviewers = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/editor/reviewers', headers: bearer(token) });

/** An account with a reviewer profile of its own (decision 0041: the pool is a profile, not a role). */
async function withProfile(role: 'AUTHOR' | 'EDITOR', lastName: string, active: boolean) {
  const { email } = await t.createUser(role, { firstName: 'Pooled', lastName });
  const id = await userIdByEmail(t.db, email);
  await t.db.insert(reviewerProfiles).values({ userId: id, expertise: ['Aquaculture', 'Fish nutrition'], institution: 'Lake Basin Institute', active });
  return id;
}

describe('GET /api/editor/reviewers (editor dashboard, reviewer assignment)', () => {
  it('asks an anonymous caller to sign in', async () => {
    expectProblem(await reviewers(), 401, M.sessionRequired);
  });

  it.each(['AUTHOR', 'REVIEWER'] as const)('forbids %s', async (role) => {
    const token = await t.login((await t.createUser(role)).email);
    expectProblem(await reviewers(token), 403, M.notAllowed);
  });

  it.each(['EDITOR', 'ADMIN'] as const)('lists the reviewer pool, and only it, for %s: id, name, institution and expertise of the profile', async (role) => {
    await t.createUser('REVIEWER', { firstName: 'Rita', lastName: `Reviewer-${role}` });
    await t.createUser('AUTHOR', { firstName: 'Arthur', lastName: `Author-${role}` });
    await t.createUser('EDITOR', { firstName: 'Edna', lastName: `Editor-${role}` });
    const author = await withProfile('AUTHOR', `Author-${role}`, true);
    const editor = await withProfile('EDITOR', `Editor-${role}`, true);
    const paused = await withProfile('AUTHOR', `Paused-${role}`, false);
    const token = await t.login((await t.createUser(role, { firstName: 'Caller' })).email);

    const response = await reviewers(token);
    expect(response.statusCode).toBe(200);
    const list = reviewerCandidateListSchema.parse(response.json());
    // A reviewer account joins the pool when it is made, with its research interests (none here).
    expect(list).toContainEqual({ id: expect.any(Number), name: `Rita Reviewer-${role}`, institution: 'Test University', expertise: [] });
    // Any role with an active profile, with the profile's institution and expertise.
    expect(list).toContainEqual({ id: author, name: `Pooled Author-${role}`, institution: 'Lake Basin Institute', expertise: ['Aquaculture', 'Fish nutrition'] });
    expect(list).toContainEqual({ id: editor, name: `Pooled Editor-${role}`, institution: 'Lake Basin Institute', expertise: ['Aquaculture', 'Fish nutrition'] });
    expect(list.map((c) => c.id)).not.toContain(paused);
    expect(list.filter((candidate) => /^(Arthur|Edna|Caller) /.test(candidate.name))).toEqual([]);
    expect(response.body).not.toMatch(/@example\.org|passwordHash/);
  });
});
