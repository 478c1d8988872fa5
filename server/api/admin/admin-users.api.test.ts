import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth/messages';
import { USER_ADMIN_MESSAGES as M } from '../../../contract/users/users.schema';
import { papers, reviewerProfiles } from '../../../db/schema';
import { insertPaper } from '../../../tests/support/fixtures';
import { mailTo } from '../../../tests/support/mail';
import { expectProblem } from '../../../tests/support/problem';
import { bearer, createTestApp, TEST_PASSWORD, type TestApp } from '../../../tests/support/test-app';

/** The Users tab's calls (acting-side.md §5 "Admin user form", §7, §8; decision 0045). */
let t: TestApp;
let admin: string;
let adminId: number;
let author: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

async function idOf(email: string): Promise<number> {
  const page = (await call('GET', `/api/admin/users?q=${encodeURIComponent(email)}`, admin)).json();
  expect(page.items).toHaveLength(1);
  return page.items[0].id;
}

const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ngozi',
  lastName: 'Okafor',
  email: `ngozi.okafor.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@unn.example.edu`,
  role: 'EDITOR',
  institution: 'University of Nigeria, Nsukka',
  password: 'cassava mosaic transects',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  const account = await t.createUser('ADMIN', { firstName: 'Ada', lastName: 'Admin' });
  admin = await t.login(account.email);
  adminId = await idOf(account.email);
  author = await t.login((await t.createUser('AUTHOR')).email);
});
afterAll(() => t.close());

describe('GET /api/admin/users: searched and sorted on the server', () => {
  beforeAll(async () => {
    await t.createUser('AUTHOR', { firstName: 'Baraka', lastName: 'Mwangi', email: 'baraka.mwangi@egerton.example.ac.ke' });
    await t.createUser('REVIEWER', { firstName: 'Chiamaka', lastName: 'Obi', email: 'c.obi@futo.example.edu.ng' });
    await t.createUser('EDITOR', { firstName: 'Abdul', lastName: 'Mwangi', email: 'abdul.m@ku.example.ac.ke' });
  });

  it('finds accounts by a part of the first name, the last name, the full name or the email, in any letter case', async () => {
    const emails = async (q: string) => (await call('GET', `/api/admin/users?q=${encodeURIComponent(q)}`, admin)).json().items.map((u: { email: string }) => u.email);
    expect(await emails('mwangi')).toEqual(['abdul.m@ku.example.ac.ke', 'baraka.mwangi@egerton.example.ac.ke']);
    expect(await emails('CHIAMAKA')).toEqual(['c.obi@futo.example.edu.ng']);
    expect(await emails('Baraka Mwangi')).toEqual(['baraka.mwangi@egerton.example.ac.ke']);
    expect(await emails('futo.example')).toEqual(['c.obi@futo.example.edu.ng']);
    expect(await emails('100%_')).toEqual([]);
  });

  it('sorts by name, email, role or registration date, either way', async () => {
    const list = async (query: string) => (await call('GET', `/api/admin/users?pageSize=100&${query}`, admin)).json().items as { email: string; lastName: string; firstName: string; role: string; createdAt: string }[];
    const byName = await list('sort=name');
    const names = byName.map((u) => `${u.lastName} ${u.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    const byNameDesc = await list('sort=name&order=desc');
    expect(byNameDesc.map((u) => u.email)).toEqual(byName.map((u) => u.email).reverse());
    const byEmail = (await list('sort=email')).map((u) => u.email.toLowerCase());
    expect(byEmail).toEqual([...byEmail].sort());
    const byRole = (await list('sort=role&order=desc')).map((u) => u.role);
    expect(byRole).toEqual([...byRole].sort().reverse());
    const created = (await list('sort=created')).map((u) => u.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('combines the search with the role filter and pages', async () => {
    const page = (await call('GET', '/api/admin/users?q=mwangi&role=EDITOR&pageSize=1', admin)).json();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect(page.items[0]).toMatchObject({ firstName: 'Abdul', role: 'EDITOR', ownedPapers: 0, reviewAssignments: 0 });
  });

  it.each([
    ['sort=age', 'sort'],
    ['order=up', 'order'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('answers 400 for %s', async (query, field) => {
    const body = expectProblem(await call('GET', `/api/admin/users?${query}`, admin), 400);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });
});

describe('POST /api/admin/users', () => {
  it("creates an account with the admin's password: 'User created successfully', and it can sign in", async () => {
    const data = newUser();
    const response = await call('POST', '/api/admin/users', admin, data);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ message: M.created, user: { email: data.email, role: 'EDITOR', institution: data.institution, ownedPapers: 0, emailVerified: true } });
    expect(response.body).not.toMatch(/password/i);
    const token = await t.login(data.email, data.password);
    expect((await call('GET', '/api/users/profile', token)).json()).toMatchObject({ email: data.email, role: 'EDITOR' });
  });

  it('defaults the role to AUTHOR and the institution to empty', async () => {
    const { role: _role, institution: _institution, ...data } = newUser();
    const response = await call('POST', '/api/admin/users', admin, data);
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ role: 'AUTHOR', institution: '' });
  });

  it('puts a new REVIEWER into the reviewer pool', async () => {
    const response = await call('POST', '/api/admin/users', admin, newUser({ role: 'REVIEWER' }));
    const [profile] = await t.db.select().from(reviewerProfiles).where(eq(reviewerProfiles.userId, response.json().user.id));
    expect(profile).toMatchObject({ active: true });
  });

  it('mails a link to choose a password instead, when asked: the owner sets it through /reset-password', async () => {
    await t.sentMail();
    const data = newUser({ passwordSetup: 'link', password: undefined });
    const response = await call('POST', '/api/admin/users', admin, data);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(`${M.created}. ${M.passwordLinkSent(data.email)}`);
    const [mail] = mailTo(await t.sentMail(), data.email);
    expect(mail?.text).toContain('choose your password');
    const token = mail!.text.match(/reset-password\?token=([\w-]+)/)![1];
    const reset = await call('POST', '/api/auth/password-reset/confirm', undefined, { token, password: 'groundnut rosette survey', confirmPassword: 'groundnut rosette survey' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await t.login(data.email, 'groundnut rosette survey')).toBeTruthy();
  });

  it.each([
    [{ firstName: '' }, 'firstName', AUTH_MESSAGES.firstNameRequired],
    [{ lastName: '  ' }, 'lastName', AUTH_MESSAGES.lastNameRequired],
    [{ email: '' }, 'email', AUTH_MESSAGES.emailRequired],
    [{ email: 'not-an-address' }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ role: 'KING' }, 'role', M.roleInvalid],
    [{ password: undefined }, 'password', AUTH_MESSAGES.passwordRequired],
    [{ password: 'short1' }, 'password', AUTH_MESSAGES.passwordTooShort],
    [{ password: 'password123' }, 'password', AUTH_MESSAGES.passwordTooGuessable],
  ])('answers 400 with the field message for %o', async (change, field, message) => {
    const body = expectProblem(await call('POST', '/api/admin/users', admin, newUser(change)), 400);
    expect(body.errors?.[field]).toEqual([message]);
  });

  it('refuses a taken email, in any letter case, with 409 and an email field error (decision 0003)', async () => {
    const data = newUser();
    expect((await call('POST', '/api/admin/users', admin, data)).statusCode).toBe(201);
    const body = expectProblem(await call('POST', '/api/admin/users', admin, newUser({ email: data.email.toUpperCase() })), 409, AUTH_MESSAGES.emailTaken);
    expect(body.errors).toEqual({ email: [AUTH_MESSAGES.emailTaken] });
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it("changes names, email, role and institution: 'User updated successfully'", async () => {
    const created = (await call('POST', '/api/admin/users', admin, newUser({ role: 'AUTHOR' }))).json().user;
    const change = { firstName: 'Ngozi A.', lastName: 'Okafor-Eze', email: `changed.${created.email}`, role: 'AUTHOR', institution: 'Michael Okpara University of Agriculture' };
    const response = await call('PUT', `/api/admin/users/${created.id}`, admin, change);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: M.updated, user: { id: created.id, ...change } });
  });

  it('ignores a password: there is no password field on an edit', async () => {
    const data = newUser({ role: 'AUTHOR' });
    const created = (await call('POST', '/api/admin/users', admin, data)).json().user;
    const { password: _password, ...fields } = data;
    await call('PUT', `/api/admin/users/${created.id}`, admin, { ...fields, password: 'a brand new secret phrase' });
    expect(await t.login(data.email, data.password)).toBeTruthy();
  });

  it("ends the account's sessions at once when its role changes: its old token stops working", async () => {
    const account = await t.createUser('AUTHOR', { firstName: 'Role', lastName: 'Changed' });
    const token = await t.login(account.email);
    const other = await t.login(account.email);
    const id = await idOf(account.email);
    expect((await call('GET', '/api/users/profile', token)).statusCode).toBe(200);
    const response = await call('PUT', `/api/admin/users/${id}`, admin, { firstName: 'Role', lastName: 'Changed', email: account.email, role: 'EDITOR', institution: 'Test University' });
    expect(response.json().user.role).toBe('EDITOR');
    expectProblem(await call('GET', '/api/users/profile', token), 401);
    expectProblem(await call('GET', '/api/editor/submissions', other), 401);
    // Signing in again gives the new role.
    expect((await call('GET', '/api/users/profile', await t.login(account.email))).json().role).toBe('EDITOR');
  });

  it('keeps the sessions when only the name changes', async () => {
    const account = await t.createUser('AUTHOR');
    const token = await t.login(account.email);
    const id = await idOf(account.email);
    await call('PUT', `/api/admin/users/${id}`, admin, { firstName: 'Renamed', lastName: 'Author', email: account.email, role: 'AUTHOR' });
    expect((await call('GET', '/api/users/profile', token)).json().firstName).toBe('Renamed');
  });

  it("refuses another account's email with 409 and an email field error", async () => {
    const one = (await call('POST', '/api/admin/users', admin, newUser())).json().user;
    const two = (await call('POST', '/api/admin/users', admin, newUser())).json().user;
    const body = expectProblem(
      await call('PUT', `/api/admin/users/${two.id}`, admin, { firstName: two.firstName, lastName: two.lastName, email: one.email.toUpperCase(), role: two.role }),
      409,
      AUTH_MESSAGES.emailTaken,
    );
    expect(body.errors).toEqual({ email: [AUTH_MESSAGES.emailTaken] });
  });

  it('answers 404 for an unknown account and 400 for a bad id or field', async () => {
    const fields = { firstName: 'A', lastName: 'B', email: 'a.b@example.org', role: 'AUTHOR' };
    expectProblem(await call('PUT', '/api/admin/users/999999', admin, fields), 404, M.notFound);
    expectProblem(await call('PUT', '/api/admin/users/abc', admin, fields), 400);
    const body = expectProblem(await call('PUT', `/api/admin/users/${adminId}`, admin, { ...fields, firstName: '' }), 400);
    expect(body.errors?.firstName).toEqual([AUTH_MESSAGES.firstNameRequired]);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it("deletes an account: 'User deleted successfully', its token stops working, its papers stay without an owner", async () => {
    const account = await t.createUser('AUTHOR', { firstName: 'Leaving', lastName: 'Author' });
    const token = await t.login(account.email);
    const id = await idOf(account.email);
    const paper = await insertPaper(t.db, { submitterId: id, status: 'SUBMITTED' });
    const row = (await call('GET', `/api/admin/users/${id}`, admin)).json();
    expect(row).toMatchObject({ id, ownedPapers: 1, reviewAssignments: 0 });
    const response = await call('DELETE', `/api/admin/users/${id}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, message: M.deleted, papersKept: 1 });
    expectProblem(await call('GET', '/api/users/profile', token), 401);
    const [kept] = await t.db.select({ id: papers.id, submitterId: papers.submitterId }).from(papers).where(eq(papers.id, paper.id));
    expect(kept).toEqual({ id: paper.id, submitterId: null });
    expectProblem(await call('GET', `/api/admin/users/${id}`, admin), 404, M.notFound);
    expectProblem(await call('DELETE', `/api/admin/users/${id}`, admin), 404, M.notFound);
  });

  it('refuses to let an admin delete their own account (409)', async () => {
    expectProblem(await call('DELETE', `/api/admin/users/${adminId}`, admin), 409, M.selfDeleted);
    expect((await call('GET', '/api/users/profile', admin)).statusCode).toBe(200);
  });

  it('deletes another administrator while one remains', async () => {
    const other = await t.createUser('ADMIN');
    const id = await idOf(other.email);
    expect((await call('DELETE', `/api/admin/users/${id}`, admin)).statusCode).toBe(200);
  });
});

describe('the last administrator', () => {
  let live: TestApp;
  beforeAll(async () => {
    live = await createTestApp();
  });
  afterAll(() => live.close());

  it('cannot be given another role (409), while a second administrator can be demoted and the first then cannot', async () => {
    const only = await live.createUser('ADMIN', { firstName: 'Only', lastName: 'Admin' });
    const token = await live.login(only.email);
    const request = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => live.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const id = (await request('GET', `/api/admin/users?q=${encodeURIComponent(only.email)}`)).json().items[0].id;
    const demote = { firstName: 'Only', lastName: 'Admin', email: only.email, role: 'EDITOR' };
    expectProblem(await request('PUT', `/api/admin/users/${id}`, demote), 409, M.lastAdminDemoted);
    expect((await request('GET', '/api/users/profile')).json().role).toBe('ADMIN');

    const second = (await request('POST', '/api/admin/users', { ...newUser({ role: 'ADMIN' }) })).json().user;
    const demoted = await request('PUT', `/api/admin/users/${second.id}`, { firstName: second.firstName, lastName: second.lastName, email: second.email, role: 'EDITOR' });
    expect(demoted.json().user.role).toBe('EDITOR');
    expectProblem(await request('PUT', `/api/admin/users/${id}`, demote), 409, M.lastAdminDemoted);
    expect(await live.login(only.email, TEST_PASSWORD)).toBeTruthy();
  });
});

describe('POST /api/admin/users/{id}/password-reset', () => {
  it("mails the owner the forgot-password link; the password is unchanged until they use it", async () => {
    const account = await t.createUser('AUTHOR');
    const id = await idOf(account.email);
    await t.sentMail();
    const response = await call('POST', `/api/admin/users/${id}/password-reset`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: M.resetLinkSent(account.email), user: { id } });
    expect(mailTo(await t.sentMail(), account.email).at(-1)?.text).toMatch(/reset-password\?token=[\w-]{20,}/);
    expect(await t.login(account.email)).toBeTruthy();
    expectProblem(await call('POST', '/api/admin/users/999999/password-reset', admin), 404, M.notFound);
  });
});

describe('who may call', () => {
  it.each([
    ['POST', '/api/admin/users'],
    ['GET', '/api/admin/users/1'],
    ['PUT', '/api/admin/users/1'],
    ['DELETE', '/api/admin/users/1'],
    ['POST', '/api/admin/users/1/password-reset'],
  ] as const)('%s %s: 401 anonymous, 403 for an author', async (method, url) => {
    expectProblem(await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : newUser()), 401, AUTH_MESSAGES.sessionRequired);
    expectProblem(await call(method, url, author, method === 'GET' || method === 'DELETE' ? undefined : newUser()), 403, AUTH_MESSAGES.notAllowed);
  });
});
