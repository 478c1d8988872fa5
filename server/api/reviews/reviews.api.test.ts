import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate } from '../../../contract/format/long-date';
import { reviewDetailSchema, reviewListSchema, REVIEW_MESSAGES as M } from '../../../contract/reviews/review.schema';
import { REVIEW_DUE_DAYS_SETTINGS_KEY } from '../../../contract/reviews/reviewer-constants';
import { paperDetailSchema } from '../../../contract/papers/papers.schema';
import { paperVersions, reviewAssignments, settings } from '../../../db/schema';
import { userIdByEmail } from '../../../tests/support/fixtures';
import { mailTo, type ReadMail } from '../../../tests/support/mail';
import { expectProblem } from '../../../tests/support/problem';
import { multipartBody, submissionFields, submitPaper } from '../../../tests/support/submission';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';
import { readZipEntries } from '../../../tests/support/zip';

/**
 * The reviewers' workspace through the API (issue 14; decision 0041), on PGlite and PostgreSQL:
 * invitations with their due dates and link, the link's scope and life, accepting and declining
 * without a password, the draft and the review sent once, the reviewers' copy of the manuscript
 * with its metadata removed, annotated files, the editors' mail and ratings, and 404 for anyone
 * the assignment is not theirs. The authors have names, addresses and an ORCID iD found nowhere
 * else, so a leak to a reviewer shows as a match.
 */
let t: TestApp;
const DAY = 86_400_000;
const people: Record<string, { email: string; id: number; token: string; name: string }> = {};

const AUTHOR = { name: 'Zebulon Quixote-Okafor', email: 'zebulon.quixote@leaky.example', affiliation: 'Institute of Unlikely Names', orcid: '0000-0002-1825-0097', isPrimaryContact: true };
const CO_AUTHOR = { name: 'Philippa Marchbanks', email: 'p.marchbanks@leaky.example', affiliation: 'Marchbanks Agricultural College', isPrimaryContact: false };
/** Everything that names the authors: none of it may reach a reviewer. */
const IDENTITY = /Zebulon|Quixote|Okafor|Marchbanks|leaky\.example|Unlikely Names|0000-0002-1825-0097|Confidential cover letter|Grant LEAK-42|thank the Leaky/;
const TITLE = 'Nitrogen use efficiency of lowland rice under alternate wetting and drying';
const ABSTRACT = 'A three-season trial of alternate wetting and drying in lowland rice, with nitrogen uptake, grain yield and water productivity measured in each season.';

async function person(key: string, role: 'AUTHOR' | 'EDITOR' | 'ADMIN' | 'REVIEWER', firstName: string, lastName: string, email?: string) {
  const account = await t.createUser(role, { firstName, lastName, email });
  people[key] = { email: account.email, id: await userIdByEmail(t.db, account.email), token: await t.login(account.email), name: `${firstName} ${lastName}` };
}

/** A manuscript PDF whose document properties and XMP metadata name the author. */
async function namedPdf(label: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(`Quixote draft: ${label}`);
  document.setAuthor(AUTHOR.name);
  document.setCreator(AUTHOR.affiliation);
  document.setProducer('Zebulon’s word processor');
  document.setSubject(AUTHOR.email);
  document.addPage([300, 300]).drawText(label, { x: 20, y: 200, size: 10 });
  const xmp = document.context.stream(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>${AUTHOR.name}</dc:creator></x:xmpmeta>`, { Type: 'Metadata', Subtype: 'XML' });
  document.catalog.set(PDFName.of('Metadata'), document.context.register(xmp));
  return Buffer.from(await document.save());
}

async function namedDocx(text: string): Promise<Buffer> {
  return Packer.toBuffer(new Document({ creator: AUTHOR.name, lastModifiedBy: CO_AUTHOR.name, title: `Quixote draft: ${text}`, sections: [{ children: [new Paragraph(text)] }] }));
}

const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

beforeAll(async () => {
  t = await createTestApp();
  await person('owner', 'AUTHOR', 'Zebulon', 'Quixote-Okafor', AUTHOR.email);
  await person('editor', 'EDITOR', 'Oluwaseun', 'Bello');
  await person('author2', 'AUTHOR', 'Other', 'Author');
  for (const [key, first, last] of [
    ['r1', 'Rita', 'Reviewer'],
    ['r2', 'Rolf', 'Referee'],
    ['r3', 'Rosa', 'Reader'],
  ] as const) {
    await person(key, 'REVIEWER', first, last);
  }
});
afterAll(() => t.close());

interface CallOptions {
  token?: string | null;
  invitation?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
const call = (method: 'GET' | 'POST' | 'PUT', url: string, options: CallOptions = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(options.token), ...(options.invitation !== undefined ? { 'x-invitation-token': options.invitation } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    remoteAddress: uniqueAddress(),
  });
const tokenOf = (key: string) => people[key]!.token;

let counter = 0;
async function submit(file: { bytes: Uint8Array; name: string; type: string } = { bytes: SAMPLE_NAMED_PDF, name: 'quixote-manuscript.pdf', type: PDF_TYPE }): Promise<number> {
  counter += 1;
  const fields = submissionFields(
    {
      title: `${TITLE} (${counter})`,
      abstract: ABSTRACT,
      coverLetter: 'Confidential cover letter to the editor.',
      fundingInfo: 'Grant LEAK-42 of the Quixote Foundation.',
      acknowledgments: 'We thank the Leaky Valley farmers.',
    },
    [AUTHOR, CO_AUTHOR],
  );
  const response = await submitPaper(t, tokenOf('owner'), fields, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}
let SAMPLE_NAMED_PDF: Buffer;
beforeAll(async () => {
  SAMPLE_NAMED_PDF = await namedPdf('The body of the manuscript.');
});

const assign = async (paperId: number, keys: string[]) => {
  const response = await call('POST', `/api/editor/papers/${paperId}/assign-reviewers`, { token: tokenOf('editor'), payload: { reviewers: keys.map((k) => people[k]!.id) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { message: string };
};

/** The invitation mail of a reviewer for a paper, and its link's assignment id and token. */
async function invitationOf(paperId: number, key: string, round = 1): Promise<{ mail: ReadMail; id: number; token: string }> {
  const mails = mailTo(await t.sentMail(), people[key]!.email).filter((m) => m.subject.includes(`invitation to review manuscript no. ${paperId}`));
  const mail = mails[round - 1];
  expect(mail, `${key} invited to round ${round} of ${paperId}`).toBeDefined();
  const match = mail!.text.match(/http:\/\/journal\.test\/review\/(\d+)\?token=([A-Za-z0-9_-]{43})/);
  expect(match, mail!.text).not.toBeNull();
  return { mail: mail!, id: Number(match![1]), token: match![2]! };
}

const detail = async (id: number, options: CallOptions) => {
  const response = await call('GET', `/api/reviews/${id}`, options);
  expect(response.statusCode, response.body).toBe(200);
  return reviewDetailSchema.parse(response.json());
};
const staffReviews = async (paperId: number) => paperDetailSchema.parse((await call('GET', `/api/papers/${paperId}`, { token: tokenOf('editor') })).json()).workflow.reviews;
const accept = (id: number, options: CallOptions) => call('POST', `/api/reviews/${id}/accept`, options);
const REVIEW = { competingInterests: 'None.', recommendation: 'Minor Revision', commentsToAuthor: 'Report the water use of each season.', confidentialComments: 'Sound work; the statistics are thin.' };
const editorMail = async (subject: RegExp) => mailTo(await t.sentMail(), people.editor!.email).filter((m) => subject.test(m.subject));

describe('invitations: due dates, the mail and its link (decision 0041)', () => {
  it('mails each reviewer the title and abstract only, both due dates and a link of their own; the assignment keeps only the hash', async () => {
    const paperId = await submit();
    await assign(paperId, ['r1', 'r2']);
    const { mail, id, token } = await invitationOf(paperId, 'r1');
    const other = await invitationOf(paperId, 'r2');
    expect(other.id).not.toBe(id);
    expect(other.token).not.toBe(token);
    expect(mail.text).toContain(`${TITLE} (${counter})`);
    expect(mail.text).toContain(ABSTRACT);
    expect(mail.text).toContain(formatLongDate(new Date(t.clock.now.getTime() + 7 * DAY)));
    expect(mail.text).toContain(formatLongDate(new Date(t.clock.now.getTime() + 28 * DAY)));
    expect(mail.text).toContain(`http://journal.test/review/${id}?token=${token}`);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(IDENTITY);
    const [row] = await t.db.select().from(reviewAssignments).where(eq(reviewAssignments.id, id));
    expect(row!.invitationTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.responseDueAt!.getTime()).toBe(t.clock.now.getTime() + 7 * DAY);
    expect(row!.dueAt!.getTime()).toBe(t.clock.now.getTime() + 28 * DAY);
    const staff = (await staffReviews(paperId)).find((r) => r.assignmentId === id)!;
    expect(staff).toMatchObject({ status: 'INVITED', responseDueAt: row!.responseDueAt!.toISOString(), dueAt: row!.dueAt!.toISOString(), respondedAt: null, rating: null });
  });

  it('takes the due dates from the journal settings when set', async () => {
    await t.db.insert(settings).values({ key: REVIEW_DUE_DAYS_SETTINGS_KEY, value: { respond: 3, review: 14 } });
    try {
      const paperId = await submit();
      await assign(paperId, ['r1']);
      const { id, mail } = await invitationOf(paperId, 'r1');
      const [row] = await t.db.select().from(reviewAssignments).where(eq(reviewAssignments.id, id));
      expect(row!.responseDueAt!.getTime()).toBe(t.clock.now.getTime() + 3 * DAY);
      expect(row!.dueAt!.getTime()).toBe(t.clock.now.getTime() + 14 * DAY);
      expect(mail.text).toContain(formatLongDate(row!.dueAt!));
    } finally {
      await t.db.delete(settings).where(eq(settings.key, REVIEW_DUE_DAYS_SETTINGS_KEY));
    }
  });

  it('reads the invitation with the link alone: the anonymised paper, the dates, accept and decline', async () => {
    const paperId = await submit();
    await assign(paperId, ['r1']);
    const { id, token } = await invitationOf(paperId, 'r1');
    const response = await call('GET', `/api/reviews/${id}`, { invitation: token });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(IDENTITY);
    const invitation = reviewDetailSchema.parse(response.json());
    expect(invitation).toMatchObject({ id, status: 'INVITED', round: 1, paper: { title: `${TITLE} (${counter})`, abstract: ABSTRACT, category: 'Crop Science and Production' }, manuscriptFileName: null, actions: ['accept', 'decline'] });
    expect(Object.keys(response.json().paper).sort()).toEqual(['abstract', 'category', 'keywords', 'title']);
    // The same for the reviewer signed in, and nobody else learns the assignment exists.
    expect((await detail(id, { token: tokenOf('r1') })).actions).toEqual(['accept', 'decline']);
    for (const options of [{ token: tokenOf('r2') }, { token: tokenOf('owner') }, { token: tokenOf('editor') }, { invitation: 'x'.repeat(43) }, { invitation: 'short' }, { invitation: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` }]) {
      expectProblem(await call('GET', `/api/reviews/${id}`, options), 404, M.notFound);
    }
    expectProblem(await call('GET', `/api/reviews/${id + 1000}`, { invitation: token }), 404, M.notFound);
    expectProblem(await call('GET', `/api/reviews/2147483647`, { token: tokenOf('r1') }), 404, M.notFound);
    expectProblem(await call('GET', `/api/reviews/abc`, { token: tokenOf('r1') }), 400);
    expectProblem(await call('GET', `/api/reviews/${id}`), 401, M.linkOrSignIn);
  });

  it('issues a new link when the reviewers are invited again for the next round', async () => {
    const paperId = await submit();
    await assign(paperId, ['r1']);
    const first = await invitationOf(paperId, 'r1');
    expect((await accept(first.id, { invitation: first.token })).statusCode).toBe(200);
    const sent = await call('POST', `/api/reviews/${first.id}/submit`, { token: tokenOf('r1'), payload: REVIEW });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await call('POST', `/api/editor/papers/${paperId}/decision`, { token: tokenOf('editor'), payload: { decision: 'major_revision', letter: 'Please revise.' } })).statusCode).toBe(200);
    const revision = await submitPaper(t, tokenOf('owner'), { ...submissionFields({ title: `${TITLE} (${counter})`, abstract: ABSTRACT }, [AUTHOR, CO_AUTHOR]), revisionOf: String(paperId) }, { bytes: await namedPdf('Revised'), name: 'v2.pdf', type: PDF_TYPE });
    expect(revision.statusCode, revision.body).toBe(201);
    expect((await call('POST', `/api/editor/papers/${paperId}/reinvite-reviewers`, { token: tokenOf('editor') })).statusCode).toBe(200);
    const second = await invitationOf(paperId, 'r1', 2);
    expect(second.id).not.toBe(first.id);
    expect(second.token).not.toBe(first.token);
    expect((await detail(second.id, { invitation: second.token })).round).toBe(2);
    // The first round's link died with its review.
    expectProblem(await call('GET', `/api/reviews/${first.id}`, { invitation: first.token }), 404);
    expectProblem(await call('GET', `/api/reviews/${second.id}`, { invitation: first.token }), 404);
  });
});

describe('accepting and declining without a password', () => {
  it('accepts with the link once; the invitation then offers a scoped session, and answering again is refused', async () => {
    const paperId = await submit();
    await assign(paperId, ['r1']);
    const { id, token } = await invitationOf(paperId, 'r1');
    const accepted = await accept(id, { invitation: token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ id, status: 'ACCEPTED', message: M.accepted });
    expectProblem(await accept(id, { invitation: token }), 409, M.alreadyAccepted);
    expectProblem(await call('POST', `/api/reviews/${id}/decline`, { invitation: token, payload: { reason: 'Too busy after all.' } }), 409, M.declineAfterAccept);
    expect((await detail(id, { invitation: token })).actions).toEqual(['openSession']);
    expect((await detail(id, { token: tokenOf('r1') })).actions).toEqual(['downloadManuscript', 'saveDraft', 'submit']);
    const staff = (await staffReviews(paperId)).find((r) => r.assignmentId === id)!;
    expect(staff).toMatchObject({ status: 'ACCEPTED', respondedAt: t.clock.now.toISOString() });
    // Another reviewer cannot answer for them.
    expectProblem(await accept(id, { token: tokenOf('r2') }), 404, M.notFound);
  });

  it('declines with a reason and a suggestion; the editor reads both, and the link stops working', async () => {
    const paperId = await submit();
    await assign(paperId, ['r1', 'r2']);
    const { id, token } = await invitationOf(paperId, 'r1');
    const decline = (payload: unknown) => call('POST', `/api/reviews/${id}/decline`, { invitation: token, payload });
    const noReason = expectProblem(await decline({ reason: '  ' }), 400);
    expect(noReason.errors?.reason).toEqual([M.declineReasonRequired]);
    expect(expectProblem(await decline({ reason: 'Busy.', suggestedReviewer: { name: 'Ngozi Eze', email: '' } }), 400).errors?.suggestedReviewer).toEqual([M.suggestedEmailRequired]);
    expect(expectProblem(await decline({ reason: 'Busy.', suggestedReviewer: { name: '', email: 'ngozi@example.org' } }), 400).errors?.suggestedReviewer).toEqual([M.suggestedNameRequired]);
    expect(expectProblem(await decline({ reason: 'Busy.', suggestedReviewer: { name: 'Ngozi Eze', email: 'not an address' } }), 400).errors?.suggestedReviewer).toEqual([M.suggestedEmailInvalid]);
    expectProblem(await decline({ reason: 'a\u0000b' }), 400);
    const declined = await decline({ reason: 'I co-supervise a student at the authors’ likely institute.', suggestedReviewer: { name: 'Ngozi Eze', email: 'ngozi.eze@example.org' } });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ id, status: 'DECLINED', message: M.declined });

    const staff = (await staffReviews(paperId)).find((r) => r.assignmentId === id)!;
    expect(staff).toMatchObject({ status: 'DECLINED', declineReason: 'I co-supervise a student at the authors’ likely institute.', suggestedReviewer: { name: 'Ngozi Eze', email: 'ngozi.eze@example.org' } });
    const [mail] = await editorMail(new RegExp(`Invitation declined: Rita Reviewer on manuscript no. ${paperId}$`));
    expect(mail!.text).toContain('I co-supervise a student at the authors’ likely institute.');
    expect(mail!.text).toContain('Suggested instead: Ngozi Eze <ngozi.eze@example.org>');
    expect(mail!.text).toContain('1 reviewer is still invited or reviewing in this round.');

    // Declined: the link, and the assignment for its reviewer, no longer exist.
    expectProblem(await call('GET', `/api/reviews/${id}`, { invitation: token }), 404);
    expectProblem(await accept(id, { invitation: token }), 404);
    expectProblem(await call('POST', `/api/reviews/${id}/session`, { invitation: token }), 404);
    expectProblem(await call('GET', `/api/reviews/${id}`, { token: tokenOf('r1') }), 404);
    expect(reviewListSchema.parse((await call('GET', '/api/reviews', { token: tokenOf('r1') })).json()).map((r) => r.id)).not.toContain(id);
  });

  it('tells the editor when a decline leaves nobody on the round, and when it leaves only completed reviews', async () => {
    const alone = await submit();
    await assign(alone, ['r3']);
    const { id } = await invitationOf(alone, 'r3');
    expect((await call('POST', `/api/reviews/${id}/decline`, { token: tokenOf('r3'), payload: { reason: 'On leave.' } })).statusCode).toBe(200);
    const [mail] = await editorMail(new RegExp(`Invitation declined: Rosa Reader on manuscript no. ${alone}$`));
    expect(mail!.text).toContain('No reviewer is left on this round: please invite another.');
    expect(mail!.text).toContain('No other reviewer was suggested.');

    const paperId = await submit();
    await assign(paperId, ['r1', 'r2']);
    const first = await invitationOf(paperId, 'r1');
    const second = await invitationOf(paperId, 'r2');
    await accept(first.id, { invitation: first.token });
    expect((await call('POST', `/api/reviews/${first.id}/submit`, { token: tokenOf('r1'), payload: REVIEW })).statusCode).toBe(200);
    expect(await editorMail(new RegExp(`All reviews are in: manuscript no. ${paperId}`))).toHaveLength(0);
    expect((await call('POST', `/api/reviews/${second.id}/decline`, { invitation: second.token, payload: { reason: 'Travelling.' } })).statusCode).toBe(200);
    const [allIn] = await editorMail(new RegExp(`All reviews are in: manuscript no. ${paperId}, round 1$`));
    expect(allIn!.text).toContain('Reviewer 1 (Rita Reviewer): Minor Revision');
  });
});

describe('the scoped session of an invitation link', () => {
  it('opens this review only: reading, the manuscript, the draft and the review; 401 everywhere else; dead once the review is sent', async () => {
    const paperId = await submit();
    await assign(paperId, ['r1', 'r2']);
    const { id, token } = await invitationOf(paperId, 'r1');
    const other = await invitationOf(paperId, 'r2');
    expectProblem(await call('POST', `/api/reviews/${id}/session`), 404);
    expectProblem(await call('POST', `/api/reviews/${id}/session`, { invitation: other.token }), 404);
    const opened = await call('POST', `/api/reviews/${id}/session`, { invitation: token });
    expect(opened.statusCode, opened.body).toBe(200);
    const session = opened.json() as { token: string; expiresAt: string; assignmentId: number };
    expect(session.assignmentId).toBe(id);
    expect(new Date(session.expiresAt).getTime()).toBe(Math.floor(t.clock.now.getTime() / 1000) * 1000 + 2 * 60 * 60 * 1000);

    const scoped = { token: session.token };
    expect((await accept(id, scoped)).statusCode).toBe(200);
    expect((await detail(id, scoped)).actions).toEqual(['downloadManuscript', 'saveDraft', 'submit']);
    expect((await call('GET', `/api/reviews/${id}/manuscript`, scoped)).statusCode).toBe(200);
    expect((await call('PUT', `/api/reviews/${id}`, { ...scoped, payload: { commentsToAuthor: 'Started.' } })).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/reviews'],
      ['GET', `/api/reviews/${other.id}`],
      ['POST', `/api/reviews/${other.id}/accept`],
      ['GET', '/api/users/profile'],
      ['GET', `/api/papers/${paperId}`],
      ['POST', '/api/auth/logout'],
    ] as const) {
      expectProblem(await call(method, url, scoped), 401, M.scopedSessionOnly);
    }
    // A page never takes it as its viewer.
    expect((await call('POST', `/api/reviews/${id}/submit`, { ...scoped, payload: REVIEW })).statusCode).toBe(200);
    // Completed: the link and its session are spent; the reviewer signed in still reads the review.
    expectProblem(await call('GET', `/api/reviews/${id}`, scoped), 404);
    expectProblem(await call('GET', `/api/reviews/${id}`, { invitation: token }), 404);
    expectProblem(await call('POST', `/api/reviews/${id}/session`, { invitation: token }), 404);
    const done = await detail(id, { token: tokenOf('r1') });
    expect(done).toMatchObject({ status: 'COMPLETED', actions: ['downloadManuscript'], review: { commentsToAuthor: REVIEW.commentsToAuthor } });
  });

  it('stops working when the assignment is cancelled by a decision', async () => {
    const paperId = await submit();
    await assign(paperId, ['r1', 'r2']);
    const first = await invitationOf(paperId, 'r1');
    const second = await invitationOf(paperId, 'r2');
    const session = (await call('POST', `/api/reviews/${second.id}/session`, { invitation: second.token })).json().token as string;
    await accept(first.id, { token: tokenOf('r1') });
    expect((await call('POST', `/api/reviews/${first.id}/submit`, { token: tokenOf('r1'), payload: REVIEW })).statusCode).toBe(200);
    expect((await call('POST', `/api/editor/papers/${paperId}/decision`, { token: tokenOf('editor'), payload: { decision: 'minor_revision', letter: 'Please revise.' } })).statusCode).toBe(200);
    expectProblem(await call('GET', `/api/reviews/${second.id}`, { invitation: second.token }), 404);
    expectProblem(await accept(second.id, { invitation: second.token }), 404);
    expectProblem(await call('GET', `/api/reviews/${second.id}`, { token: session }), 404);
    expectProblem(await call('GET', `/api/reviews/${second.id}`, { token: tokenOf('r2') }), 404);
  });
});

describe('the invitation link’s calls, from one address', () => {
  it('answer 429 with a sentence once one address has made 300 of them in 15 minutes, and count no other address', async () => {
    const paperId = await submit();
    await assign(paperId, ['r2']);
    const { id, token } = await invitationOf(paperId, 'r2');
    const from = (remoteAddress: string) => t.app.inject({ method: 'GET', url: `/api/reviews/${id}`, headers: { 'x-invitation-token': token }, remoteAddress });
    for (let i = 0; i < 300; i += 1) expect((await from('10.250.0.1')).statusCode).toBe(200);
    expectProblem(await from('10.250.0.1'), 429, M.tooManyLinkRequests);
    expect((await from('10.250.0.2')).statusCode).toBe(200);
  });
});

describe('the draft and the review', () => {
  async function accepted(keys = ['r1']) {
    const paperId = await submit();
    await assign(paperId, keys);
    const invitations = await Promise.all(keys.map((key) => invitationOf(paperId, key)));
    for (const [index, key] of keys.entries()) expect((await accept(invitations[index]!.id, { token: tokenOf(key) })).statusCode).toBe(200);
    return { paperId, ids: invitations.map((i) => i.id) };
  }

  it('needs the invitation accepted first, and the reviewer’s own session', async () => {
    const paperId = await submit();
    await assign(paperId, ['r1']);
    const { id, token } = await invitationOf(paperId, 'r1');
    expectProblem(await call('PUT', `/api/reviews/${id}`, { token: tokenOf('r1'), payload: { commentsToAuthor: 'x' } }), 409, M.acceptFirst);
    expectProblem(await call('POST', `/api/reviews/${id}/submit`, { token: tokenOf('r1'), payload: REVIEW }), 409, M.acceptFirst);
    expectProblem(await call('GET', `/api/reviews/${id}/manuscript`, { token: tokenOf('r1') }), 409, M.acceptFirst);
    await accept(id, { invitation: token });
    // The link alone does not write the review or open the manuscript: that takes a session.
    expectProblem(await call('PUT', `/api/reviews/${id}`, { invitation: token, payload: { commentsToAuthor: 'x' } }), 401);
    expectProblem(await call('GET', `/api/reviews/${id}/manuscript`, { invitation: token }), 401);
    for (const key of ['r2', 'owner', 'editor']) expectProblem(await call('PUT', `/api/reviews/${id}`, { token: tokenOf(key), payload: { commentsToAuthor: 'x' } }), 404, M.notFound);
  });

  it('saves drafts at any time, with an annotated file cleaned of its metadata; refuses what is not a PDF or DOCX', async () => {
    const { ids } = await accepted();
    const id = ids[0]!;
    const saved = await call('PUT', `/api/reviews/${id}`, { token: tokenOf('r1'), payload: { recommendation: 'Major Revision', commentsToAuthor: 'First thoughts.' } });
    expect(saved.json()).toEqual({ id, status: 'ACCEPTED', message: M.draftSaved });
    expect((await detail(id, { token: tokenOf('r1') })).review).toEqual({ competingInterests: null, recommendation: 'Major Revision', commentsToAuthor: 'First thoughts.', confidentialComments: null, annotatedFile: null });
    expect((await detail(id, { token: tokenOf('r1') })).draftSavedAt).toBe(t.clock.now.toISOString());
    // A draft is the reviewer's own: the editors read nothing of it until it is sent.
    const { paperId: paper } = (await t.db.select({ paperId: reviewAssignments.paperId }).from(reviewAssignments).where(eq(reviewAssignments.id, id)))[0]!;
    expect((await staffReviews(paper)).find((r) => r.assignmentId === id)).toMatchObject({ status: 'ACCEPTED', recommendation: null, commentsToAuthor: null, confidentialComments: null, competingInterests: null });

    const annotated = await namedPdf('Annotated by Rita Reviewer');
    const form = await multipartBody({ competingInterests: 'None.', commentsToAuthor: 'With my notes.' }, { bytes: annotated, name: 'rita-reviewer-notes.pdf', type: PDF_TYPE, field: 'annotatedFile' });
    const withFile = await call('PUT', `/api/reviews/${id}`, { token: tokenOf('r1'), payload: form.payload, headers: form.headers });
    expect(withFile.statusCode, withFile.body).toBe(200);
    const draft = (await detail(id, { token: tokenOf('r1') })).review;
    expect(draft).toMatchObject({ competingInterests: 'None.', recommendation: null, commentsToAuthor: 'With my notes.', annotatedFile: { fileName: 'annotated-review.pdf' } });

    for (const bad of [
      { bytes: Buffer.from('plain text, not a document'), name: 'notes.pdf', type: PDF_TYPE },
      { bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]), name: 'notes.doc', type: 'application/msword' },
    ]) {
      const body = await multipartBody({ commentsToAuthor: 'x' }, { ...bad, field: 'annotatedFile' });
      const refused = expectProblem(await call('PUT', `/api/reviews/${id}`, { token: tokenOf('r1'), payload: body.payload, headers: body.headers }), 415, M.annotatedFileType);
      expect(refused.errors?.annotatedFile).toEqual([M.annotatedFileType]);
    }
    // A refused file changes nothing.
    expect((await detail(id, { token: tokenOf('r1') })).review.commentsToAuthor).toBe('With my notes.');
    // Kept across drafts unless removed.
    await call('PUT', `/api/reviews/${id}`, { token: tokenOf('r1'), payload: { commentsToAuthor: 'Again.' } });
    expect((await detail(id, { token: tokenOf('r1') })).review.annotatedFile).not.toBeNull();
    await call('PUT', `/api/reviews/${id}`, { token: tokenOf('r1'), payload: { commentsToAuthor: 'Again.', removeAnnotatedFile: true } });
    expect((await detail(id, { token: tokenOf('r1') })).review.annotatedFile).toBeNull();
    expectProblem(await call('PUT', `/api/reviews/${id}`, { token: tokenOf('r1'), payload: { recommendation: 'Maybe' } }), 400);
    expectProblem(await call('PUT', `/api/reviews/${id}`, { token: tokenOf('r1'), payload: { commentsToAuthor: 'x'.repeat(50_001) } }), 400);
  });

  it('sends the review once, with the contract’s messages for what is missing; then it is read-only', async () => {
    const { paperId, ids } = await accepted(['r1', 'r2']);
    const [id, otherId] = ids as [number, number];
    const missing = expectProblem(await call('POST', `/api/reviews/${id}/submit`, { token: tokenOf('r1'), payload: {} }), 400);
    expect(missing.errors).toMatchObject({ competingInterests: [M.competingInterestsRequired], recommendation: [M.recommendationRequired], commentsToAuthor: [M.commentsToAuthorRequired] });
    const sent = await call('POST', `/api/reviews/${id}/submit`, { token: tokenOf('r1'), payload: { ...REVIEW, recommendation: 'Reject and Resubmit' } });
    expect(sent.json()).toEqual({ id, status: 'COMPLETED', message: M.reviewSent });
    expectProblem(await call('POST', `/api/reviews/${id}/submit`, { token: tokenOf('r1'), payload: REVIEW }), 409, M.alreadySubmitted);
    expectProblem(await call('PUT', `/api/reviews/${id}`, { token: tokenOf('r1'), payload: { commentsToAuthor: 'Changed my mind.' } }), 409, M.alreadySubmitted);
    const done = await detail(id, { token: tokenOf('r1') });
    expect(done).toMatchObject({ status: 'COMPLETED', submittedAt: t.clock.now.toISOString(), review: { ...REVIEW, recommendation: 'Reject and Resubmit' } });

    // The editors: the review, named, as it arrives; and the round's last one.
    const [received] = await editorMail(new RegExp(`Review received: Reviewer 1 on manuscript no. ${paperId}$`));
    expect(received!.text).toContain('Rita Reviewer (Reviewer 1) has sent a review');
    expect(received!.text).toContain('Recommendation: Reject and Resubmit.');
    expect(await editorMail(new RegExp(`All reviews are in: manuscript no. ${paperId}`))).toHaveLength(0);
    expect((await call('POST', `/api/reviews/${otherId}/submit`, { token: tokenOf('r2'), payload: REVIEW })).statusCode).toBe(200);
    const [allIn] = await editorMail(new RegExp(`All reviews are in: manuscript no. ${paperId}, round 1$`));
    expect(allIn!.text).toContain('Reviewer 1 (Rita Reviewer): Reject and Resubmit');
    expect(allIn!.text).toContain('Reviewer 2 (Rolf Referee): Minor Revision');

    // The editor sees names, recommendations, competing interests and confidential comments side by side.
    const staff = await staffReviews(paperId);
    expect(staff.map((r) => [r.reviewer, r.label, r.recommendation, r.competingInterests, r.confidentialComments])).toEqual([
      ['Rita Reviewer', 'Reviewer 1', 'Reject and Resubmit', 'None.', REVIEW.confidentialComments],
      ['Rolf Referee', 'Reviewer 2', 'Minor Revision', 'None.', REVIEW.confidentialComments],
    ]);
  });

  it('lists my invitations and assignments with due dates and states, never anyone else’s, never the authors', async () => {
    const paperId = await submit();
    await assign(paperId, ['r3']);
    const { id } = await invitationOf(paperId, 'r3');
    const response = await call('GET', '/api/reviews', { token: tokenOf('r3') });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(IDENTITY);
    const mine = reviewListSchema.parse(response.json());
    expect(mine.find((r) => r.id === id)).toMatchObject({ status: 'INVITED', round: 1, paper: { title: `${TITLE} (${counter})`, category: 'Crop Science and Production' }, responseDueAt: expect.any(String), dueAt: expect.any(String) });
    expect(reviewListSchema.parse((await call('GET', '/api/reviews', { token: tokenOf('r2') })).json()).map((r) => r.id)).not.toContain(id);
    expect((await call('GET', '/api/reviews', { token: tokenOf('owner') })).json()).toEqual([]);
    expectProblem(await call('GET', '/api/reviews'), 401);
  });
});

describe('the reviewers’ copy of the manuscript (decision 0041)', () => {
  it('serves a PDF without its Info dictionary or XMP metadata, as manuscript-{id}.pdf, made once; the editors keep the original', async () => {
    const paperId = await submit();
    await assign(paperId, ['r1']);
    const { id } = await invitationOf(paperId, 'r1');
    await accept(id, { token: tokenOf('r1') });
    const response = await call('GET', `/api/reviews/${id}/manuscript`, { token: tokenOf('r1') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(PDF_TYPE);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="manuscript-${id}.pdf"`);
    expect((await detail(id, { token: tokenOf('r1') })).manuscriptFileName).toBe(`manuscript-${id}.pdf`);
    const copy = response.rawPayload;
    expect(copy.toString('latin1')).not.toMatch(IDENTITY);
    const reread = await PDFDocument.load(copy, { updateMetadata: false });
    expect(reread.context.trailerInfo.Info).toBeUndefined();
    expect(reread.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    expect([reread.getTitle(), reread.getAuthor(), reread.getCreator(), reread.getProducer(), reread.getSubject(), reread.getKeywords()]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(reread.getPageCount()).toBe(1);

    // Made once: the version keeps it, and the next download is the same file.
    const [version] = await t.db.select().from(paperVersions).where(and(eq(paperVersions.paperId, paperId), eq(paperVersions.version, 1)));
    expect(version!.reviewerCopyFileId).not.toBeNull();
    expect(version!.reviewerCopyFileId).not.toBe(version!.manuscriptFileId);
    const again = await call('GET', `/api/reviews/${id}/manuscript`, { token: tokenOf('r1') });
    expect(Buffer.compare(again.rawPayload, copy)).toBe(0);

    const original = await call('GET', `/api/papers/${paperId}/download`, { token: tokenOf('editor') });
    expect((await PDFDocument.load(original.rawPayload)).getAuthor()).toBe(AUTHOR.name);
    // The reviewer never gets the authors' file through the paper either.
    expectProblem(await call('GET', `/api/papers/${paperId}/download`, { token: tokenOf('r1') }), 404);
  });

  it('clears docProps/core.xml and app.xml of a DOCX manuscript', async () => {
    const paperId = await submit({ bytes: await namedDocx('Body of the Word manuscript.'), name: 'quixote.docx', type: DOCX_TYPE });
    await assign(paperId, ['r2']);
    const { id } = await invitationOf(paperId, 'r2');
    await accept(id, { token: tokenOf('r2') });
    const response = await call('GET', `/api/reviews/${id}/manuscript`, { token: tokenOf('r2') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="manuscript-${id}.docx"`);
    const entries = readZipEntries(response.rawPayload);
    const core = entries.get('docProps/core.xml')!.toString('utf8');
    expect(core).not.toMatch(/<dc:creator|<cp:lastModifiedBy|<dc:title/);
    for (const [name, content] of entries) expect(content.toString('utf8'), name).not.toMatch(IDENTITY);
    expect(entries.get('word/document.xml')!.toString('utf8')).toContain('Body of the Word manuscript.');
  });
});

describe('annotated files for the authors, and ratings for the editors', () => {
  it('gives the authors the cleaned annotated file as Reviewer N once the round is decided; editors at once; nobody else', async () => {
    const paperId = await submit();
    await assign(paperId, ['r1']);
    const { id } = await invitationOf(paperId, 'r1');
    await accept(id, { token: tokenOf('r1') });
    const annotatedPdf = await PDFDocument.create();
    annotatedPdf.setAuthor('Rita Reviewer');
    annotatedPdf.setTitle('Rita’s notes');
    annotatedPdf.addPage([200, 200]);
    const form = await multipartBody({ ...REVIEW, confidentialComments: '' }, { bytes: Buffer.from(await annotatedPdf.save()), name: 'rita-notes.pdf', type: PDF_TYPE, field: 'annotatedFile' });
    const sent = await call('POST', `/api/reviews/${id}/submit`, { token: tokenOf('r1'), payload: form.payload, headers: form.headers });
    expect(sent.statusCode, sent.body).toBe(200);
    const url = `/api/papers/${paperId}/rounds/1/reviews/1/annotated-file`;
    const staff = (await staffReviews(paperId))[0]!;
    expect(staff.annotatedFileUrl).toBe(url);
    expect(staff.confidentialComments).toBeNull();

    expectProblem(await call('GET', url, { token: tokenOf('owner') }), 404, M.noAnnotatedFile);
    const forEditor = await call('GET', url, { token: tokenOf('editor') });
    expect(forEditor.statusCode).toBe(200);
    expect(forEditor.headers['content-disposition']).toBe(`attachment; filename="review-${paperId}-round-1-reviewer-1.pdf"`);
    expect(forEditor.rawPayload.toString('latin1')).not.toMatch(/Rita/);

    expect((await call('POST', `/api/editor/papers/${paperId}/decision`, { token: tokenOf('editor'), payload: { decision: 'major_revision', letter: 'Please revise.' } })).statusCode).toBe(200);
    const author = paperDetailSchema.parse((await call('GET', `/api/papers/${paperId}`, { token: tokenOf('owner') })).json());
    expect(author.reviewComments).toEqual([{ reviewer: 'Reviewer 1', date: expect.any(String), comments: REVIEW.commentsToAuthor, annotatedFileUrl: url }]);
    expect(JSON.stringify(author)).not.toMatch(/Rita|Reviewer@|rating/);
    const forAuthor = await call('GET', url, { token: tokenOf('owner') });
    expect(forAuthor.statusCode).toBe(200);
    const reread = await PDFDocument.load(forAuthor.rawPayload, { updateMetadata: false });
    expect(reread.context.trailerInfo.Info).toBeUndefined();
    expect(reread.getAuthor()).toBeUndefined();
    for (const options of [{ token: tokenOf('author2') }, { token: tokenOf('r2') }, {}]) expectProblem(await call('GET', url, options), 404);
    expectProblem(await call('GET', `/api/papers/${paperId}/rounds/1/reviews/2/annotated-file`, { token: tokenOf('owner') }), 404);
    expectProblem(await call('GET', `/api/papers/${paperId}/rounds/x/reviews/1/annotated-file`, { token: tokenOf('owner') }), 400);
  });

  it('lets editors rate a completed review 1–5, shows it to staff only, and refuses anything else', async () => {
    const paperId = await submit();
    await assign(paperId, ['r1', 'r2']);
    const done = await invitationOf(paperId, 'r1');
    const open = await invitationOf(paperId, 'r2');
    await accept(done.id, { token: tokenOf('r1') });
    await call('POST', `/api/reviews/${done.id}/submit`, { token: tokenOf('r1'), payload: REVIEW });
    const rate = (id: number, rating: unknown, key = 'editor') => call('POST', `/api/editor/assignments/${id}/rating`, { token: tokenOf(key), payload: { rating } });
    for (const bad of [0, 6, 2.5, 'four', null]) expect(expectProblem(await rate(done.id, bad), 400).errors?.rating).toEqual([M.ratingRange]);
    expectProblem(await rate(open.id, 4), 409, M.ratingNeedsCompletedReview);
    expectProblem(await rate(2_147_483_647, 4), 404, M.notFound);
    for (const key of ['r1', 'owner']) expectProblem(await rate(done.id, 4, key), 403);
    const rated = await rate(done.id, 4);
    expect(rated.json()).toEqual({ id: done.id, rating: 4, message: M.ratingSaved(4) });
    expect((await staffReviews(paperId)).find((r) => r.assignmentId === done.id)!.rating).toBe(4);
    const [row] = await t.db.select().from(reviewAssignments).where(eq(reviewAssignments.id, done.id));
    expect(row!.ratedById).toBe(people.editor!.id);
    // The reviewer never sees it.
    const own = await call('GET', `/api/reviews/${done.id}`, { token: tokenOf('r1') });
    expect(own.body).not.toMatch(/rating/i);
    expect((await call('GET', '/api/reviews', { token: tokenOf('r1') })).body).not.toMatch(/rating/i);
  });
});

describe('double-blind, for every reviewer call', () => {
  it('never sends a reviewer the authors’ names, addresses, affiliations, ORCID iD, cover letter, funding or acknowledgments', async () => {
    const paperId = await submit();
    await assign(paperId, ['r3']);
    const { id, token, mail } = await invitationOf(paperId, 'r3');
    const seen: string[] = [mail.subject, mail.text];
    const record = async (response: Awaited<ReturnType<typeof call>>) => {
      seen.push(response.statusCode >= 200 && String(response.headers['content-type'] ?? '').startsWith('application/pdf') ? response.rawPayload.toString('latin1') : response.body);
      return response;
    };
    await record(await call('GET', `/api/reviews/${id}`, { invitation: token }));
    await record(await call('GET', '/api/reviews', { token: tokenOf('r3') }));
    const session = (await record(await call('POST', `/api/reviews/${id}/session`, { invitation: token }))).json().token as string;
    await record(await accept(id, { token: session }));
    await record(await call('GET', `/api/reviews/${id}`, { token: session }));
    await record(await call('GET', `/api/reviews/${id}/manuscript`, { token: session }));
    await record(await call('PUT', `/api/reviews/${id}`, { token: session, payload: { commentsToAuthor: 'Draft.' } }));
    await record(await call('GET', `/api/papers/${paperId}`, { token: tokenOf('r3') }));
    await record(await call('POST', `/api/reviews/${id}/submit`, { token: tokenOf('r3'), payload: REVIEW }));
    await record(await call('GET', `/api/reviews/${id}`, { token: tokenOf('r3') }));
    await record(await call('GET', `/api/reviews/${id}/manuscript`, { token: tokenOf('r3') }));
    for (const later of mailTo(await t.sentMail(), people.r3!.email)) seen.push(later.subject, later.text);
    for (const text of seen) expect(text).not.toMatch(IDENTITY);
  });
});
