import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth/messages';
import { TEXT_NOT_ALLOWED } from '../../../contract/http/text';
import { REVIEWER_APPLICATION_MESSAGES as M, reviewerApplicationListSchema } from '../../../contract/reviews/reviewer-application.schema';
import { reviewerApplications } from '../../../db/schema';
import { mailTo } from '../../../tests/support/mail';
import { expectProblem } from '../../../tests/support/problem';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

/**
 * /become-reviewer's call and the editors' queue (acting-side.md §2, §5, §7, §8; issue 14;
 * decision 0041 "Applications"), on PGlite and on PostgreSQL: every field's message, one open
 * application per address, the rate limit, the editors' mail and who may read the queue.
 */
let t: TestApp;
let editor: { email: string; token: string };
let author: string;
let reviewer: string;

beforeAll(async () => {
  t = await createTestApp();
  const account = await t.createUser('EDITOR', { firstName: 'Oluwaseun', lastName: 'Bello' });
  editor = { email: account.email, token: await t.login(account.email) };
  author = await t.login((await t.createUser('AUTHOR')).email);
  reviewer = await t.login((await t.createUser('REVIEWER')).email);
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `applicant${(n += 1)}-${Date.now()}@example.org`;
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dr. Abena Owusu',
  email: freshEmail(),
  institution: 'University of Cape Coast',
  expertise: 'Soil fertility, cassava agronomy; nutrient cycling',
  qualifications: 'PhD in Soil Science (2015); senior lecturer since 2019.',
  publications: 'Owusu A. et al. (2023) Biochar and cassava yields. Field Crops Research.',
  motivation: 'I would like to give back to the journals I publish in.',
  ...overrides,
});
const apply = (payload: unknown, remoteAddress = uniqueAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/reviewer-applications', payload: payload as object, remoteAddress });
const list = (token: string | null, query = '') => t.app.inject({ method: 'GET', url: `/api/editor/reviewer-applications${query}`, headers: bearer(token) });
const rowsFor = (email: string) =>
  t.db
    .select()
    .from(reviewerApplications)
    .where(sql`lower(${reviewerApplications.email}) = ${email.toLowerCase()}`);
const applicationCount = async () => (await t.db.select({ n: count() }).from(reviewerApplications))[0]!.n;

describe('POST /api/reviewer-applications (acting-side.md §2 /become-reviewer)', () => {
  it('stores the seven fields, answers the success text and tells the editors by email', async () => {
    const email = freshEmail();
    const response = await apply(form({ email: ` ${email.toUpperCase()} `, name: '  Dr. Abena Owusu ' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: M.submitted });
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({
      name: 'Dr. Abena Owusu',
      email,
      institution: 'University of Cape Coast',
      expertise: 'Soil fertility, cassava agronomy; nutrient cycling',
      qualifications: 'PhD in Soil Science (2015); senior lecturer since 2019.',
      status: 'open',
      decidedAt: null,
      userId: null,
    });
    const [mail] = mailTo(await t.sentMail(), editor.email).filter((m) => m.text.includes(email));
    expect(mail!.subject).toBe('New reviewer application: Dr. Abena Owusu');
    expect(mail!.text).toContain('Qualifications:\nPhD in Soil Science (2015); senior lecturer since 2019.');
    expect(mail!.text).toContain('Motivation:\nI would like to give back');
    expect(mail!.text).toContain('http://journal.test/editor-dashboard?view=applications');
  });

  it('takes the optional fields as optional (empty or absent: stored as none) and a trailing slash', async () => {
    const email = freshEmail();
    const response = await t.app.inject({ method: 'POST', url: '/api/reviewer-applications/', payload: form({ email, publications: '  ', motivation: undefined }), remoteAddress: uniqueAddress() });
    expect(response.statusCode, response.body).toBe(201);
    expect((await rowsFor(email))[0]).toMatchObject({ publications: null, motivation: null });
  });

  it.each([
    ['name', { name: '' }, M.nameRequired],
    ['name', { name: '   ' }, M.nameRequired],
    ['name', { name: undefined }, M.nameRequired],
    ['email', { email: '' }, AUTH_MESSAGES.emailRequired],
    ['email', { email: undefined }, AUTH_MESSAGES.emailRequired],
    ['email', { email: 'abena.owusu' }, AUTH_MESSAGES.emailInvalid],
    ['email', { email: 'abena@ucc' }, AUTH_MESSAGES.emailInvalid],
    ['institution', { institution: '' }, AUTH_MESSAGES.institutionRequired],
    ['expertise', { expertise: '' }, M.expertiseRequired],
    ['expertise', { expertise: 42 }, M.expertiseRequired],
    ['qualifications', { qualifications: '' }, M.qualificationsRequired],
    ['name', { name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
    ['institution', { institution: 'x'.repeat(201) }, 'Institution must be at most 200 characters'],
    ['expertise', { expertise: 'x'.repeat(1001) }, 'Areas of expertise must be at most 1000 characters'],
    ['qualifications', { qualifications: 'x'.repeat(5001) }, 'Qualifications must be at most 5000 characters'],
    ['publications', { publications: 'x'.repeat(5001) }, 'Publications must be at most 5000 characters'],
    ['motivation', { motivation: 'x'.repeat(5001) }, 'Motivation must be at most 5000 characters'],
    ['qualifications', { qualifications: 'PhD\u0000' }, TEXT_NOT_ALLOWED],
    ['motivation', { motivation: 'Keen \ud800 reviewer' }, TEXT_NOT_ALLOWED],
  ])('refuses a bad %s (%j) with 400 and its field message, storing nothing', async (field, overrides, message) => {
    const before = await applicationCount();
    const body = expectProblem(await apply(form(overrides)), 400, message);
    expect(body.errors).toEqual({ [field]: [message] });
    expect(await applicationCount()).toBe(before);
  });

  it('lists every missing required field at once, and refuses a body that is not JSON', async () => {
    const body = expectProblem(await apply({}), 400);
    expect(body.errors).toEqual({
      name: [M.nameRequired],
      email: [AUTH_MESSAGES.emailRequired],
      institution: [AUTH_MESSAGES.institutionRequired],
      expertise: [M.expertiseRequired],
      qualifications: [M.qualificationsRequired],
    });
    const broken = await t.app.inject({ method: 'POST', url: '/api/reviewer-applications', headers: { 'content-type': 'application/json' }, payload: '{"name":', remoteAddress: uniqueAddress() });
    expectProblem(broken, 400, 'The request body is not valid JSON.');
  });

  it('keeps one open application per address, whatever its letter case: a second is 409 with the email field message', async () => {
    const email = freshEmail();
    expect((await apply(form({ email }))).statusCode).toBe(201);
    const again = expectProblem(await apply(form({ email: email.toUpperCase(), name: 'Someone Else' })), 409, M.alreadyOpen);
    expect(again.errors).toEqual({ email: [M.alreadyOpen] });
    expect(await rowsFor(email)).toHaveLength(1);
    // The editors heard of it once.
    expect(mailTo(await t.sentMail(), editor.email).filter((m) => m.text.includes(email))).toHaveLength(1);
  });

  it('stores one of two applications from one address sent at the same moment; the other is 409, never 500', async () => {
    const email = freshEmail();
    const responses = await Promise.all([apply(form({ email })), apply(form({ email: email.toUpperCase() }))]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('is rate-limited per client address like the other public forms: the 11th in 10 minutes gets 429', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 10; i += 1) expect((await apply(form(), address)).statusCode).toBe(201);
    const email = freshEmail();
    const refused = await apply(form({ email }), address);
    expectProblem(refused, 429, M.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsFor(email)).toHaveLength(0);
    expect((await apply(form({ email }), uniqueAddress())).statusCode).toBe(201);
  });
});

describe('GET /api/editor/reviewer-applications', () => {
  it('asks an anonymous caller to sign in and forbids authors and reviewers', async () => {
    expectProblem(await list(null), 401, AUTH_MESSAGES.sessionRequired);
    expectProblem(await list(author), 403, AUTH_MESSAGES.notAllowed);
    expectProblem(await list(reviewer), 403, AUTH_MESSAGES.notAllowed);
  });

  it('shows editors and admins every field of the open applications, oldest first, with the account an address already has', async () => {
    const first = freshEmail();
    t.clock.now = new Date(Date.now() - 60_000);
    expect((await apply(form({ email: first }))).statusCode).toBe(201);
    t.clock.now = new Date();
    const existing = await t.createUser('AUTHOR', { firstName: 'Kofi', lastName: 'Boateng' });
    expect((await apply(form({ email: existing.email.toUpperCase(), name: 'Kofi Boateng', publications: '' }))).statusCode).toBe(201);

    const admin = await t.login((await t.createUser('ADMIN')).email);
    for (const token of [editor.token, admin]) {
      const response = await list(token);
      expect(response.statusCode, response.body).toBe(200);
      const items = reviewerApplicationListSchema.parse(response.json());
      expect(items.every((item) => item.status === 'open')).toBe(true);
      expect(items.map((item) => item.submittedAt)).toEqual([...items.map((item) => item.submittedAt)].sort());
      const mine = items.find((item) => item.email === first)!;
      expect(mine).toEqual({
        id: expect.any(Number),
        name: 'Dr. Abena Owusu',
        email: first,
        institution: 'University of Cape Coast',
        expertise: 'Soil fertility, cassava agronomy; nutrient cycling',
        qualifications: 'PhD in Soil Science (2015); senior lecturer since 2019.',
        publications: 'Owusu A. et al. (2023) Biochar and cassava yields. Field Crops Research.',
        motivation: 'I would like to give back to the journals I publish in.',
        status: 'open',
        submittedAt: expect.any(String),
        decidedAt: null,
        decidedBy: null,
        account: null,
      });
      const kofi = items.find((item) => item.email === existing.email.toLowerCase())!;
      expect(kofi.account).toEqual({ id: expect.any(Number), name: 'Kofi Boateng', role: 'AUTHOR', inPool: false });
      expect(kofi.publications).toBeNull();
    }
  });

  it('shows decided applications too with status=all (and a trailing slash), and refuses another status with 400', async () => {
    const email = freshEmail();
    expect((await apply(form({ email, name: 'Yaw Mensah' }))).statusCode).toBe(201);
    const id = reviewerApplicationListSchema.parse((await list(editor.token)).json()).find((item) => item.email === email)!.id;
    const declined = await t.app.inject({ method: 'POST', url: `/api/editor/reviewer-applications/${id}/decline`, headers: bearer(editor.token) });
    expect(declined.statusCode, declined.body).toBe(200);

    expect(reviewerApplicationListSchema.parse((await list(editor.token)).json()).map((item) => item.id)).not.toContain(id);
    const all = reviewerApplicationListSchema.parse((await list(editor.token, '/?status=all')).json());
    const decided = all.find((item) => item.id === id)!;
    expect(decided).toMatchObject({ status: 'declined', decidedBy: 'Oluwaseun Bello', account: null });
    expect(decided.decidedAt).not.toBeNull();
    // Open ones first.
    expect(all.findIndex((item) => item.status !== 'open')).toBeGreaterThan(all.findLastIndex((item) => item.status === 'open'));
    expectProblem(await list(editor.token, '?status=approved'), 400);
  });
});
