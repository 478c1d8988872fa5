import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES as M, announcementListSchema } from '../../../contract/announcements/announcements.schema';
import { insertAnnouncement, storeManuscriptFile } from '../../../tests/support/fixtures';
import { expectProblem } from '../../../tests/support/problem';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/** reading-side.md §2 "Announcements", §3 (title-derived type), §7 GET /api/announcements. */
let t: TestApp;
const ids = {} as Record<'call' | 'deadline' | 'event' | 'general' | 'typed', number>;
const PDF = new TextEncoder().encode('%PDF-1.4\n% call for papers\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  const fileId = await storeManuscriptFile(t.db, t.dataDir, PDF, 'application/pdf', 'upload-1.pdf');
  ids.call = (await insertAnnouncement(t.db, {
    title: 'Call for Papers: Climate-Smart Agriculture',
    content: 'Submit research on adaptation of cropping systems.',
    author: 'Prof. Adebayo Ogunlade',
    category: 'Special Issues',
    tags: ['climate', 'special issue'],
    priority: 'high',
    publishedAt: new Date('2025-03-01T09:00:00Z'),
    attachments: [
      { name: 'Call for Papers – Climate.pdf', url: '', fileId } as never,
      { name: 'Author guide', url: 'https://example.org/guide' },
      { name: 'Broken link', url: 'javascript:alert(1)' },
    ],
  })).id;
  ids.deadline = (await insertAnnouncement(t.db, { title: 'Submission deadline extended', content: 'Volume 8 issue 4 closes later.', priority: 'normal', publishedAt: new Date('2025-02-01T09:00:00Z') })).id;
  ids.event = (await insertAnnouncement(t.db, { title: 'Soil science event in Ibadan', content: 'A workshop for early-career researchers.', priority: 'low', publishedAt: new Date('2025-01-10T09:00:00Z') })).id;
  ids.general = (await insertAnnouncement(t.db, { title: 'New editorial office address', content: 'We moved to the Faculty building.', publishedAt: new Date('2024-12-01T09:00:00Z') })).id;
  ids.typed = (await insertAnnouncement(t.db, { title: 'Call centre hours', type: 'General', content: 'The phone line is open on weekdays.', publishedAt: new Date('2024-11-01T09:00:00Z') })).id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/announcements', () => {
  it('lists every announcement newest first, in the contract shape', async () => {
    const response = await get('/api/announcements');
    expect(response.statusCode).toBe(200);
    const list = announcementListSchema.parse(response.json());
    expect(list.map((a) => a.id)).toEqual([ids.call, ids.deadline, ids.event, ids.general, ids.typed]);
    expect(response.json()[0]).toEqual({
      id: ids.call,
      title: 'Call for Papers: Climate-Smart Agriculture',
      content: 'Submit research on adaptation of cropping systems.',
      type: 'Call for Papers',
      date: '2025-03-01T09:00:00.000Z',
      author: 'Prof. Adebayo Ogunlade',
      category: 'Special Issues',
      attachments: [
        { name: 'Call for Papers – Climate.pdf', url: `/api/announcements/${ids.call}/attachments/0` },
        { name: 'Author guide', url: 'https://example.org/guide' },
      ],
      tags: ['climate', 'special issue'],
      priority: 'high',
    });
  });

  it('derives a missing type from the title and keeps a stored one', async () => {
    const list = announcementListSchema.parse((await get('/api/announcements')).json());
    const typeOf = (id: number) => list.find((a) => a.id === id)!.type;
    expect(typeOf(ids.deadline)).toBe('Deadline');
    expect(typeOf(ids.event)).toBe('Event');
    expect(typeOf(ids.general)).toBe('General');
    expect(typeOf(ids.typed)).toBe('General');
  });

  it('filters by type, searches the text and sorts oldest first', async () => {
    const idsOf = async (query: string) => announcementListSchema.parse((await get(`/api/announcements?${query}`)).json()).map((a) => a.id);
    expect(await idsOf('type=Call%20for%20Papers')).toEqual([ids.call]);
    expect(await idsOf('type=General&sort=oldest')).toEqual([ids.typed, ids.general]);
    expect(await idsOf('search=workshop')).toEqual([ids.event]);
    expect(await idsOf('search=CLIMATE')).toEqual([ids.call]);
    expect(await idsOf('search=ibadan%20soil&type=all')).toEqual([ids.event]);
    expect(await idsOf('sort=oldest')).toEqual([ids.typed, ids.general, ids.event, ids.deadline, ids.call]);
    expect(await idsOf('search=nothing-like-this')).toEqual([]);
  });

  it('answers 400 for an unknown type or sort and for a 10 KB search', async () => {
    expectProblem(await get('/api/announcements?type=Gossip'), 400);
    expectProblem(await get('/api/announcements?sort=sideways'), 400);
    const long = await get(`/api/announcements?search=${'a'.repeat(10_000)}`);
    expect(long.statusCode).toBe(400);
  });
});

describe('GET /api/announcements/{id}/attachments/{index}', () => {
  it('serves a stored attachment under its name', async () => {
    const response = await get(`/api/announcements/${ids.call}/attachments/0`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Call for Papers  Climate.pdf"; filename*=UTF-8''Call%20for%20Papers%20%E2%80%93%20Climate.pdf`);
    expect(response.rawPayload.equals(Buffer.from(PDF))).toBe(true);
  });

  it('404 for an outside link, a missing index, an unknown announcement; 400 for non-numbers', async () => {
    expectProblem(await get(`/api/announcements/${ids.call}/attachments/1`), 404, M.attachmentNotFound);
    expectProblem(await get(`/api/announcements/${ids.call}/attachments/9`), 404, M.attachmentNotFound);
    expectProblem(await get(`/api/announcements/${ids.general}/attachments/0`), 404, M.attachmentNotFound);
    expectProblem(await get('/api/announcements/999999/attachments/0'), 404, M.attachmentNotFound);
    expectProblem(await get('/api/announcements/99999999999/attachments/0'), 404, M.attachmentNotFound);
    expectProblem(await get(`/api/announcements/abc/attachments/0`), 400);
    expectProblem(await get(`/api/announcements/${ids.call}/attachments/-1`), 400);
  });
});
