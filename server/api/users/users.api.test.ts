import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../../contract/auth/messages';
import { DEMO_PASSWORD } from '../../../contract/auth/password-rule';
import { JOURNAL_NAME } from '../../../contract/journal/identity';
import { mailTo } from '../../../tests/support/mail';
import { expectProblem } from '../../../tests/support/problem';
import { createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login((await t.createUser('ADMIN')).email);
});
afterAll(() => t.close());

let registrations = 0;
/** A complete registration form for an address no one has used. */
function form(overrides: Record<string, unknown> = {}) {
  registrations += 1;
  return {
    firstName: 'Amina',
    lastName: 'Bello',
    email: `amina.bello${registrations}-${Date.now()}@example.org`,
    password: 'maize-and-millet',
    confirmPassword: 'maize-and-millet',
    institution: 'Ahmadu Bello University',
    ...overrides,
  };
}

/** Each registration comes from its own address, so the per-address limit stays out of the way. */
const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users', payload, remoteAddress: uniqueAddress() });

async function accountCount(): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/users?pageSize=1', headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.statusCode).toBe(200);
  return response.json().total;
}

describe('POST /api/users: validation (acting-side.md §5 Registration)', () => {
  it('gives every required field its own message', async () => {
    const body = expectProblem(await register({}), 400);
    expect(body.errors).toEqual({
      firstName: [M.firstNameRequired],
      lastName: [M.lastNameRequired],
      email: [M.emailRequired],
      password: [M.passwordRequired],
      confirmPassword: [M.confirmRequired],
      institution: [M.institutionRequired],
    });
  });

  it.each([
    ['firstName', { firstName: '' }, M.firstNameRequired],
    ['firstName', { firstName: '   ' }, M.firstNameRequired],
    ['lastName', { lastName: '' }, M.lastNameRequired],
    ['email', { email: '' }, M.emailRequired],
    ['email', { email: 'amina.bello@' }, M.emailInvalid],
    ['email', { email: 'amina bello@example.org' }, M.emailInvalid],
    ['password', { password: '' }, M.passwordRequired],
    ['password', { password: 'short12', confirmPassword: 'short12' }, M.passwordTooShort],
    // Decision 0026: common passwords, the journal's name and the demo password.
    ['password', { password: 'password123', confirmPassword: 'password123' }, M.passwordTooGuessable],
    ['password', { password: 'qwertyuiop', confirmPassword: 'qwertyuiop' }, M.passwordTooGuessable],
    ['password', { password: JOURNAL_NAME, confirmPassword: JOURNAL_NAME }, M.passwordTooGuessable],
    ['password', { password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD }, M.passwordTooGuessable],
    ['confirmPassword', { confirmPassword: '' }, M.confirmRequired],
    ['confirmPassword', { confirmPassword: 'maize-and-milleT' }, M.passwordsDoNotMatch],
    ['institution', { institution: '' }, M.institutionRequired],
  ])('errors.%s for %j', async (field, overrides, message) => {
    const body = expectProblem(await register(form(overrides)), 400, message);
    expect(body.errors).toEqual({ [field]: [message] });
  });

  it("refuses a chosen role of 'ADMIN' or 'EDITOR'", async () => {
    for (const role of ['ADMIN', 'EDITOR', 'REVIEWER']) {
      const body = expectProblem(await register(form({ role })), 400);
      expect(body.errors).toEqual({ role: [M.roleNotSelectable] });
    }
  });
});

describe('POST /api/users: a new author', () => {
  it('creates an AUTHOR with a lowercased email and the research interests as a list', async () => {
    const data = form({ academicDegree: 'PhD', department: 'Crop Science', researchInterests: 'Soil fertility, maize breeding, ,drought ' });
    const response = await register({ ...data, email: data.email.toUpperCase() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      firstName: 'Amina',
      lastName: 'Bello',
      email: data.email,
      role: 'AUTHOR',
      institution: 'Ahmadu Bello University',
      academicDegree: 'PhD',
      department: 'Crop Science',
      researchInterests: ['Soil fertility', 'maize breeding', 'drought'],
      emailVerified: false,
      orcid: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(response.body).not.toMatch(/password|tokenVersion/i);
  });

  it('stores empty optional fields as absent', async () => {
    const response = await register(form({ academicDegree: '', department: '', researchInterests: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ academicDegree: null, department: null, researchInterests: [] });
  });

  it("accepts role 'AUTHOR' when it is sent", async () => {
    const response = await register(form({ role: 'AUTHOR' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe('AUTHOR');
  });

  it('ignores fields a registrant may not set', async () => {
    const response = await register(form({ id: 1, tokenVersion: 99, passwordHash: 'x', createdAt: '2000-01-01T00:00:00.000Z', emailVerified: true, emailVerifiedAt: '2000-01-01T00:00:00.000Z' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().emailVerified).toBe(false);
    expect(response.json().id).not.toBe(1);
    expect(response.json().createdAt).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('lets the new author sign in with the chosen password', async () => {
    const data = form();
    expect((await register(data)).statusCode).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: data.email, password: data.password }, remoteAddress: uniqueAddress() });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('AUTHOR');
  });

  it('writes a welcome mail for the new author to DATA_DIR/mail', async () => {
    const data = form();
    expect((await register(data)).statusCode).toBe(201);
    const mails = mailTo(await t.sentMail(), data.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Welcome to /);
    expect(mails[0]!.text).toContain('Dear Amina Bello');
    expect(mails[0]!.text).toContain('http://journal.test/login');
  });
});

describe('POST /api/users: duplicates and failures', () => {
  it("answers 409 with errors.email 'An account with this email address already exists.'", async () => {
    const data = form();
    expect((await register(data)).statusCode).toBe(201);
    const body = expectProblem(await register(form({ email: data.email })), 409, M.emailTaken);
    expect(body.errors).toEqual({ email: [M.emailTaken] });
  });

  it('treats an email differing only in case as the same account', async () => {
    const data = form();
    expect((await register(data)).statusCode).toBe(201);
    const body = expectProblem(await register(form({ email: data.email.toUpperCase() })), 409, M.emailTaken);
    expect(body.errors?.email?.[0]).toBe(M.emailTaken);
  });

  it('writes nothing, and mails nothing, when registration fails', async () => {
    const existing = form();
    expect((await register(existing)).statusCode).toBe(201);
    const before = await accountCount();
    const mailsBefore = (await t.sentMail()).length;

    const refused = form({ firstName: 'Refused' });
    expect((await register({ ...refused, institution: '' })).statusCode).toBe(400);
    expect((await register({ ...refused, role: 'ADMIN' })).statusCode).toBe(400);
    expect((await register({ ...refused, confirmPassword: 'something else' })).statusCode).toBe(400);
    expect((await register(form({ email: existing.email, firstName: 'Twin' }))).statusCode).toBe(409);

    expect(await accountCount()).toBe(before);
    expect((await t.sentMail()).length).toBe(mailsBefore);
    // The refused address is still free: nothing was half-created under it.
    expect((await register(refused)).statusCode).toBe(201);
    expect(await accountCount()).toBe(before + 1);
  });

  it('registers two new accounts sent at the same time with the same email only once', async () => {
    const data = form();
    const responses = await Promise.all([register(data), register(data)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
