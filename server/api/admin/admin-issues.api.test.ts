import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as A } from '../../../contract/auth/messages';
import { EDITOR_DESK_MESSAGES as D } from '../../../contract/editor-desk/editor-desk.schema';
import { ADMIN_ISSUE_MESSAGES as M } from '../../../contract/issues/admin-issues.schema';
import { WORKFLOW_MESSAGES as W } from '../../../contract/papers/workflow/paper-workflow.messages';
import { newsletterSubscriptions, paperEvents, papers } from '../../../db/schema';
import { insertIssue, insertPaidInvoice, insertPaper, storeManuscriptFile, userIdByEmail } from '../../../tests/support/fixtures';
import { mailTo, readMail } from '../../../tests/support/mail';
import { expectProblem } from '../../../tests/support/problem';
import { multipartBody, SAMPLE_PDF, type FilePart } from '../../../tests/support/submission';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

/** The Issues tab's calls (acting-side.md §2, §5, §7, §8; issue 15; decision 0046). */

let t: TestApp;
const tokens: Record<'ADMIN' | 'EDITOR' | 'REVIEWER' | 'AUTHOR', string> = { ADMIN: '', EDITOR: '', REVIEWER: '', AUTHOR: '' };
let adminEmail = '';
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['ADMIN', 'EDITOR', 'REVIEWER', 'AUTHOR'] as const) {
    const { email } = await t.createUser(role);
    if (role === 'ADMIN') adminEmail = email;
    tokens[role] = await t.login(email);
  }
});
afterAll(() => t.close());

let volume = 40;
/** A volume no other test uses, so tests do not collide on volume and number. */
const nextVolume = () => ++volume;

const fieldsOf = (overrides: Record<string, string> = {}) => ({
  title: 'Climate-smart agriculture',
  volume: String(nextVolume()),
  issueNumber: '1',
  year: '2026',
  publicationDate: '2026-03-31',
  isPublished: 'false',
  ...overrides,
});

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files: FilePart[] = [], token: string | null = tokens.ADMIN) {
  const { payload, headers } = await multipartBody(fields, files);
  return t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) }, remoteAddress: uniqueAddress() });
}
const get = (url: string, token: string | null = tokens.ADMIN) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const remove = (url: string, token: string | null = tokens.ADMIN) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) });

const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 60 } } }).jpeg().toBuffer();
const cover = async (bytes?: Buffer): Promise<FilePart> => ({ field: 'coverImage', bytes: bytes ?? (await jpeg(1600, 2000)), name: 'cover.jpg', type: 'image/jpeg' });
const issuePdf: FilePart = { field: 'pdfFile', bytes: SAMPLE_PDF, name: 'issue.pdf', type: 'application/pdf' };

describe('who may call the Issues tab', () => {
  it('asks anonymous callers to sign in and forbids everyone but admins', async () => {
    expectProblem(await get('/api/admin/issues', null), 401, A.sessionRequired);
    expectProblem(await send('POST', '/api/admin/issues', fieldsOf(), [], null), 401, A.sessionRequired);
    for (const role of ['AUTHOR', 'EDITOR', 'REVIEWER'] as const) {
      expectProblem(await get('/api/admin/issues', tokens[role]), 403, A.notAllowed);
      expectProblem(await send('POST', '/api/admin/issues', fieldsOf(), [], tokens[role]), 403, A.notAllowed);
      expectProblem(await send('PUT', '/api/admin/issues/1', fieldsOf(), [], tokens[role]), 403, A.notAllowed);
      expectProblem(await remove('/api/admin/issues/1', tokens[role]), 403, A.notAllowed);
    }
  });
});

describe('POST /api/admin/issues', () => {
  it('creates a draft with a cover resized to 800 px and served with its size, and the issue PDF', async () => {
    const response = await send('POST', '/api/admin/issues', fieldsOf({ description: 'Papers on drought.' }), [await cover(), issuePdf]);
    expect(response.statusCode, response.body).toBe(200);
    const { message, issue } = response.json();
    expect(message).toBe(M.created);
    expect(issue).toMatchObject({ title: 'Climate-smart agriculture', issueNumber: 1, year: 2026, publicationDate: '2026-03-31', isPublished: false, description: 'Papers on drought.' });
    expect(issue.cover).toMatchObject({ width: 800, height: 1000 });
    expect(issue.cover.url).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
    expect(issue.pdf).toEqual({ name: 'issue.pdf', sizeBytes: SAMPLE_PDF.length });

    const image = await t.app.inject({ method: 'GET', url: issue.cover.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 1000]);
    // A draft is not public.
    expect((await t.app.inject({ method: 'GET', url: `/api/issues/${issue.id}` })).statusCode).toBe(404);
  });

  it('keeps a small cover at its own size and accepts PNG and WebP by content', async () => {
    const png = await sharp({ create: { width: 300, height: 420, channels: 4, background: '#ffffff' } }).png().toBuffer();
    const webp = await sharp({ create: { width: 500, height: 700, channels: 3, background: '#abcdef' } }).webp().toBuffer();
    const first = await send('POST', '/api/admin/issues', fieldsOf(), [{ field: 'coverImage', bytes: png, name: 'cover.bin', type: 'application/octet-stream' }]);
    expect(first.json().issue.cover).toMatchObject({ width: 300, height: 420 });
    const second = await send('POST', '/api/admin/issues', fieldsOf(), [{ field: 'coverImage', bytes: webp, name: 'cover.webp', type: 'image/webp' }]);
    expect(second.json().issue.cover).toMatchObject({ width: 500, height: 700 });
  });

  it('refuses a cover that is not a JPEG, PNG or WebP image (415), whatever its name and type', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    for (const bytes of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), SAMPLE_PDF, gif, (await jpeg(50, 50)).subarray(0, 200)]) {
      const body = expectProblem(await send('POST', '/api/admin/issues', fieldsOf(), [await cover(bytes)]), 415, M.coverNotImage);
      expect(body.errors).toEqual({ coverImage: [M.coverNotImage] });
    }
  });

  it('refuses an issue PDF that is not a PDF (415) and files that are too large (413)', async () => {
    const fake = { ...issuePdf, bytes: Buffer.from('not a pdf at all') };
    expect(expectProblem(await send('POST', '/api/admin/issues', fieldsOf(), [fake]), 415, M.pdfNotPdf).errors).toEqual({ pdfFile: [M.pdfNotPdf] });
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1, 0xff);
    expect(expectProblem(await send('POST', '/api/admin/issues', fieldsOf(), [await cover(huge)]), 413, M.coverTooLarge).errors).toEqual({ coverImage: [M.coverTooLarge] });
  });

  it.each([
    [{ title: '' }, 'title', M.titleRequired],
    [{ volume: '0' }, 'volume', M.volumeMin],
    [{ volume: '' }, 'volume', M.volumeMin],
    [{ issueNumber: '0' }, 'issueNumber', M.issueNumberMin],
    [{ issueNumber: 'two' }, 'issueNumber', M.issueNumberMin],
    [{ year: '1999' }, 'year', M.yearRange],
    [{ year: '2101' }, 'year', M.yearRange],
    [{ publicationDate: '' }, 'publicationDate', M.publicationDateRequired],
    [{ publicationDate: '2026-02-30' }, 'publicationDate', M.publicationDateInvalid],
  ])('answers 400 with the field message for %o', async (override, field, message) => {
    const body = expectProblem(await send('POST', '/api/admin/issues', fieldsOf(override)), 400);
    expect(body.errors?.[field]).toEqual([message]);
  });

  it('takes the year bounds 2000 and 2100', async () => {
    expect((await send('POST', '/api/admin/issues', fieldsOf({ year: '2000' }))).statusCode).toBe(200);
    expect((await send('POST', '/api/admin/issues', fieldsOf({ year: '2100' }))).statusCode).toBe(200);
  });

  it('answers 409 for a volume and number already taken', async () => {
    const fields = fieldsOf();
    expect((await send('POST', '/api/admin/issues', fields)).statusCode).toBe(200);
    const message = M.numberTaken(Number(fields.volume), 1);
    expect(expectProblem(await send('POST', '/api/admin/issues', fields), 409, message).errors).toEqual({ issueNumber: [message] });
  });

  it('refuses JSON (the form is multipart)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/issues', payload: fieldsOf(), headers: bearer(tokens.ADMIN) });
    expectProblem(response, 415);
  });
});

describe('GET /api/admin/issues', () => {
  it('lists drafts and published issues, paged, searched, filtered and sorted on the server', async () => {
    const v = nextVolume();
    await insertIssue(t.db, { volume: v, number: 1, year: 2025, title: 'Soil carbon special', publicationDate: '2025-01-31', isPublished: true });
    await insertIssue(t.db, { volume: v, number: 2, year: 2025, title: 'Pest management', publicationDate: '2025-04-30', isPublished: false });
    const all = (await get('/api/admin/issues?pageSize=100')).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    const dates = all.items.map((i: { publicationDate: string }) => i.publicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = (await get('/api/admin/issues?pageSize=100&sort=oldest')).json().items.map((i: { publicationDate: string }) => i.publicationDate);
    expect(oldest).toEqual([...dates].sort());

    const found = (await get('/api/admin/issues?q=soil%20carbon')).json();
    expect(found.items.map((i: { title: string }) => i.title)).toEqual(['Soil carbon special']);
    const byVolume = (await get(`/api/admin/issues?q=${v}`)).json();
    expect(byVolume.items.map((i: { issueNumber: number }) => i.issueNumber).sort()).toEqual([1, 2]);
    const drafts = (await get('/api/admin/issues?state=draft&pageSize=100')).json();
    expect(drafts.items.every((i: { isPublished: boolean }) => !i.isPublished)).toBe(true);
    expect(drafts.items.some((i: { title: string }) => i.title === 'Pest management')).toBe(true);
    const page2 = (await get('/api/admin/issues?pageSize=1&page=2')).json();
    expect(page2).toMatchObject({ page: 2, pageSize: 1, total: all.total, items: [all.items[1]] });
  });

  it.each(['page=0', 'pageSize=101', 'sort=random', 'state=archived'])('answers 400 for %s', async (query) => {
    expectProblem(await get(`/api/admin/issues?${query}`), 400);
  });
});

describe('PUT /api/admin/issues/{id}', () => {
  it('changes the fields, replaces or removes the cover and the PDF', async () => {
    // A cover of its own: another issue with the same bytes would keep the same address served.
    const own = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#123456' } }).jpeg().toBuffer();
    const created = (await send('POST', '/api/admin/issues', fieldsOf(), [await cover(own), issuePdf])).json().issue;
    const fields = { ...fieldsOf({ title: 'Renamed issue', volume: String(created.volume), issueNumber: '3' }) };
    const updated = await send('PUT', `/api/admin/issues/${created.id}`, fields, [await cover(await jpeg(400, 300))]);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe(M.updated);
    expect(updated.json().issue).toMatchObject({ title: 'Renamed issue', issueNumber: 3, cover: { width: 400, height: 300 }, pdf: { name: 'issue.pdf' } });
    // The replaced cover is no longer served.
    expect((await t.app.inject({ method: 'GET', url: created.cover.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: updated.json().issue.cover.url })).statusCode).toBe(200);
    const cleared = (await send('PUT', `/api/admin/issues/${created.id}`, { ...fields, removeCover: 'true', removePdf: 'true' })).json().issue;
    expect(cleared).toMatchObject({ cover: null, pdf: null });
  });

  it('answers 404 for an issue that does not exist and 409 for a taken number', async () => {
    expectProblem(await send('PUT', '/api/admin/issues/999999', fieldsOf()), 404, M.notFound);
    const a = (await send('POST', '/api/admin/issues', fieldsOf())).json().issue;
    const b = (await send('POST', '/api/admin/issues', fieldsOf({ volume: String(a.volume), issueNumber: '2' }))).json().issue;
    expectProblem(await send('PUT', `/api/admin/issues/${b.id}`, fieldsOf({ volume: String(a.volume), issueNumber: '1' })), 409, M.numberTaken(a.volume, 1));
  });
});

describe('publishing an issue (draft → published)', () => {
  async function acceptedPaperIn(issueId: number, options: { word?: boolean; submitterId?: number; title?: string } = {}) {
    const fileId = options.word
      ? await storeManuscriptFile(t.db, t.dataDir, Buffer.from('word'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'manuscript.docx')
      : await storeManuscriptFile(t.db, t.dataDir, SAMPLE_PDF);
    const paper = await insertPaper(t.db, {
      status: 'ACCEPTED',
      issueId,
      manuscriptFileId: fileId,
      submitterId: options.submitterId ?? null,
      ...(options.title ? { title: options.title } : {}),
      authors: [{ name: 'Amina Bello', email: `amina${issueId}@example.org` }],
    });
    // Publishing waits for the publication charge (decision 0048): these papers' invoices are paid.
    await insertPaidInvoice(t.db, paper.id);
    return paper;
  }

  async function subscribe(email: string, confirmed: boolean, active = true) {
    await t.db.insert(newsletterSubscriptions).values({ email, name: null, isActive: active, confirmedAt: confirmed ? new Date() : null });
  }

  it('publishes its accepted papers through the workflow and mails the table of contents to confirmed subscribers only', async () => {
    await subscribe('confirmed.reader@example.org', true);
    await subscribe('unconfirmed.reader@example.org', false);
    await subscribe('gone.reader@example.org', true, false);
    const before = (await t.sentMail()).length;
    const draft = (await send('POST', '/api/admin/issues', fieldsOf({ title: 'Drylands' }))).json().issue;
    const first = await acceptedPaperIn(draft.id, { title: 'Millet yields under drought' });
    const second = await acceptedPaperIn(draft.id, { title: 'Sorghum and soil moisture' });

    const response = await send('PUT', `/api/admin/issues/${draft.id}`, fieldsOf({ title: 'Drylands', volume: String(draft.volume), isPublished: 'true' }));
    expect(response.statusCode, response.body).toBe(200);
    const label = `Volume ${draft.volume}, Issue 1 (2026)`;
    expect(response.json()).toMatchObject({ message: M.published(label, 2), publishedPaperIds: [first.id, second.id], issue: { isPublished: true, publishedPapers: 2, acceptedPapers: 0 } });

    const rows = await t.db.select({ status: papers.status, publishedAt: papers.publishedAt }).from(papers).where(eq(papers.issueId, draft.id));
    expect(rows.every((row) => row.status === 'PUBLISHED' && row.publishedAt !== null)).toBe(true);
    const events = await t.db.select().from(paperEvents).where(eq(paperEvents.paperId, first.id));
    expect(events.find((e) => e.kind === 'published')).toMatchObject({ actorId: await userIdByEmail(t.db, adminEmail), fromStatus: 'ACCEPTED', toStatus: 'PUBLISHED' });
    // Public at once, with its papers.
    const issuePage = (await t.app.inject({ method: 'GET', url: `/api/issues/${draft.id}` })).json();
    expect(issuePage.papers.map((p: { id: number }) => p.id).sort()).toEqual([first.id, second.id].sort());

    const all = await t.sentMail();
    const mail = all.slice(before);
    const toc = mailTo(mail, 'confirmed.reader@example.org');
    expect(toc).toHaveLength(1);
    expect(toc[0]!.subject).toContain(`${label} is out`);
    expect(toc[0]!.text).toContain('Millet yields under drought');
    expect(toc[0]!.text).toContain('Sorghum and soil moisture');
    expect(toc[0]!.text).toContain(`http://journal.test/paper/${first.id}`);
    expect(toc[0]!.text).toMatch(/unsubscribe here: http:\/\/journal\.test\/newsletter\/unsubscribe\?token=/);
    expect(mail.find((eml) => readMail(eml).to === 'confirmed.reader@example.org')).toMatch(/List-Unsubscribe:/i);
    expect(mailTo(mail, 'unconfirmed.reader@example.org')).toEqual([]);
    expect(mailTo(mail, 'gone.reader@example.org')).toEqual([]);
    // The authors are told their paper is out.
    expect(mailTo(mail, `amina${draft.id}@example.org`).some((m) => m.subject.includes('your article is published'))).toBe(true);

    // Saving the published issue again neither republishes nor mails again.
    await send('PUT', `/api/admin/issues/${draft.id}`, fieldsOf({ title: 'Drylands', volume: String(draft.volume), isPublished: 'true' }));
    expect((await t.sentMail()).length).toBe(all.length);
  });

  it('refuses with a list naming each accepted paper the workflow does not allow, and publishes nothing', async () => {
    const adminId = await userIdByEmail(t.db, adminEmail);
    const draft = (await send('POST', '/api/admin/issues', fieldsOf())).json().issue;
    const fine = await acceptedPaperIn(draft.id);
    const word = await acceptedPaperIn(draft.id, { word: true, title: 'A Word-only manuscript' });
    const own = await acceptedPaperIn(draft.id, { submitterId: adminId, title: "The admin's own paper" });
    const before = (await t.sentMail()).length;

    const response = await send('PUT', `/api/admin/issues/${draft.id}`, fieldsOf({ volume: String(draft.volume), isPublished: 'true' }));
    const refused = [
      { id: word.id, title: 'A Word-only manuscript', reason: D.galleyRequired },
      { id: own.id, title: "The admin's own paper", reason: W.ownPaper },
    ];
    const body = expectProblem(response, 409, M.publishRefused(refused));
    expect(body.detail).toContain('"A Word-only manuscript"');
    expect(body.detail).toContain(`paper ${own.id}`);
    expect(body.errors?.papers).toHaveLength(2);
    const statuses = await t.db.select({ id: papers.id, status: papers.status }).from(papers).where(eq(papers.issueId, draft.id));
    expect(statuses.every((row) => row.status === 'ACCEPTED')).toBe(true);
    expect((await get(`/api/admin/issues?q=${draft.volume}`)).json().items[0]).toMatchObject({ isPublished: false, acceptedPapers: 3 });
    expect((await t.sentMail()).length).toBe(before);
    void fine;
  });

  it('creating an issue as published publishes it at once', async () => {
    const response = await send('POST', '/api/admin/issues', fieldsOf({ isPublished: 'true' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().issue.isPublished).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/issues/${response.json().issue.id}` })).statusCode).toBe(200);
  });
});

describe('DELETE /api/admin/issues/{id}', () => {
  it('deletes an issue without published papers; its accepted papers keep waiting with no issue', async () => {
    const issue = (await send('POST', '/api/admin/issues', fieldsOf())).json().issue;
    const waiting = await insertPaper(t.db, { status: 'ACCEPTED', issueId: issue.id });
    const response = await remove(`/api/admin/issues/${issue.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: M.deleted });
    const [row] = await t.db.select({ issueId: papers.issueId, status: papers.status }).from(papers).where(eq(papers.id, waiting.id));
    expect(row).toEqual({ issueId: null, status: 'ACCEPTED' });
    expectProblem(await remove(`/api/admin/issues/${issue.id}`), 404, M.notFound);
  });

  it('refuses (409) while the issue holds published papers', async () => {
    const issue = await insertIssue(t.db, { volume: nextVolume(), number: 1, isPublished: true });
    await insertPaper(t.db, { status: 'PUBLISHED', issueId: issue.id });
    await insertPaper(t.db, { status: 'PUBLISHED', issueId: issue.id });
    expectProblem(await remove(`/api/admin/issues/${issue.id}`), 409, M.deleteRefused(2));
    expect((await t.app.inject({ method: 'GET', url: `/api/issues/${issue.id}` })).statusCode).toBe(200);
  });

  it('answers 400 for an id that is not a number', async () => {
    expectProblem(await remove('/api/admin/issues/abc'), 400);
  });
});

describe('GET /api/images/{file}', () => {
  it('serves only covers and photos, by hash', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: `/api/images/${'0'.repeat(64)}.webp` }), 404);
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/images/../../etc/passwd' }), 404);
  });
});
