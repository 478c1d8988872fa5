import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaper } from '../tests/support/fixtures';
import { createTestApp, READER_AGENT, uniqueAddress, type TestApp } from '../tests/support/test-app';
import type { PageServer } from './pages';

/**
 * Decision 0059: a view of /paper/{id} is counted on the server, on COUNTER R5's rules, whether the
 * page is rendered or comes from the anonymous page cache (decision 0009), and when React Router's
 * navigation asks for its data (/paper/{id}.data). The pages here are a stand-in for React Router:
 * 200 HTML for any address but /missing.
 */
const fakePages: PageServer = {
  async register() {},
  async handler(request) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/paper/404')) return new Response('<html>Not found</html>', { status: 404, headers: { 'content-type': 'text/html' } });
    if (pathname.endsWith('.data')) return new Response('[{"data":1}]', { status: 200, headers: { 'content-type': 'text/x-script' } });
    return new Response(`<html><body>${pathname}</body></html>`, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  },
  async close() {},
};

let t: TestApp;
const ids = {} as Record<'published' | 'accepted', number>;

beforeAll(async () => {
  t = await createTestApp({}, { pages: fakePages });
  t.clock.now = new Date('2026-05-04T09:00:00Z');
  ids.published = (await insertPaper(t.db, {})).id;
  ids.accepted = (await insertPaper(t.db, { status: 'ACCEPTED' })).id;
});
afterAll(() => t.close());

const views = async (id: number) =>
  ((await t.db.execute(sql`select count(*)::int as n from usage_events where paper_id = ${id} and kind = 'view'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

const open = (url: string, remoteAddress: string, options: { method?: 'GET' | 'HEAD'; agent?: string } = {}) =>
  t.app.inject({ method: options.method ?? 'GET', url, remoteAddress, headers: { 'user-agent': options.agent ?? READER_AGENT } });

const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};

describe('views of /paper/{id}', () => {
  it('counts a reader’s view, also when the page cache answers, once per 30-second double-click', async () => {
    const reader = uniqueAddress();
    const first = await open(`/paper/${ids.published}`, reader);
    expect(first.statusCode).toBe(200);
    expect(await views(ids.published)).toBe(1);

    // Another reader gets the cached copy: still a view.
    const cached = await open(`/paper/${ids.published}`, uniqueAddress());
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect(await views(ids.published)).toBe(2);

    // The first reader reloading within 30 seconds: a double-click.
    later(10);
    await open(`/paper/${ids.published}`, reader);
    expect(await views(ids.published)).toBe(2);
    later(31);
    await open(`/paper/${ids.published}?from=search`, reader);
    expect(await views(ids.published)).toBe(3);
  });

  it('counts a navigation in the browser (the page’s .data), once with the page it came with', async () => {
    later(60);
    const reader = uniqueAddress();
    const before = await views(ids.published);
    await open(`/paper/${ids.published}.data`, reader);
    expect(await views(ids.published)).toBe(before + 1);
    await open(`/paper/${ids.published}`, reader);
    expect(await views(ids.published)).toBe(before + 1);
  });

  it('counts no robot, no HEAD, no error, no unpublished paper and no other page', async () => {
    later(60);
    const before = await views(ids.published);
    await open(`/paper/${ids.published}`, uniqueAddress(), { agent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' });
    await open(`/paper/${ids.published}`, uniqueAddress(), { agent: '' });
    await open(`/paper/${ids.published}`, uniqueAddress(), { method: 'HEAD' });
    await open(`/paper/${ids.published}/other`, uniqueAddress());
    expect(await views(ids.published)).toBe(before);
    await open(`/paper/${ids.accepted}`, uniqueAddress());
    expect(await views(ids.accepted)).toBe(0);
    expect((await open('/paper/404', uniqueAddress())).statusCode).toBe(404);
    expect((await open('/paper/99999999999', uniqueAddress())).statusCode).toBe(200);
  });

  it('shows the views in the paper’s API answer', async () => {
    const paper = (await t.app.inject({ method: 'GET', url: `/api/papers/${ids.published}` })).json();
    expect(paper.views).toBe(await views(ids.published));
    expect(paper.views).toBeGreaterThan(0);
  });
});
