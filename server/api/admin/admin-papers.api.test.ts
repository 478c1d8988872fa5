import { and, eq } from 'drizzle-orm';
import { Document, Packer, Paragraph } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth/messages';
import { EDITOR_DESK_MESSAGES } from '../../../contract/editor-desk/editor-desk.messages';
import { ADMIN_PAPER_MESSAGES as M } from '../../../contract/papers/admin-papers.schema';
import { PAPER_MESSAGES } from '../../../contract/papers/messages';
import { WORKFLOW_MESSAGES as W } from '../../../contract/papers/workflow/paper-workflow.messages';
import { paperAuthors, paperEvents, papers, paperVersions, reviewAssignments } from '../../../db/schema';
import { insertIssue, insertPaper, insertReviewAssignment, userIdByEmail } from '../../../tests/support/fixtures';
import { expectProblem } from '../../../tests/support/problem';
import { multipartBody, SAMPLE_PDF, type FilePart } from '../../../tests/support/submission';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

/** acting-side.md §2, §4, §5, §7, §8: the admin dashboard's Papers tab (decision 0050). */
let t: TestApp;
let adminToken: string;
let adminId: number;
const tokens: Record<'EDITOR' | 'REVIEWER' | 'AUTHOR', string> = { EDITOR: '', REVIEWER: '', AUTHOR: '' };
let issue: { id: number; volume: number; number: number; year: number };

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser('ADMIN', { firstName: 'Ada', lastName: 'Admin' });
  adminToken = await t.login(admin.email);
  adminId = await userIdByEmail(t.db, admin.email);
  for (const role of ['EDITOR', 'REVIEWER', 'AUTHOR'] as const) tokens[role] = await t.login((await t.createUser(role)).email);
  issue = await insertIssue(t.db, { volume: 31, number: 2, year: 2025 });
});
afterAll(() => t.close());
/** The paper the override test publishes, unpublished by a later test. */
let unpublishable = 0;

const fields = (overrides: Record<string, string | undefined> = {}): Record<string, string> =>
  Object.fromEntries(
    Object.entries({
      title: 'Yield gaps of smallholder maize in the Guinea savanna',
      authors: JSON.stringify([{ name: 'Amina Bello', email: 'amina.bello@example.org', affiliation: 'Ahmadu Bello University' }, 'Kwame Asante']),
      category: 'Crop Science',
      abstract: 'Field trials over three seasons measured the gap between attainable and farm yields.',
      keywords: 'maize, yield gap',
      status: 'SUBMITTED',
      ...overrides,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

async function send(method: 'POST' | 'PUT', url: string, body: Record<string, string>, file?: FilePart, token: string = adminToken) {
  const { payload, headers } = await multipartBody(body, file);
  return t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) }, remoteAddress: uniqueAddress() });
}
const create = (body = fields(), file?: FilePart, token?: string) => send('POST', '/api/admin/papers', body, file, token);
const update = (id: number, body = fields(), file?: FilePart, token?: string) => send('PUT', `/api/admin/papers/${id}`, body, file, token);
const remove = (id: number, token = adminToken) => t.app.inject({ method: 'DELETE', url: `/api/admin/papers/${id}`, headers: bearer(token) });
const list = (query = '', token = adminToken) => t.app.inject({ url: `/api/admin/papers${query}`, headers: bearer(token) });
const eventsOf = (paperId: number) => t.db.select().from(paperEvents).where(eq(paperEvents.paperId, paperId)).orderBy(paperEvents.id);

describe('who may call the Papers tab', () => {
  it('asks an anonymous caller to sign in and forbids every other role', async () => {
    expectProblem(await t.app.inject({ url: '/api/admin/papers' }), 401, AUTH_MESSAGES.sessionRequired);
    for (const role of ['EDITOR', 'REVIEWER', 'AUTHOR'] as const) {
      expectProblem(await list('', tokens[role]), 403, AUTH_MESSAGES.notAllowed);
      expectProblem(await create(fields(), undefined, tokens[role]), 403, AUTH_MESSAGES.notAllowed);
      expectProblem(await update(1, fields(), undefined, tokens[role]), 403, AUTH_MESSAGES.notAllowed);
      expectProblem(await remove(1, tokens[role]), 403, AUTH_MESSAGES.notAllowed);
    }
  });
});

describe('POST /api/admin/papers', () => {
  it('adds a paper with its authors, a PDF manuscript as version 1 and a submitted event by the admin', async () => {
    const response = await create(fields(), { bytes: SAMPLE_PDF });
    expect(response.statusCode, response.body).toBe(201);
    const { paper, message } = response.json();
    expect(message).toBe(M.created);
    expect(paper).toMatchObject({
      title: 'Yield gaps of smallholder maize in the Guinea savanna',
      authors: [
        { name: 'Amina Bello', email: 'amina.bello@example.org', affiliation: 'Ahmadu Bello University' },
        { name: 'Kwame Asante', email: '', affiliation: '' },
      ],
      category: 'Crop Science',
      keywords: ['maize', 'yield gap'],
      status: 'SUBMITTED',
      hasManuscript: true,
      volume: null,
      issue: null,
    });
    const versions = await t.db.select().from(paperVersions).where(eq(paperVersions.paperId, paper.id));
    expect(versions).toMatchObject([{ version: 1, submittedById: adminId }]);
    expect(await eventsOf(paper.id)).toMatchObject([{ kind: 'submitted', actorId: adminId, toStatus: 'SUBMITTED' }]);
  });

  it('takes authors as comma-separated names too, and needs no manuscript', async () => {
    const response = await create(fields({ authors: 'Ngozi Okafor, Tunde Adeyemi' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().paper).toMatchObject({ authors: [{ name: 'Ngozi Okafor' }, { name: 'Tunde Adeyemi' }], hasManuscript: false });
  });

  it('refuses a manuscript that is not a PDF by its content, whatever its name says (415)', async () => {
    const docx = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('A Word manuscript')] }] }));
    const before = (await t.db.select({ id: papers.id }).from(papers)).length;
    expect(expectProblem(await create(fields(), { bytes: docx, name: 'paper.pdf', type: 'application/pdf' }), 415, M.manuscriptPdfOnly).errors).toEqual({ manuscript: [M.manuscriptPdfOnly] });
    expectProblem(await create(fields(), { bytes: Buffer.from('%PDF-1.4 not really'), name: 'fake.pdf' }), 415, M.manuscriptPdfOnly);
    expect((await t.db.select({ id: papers.id }).from(papers)).length).toBe(before);
  });

  it('checks the spec’s rules with its messages: required fields, volume and issue at least 1, year 2000–2100', async () => {
    const empty = expectProblem(await create({ title: '', authors: '[]', category: '', abstract: '' }), 400);
    expect(empty.errors).toMatchObject({ title: [M.titleRequired], authors: [M.authorsRequired], category: [M.categoryRequired], abstract: [M.abstractRequired] });
    expect(expectProblem(await create(fields({ volume: '0', issue: '1' })), 400).errors).toMatchObject({ volume: [M.volumeMin] });
    expect(expectProblem(await create(fields({ volume: '1', issue: '0' })), 400).errors).toMatchObject({ issue: [M.issueMin] });
    for (const year of ['1999', '2101', 'soon']) expect(expectProblem(await create(fields({ year })), 400).errors).toMatchObject({ year: [M.yearRange] });
    expect(expectProblem(await create(fields({ volume: '31' })), 400).errors).toMatchObject({ issue: [M.volumeAndIssue] });
    expect(expectProblem(await create(fields({ status: 'DONE' })), 400).errors).toMatchObject({ status: [M.statusRequired] });
    expect(expectProblem(await create(fields({ status: 'WITHDRAWN' })), 400, M.withdrawnNotSettable).errors).toEqual({ status: [M.withdrawnNotSettable] });
  });

  it('takes its category from the admin categories of §3', async () => {
    expectProblem(await create(fields({ category: 'Astrology' })), 400, M.categoryRequired);
    expectProblem(await create(fields({ category: 'Crop Science and Production' })), 400, M.categoryRequired);
    expect((await create(fields({ category: 'Plant Pathology' }))).statusCode).toBe(201);
  });

  it('maps volume and issue to an existing issue, and names them when there is none', async () => {
    const response = await create(fields({ volume: String(issue.volume), issue: String(issue.number), year: String(issue.year) }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().paper).toMatchObject({ volume: 31, issue: 2, year: 2025 });
    const missing = expectProblem(await create(fields({ volume: '31', issue: '9' })), 400, M.noSuchIssue(31, 9));
    expect(missing.detail).toBe('There is no Volume 31, Issue 9; create that issue in the Issues tab first.');
    expect(missing.errors).toEqual({ issue: [M.noSuchIssue(31, 9)] });
    expectProblem(await create(fields({ volume: '31', issue: '2', year: '2024' })), 400, M.noSuchIssue(31, 2, 2024));
  });

  it('sets another status through the admin override, recorded as an event with the admin as actor; the fee gate holds for admins too', async () => {
    // Publishing needs a cleared fee (decision 0048): no invoice yet, so no.
    expectProblem(await create(fields({ status: 'PUBLISHED', volume: '31', issue: '2' })), 409, W.feeNotCleared(null));
    // Accepted: invoiced at once, as an editor's acceptance would be.
    const response = await create(fields({ status: 'ACCEPTED', volume: '31', issue: '2', doi: '10.5555/jals.admin.1' }), { bytes: SAMPLE_PDF });
    expect(response.statusCode, response.body).toBe(201);
    const { paper } = response.json();
    const invoice = await t.app.inject({ url: `/api/papers/${paper.id}/invoice`, headers: bearer(adminToken) });
    expect(invoice.statusCode).toBe(200);
    expectProblem(await update(paper.id, fields({ status: 'PUBLISHED', volume: '31', issue: '2', doi: '10.5555/jals.admin.1' })), 409, W.feeNotCleared(invoice.json().number));
    const waived = await t.app.inject({ method: 'POST', url: `/api/admin/invoices/${invoice.json().id}/waive`, payload: { reason: 'An invited article.' }, headers: bearer(adminToken) });
    expect(waived.statusCode, waived.body).toBe(200);
    const published = await update(paper.id, fields({ status: 'PUBLISHED', volume: '31', issue: '2', doi: '10.5555/jals.admin.1' }));
    expect(published.json().paper).toMatchObject({ status: 'PUBLISHED', doi: '10.5555/jals.admin.1', volume: 31, issue: 2 });
    expect(published.json().paper.publishedAt).not.toBeNull();
    expect(await eventsOf(paper.id)).toMatchObject([
      { kind: 'submitted', actorId: adminId, toStatus: 'SUBMITTED' },
      { kind: 'status_changed', actorId: adminId, fromStatus: 'SUBMITTED', toStatus: 'ACCEPTED' },
      { kind: 'status_changed', actorId: adminId, fromStatus: 'ACCEPTED', toStatus: 'PUBLISHED' },
    ]);
    // Published: readers see it.
    expect((await t.app.inject({ url: `/api/papers/${paper.id}` })).statusCode).toBe(200);
    unpublishable = paper.id;
  });

  it('refuses PUBLISHED without an issue: publishing needs one', async () => {
    expect(expectProblem(await create(fields({ status: 'PUBLISHED' })), 400).errors).toMatchObject({ volume: [M.publishedNeedsIssue] });
  });

  it('refuses a DOI another paper carries (409 naming the field), whatever its case', async () => {
    await insertPaper(t.db, { doi: '10.5555/jals.taken' });
    const clash = expectProblem(await create(fields({ doi: '10.5555/JALS.TAKEN' })), 409, EDITOR_DESK_MESSAGES.doiTaken);
    expect(clash.errors).toEqual({ doi: [EDITOR_DESK_MESSAGES.doiTaken] });
  });
});

describe('PUT /api/admin/papers/{id}', () => {
  it('edits the fields, keeps the addresses of authors named again, and records a status change as the admin', async () => {
    const submitted = await insertPaper(t.db, {
      status: 'SUBMITTED',
      category: 'Crop Science and Production',
      authors: [{ name: 'Halima Sani', email: 'halima@example.org', affiliation: 'University of Ilorin' }],
    });
    const response = await update(submitted.id, fields({ authors: JSON.stringify(['Halima Sani', 'Musa Ibrahim']), category: 'Crop Science and Production', status: 'UNDER_REVIEW' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: M.updated,
      paper: {
        status: 'UNDER_REVIEW',
        category: 'Crop Science and Production',
        authors: [{ name: 'Halima Sani', email: 'halima@example.org', affiliation: 'University of Ilorin' }, { name: 'Musa Ibrahim', email: '' }],
      },
    });
    const authors = await t.db.select().from(paperAuthors).where(eq(paperAuthors.paperId, submitted.id)).orderBy(paperAuthors.position);
    expect(authors.map((a) => a.isPrimaryContact)).toEqual([true, false]);
    expect(await eventsOf(submitted.id)).toMatchObject([{ kind: 'status_changed', actorId: adminId, fromStatus: 'SUBMITTED', toStatus: 'UNDER_REVIEW', comments: 'Status set by an administrator.' }]);
    // Saving again without a status change records nothing more.
    await update(submitted.id, fields({ category: 'Crop Science and Production', status: 'UNDER_REVIEW' }));
    expect(await eventsOf(submitted.id)).toHaveLength(1);
  });

  it('takes a new PDF as the next version', async () => {
    const created = (await create(fields(), { bytes: SAMPLE_PDF })).json().paper;
    const response = await update(created.id, fields({ title: 'A corrected title' }), { bytes: SAMPLE_PDF });
    expect(response.statusCode, response.body).toBe(200);
    const versions = await t.db.select().from(paperVersions).where(eq(paperVersions.paperId, created.id)).orderBy(paperVersions.version);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(response.json().paper.title).toBe('A corrected title');
  });

  it('unpublishing clears the publication date; a withdrawn paper cannot be set back to withdrawn by the admin', async () => {
    const published = { id: unpublishable };
    const back = await update(published.id, fields({ status: 'ACCEPTED', volume: '31', issue: '2', doi: '10.5555/jals.admin.1' }));
    expect(back.json().paper).toMatchObject({ status: 'ACCEPTED', publishedAt: null });
    expectProblem(await update(published.id, fields({ status: 'WITHDRAWN' })), 400, M.withdrawnNotSettable);
  });

  it('refuses what POST refuses, and a paper that does not exist (404)', async () => {
    const created = (await create(fields())).json().paper;
    expectProblem(await update(created.id, fields({ year: '1999' })), 400);
    expectProblem(await update(created.id, fields({ volume: '40', issue: '1' })), 400, M.noSuchIssue(40, 1));
    await insertPaper(t.db, { doi: '10.5555/jals.other' });
    expectProblem(await update(created.id, fields({ doi: '10.5555/jals.other' })), 409, EDITOR_DESK_MESSAGES.doiTaken);
    expectProblem(await update(created.id, fields(), { bytes: Buffer.from('plain text') }), 415, M.manuscriptPdfOnly);
    expectProblem(await update(999_999, fields()), 404, PAPER_MESSAGES.notFound);
  });
});

describe('DELETE /api/admin/papers/{id}', () => {
  it('deletes an unpublished paper with its versions, authors, reviews and events', async () => {
    const reviewer = await t.createUser('REVIEWER');
    const paper = await insertPaper(t.db, { status: 'UNDER_REVIEW' });
    await insertReviewAssignment(t.db, { paperId: paper.id, reviewerId: await userIdByEmail(t.db, reviewer.email) });
    const response = await remove(paper.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: paper.id, message: M.deleted });
    expect(await t.db.select().from(papers).where(eq(papers.id, paper.id))).toEqual([]);
    expect(await t.db.select().from(reviewAssignments).where(eq(reviewAssignments.paperId, paper.id))).toEqual([]);
    expect(await t.db.select().from(paperVersions).where(eq(paperVersions.paperId, paper.id))).toEqual([]);
    expectProblem(await remove(paper.id), 404, PAPER_MESSAGES.notFound);
  });

  it('refuses to delete a published paper (409): it stays on the record', async () => {
    const paper = await insertPaper(t.db, { status: 'PUBLISHED' });
    expectProblem(await remove(paper.id), 409, M.publishedNotDeletable);
    expect(await t.db.select({ id: papers.id }).from(papers).where(and(eq(papers.id, paper.id), eq(papers.status, 'PUBLISHED')))).toHaveLength(1);
  });
});

describe('GET /api/admin/papers', () => {
  it('pages, searches, filters and sorts on the server', async () => {
    await insertPaper(t.db, { title: 'Zebu cattle heat tolerance', status: 'REJECTED', authors: [{ name: 'Obinna Eze', email: 'obinna@example.org' }] });
    const all = (await list('?pageSize=100')).json();
    expect(all.total).toBe(all.items.length);
    expect(all.items[0]).toMatchObject({ id: expect.any(Number), authors: expect.any(Array), downloads: expect.any(Number), citations: expect.any(Number) });

    const found = (await list('?q=obinna')).json();
    expect(found.items.map((p: { title: string }) => p.title)).toEqual(['Zebu cattle heat tolerance']);
    const rejected = (await list('?status=REJECTED')).json();
    expect(rejected.items.every((p: { status: string }) => p.status === 'REJECTED')).toBe(true);

    const byTitle = (await list('?sort=title&order=asc&pageSize=100')).json().items.map((p: { title: string }) => p.title.toLowerCase());
    expect(byTitle).toEqual([...byTitle].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const second = (await list('?sort=title&order=asc&pageSize=1&page=2')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(second.items[0].title.toLowerCase()).toBe(byTitle[1]);

    expect(expectProblem(await list('?pageSize=1000'), 400).errors).toBeDefined();
    expectProblem(await list('?sort=price'), 400);
  });
});
