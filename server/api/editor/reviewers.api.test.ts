import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../../contract/auth/messages';
import { expectProblem } from '../../../tests/support/problem';
import { bearer, createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reviewers = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/editor/reviewers', headers: bearer(token) });

describe('GET /api/editor/reviewers (editor dashboard, reviewer assignment)', () => {
  it('asks an anonymous caller to sign in', async () => {
    expectProblem(await reviewers(), 401, M.sessionRequired);
  });

  it.each(['AUTHOR', 'REVIEWER'] as const)('forbids %s', async (role) => {
    const token = await t.login((await t.createUser(role)).email);
    expectProblem(await reviewers(token), 403, M.notAllowed);
  });

  it.each(['EDITOR', 'ADMIN'] as const)('lists reviewer accounts, and only those, for %s', async (role) => {
    await t.createUser('REVIEWER', { firstName: 'Rita', lastName: `Reviewer-${role}` });
    await t.createUser('AUTHOR', { firstName: 'Arthur', lastName: `Author-${role}` });
    await t.createUser('EDITOR', { firstName: 'Edna', lastName: `Editor-${role}` });
    const token = await t.login((await t.createUser(role, { firstName: 'Caller' })).email);

    const response = await reviewers(token);
    expect(response.statusCode).toBe(200);
    const list: { id: number; name: string; institution: string; expertise: string[] }[] = response.json();
    expect(list).toContainEqual({ id: expect.any(Number), name: `Rita Reviewer-${role}`, institution: 'Test University', expertise: [] });
    expect(list.filter((candidate) => /^(Arthur|Edna|Caller) /.test(candidate.name))).toEqual([]);

    const admin = await t.login((await t.createUser('ADMIN', { firstName: 'Counter' })).email);
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/users?role=REVIEWER&pageSize=100', headers: { authorization: `Bearer ${admin}` } });
    expect(list.map((c) => c.id).sort()).toEqual(all.json().items.map((u: { id: number }) => u.id).sort());
    expect(response.body).not.toMatch(/@example\.org|passwordHash/);
  });
});
