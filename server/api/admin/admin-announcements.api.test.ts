import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ANNOUNCEMENT_MESSAGES as M } from '../../../contract/announcements/admin-announcements.schema';
import { AUTH_MESSAGES as A } from '../../../contract/auth/messages';
import { announcements, storedFiles } from '../../../db/schema';
import { manuscriptTemplateDocx } from '../../../core/journal/manuscript-template';
import { expectProblem } from '../../../tests/support/problem';
import { multipartBody, SAMPLE_PDF, type FilePart } from '../../../tests/support/submission';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';
import { word97Document } from '../../../tests/support/word-97-doc';

/** The content manager's announcements (issue 15; decision 0051), as the public page and the feed then show them. */

let t: TestApp;
const tokens: Record<'ADMIN' | 'EDITOR' | 'REVIEWER' | 'AUTHOR', string> = { ADMIN: '', EDITOR: '', REVIEWER: '', AUTHOR: '' };
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['ADMIN', 'EDITOR', 'REVIEWER', 'AUTHOR'] as const) {
    const { email } = await t.createUser(role);
    tokens[role] = await t.login(email);
  }
});
afterAll(() => t.close());

const fieldsOf = (overrides: Record<string, string> = {}) => ({
  title: 'Call for reviewers in soil science',
  content: 'We are looking for reviewers with experience in soil fertility.',
  priority: 'high',
  tags: 'reviewers, soil science, Reviewers',
  category: 'Peer Review',
  author: 'Editorial Office',
  ...overrides,
});

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files: FilePart[] = [], token: string | null = tokens.EDITOR) {
  const { payload, headers } = await multipartBody(fields, files);
  return t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) }, remoteAddress: uniqueAddress() });
}
const get = (url: string, token: string | null = tokens.EDITOR) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const remove = (url: string, token: string | null = tokens.EDITOR) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) });

const pdf = (field = 'attachment1', name = 'Call.pdf'): FilePart => ({ field, bytes: SAMPLE_PDF, name, type: 'application/pdf' });
const png = async (field: string): Promise<FilePart> => ({
  field,
  bytes: await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer(),
  name: 'poster.png',
  type: 'image/png',
});
const docx = async (field: string): Promise<FilePart> => ({ field, bytes: await manuscriptTemplateDocx(), name: 'Guidelines.docx', type: 'application/octet-stream' });

/** The public list as a reader gets it. */
const publicList = async () => (await get('/api/announcements', null)).json() as { id: number; title: string; type: string; attachments: { name: string; url: string }[] }[];
const feed = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/rss/announcements' });
  expect(response.statusCode).toBe(200);
  return response;
};

async function create(overrides: Record<string, string> = {}, files: FilePart[] = []) {
  const response = await send('POST', '/api/admin/announcements', fieldsOf(overrides), files);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().announcement as { id: number; title: string; date: string; attachments: { index: number; name: string; url: string; sizeBytes: number | null; mediaType: string | null }[] };
}

describe('who may write announcements', () => {
  it('asks anonymous callers to sign in and forbids authors and reviewers', async () => {
    expectProblem(await get('/api/admin/announcements', null), 401, A.sessionRequired);
    expectProblem(await send('POST', '/api/admin/announcements', fieldsOf(), [], null), 401, A.sessionRequired);
    expectProblem(await send('PUT', '/api/admin/announcements/1', fieldsOf(), [], null), 401, A.sessionRequired);
    expectProblem(await remove('/api/admin/announcements/1', null), 401, A.sessionRequired);
    for (const role of ['AUTHOR', 'REVIEWER'] as const) {
      expectProblem(await get('/api/admin/announcements', tokens[role]), 403, A.notAllowed);
      expectProblem(await send('POST', '/api/admin/announcements', fieldsOf(), [], tokens[role]), 403, A.notAllowed);
      expectProblem(await send('PUT', '/api/admin/announcements/1', fieldsOf(), [], tokens[role]), 403, A.notAllowed);
      expectProblem(await remove('/api/admin/announcements/1', tokens[role]), 403, A.notAllowed);
    }
    expect((await publicList()).length).toBe(0);
  });

  it('lets editors and admins in', async () => {
    expect((await get('/api/admin/announcements', tokens.EDITOR)).statusCode).toBe(200);
    expect((await get('/api/admin/announcements', tokens.ADMIN)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/announcements', () => {
  it('creates an announcement with a PDF, a Word document and an image, shown at once on the public list and in the feed', async () => {
    const response = await send('POST', '/api/admin/announcements', fieldsOf(), [pdf(), await docx('attachment2'), await png('attachment3')], tokens.ADMIN);
    expect(response.statusCode, response.body).toBe(200);
    const { message, announcement } = response.json();
    expect(message).toBe(M.created);
    // No type sent: the title decides ('call' → Call for Papers, reading-side.md §3).
    expect(announcement).toMatchObject({ title: fieldsOf().title, type: 'Call for Papers', storedType: null, priority: 'high', tags: ['reviewers', 'soil science'], category: 'Peer Review', author: 'Editorial Office' });
    expect(announcement.date).toBe(t.clock.now.toISOString());
    expect(announcement.attachments).toEqual([
      { index: 0, name: 'Call.pdf', url: `/api/announcements/${announcement.id}/attachments/0`, sizeBytes: SAMPLE_PDF.length, mediaType: 'application/pdf' },
      { index: 1, name: 'Guidelines.docx', url: `/api/announcements/${announcement.id}/attachments/1`, sizeBytes: expect.any(Number), mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      { index: 2, name: 'poster.webp', url: `/api/announcements/${announcement.id}/attachments/2`, sizeBytes: expect.any(Number), mediaType: 'image/webp' },
    ]);

    const [first] = await publicList();
    expect(first).toMatchObject({ id: announcement.id, title: fieldsOf().title, type: 'Call for Papers' });
    expect(first!.attachments.map((a) => a.name)).toEqual(['Call.pdf', 'Guidelines.docx', 'poster.webp']);

    const download = await get(first!.attachments[0]!.url, null);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    const image = await get(first!.attachments[2]!.url, null);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['content-disposition']).toContain('poster.webp');
    // Stored re-encoded and at most 1600 px wide.
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1600);

    const rss = await feed();
    expect(rss.headers['cache-control']).toBe('public, no-cache');
    expect(rss.body).toContain(`<title>${fieldsOf().title}</title>`);
    expect(rss.body).toContain(`/api/announcements/${announcement.id}/attachments/2`);
  });

  it('keeps a type chosen against the title, and takes the date given', async () => {
    const announcement = await create({ title: 'Workshop on call centres', type: 'Event', date: '2026-01-05' });
    expect(announcement).toMatchObject({ type: 'Event', storedType: 'Event', date: '2026-01-05T00:00:00.000Z' });
  });

  it.each([
    [{ title: '  ' }, 'title', M.titleRequired],
    [{ content: '' }, 'content', M.contentRequired],
    [{ author: '' }, 'author', M.authorRequired],
    [{ date: '2026-02-30' }, 'date', M.dateInvalid],
    [{ type: 'News' }, 'type', M.typeInvalid],
    [{ priority: 'urgent' }, 'priority', M.priorityInvalid],
    [{ tags: Array.from({ length: 21 }, (_, i) => `tag${i}`).join(',') }, 'tags', M.tooManyTags],
    [{ tags: 'x'.repeat(51) }, 'tags', M.tagTooLong],
  ])('answers 400 with the field message for %o', async (override, field, message) => {
    const body = expectProblem(await send('POST', '/api/admin/announcements', fieldsOf(override)), 400);
    expect(body.errors?.[field]).toEqual([message]);
  });

  it('refuses a file named .pdf that is not a PDF, a Word 97 document and a file that is too large, and creates nothing', async () => {
    const before = (await publicList()).length;
    const fake: FilePart = { field: 'attachment1', bytes: Buffer.from('This is plain text, not a PDF.\n'), name: 'report.pdf', type: 'application/pdf' };
    expect(expectProblem(await send('POST', '/api/admin/announcements', fieldsOf(), [pdf('attachment2'), fake]), 415, M.attachmentNotAllowed('report.pdf')).errors).toEqual({
      attachments: [M.attachmentNotAllowed('report.pdf')],
    });
    const doc: FilePart = { field: 'attachment1', bytes: word97Document(), name: 'old.doc', type: 'application/msword' };
    expectProblem(await send('POST', '/api/admin/announcements', fieldsOf(), [doc]), 415, M.attachmentNotAllowed('old.doc'));
    const huge: FilePart = { field: 'attachment1', bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25), name: 'huge.pdf', type: 'application/pdf' };
    expectProblem(await send('POST', '/api/admin/announcements', fieldsOf(), [huge]), 413, M.attachmentTooLarge);
    expect((await publicList()).length).toBe(before);
  });

  it('answers 400 to a body that is not multipart', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/announcements', payload: fieldsOf(), headers: bearer(tokens.EDITOR) });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('PUT /api/admin/announcements/{id}', () => {
  it('changes the text, keeps the attachments chosen, removes the others and adds new ones; the feed and the list follow at once', async () => {
    const created = await create({ title: 'Office hours in July' }, [pdf('attachment1', 'First.pdf'), await png('attachment2')]);
    const [, removedImage] = created.attachments;
    const removedFileId = await fileIdOf(created.id, 1);

    const response = await send('PUT', `/api/admin/announcements/${created.id}`, fieldsOf({ title: 'Office hours in August', keepAttachments: '0' }), [pdf('attachment1', 'Second')]);
    expect(response.statusCode, response.body).toBe(200);
    const { message, announcement } = response.json();
    expect(message).toBe(M.updated);
    expect(announcement.title).toBe('Office hours in August');
    expect(announcement.date).toBe(created.date);
    expect(announcement.attachments.map((a: { name: string }) => a.name)).toEqual(['First.pdf', 'Second.pdf']);
    // The image's row is gone (the sweep takes its bytes); its old address now serves the new PDF.
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, removedFileId))).toEqual([]);
    expect((await get(removedImage!.url, null)).headers['content-type']).toBe('application/pdf');

    expect((await publicList()).find((a) => a.id === created.id)?.title).toBe('Office hours in August');
    const rss = (await feed()).body;
    expect(rss).toContain('Office hours in August');
    expect(rss).not.toContain('Office hours in July');
  });

  it('keeps every attachment when keepAttachments is not sent, and refuses more than 10', async () => {
    const created = await create({ title: 'Many files' }, [pdf('attachment1'), pdf('attachment2'), pdf('attachment3'), pdf('attachment4'), pdf('attachment5')]);
    const same = await send('PUT', `/api/admin/announcements/${created.id}`, fieldsOf({ title: 'Many files' }), [pdf('attachment1'), pdf('attachment2'), pdf('attachment3'), pdf('attachment4'), pdf('attachment5')]);
    expect(same.json().announcement.attachments).toHaveLength(10);
    expectProblem(await send('PUT', `/api/admin/announcements/${created.id}`, fieldsOf({ title: 'Many files' }), [pdf()]), 400, M.tooManyAttachments);
  });

  it('answers 404 for an announcement that does not exist and 400 for a bad keep list', async () => {
    expectProblem(await send('PUT', '/api/admin/announcements/999999', fieldsOf()), 404, M.notFound);
    const created = await create();
    const body = expectProblem(await send('PUT', `/api/admin/announcements/${created.id}`, fieldsOf({ keepAttachments: 'first' })), 400);
    expect(body.errors?.keepAttachments).toEqual([M.keepInvalid]);
  });
});

describe('DELETE /api/admin/announcements/{id}', () => {
  it('removes the announcement from the list and the feed, stops serving its files and forgets their rows', async () => {
    const created = await create({ title: 'Deadline moved to May' }, [pdf()]);
    const fileId = await fileIdOf(created.id, 0);
    const response = await remove(`/api/admin/announcements/${created.id}`, tokens.ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: M.deleted });
    expect((await publicList()).some((a) => a.id === created.id)).toBe(false);
    expect((await feed()).body).not.toContain('Deadline moved to May');
    expect((await get(created.attachments[0]!.url, null)).statusCode).toBe(404);
    expect(await t.db.select().from(storedFiles).where(inArray(storedFiles.id, [fileId]))).toEqual([]);
    expectProblem(await remove(`/api/admin/announcements/${created.id}`), 404, M.notFound);
  });
});

describe('GET /api/admin/announcements', () => {
  it('pages, searches every word and filters by type', async () => {
    await create({ title: 'Harvest festival event', content: 'Maize and cassava.' });
    const all = (await get('/api/admin/announcements?pageSize=2')).json();
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const found = (await get('/api/admin/announcements?q=cassava%20maize')).json();
    expect(found.items.map((a: { title: string }) => a.title)).toEqual(['Harvest festival event']);
    const events = (await get('/api/admin/announcements?type=Event&pageSize=100')).json();
    expect(events.items.every((a: { type: string }) => a.type === 'Event')).toBe(true);
  });

  it.each(['page=0', 'pageSize=101', 'sort=random', 'type=News'])('answers 400 for %s', async (query) => {
    expectProblem(await get(`/api/admin/announcements?${query}`), 400);
  });
});

async function fileIdOf(announcementId: number, index: number): Promise<number> {
  const [row] = await t.db.select({ attachments: announcements.attachments }).from(announcements).where(eq(announcements.id, announcementId));
  return (row!.attachments as unknown as { fileId: number }[])[index]!.fileId;
}
