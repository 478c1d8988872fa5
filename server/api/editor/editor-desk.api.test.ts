import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_DESK_MESSAGES as D } from '../../../contract/editor-desk/editor-desk.messages';
import { editorStatsSchema, submissionsPageSchema } from '../../../contract/editor-desk/editor-desk.schema';
import { PAPER_MESSAGES } from '../../../contract/papers/messages';
import { paperDetailSchema, type PaperDetail } from '../../../contract/papers/papers.schema';
import { WORKFLOW_MESSAGES as W } from '../../../contract/papers/workflow/paper-workflow.messages';
import { statusConflict } from '../../../contract/papers/workflow/paper-workflow.policy';
import { DOI_SETTINGS_KEY } from '../../../contract/settings/doi';
import { editorialDecisions, paperEvents, papers, reviewAssignments, settings } from '../../../db/schema';
import { userIdByEmail } from '../../../tests/support/fixtures';
import { mailTo } from '../../../tests/support/mail';
import { expectProblem } from '../../../tests/support/problem';
import { multipartBody, SAMPLE_AUTHORS, SAMPLE_PDF, submissionFields, submitPaper } from '../../../tests/support/submission';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';
import { Document, Packer, Paragraph } from 'docx';

/**
 * The editorial desk through the API (issue 13; decisions 0034 and 0035), on PGlite and on
 * PostgreSQL: the queue, every status change allowed and refused, reviewers, decisions and their
 * letters, rounds, publishing, appeals, handling editors and their mail.
 */
let t: TestApp;
const people: Record<string, { email: string; id: number; token: string }> = {};
const DAY = 86_400_000;

async function person(key: string, role: 'AUTHOR' | 'EDITOR' | 'ADMIN' | 'REVIEWER', names: { firstName: string; lastName: string }, email?: string) {
  const account = await t.createUser(role, { ...names, email });
  people[key] = { email: account.email, id: await userIdByEmail(t.db, account.email), token: await t.login(account.email) };
}

beforeAll(async () => {
  t = await createTestApp();
  await person('owner', 'AUTHOR', { firstName: 'Amina', lastName: 'Bello' }, SAMPLE_AUTHORS[0]!.email);
  await person('coAuthor', 'AUTHOR', { firstName: 'Kwame', lastName: 'Asante' }, SAMPLE_AUTHORS[1]!.email);
  await person('editor', 'EDITOR', { firstName: 'Oluwaseun', lastName: 'Bello' });
  await person('colleague', 'EDITOR', { firstName: 'Grace', lastName: 'Okoro' });
  await person('admin', 'ADMIN', { firstName: 'Ngozi', lastName: 'Adeyemi' });
  await person('r1', 'REVIEWER', { firstName: 'Rita', lastName: 'Reviewer' });
  await person('r2', 'REVIEWER', { firstName: 'Rolf', lastName: 'Referee' });
  await person('r3', 'REVIEWER', { firstName: 'Rosa', lastName: 'Reader' });
  await t.db.insert(settings).values({ key: DOI_SETTINGS_KEY, value: { prefix: '10.5555', pattern: 'jals.{year}.{id}' } });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }), remoteAddress: uniqueAddress() });

/** Runs `check` with the service clock moved forward, signed in afresh (tokens expire with the clock). */
async function later<T>(days: number, key: string, check: (token: string) => Promise<T>): Promise<T> {
  const now = t.clock.now;
  t.clock.now = new Date(now.getTime() + days * DAY);
  try {
    return await check(await t.login(people[key]!.email));
  } finally {
    t.clock.now = now;
  }
}
const tokenOf = (key: string) => people[key]!.token;

let counter = 0;
/** A new submission by the owner (the co-author is listed by email). */
async function submit(title = `Cassava mosaic survey ${++counter}`, overrides: Record<string, string> = {}, file = { bytes: SAMPLE_PDF as Uint8Array, name: 'manuscript.pdf', type: 'application/pdf' }): Promise<number> {
  const response = await submitPaper(t, tokenOf('owner'), submissionFields({ title, ...overrides }), file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}
const detail = async (id: number, key: string | null): Promise<PaperDetail> => {
  const response = await call('GET', `/api/papers/${id}`, key ? tokenOf(key) : null);
  expect(response.statusCode, response.body).toBe(200);
  return paperDetailSchema.parse(response.json());
};
const statusOf = async (id: number) => (await t.db.select({ status: papers.status }).from(papers).where(eq(papers.id, id)))[0]!.status;
const assign = (id: number, keys: string[], by = 'editor') => call('POST', `/api/editor/papers/${id}/assign-reviewers`, tokenOf(by), { reviewers: keys.map((k) => people[k]!.id) });
const decide = (id: number, decision: string, letter = `Dear author, the decision is ${decision}.`, by = 'editor') => call('POST', `/api/editor/papers/${id}/decision`, tokenOf(by), { decision, letter });
async function review(id: number, key: string, comments: string, recommendation = 'Minor Revision', confidential?: string) {
  const open = (await detail(id, 'editor')).workflow.reviews.findLast((r) => r.reviewer === names[key] && (r.status === 'INVITED' || r.status === 'ACCEPTED'));
  expect(open, `${key} has an open assignment`).toBeDefined();
  // The reviewer's workspace (decision 0041): accept the invitation, then send the review.
  if (open!.status === 'INVITED') expect((await call('POST', `/api/reviews/${open!.assignmentId}/accept`, tokenOf(key))).statusCode).toBe(200);
  const response = await call('POST', `/api/reviews/${open!.assignmentId}/submit`, tokenOf(key), { competingInterests: 'None.', recommendation, commentsToAuthor: comments, confidentialComments: confidential });
  expect(response.statusCode, response.body).toBe(200);
}
const names: Record<string, string> = { r1: 'Rita Reviewer', r2: 'Rolf Referee', r3: 'Rosa Reader' };
async function mailFor(key: string) {
  return mailTo(await t.sentMail(), people[key]!.email);
}

describe('GET /api/editor/submissions and /api/editor/stats', () => {
  it('pages, filters, searches and counts on the server, and says what each row allows', async () => {
    const a = await submit('Zinc biofortified maize in Kaduna');
    const b = await submit('Poultry litter compost on sandy soils', { category: 'Soil Science and Land Management' });
    await submit('Tilapia feed trials in earthen ponds', { category: 'Fisheries and Aquaculture' });
    const list = async (query: string, key = 'editor') => {
      const response = await call('GET', `/api/editor/submissions${query}`, tokenOf(key));
      expect(response.statusCode, response.body).toBe(200);
      return submissionsPageSchema.parse(response.json());
    };
    const all = await list('?pageSize=2&sort=title&order=asc');
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items).toHaveLength(2);
    expect(all.items.map((i) => i.title)).toEqual([...all.items.map((i) => i.title)].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    // Trailing slash accepted (acting-side.md §7 GET /editor/submissions/).
    expect((await list('/?q=zinc')).items.map((i) => i.id)).toEqual([a]);
    expect((await list('?q=Asante')).items.map((i) => i.id)).toContain(b);
    expect((await list('?category=Soil%20Science%20and%20Land%20Management')).items.map((i) => i.id)).toEqual([b]);
    const row = (await list('?q=zinc')).items[0]!;
    expect(row).toMatchObject({ status: 'SUBMITTED', authorNames: 'Amina Bello, Kwame Asante', round: 0, reviews: { assigned: 0, completed: 0 }, overdue: null, handlingEditor: null });
    expect(row.actions.sort()).toEqual(['assignHandlingEditor', 'assignReviewers', 'decide:reject']);

    // Screening overdue after 7 days (acting-side.md §9 editor guidelines).
    const overdue = await later(8, 'editor', async (token) => submissionsPageSchema.parse((await call('GET', '/api/editor/submissions?q=zinc', token)).json()).items[0]!.overdue);
    expect(overdue).toMatchObject({ kind: 'screening' });

    // "Mine": the papers I handle.
    expect((await call('POST', `/api/editor/papers/${a}/handling-editor`, tokenOf('editor'), { editorId: people.editor!.id })).statusCode).toBe(200);
    expect((await list('?mine=true')).items.map((i) => i.id)).toEqual([a]);
    expect((await list('?mine=true', 'colleague')).items).toEqual([]);
    expect((await list('?status=WITHDRAWN')).items).toEqual([]);

    const stats = editorStatsSchema.parse((await call('GET', '/api/editor/stats', tokenOf('editor'))).json());
    expect(stats.byStatus.find((s) => s.status === 'SUBMITTED')!.count).toBeGreaterThanOrEqual(3);
    expect(stats.byCategory.find((c) => c.category === 'Fisheries and Aquaculture')!.count).toBe(1);
    expect(stats.mine).toBe(1);
  });

  it('answers bad query values with 400 and other roles with 401/403', async () => {
    expectProblem(await call('GET', '/api/editor/submissions?sort=nonsense', tokenOf('editor')), 400);
    expectProblem(await call('GET', '/api/editor/submissions?pageSize=1000', tokenOf('editor')), 400);
    expectProblem(await call('GET', '/api/editor/submissions', null), 401);
    for (const key of ['owner', 'r1']) expectProblem(await call('GET', '/api/editor/submissions', tokenOf(key)), 403);
  });
});

describe('POST /api/editor/papers/{id}/status (acting-side.md §7)', () => {
  it('rejects a SUBMITTED paper with the template letter, and refuses what §4 does not allow with a sentence', async () => {
    const id = await submit();
    const refusals: [string, number, string][] = [
      ['ACCEPTED', 409, statusConflict('decide:accept', 'SUBMITTED')],
      ['REVISIONS_REQUIRED', 409, statusConflict('decide:major_revision', 'SUBMITTED')],
      ['PUBLISHED', 409, statusConflict('publish', 'SUBMITTED')],
      ['UNDER_REVIEW', 409, D.useAssignReviewers],
      ['SUBMITTED', 409, D.statusNotAnAction],
      ['WITHDRAWN', 403, W.authorsOnly],
    ];
    for (const [status, code, sentence] of refusals) {
      const body = expectProblem(await call('POST', `/api/editor/papers/${id}/status`, tokenOf('editor'), { status, comments: 'x' }), code);
      expect(body.detail).toBe(sentence);
    }
    expect(await statusOf(id)).toBe('SUBMITTED');
    expect(await t.db.select().from(editorialDecisions).where(eq(editorialDecisions.paperId, id))).toEqual([]);

    const response = await call('POST', `/api/editor/papers/${id}/status`, tokenOf('editor'), { status: 'REJECTED', comments: 'Outside the scope of the journal.' });
    expect(response.json()).toEqual({ id, status: 'REJECTED', message: 'Paper status successfully updated to REJECTED.' });
    const [decision] = await t.db.select().from(editorialDecisions).where(eq(editorialDecisions.paperId, id));
    expect(decision).toMatchObject({ decision: 'reject', round: 0, fromStatus: 'SUBMITTED', toStatus: 'REJECTED', editorId: people.editor!.id });
    expect(decision!.letter).toContain('Outside the scope of the journal.');
    const letters = (await mailFor('owner')).filter((m) => m.subject.includes('decision on manuscript'));
    expect(letters.at(-1)!.text).toContain('Outside the scope of the journal.');
    expect(letters.at(-1)!.text).toContain('appeal within 30 days');
    // Nothing more is possible from REJECTED but the author's appeal.
    expect(expectProblem(await call('POST', `/api/editor/papers/${id}/status`, tokenOf('editor'), { status: 'REJECTED' }), 409).detail).toBe(statusConflict('decide:reject', 'REJECTED'));
  });

  it('is 404 for a paper that does not exist, 403 for authors and reviewers, 400 for a bad body', async () => {
    expectProblem(await call('POST', '/api/editor/papers/99999999/status', tokenOf('editor'), { status: 'REJECTED' }), 404, PAPER_MESSAGES.notFound);
    const id = await submit();
    for (const key of ['owner', 'r1']) expectProblem(await call('POST', `/api/editor/papers/${id}/status`, tokenOf(key), { status: 'REJECTED' }), 403);
    expectProblem(await call('POST', `/api/editor/papers/${id}/status`, tokenOf('editor'), { status: 'LOST' }), 400);
    expect(await statusOf(id)).toBe('SUBMITTED');
  });

  it('sends an editor who is an author of the paper to a colleague', async () => {
    const id = await submit(undefined, {}, undefined);
    await t.db.update(papers).set({ submitterId: people.editor!.id }).where(eq(papers.id, id));
    expectProblem(await call('POST', `/api/editor/papers/${id}/status`, tokenOf('editor'), { status: 'REJECTED' }), 403, W.ownPaper);
  });
});

describe('reviewers, decisions with letters, rounds, publishing (issue 13)', () => {
  it('takes a paper from submission to publication through two rounds', async () => {
    const id = await submit('Drought tolerance of cassava landraces in the derived savanna');
    // Assigning nobody, an author account, or a reviewer who is an author of the paper.
    expectProblem(await call('POST', `/api/editor/papers/${id}/assign-reviewers`, tokenOf('editor'), { reviewers: [] }), 400, D.selectReviewer);
    expectProblem(await assign(id, ['owner']), 400, D.notAReviewer);
    expect(await statusOf(id)).toBe('SUBMITTED');

    // The handling editor: a colleague takes it; the mail goes to them with their address as Reply-To.
    expect((await call('POST', `/api/editor/papers/${id}/handling-editor`, tokenOf('editor'), { editorId: people.colleague!.id })).json().message).toBe(D.handlingEditorSet('Grace Okoro'));
    expect((await mailFor('colleague')).map((m) => m.subject)).toContain(`You handle manuscript no. ${id}, "Drought tolerance of cassava landraces in the derived savanna"`);

    const assigned = await assign(id, ['r1', 'r2']);
    expect(assigned.json()).toEqual({ id, status: 'UNDER_REVIEW', message: D.reviewersAssigned });
    expectProblem(await assign(id, ['r1']), 409, D.alreadyAssigned);
    const invitation = (await mailFor('r1')).find((m) => m.subject.includes(`manuscript no. ${id}`))!;
    expect(invitation.subject).toContain(`invitation to review manuscript no. ${id}`);
    expect(invitation.replyTo).toBe(people.colleague!.email);
    expect(invitation.text).not.toMatch(/Amina|Bello|Asante/);

    // Before any review only Reject is possible; Accept needs two reviewers.
    expectProblem(await decide(id, 'major_revision'), 409, W.noReviewYet);
    await review(id, 'r1', 'Please report the rainfall of both seasons.', 'Major Revision', 'The statistics look weak to me.');
    expectProblem(await decide(id, 'accept'), 409, W.tooFewReviewers(1));

    // The letter template: the journal, the title, the editor's comments and the reviews as Reviewer 1, never a name.
    const draft = await call('POST', `/api/editor/papers/${id}/decision-letter`, tokenOf('colleague'), { decision: 'major_revision', comments: 'Please address both reports.' });
    expect(draft.statusCode, draft.body).toBe(200);
    const { letter, subject } = draft.json() as { letter: string; subject: string };
    expect(subject).toContain('Drought tolerance of cassava landraces');
    expect(letter).toContain('Decision on manuscript no.');
    expect(letter).toContain('Major Revision');
    expect(letter).toContain("Editor's comments:\nPlease address both reports.");
    expect(letter).toContain('Reviewer 1:\nPlease report the rainfall of both seasons.');
    expect(letter).not.toMatch(/Rita|Rolf|Reviewer 2|statistics look weak/);

    // Before the decision the author reads no review; after it, the released one.
    expect((await detail(id, 'owner')).reviewComments).toEqual([]);
    const decided = await decide(id, 'major_revision', `${letter}\n\nEdited by the editor.`, 'colleague');
    expect(decided.json()).toMatchObject({ id, status: 'REVISIONS_REQUIRED' });
    const authorView = await detail(id, 'owner');
    expect(authorView.reviewComments).toEqual([{ reviewer: 'Reviewer 1', date: expect.any(String), comments: 'Please report the rainfall of both seasons.', annotatedFileUrl: null }]);
    expect(authorView.decisions).toMatchObject([{ decision: 'major_revision', label: 'Major Revision', round: 1 }]);
    expect(authorView.decisions[0]!.letter).toContain('Edited by the editor.');
    expect(authorView.workflow.actions).toEqual(['revise']);
    // The author's timeline: what happened, not who reviewed or edited.
    expect(authorView.timeline.map((e) => e.title)).toEqual(['Submitted', 'Under review', 'Decision: Major Revision']);
    expect(authorView.timeline.every((e) => e.actor === null && e.comments === null)).toBe(true);
    const authorBody = JSON.stringify(authorView);
    // Editors sign their letters; reviewers stay anonymous (DESIGN.md: the double blind is authors and reviewers).
    expect(authorBody).not.toMatch(/Rita|Rolf|Referee|statistics look weak/);
    // The co-author reads the same, and may not revise.
    expect((await detail(id, 'coAuthor')).reviewComments).toHaveLength(1);
    // The round is closed: Rolf's open assignment is cancelled; the letter reached the author with the handling editor as Reply-To.
    const [rolf] = await t.db.select({ status: reviewAssignments.status }).from(reviewAssignments).where(eq(reviewAssignments.reviewerId, people.r2!.id));
    expect(rolf!.status).toBe('CANCELLED');
    const sent = (await mailFor('owner')).filter((m) => m.subject.includes(`decision on manuscript no. ${id}`)).at(-1)!;
    expect(sent.text).toContain('Edited by the editor.');
    expect(sent.replyTo).toBe(people.colleague!.email);

    // The author revises: round 2, under review; the previous round's reviewer is invited again in one action.
    const revised = await submitPaper(t, tokenOf('owner'), submissionFields({ title: 'Drought tolerance of cassava landraces in the derived savanna (revised)', revisionOf: String(id) }));
    expect(revised.json()).toMatchObject({ id, status: 'UNDER_REVIEW', version: 2 });
    expect((await mailFor('colleague')).map((m) => m.subject)).toContain(`Revised manuscript (version 2) no. ${id}: "Drought tolerance of cassava landraces in the derived savanna (revised)"`);
    expect((await call('POST', `/api/editor/papers/${id}/reinvite-reviewers`, tokenOf('colleague'))).json()).toMatchObject({ message: D.reviewersAssigned });
    const rounds = await t.db.select({ reviewerId: reviewAssignments.reviewerId, round: reviewAssignments.round, status: reviewAssignments.status }).from(reviewAssignments).where(eq(reviewAssignments.paperId, id));
    expect(rounds.filter((r) => r.round === 2)).toEqual([{ reviewerId: people.r1!.id, round: 2, status: 'INVITED' }]);
    expectProblem(await decide(id, 'accept'), 409, W.noReviewYet);
    expect(await assign(id, ['r3'])).toMatchObject({ statusCode: 200 });
    await review(id, 'r1', 'The revision answers my points.', 'Accept');
    await review(id, 'r3', 'Sound and clear.', 'Accept');
    expect((await decide(id, 'accept')).json()).toMatchObject({ status: 'ACCEPTED' });
    // Reviewer numbers stay with the person in every round, in the order their first review came;
    // Rolf, whose assignment was cancelled unreviewed, takes no number the author could notice missing.
    expect((await detail(id, 'owner')).reviewComments.map((c) => c.reviewer)).toEqual(['Reviewer 1', 'Reviewer 1', 'Reviewer 2']);

    // Publishing waits for the publication charge (issue 15): refused, naming the invoice, until the office records the payment.
    const invoice = (await call('GET', `/api/papers/${id}/invoice`, tokenOf('owner'))).json();
    expect(invoice).toMatchObject({ number: expect.stringMatching(/^INV-\d{4}-\d{4}$/), state: 'issued' });
    expectProblem(await call('GET', `/api/editor/papers/${id}/publication`, tokenOf('editor')), 409, W.feeNotCleared(invoice.number));
    await payInvoice(id);
    // Publishing: into a new draft issue, with the suggested DOI.
    const options = await call('GET', `/api/editor/papers/${id}/publication`, tokenOf('editor'));
    expect(options.json()).toMatchObject({ suggestedDoi: `10.5555/jals.${t.clock.now.getUTCFullYear()}.${id}`, needsGalley: false, nextIssue: { volume: 1, number: 1 } });
    const published = await call('POST', `/api/editor/papers/${id}/publish`, tokenOf('editor'), {
      newIssue: { volume: 9, number: 1, year: 2026, title: 'Volume 9, Issue 1', publicationDate: '2026-12-15' },
      pages: '1-14',
      doi: `10.5555/jals.test.${id}`,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'PUBLISHED' });
    const publicView = await detail(id, null);
    expect(publicView).toMatchObject({ status: 'PUBLISHED', doi: `10.5555/jals.test.${id}`, pages: '1-14' });
    expect(publicView.timeline).toEqual([]);
    expect(publicView.decisions).toEqual([]);
    const search = await call('GET', `/api/papers/search?query=${encodeURIComponent('cassava landraces')}`, null);
    expect(search.json().items.map((p: { id: number }) => p.id)).toContain(id);
    expect((await call('GET', '/rss/latest-articles', null)).body).toContain('Drought tolerance of cassava landraces');
    expect((await call('GET', '/sitemap.xml', null)).body).toContain(`/paper/${id}<`);
    const notices = mailTo(await t.sentMail(), SAMPLE_AUTHORS[1]!.email).filter((m) => m.subject.includes('your article is published'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(`https://doi.org/10.5555/jals.test.${id}`);
    // The events: every change, with its actor, for the editors.
    const kinds = (await t.db.select({ kind: paperEvents.kind }).from(paperEvents).where(eq(paperEvents.paperId, id))).map((e) => e.kind);
    expect(kinds).toEqual([
      'submitted',
      'handling_editor_assigned',
      'sent_to_review',
      'reviewers_assigned',
      'review_accepted',
      'review_submitted',
      'decision',
      'revision_submitted',
      'reviewers_assigned',
      'reviewers_assigned',
      'review_accepted',
      'review_submitted',
      'review_accepted',
      'review_submitted',
      'decision',
      'published',
    ]);
  });

  it("numbers reviewers invited together in the order the editor chose them, not the database's", async () => {
    const id = await submit();
    expect((await assign(id, ['r3', 'r1'])).statusCode).toBe(200);
    expect((await detail(id, 'editor')).workflow.reviews.map((r) => [r.reviewer, r.label])).toEqual([
      ['Rosa Reader', 'Reviewer 1'],
      ['Rita Reviewer', 'Reviewer 2'],
    ]);
  });

  it('refuses a DOI another paper carries, changing nothing, and asks for a PDF galley when the manuscript is Word', async () => {
    const docx = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Sorghum malting quality')] }] }));
    const id = await acceptedPaper({ bytes: docx, name: 'manuscript.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const other = await acceptedPaper();
    const issue = { newIssue: { volume: 9, number: 2, year: 2026, title: 'Volume 9, Issue 2', publicationDate: '2026-12-20' } };
    // A draft issue's table of contents is not public until the issue is; "publish now" makes it so at once.
    expect((await call('GET', '/api/issues/9/2', null)).statusCode).toBe(404);
    expect((await call('POST', `/api/editor/papers/${other}/publish`, tokenOf('editor'), { newIssue: { ...issue.newIssue, publishNow: true }, doi: '10.5555/jals.unique.1' })).statusCode).toBe(200);
    const toc = await call('GET', '/api/issues/9/2', null);
    expect(toc.statusCode, toc.body).toBe(200);
    expect(JSON.stringify(toc.json())).toContain(`"id":${other}`);
    const options = (await call('GET', `/api/editor/papers/${id}/publication`, tokenOf('editor'))).json();
    expect(options.needsGalley).toBe(true);
    const issueId = options.issues.find((i: { volume: number; number: number }) => i.volume === 9 && i.number === 2).id;
    expect(expectProblem(await call('POST', `/api/editor/papers/${id}/publish`, tokenOf('editor'), { issueId, doi: '10.5555/JALS.UNIQUE.1' }), 409, D.doiTaken).errors).toEqual({ doi: [D.doiTaken] });
    expectProblem(await call('POST', `/api/editor/papers/${id}/publish`, tokenOf('editor'), { issueId, doi: 'not-a-doi' }), 400);
    expectProblem(await call('POST', `/api/editor/papers/${id}/publish`, tokenOf('editor'), { issueId }), 400, D.galleyRequired);
    expectProblem(await call('POST', `/api/editor/papers/${id}/publish`, tokenOf('editor'), { ...issue }), 409, D.issueTaken);
    expect(await statusOf(id)).toBe('ACCEPTED');

    const { payload, headers } = await multipartBody({ issueId: String(issueId), pages: '15-30' }, { bytes: SAMPLE_PDF, name: 'galley.pdf', field: 'galley' });
    const response = await t.app.inject({ method: 'POST', url: `/api/editor/papers/${id}/publish`, payload, headers: { ...headers, ...bearer(tokenOf('editor')) }, remoteAddress: uniqueAddress() });
    expect(response.statusCode, response.body).toBe(200);
    // Readers download the galley (a PDF); the Word manuscript stays in the version history.
    const download = await call('GET', `/api/papers/${id}/download`, null);
    expect(download.headers['content-type']).toMatch(/^application\/pdf/);
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });
});

/** A paper taken to ACCEPTED through the API. */
async function acceptedPaper(file?: { bytes: Uint8Array; name: string; type: string }): Promise<number> {
  const id = await submit(undefined, {}, file);
  expect((await assign(id, ['r1', 'r2'])).statusCode).toBe(200);
  await review(id, 'r1', 'Fine.', 'Accept');
  await review(id, 'r2', 'Good.', 'Accept');
  expect((await decide(id, 'accept')).statusCode).toBe(200);
  await payInvoice(id);
  return id;
}

/** The office records the payment of the paper's invoice (issue 15), so it may be published. */
async function payInvoice(id: number): Promise<void> {
  const invoice = (await call('GET', `/api/papers/${id}/invoice`, tokenOf('admin'))).json();
  const paid = await call('POST', `/api/admin/invoices/${invoice.id}/payments`, tokenOf('admin'), { method: 'bank-transfer', reference: `TEST-${id}`, date: t.clock.now.toISOString().slice(0, 10) });
  expect(paid.statusCode, paid.body).toBe(200);
}

describe('appeals (reading-side.md §4; APPEALS)', () => {
  it('takes one appeal from the owner within 30 days and lets an editor reverse the rejection', async () => {
    const id = await submit('Goat kid mortality in smallholder herds');
    expect((await decide(id, 'reject', 'Dear author, we cannot take this paper.')).statusCode).toBe(200);
    expect((await detail(id, 'owner')).workflow).toMatchObject({ actions: ['appeal'], appealDeadline: expect.any(String) });
    // Co-authors and editors cannot appeal for the owner (decision 0019).
    expectProblem(await call('POST', `/api/papers/${id}/appeals`, tokenOf('coAuthor'), { reasons: 'We disagree.' }), 404, PAPER_MESSAGES.notFound);
    expectProblem(await call('POST', `/api/papers/${id}/appeals`, tokenOf('owner'), { reasons: '  ' }), 400, D.appealReasonsRequired);

    const filed = await call('POST', `/api/papers/${id}/appeals`, tokenOf('owner'), { reasons: 'The second reviewer misread our sampling design.' });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().message).toBe(D.appealFiled);
    expectProblem(await call('POST', `/api/papers/${id}/appeals`, tokenOf('owner'), { reasons: 'Again.' }), 409, W.alreadyAppealed);
    expect((await mailFor('owner')).map((m) => m.subject)).toContain(`Journal of Agriculture and Life Sciences: appeal received for manuscript no. ${id}`);

    const appeals = (await call('GET', '/api/editor/appeals', tokenOf('editor'))).json();
    const appeal = appeals.find((a: { paper: { id: number } }) => a.paper.id === id);
    expect(appeal).toMatchObject({ status: 'open', reasons: 'The second reviewer misread our sampling design.', appellant: 'Amina Bello', hasFile: false });
    // The editor who rejected the paper does not judge the appeal against it (COPE): a colleague does.
    expectProblem(await call('POST', `/api/editor/appeals/${appeal.id}/decision`, tokenOf('editor'), { outcome: 'upheld', letter: 'It stands.' }), 403, W.ownDecision);
    expectProblem(await call('POST', `/api/editor/appeals/${appeal.id}/letter`, tokenOf('editor'), { outcome: 'upheld' }), 403, W.ownDecision);
    expect(await statusOf(id)).toBe('REJECTED');
    expectProblem(await call('POST', `/api/editor/appeals/${appeal.id}/decision`, tokenOf('colleague'), { outcome: 'reversed', letter: 'We agree.' }), 400, D.reversalTargetRequired);

    // The letter starts from the journal's template for the chosen outcome; preparing it changes nothing.
    const template = await call('POST', `/api/editor/appeals/${appeal.id}/letter`, tokenOf('colleague'), { outcome: 'reversed', reversedTo: 'UNDER_REVIEW' });
    expect(template.statusCode, template.body).toBe(200);
    expect(template.json().subject).toBe(`Journal of Agriculture and Life Sciences: your appeal on manuscript no. ${id} — Reversed`);
    expect(template.json().letter).toMatch(/^Dear Amina Bello,\n\nYour appeal of .+ on manuscript no\. \d+, "Goat kid mortality in smallholder herds": Reversed\./);
    expect(template.json().letter).toContain('returns to peer review in a new round');
    expect(template.json().letter).toMatch(/Yours sincerely,\nGrace Okoro\n/);
    const toAccepted = (await call('POST', `/api/editor/appeals/${appeal.id}/letter`, tokenOf('colleague'), { outcome: 'reversed', reversedTo: 'ACCEPTED' })).json().letter;
    expect(toAccepted).toContain('accepted for publication');
    expect(await statusOf(id)).toBe('REJECTED');

    const decided = await call('POST', `/api/editor/appeals/${appeal.id}/decision`, tokenOf('colleague'), { outcome: 'reversed', reversedTo: 'UNDER_REVIEW', letter: 'We agree; the paper returns to review.' });
    expect(decided.json()).toMatchObject({ id, status: 'UNDER_REVIEW', message: D.appealDecided('Reversed') });
    expect((await mailFor('owner')).find((m) => m.subject.includes(`your appeal on manuscript no. ${id}`))!.text.trim()).toBe('We agree; the paper returns to review.');
    expectProblem(await call('POST', `/api/editor/appeals/${appeal.id}/decision`, tokenOf('colleague'), { outcome: 'upheld', letter: 'Again.' }), 409);
    expectProblem(await call('POST', `/api/editor/appeals/${appeal.id}/letter`, tokenOf('colleague'), { outcome: 'upheld' }), 409);
    expect((await detail(id, 'owner')).timeline.map((e) => e.title)).toEqual(['Submitted', 'Decision: Reject', 'Appeal filed', 'Appeal decided: Reversed']);

    // The paper page: authors read the reasons, the outcome and the letter; staff also who filed it.
    const asAuthor = await detail(id, 'coAuthor');
    expect(asAuthor.workflow.appeal).toBe('reversed');
    expect(asAuthor.appeals).toEqual([
      expect.objectContaining({ reasons: 'The second reviewer misread our sampling design.', status: 'reversed', outcome: 'Reversed', letter: 'We agree; the paper returns to review.', appellant: null, fileUrl: null }),
    ]);
    expect((await detail(id, 'admin')).appeals).toEqual([expect.objectContaining({ appellant: 'Amina Bello', outcome: 'Reversed', fileUrl: null })]);
  });

  it('keeps the appeal file for the editors, and shows an open appeal to the authors without its outcome', async () => {
    const id = await submit('Heat stress in broilers under smallholder housing');
    expect((await decide(id, 'reject')).statusCode).toBe(200);
    const { payload, headers } = await multipartBody({ reasons: 'Our reply to each report is attached.' }, { bytes: SAMPLE_PDF, name: 'our-reply.pdf', field: 'file' });
    const filed = await t.app.inject({ method: 'POST', url: `/api/papers/${id}/appeals`, payload, headers: { ...headers, ...bearer(tokenOf('owner')) }, remoteAddress: uniqueAddress() });
    expect(filed.statusCode, filed.body).toBe(201);

    const asOwner = await detail(id, 'owner');
    expect(asOwner.workflow.appeal).toBe('open');
    expect(asOwner.appeals).toEqual([expect.objectContaining({ reasons: 'Our reply to each report is attached.', status: 'open', outcome: null, letter: null, fileUrl: null })]);
    expectProblem(await call('GET', `/api/papers/${id}`, null), 404);

    const [asStaff] = (await detail(id, 'colleague')).appeals;
    expect(asStaff!.fileUrl).toBe(`/api/editor/appeals/${asStaff!.id}/file`);
    const file = await call('GET', asStaff!.fileUrl!, tokenOf('colleague'));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/pdf/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="appeal-${asStaff!.id}.pdf"`);
    expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expectProblem(await call('GET', asStaff!.fileUrl!, tokenOf('owner')), 403);
    expectProblem(await call('GET', asStaff!.fileUrl!, null), 401);
    expectProblem(await call('GET', '/api/editor/appeals/999999/file', tokenOf('colleague')), 404);
  });

  it('refuses an appeal after 30 days (409) and the action is gone from the page', async () => {
    const id = await submit();
    expect((await decide(id, 'reject')).statusCode).toBe(200);
    await later(31, 'owner', async (token) => {
      expect(paperDetailSchema.parse((await call('GET', `/api/papers/${id}`, token)).json()).workflow.actions).toEqual([]);
      const body = expectProblem(await call('POST', `/api/papers/${id}/appeals`, token, { reasons: 'Late.' }), 409);
      expect(body.detail).toMatch(/^Appeals must be filed within 30 days of the decision; the time for this one ended on /);
    });
  });

  it('upholds or modifies a rejection', async () => {
    for (const [outcome, status] of [
      ['upheld', 'REJECTED'],
      ['modified', 'REVISIONS_REQUIRED'],
    ] as const) {
      const id = await submit();
      await decide(id, 'reject');
      await call('POST', `/api/papers/${id}/appeals`, tokenOf('owner'), { reasons: 'Please reconsider.' });
      const appeal = (await call('GET', '/api/editor/appeals', tokenOf('admin'))).json().find((a: { paper: { id: number } }) => a.paper.id === id);
      expect((await call('POST', `/api/editor/appeals/${appeal.id}/decision`, tokenOf('admin'), { outcome, letter: 'Decided.' })).json()).toMatchObject({ status });
    }
  });
});

describe('handling editors', () => {
  it('must be editors or admins, and not authors of the paper', async () => {
    const id = await submit();
    expectProblem(await call('POST', `/api/editor/papers/${id}/handling-editor`, tokenOf('editor'), { editorId: people.r1!.id }), 400, D.notAnEditor);
    await t.db.update(papers).set({ submitterId: people.colleague!.id }).where(eq(papers.id, id));
    expectProblem(await call('POST', `/api/editor/papers/${id}/handling-editor`, tokenOf('editor'), { editorId: people.colleague!.id }), 409, D.editorIsAuthor);
    expect((await call('POST', `/api/editor/papers/${id}/handling-editor`, tokenOf('admin'), { editorId: null })).json().message).toBe(D.handlingEditorCleared);
    const editors = (await call('GET', '/api/editor/editors', tokenOf('editor'))).json();
    expect(editors.map((e: { name: string }) => e.name)).toEqual(expect.arrayContaining(['Oluwaseun Bello', 'Grace Okoro', 'Ngozi Adeyemi']));
  });
});
