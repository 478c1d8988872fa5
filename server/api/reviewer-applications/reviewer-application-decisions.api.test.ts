import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth/messages';
import { EDITOR_DESK_MESSAGES as D } from '../../../contract/editor-desk/editor-desk.messages';
import { mySubmissionsSchema } from '../../../contract/papers/author-journey.schema';
import { applicationDecisionSchema, REVIEWER_APPLICATION_MESSAGES as M, reviewerApplicationListSchema } from '../../../contract/reviews/reviewer-application.schema';
import { myReviewerProfileSchema } from '../../../contract/reviews/reviewer-profile.schema';
import { reviewerCandidateListSchema } from '../../../contract/users/users.schema';
import { reviewerProfiles, users } from '../../../db/schema';
import { userIdByEmail } from '../../../tests/support/fixtures';
import { mailTo } from '../../../tests/support/mail';
import { expectProblem } from '../../../tests/support/problem';
import { submissionFields, submitPaper } from '../../../tests/support/submission';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

/**
 * Approving and declining reviewer applications (issue 14; decision 0041 "Applications"), on
 * PGlite and on PostgreSQL: a new applicant gets a REVIEWER account and a set-password link that
 * works; an existing author keeps everything and joins the pool; a decline is a polite mail; a
 * decision is taken once; only editors and admins decide.
 */
let t: TestApp;
let editor: string;
let author: { email: string; token: string };
let reviewer: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.login((await t.createUser('EDITOR', { firstName: 'Oluwaseun', lastName: 'Bello' })).email);
  const account = await t.createUser('AUTHOR', { email: 'Nana.Agyeman@example.org', firstName: 'Nana', lastName: 'Agyeman' });
  author = { email: account.email, token: await t.login(account.email) };
  reviewer = await t.login((await t.createUser('REVIEWER')).email);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }), remoteAddress: uniqueAddress() });

let n = 0;
/** A new open application; its id. */
async function applyAs(overrides: Record<string, string> = {}): Promise<number> {
  const email = overrides.email ?? `new.reviewer${(n += 1)}@example.org`;
  const response = await call('POST', '/api/reviewer-applications', null, {
    name: 'Prof. Efua Mensah Darko',
    institution: 'Kwame Nkrumah University of Science and Technology',
    expertise: 'Plant pathology, cassava mosaic disease; Plant pathology\nvirus epidemiology',
    qualifications: 'PhD Plant Pathology (Reading, 2009); associate professor.',
    ...overrides,
    email,
  });
  expect(response.statusCode, response.body).toBe(201);
  const items = reviewerApplicationListSchema.parse((await call('GET', '/api/editor/reviewer-applications', editor)).json());
  return items.find((item) => item.email === email.toLowerCase())!.id;
}
const approve = (id: number, token: string | null = editor, body?: unknown) => call('POST', `/api/editor/reviewer-applications/${id}/approve`, token, body);
const decline = (id: number, token: string | null = editor) => call('POST', `/api/editor/reviewer-applications/${id}/decline`, token);
const pool = async () => reviewerCandidateListSchema.parse((await call('GET', '/api/editor/reviewers', editor)).json());

describe('approving an application from a new address', () => {
  it('makes a REVIEWER account in the pool and mails a set-password link that sets the password, then signs in', async () => {
    const email = 'efua.darko@example.org';
    const id = await applyAs({ email: 'Efua.Darko@Example.org' });
    const response = await approve(id);
    expect(response.statusCode, response.body).toBe(200);
    const result = applicationDecisionSchema.parse(response.json());
    expect(result).toEqual({ id, status: 'approved', message: M.approved('Prof. Efua Mensah Darko'), account: { id: expect.any(Number), created: true } });

    const [account] = await t.db.select().from(users).where(eq(users.id, result.account!.id));
    expect(account).toMatchObject({ email, role: 'REVIEWER', firstName: 'Efua Mensah', lastName: 'Darko', institution: 'Kwame Nkrumah University of Science and Technology', emailVerifiedAt: null });
    // The application's expertise, as keywords, repeats dropped.
    expect(await pool()).toContainEqual({
      id: account!.id,
      name: 'Efua Mensah Darko',
      institution: 'Kwame Nkrumah University of Science and Technology',
      expertise: ['Plant pathology', 'cassava mosaic disease', 'virus epidemiology'],
    });

    const [mail] = mailTo(await t.sentMail(), email);
    expect(mail!.subject).toBe('Welcome to the reviewers of Journal of Agriculture and Life Sciences: set your password');
    expect(mail!.text).toContain('Dear Prof. Efua Mensah Darko,');
    expect(mail!.text).toContain('"Choose a New Password"');
    expect(mail!.text).toContain('within 7 days');
    expect(mail!.text).toContain('http://journal.test/forgot-password');
    const token = mail!.text.match(/http:\/\/journal\.test\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();

    // Nobody can sign in before the password is chosen; the link chooses it.
    const before = await call('POST', '/api/auth/login', null, { email, password: 'cassava-mosaic-2026' });
    expectProblem(before, 401, AUTH_MESSAGES.invalidCredentials);
    const set = await call('POST', '/api/auth/password-reset/confirm', null, { token, password: 'cassava-mosaic-2026', confirmPassword: 'cassava-mosaic-2026' });
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await t.login(email, 'cassava-mosaic-2026');
    const profile = myReviewerProfileSchema.parse((await call('GET', '/api/reviewer-profile', signedIn)).json());
    expect(profile.profile).toEqual({ expertise: ['Plant pathology', 'cassava mosaic disease', 'virus epidemiology'], institution: 'Kwame Nkrumah University of Science and Technology', unavailableUntil: null, active: true });
    expect((await call('GET', '/api/users/profile', signedIn)).json()).toMatchObject({ role: 'REVIEWER', emailVerified: true });
    // The link works once.
    expectProblem(await call('POST', '/api/auth/password-reset/confirm', null, { token, password: 'another-pass-9876', confirmPassword: 'another-pass-9876' }), 400, AUTH_MESSAGES.resetLinkInvalid);
  });

  it('keeps the set-password link for a week, not the reset link’s hour', async () => {
    const email = 'kojo.asare@example.org';
    await approve(await applyAs({ email, name: 'Kojo Asare' }));
    const token = mailTo(await t.sentMail(), email)[0]!.text.match(/reset-password\?token=([\w-]+)/)![1];
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 6 * 86_400_000);
      expect((await call('POST', '/api/auth/password-reset/confirm', null, { token, password: 'groundnut-rosette-7', confirmPassword: 'groundnut-rosette-7' })).statusCode).toBe(200);
    } finally {
      t.clock.now = start;
    }
    const late = 'ama.sarpong@example.org';
    await approve(await applyAs({ email: late, name: 'Ama Sarpong' }));
    const lateToken = mailTo(await t.sentMail(), late)[0]!.text.match(/reset-password\?token=([\w-]+)/)![1];
    try {
      t.clock.now = new Date(start.getTime() + 8 * 86_400_000);
      expectProblem(await call('POST', '/api/auth/password-reset/confirm', null, { token: lateToken, password: 'groundnut-rosette-7', confirmPassword: 'groundnut-rosette-7' }), 400, AUTH_MESSAGES.resetLinkInvalid);
    } finally {
      t.clock.now = start;
    }
  });

  it('uses the keywords the editor normalised, and refuses keywords that are not a list of short texts', async () => {
    const id = await applyAs({ email: 'baaba.quaye@example.org', name: 'Baaba Quaye' });
    expectProblem(await approve(id, editor, { expertise: 'plant pathology' }), 400);
    expectProblem(await approve(id, editor, { expertise: ['x'.repeat(101)] }), 400, M.keywordTooLong);
    expectProblem(await approve(id, editor, { expertise: Array.from({ length: 31 }, (_, i) => `topic ${i}`) }), 400, M.tooManyKeywords);
    const response = await approve(id, editor, { expertise: [' Cassava mosaic virus ', 'Epidemiology', 'epidemiology', ''] });
    expect(response.statusCode, response.body).toBe(200);
    const accountId = applicationDecisionSchema.parse(response.json()).account!.id;
    expect((await pool()).find((c) => c.id === accountId)!.expertise).toEqual(['Cassava mosaic virus', 'Epidemiology']);
  });
});

describe('approving an application from an address that has an account', () => {
  it('gives the author a profile: the role, the session and the submissions stay, and the pool lists them for assignment', async () => {
    const submitted = await submitPaper(t, author.token, submissionFields({ title: 'Yam minisett storage in the Ashanti region' }));
    expect(submitted.statusCode, submitted.body).toBe(201);
    const id = await applyAs({ email: author.email.toUpperCase(), name: 'Nana Agyeman', institution: 'University of Ghana', expertise: 'Yam storage, post-harvest losses' });

    const response = await approve(id);
    expect(response.statusCode, response.body).toBe(200);
    const accountId = await userIdByEmail(t.db, author.email);
    expect(applicationDecisionSchema.parse(response.json()).account).toEqual({ id: accountId, created: false });

    // The same session still works: the role did not change.
    const me = await call('GET', '/api/users/profile', author.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'AUTHOR', email: author.email.toLowerCase() });
    const mine = mySubmissionsSchema.parse((await call('GET', '/api/papers/my-submissions', author.token)).json());
    expect(mine.map((paper) => paper.title)).toContain('Yam minisett storage in the Ashanti region');
    expect(myReviewerProfileSchema.parse((await call('GET', '/api/reviewer-profile', author.token)).json()).profile).toEqual({
      expertise: ['Yam storage', 'post-harvest losses'],
      institution: 'University of Ghana',
      unavailableUntil: null,
      active: true,
    });
    expect(await pool()).toContainEqual({ id: accountId, name: 'Nana Agyeman', institution: 'University of Ghana', expertise: ['Yam storage', 'post-harvest losses'] });

    const mail = mailTo(await t.sentMail(), author.email.toLowerCase()).find((m) => m.subject.startsWith('Welcome'));
    expect(mail!.subject).toBe('Welcome to the reviewers of Journal of Agriculture and Life Sciences');
    expect(mail!.text).toContain('You already have an account with this email address');
    expect(mail!.text).not.toMatch(/reset-password/);

    // An editor can now assign them to someone else's paper, and they can send the review.
    const other = await t.createUser('AUTHOR', { email: 'amina.bello@example.org' });
    const paper = await submitPaper(t, await t.login(other.email), submissionFields({ title: 'Cowpea aphid resistance screening' }));
    const paperId = paper.json().id as number;
    // She works where one of the authors does (decision 0041): the editor invites her with a reason.
    const reason = 'The only yam storage specialist in the pool; she has never worked with the authors.';
    const assigned = await call('POST', `/api/editor/papers/${paperId}/assign-reviewers`, editor, { reviewers: [accountId], overrides: [{ reviewerId: accountId, reason }] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const detail = (await call('GET', `/api/papers/${paperId}`, editor)).json() as { workflow: { reviews: { assignmentId: number; reviewer: string }[] } };
    const assignment = detail.workflow.reviews.find((review) => review.reviewer === 'Nana Agyeman')!;
    // As a reviewer of that paper, through the reviewers' calls (decision 0041): accept, then send.
    expect((await call('POST', `/api/reviews/${assignment.assignmentId}/accept`, author.token)).statusCode).toBe(200);
    const review = await call('POST', `/api/reviews/${assignment.assignmentId}/submit`, author.token, {
      competingInterests: 'None.',
      recommendation: 'Minor Revision',
      commentsToAuthor: 'A careful screen; please report the aphid counts per plant.',
    });
    expect(review.statusCode, review.body).toBe(200);
  });

  it('turns an inactive profile back on, adding the new keywords to those it had', async () => {
    const account = await t.createUser('AUTHOR', { email: 'selasi.adom@example.org', firstName: 'Selasi', lastName: 'Adom' });
    const accountId = await userIdByEmail(t.db, account.email);
    await t.db.insert(reviewerProfiles).values({ userId: accountId, expertise: ['Maize breeding'], institution: 'CSIR Crops Research Institute', active: false });
    expect((await pool()).map((c) => c.id)).not.toContain(accountId);
    const paper = await submitPaper(t, author.token, submissionFields({ title: 'Maize streak resistance in Volta' }));
    expectProblem(await call('POST', `/api/editor/papers/${paper.json().id}/assign-reviewers`, editor, { reviewers: [accountId] }), 400, D.notAReviewer);

    expect((await approve(await applyAs({ email: account.email, name: 'Selasi Adom', expertise: 'maize breeding, drought tolerance' }))).statusCode).toBe(200);
    expect((await pool()).find((c) => c.id === accountId)).toEqual({ id: accountId, name: 'Selasi Adom', institution: 'CSIR Crops Research Institute', expertise: ['Maize breeding', 'drought tolerance'] });
  });
});

describe('declining an application', () => {
  it('sends a polite mail and makes no account', async () => {
    const email = 'kwesi.appiah@example.org';
    const id = await applyAs({ email, name: 'Kwesi Appiah' });
    const response = await decline(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, status: 'declined', message: M.declined('Kwesi Appiah'), account: null });
    const [mail] = mailTo(await t.sentMail(), email);
    expect(mail!.subject).toBe('Your application to review for Journal of Agriculture and Life Sciences');
    expect(mail!.text).toContain('Dear Kwesi Appiah,');
    expect(mail!.text).toContain('Thank you for offering to review');
    expect(mail!.text).toContain('You are welcome to apply again in the future (http://journal.test/become-reviewer)');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // The address may apply again.
    expect((await call('POST', '/api/reviewer-applications', null, { name: 'Kwesi Appiah', email, institution: 'UCC', expertise: 'Agronomy', qualifications: 'MPhil' })).statusCode).toBe(201);
  });
});

describe('who decides, and only once', () => {
  it('answers 409 to a second decision of either kind, changing nothing', async () => {
    const approved = await applyAs({ email: 'adwoa.boakye@example.org', name: 'Adwoa Boakye' });
    expect((await approve(approved)).statusCode).toBe(200);
    expectProblem(await approve(approved), 409, M.alreadyDecided);
    expectProblem(await decline(approved), 409, M.alreadyDecided);
    const declined = await applyAs({ email: 'yaa.asantewaa@example.org', name: 'Yaa Asantewaa' });
    expect((await decline(declined)).statusCode).toBe(200);
    expectProblem(await decline(declined), 409, M.alreadyDecided);
    expectProblem(await approve(declined), 409, M.alreadyDecided);
    expect(await t.db.select().from(users).where(eq(users.email, 'yaa.asantewaa@example.org'))).toEqual([]);
    const all = reviewerApplicationListSchema.parse((await call('GET', '/api/editor/reviewer-applications?status=all', editor)).json());
    expect(all.find((item) => item.id === approved)).toMatchObject({ status: 'approved', decidedBy: 'Oluwaseun Bello', account: { name: 'Adwoa Boakye', role: 'REVIEWER', inPool: true } });
  });

  it('approves once when two editors approve at the same moment', async () => {
    const id = await applyAs({ email: 'fiifi.essien@example.org', name: 'Fiifi Essien' });
    const colleague = await t.login((await t.createUser('ADMIN')).email);
    const answers = await Promise.all([approve(id), approve(id, colleague)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(mailTo(await t.sentMail(), 'fiifi.essien@example.org')).toHaveLength(1);
  });

  it('asks anonymous callers to sign in, forbids authors and reviewers, and answers 404 or 400 for ids that name nothing', async () => {
    const id = await applyAs({ email: 'esi.ofori@example.org', name: 'Esi Ofori' });
    for (const act of [approve, decline]) {
      expectProblem(await act(id, null), 401, AUTH_MESSAGES.sessionRequired);
      expectProblem(await act(id, author.token), 403, AUTH_MESSAGES.notAllowed);
      expectProblem(await act(id, reviewer), 403, AUTH_MESSAGES.notAllowed);
      expectProblem(await act(2_147_483_647), 404, M.notFound);
      expectProblem(await act(0), 404, M.notFound);
    }
    expectProblem(await call('POST', '/api/editor/reviewer-applications/abc/approve', editor), 400);
    const still = reviewerApplicationListSchema.parse((await call('GET', '/api/editor/reviewer-applications', editor)).json());
    expect(still.find((item) => item.id === id)?.status).toBe('open');
  });
});
