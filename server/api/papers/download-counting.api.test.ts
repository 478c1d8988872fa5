import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaper, storeManuscriptFile } from '../../../tests/support/fixtures';
import { bearer, createTestApp, READER_AGENT, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

/**
 * Downloads on COUNTER R5's rules (decision 0059), with the test app's clock: a double-click (the same
 * session, paper and metric within 30 seconds of the previous click) counts once; robots never;
 * the session is the account or the address, with the user agent, for one day; papers.download_count
 * is the events' Total_Item_Requests.
 */
let t: TestApp;
let paperId: number;
let otherPaperId: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-03-10T12:00:00Z');
  const fileId = await storeManuscriptFile(t.db, t.dataDir, new TextEncoder().encode('%PDF-1.4\n%%EOF\n'));
  paperId = (await insertPaper(t.db, { manuscriptFileId: fileId })).id;
  otherPaperId = (await insertPaper(t.db, { manuscriptFileId: fileId })).id;
  const reader = await t.createUser('AUTHOR');
  token = await t.login(reader.email);
});
afterAll(() => t.close());

async function download(id: number, remoteAddress: string, options: { auth?: string | null; agent?: string } = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/api/papers/${id}/download`, headers: { ...bearer(options.auth), 'user-agent': options.agent ?? READER_AGENT }, remoteAddress });
  expect(response.statusCode).toBe(200);
}

const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function counted(id: number): Promise<{ downloadCount: number; events: number }> {
  const [row] = await rows<{ count: number; events: number }>(
    sql`select download_count as count, (select count(*)::int from usage_events where paper_id = ${id} and kind = 'download') as events from papers where id = ${id}`,
  );
  return { downloadCount: row!.count, events: row!.events };
}

describe('GET /api/papers/{id}/download counting (COUNTER R5)', () => {
  it('counts a double-click within 30 seconds once, per session, paper and metric', async () => {
    const first = uniqueAddress();
    for (let n = 0; n < 5; n += 1) await download(paperId, first);
    expect(await counted(paperId)).toEqual({ downloadCount: 1, events: 1 });

    // Another client, and the same client on another paper, count on their own.
    await download(paperId, uniqueAddress());
    await download(otherPaperId, first);
    expect(await counted(paperId)).toEqual({ downloadCount: 2, events: 2 });
    expect(await counted(otherPaperId)).toEqual({ downloadCount: 1, events: 1 });

    // The same address with another browser is another session.
    await download(paperId, first, { agent: `${READER_AGENT} Edg/131.0.0.0` });
    expect(await counted(paperId)).toEqual({ downloadCount: 3, events: 3 });

    // A signed-in reader is one session whatever address they come from.
    await download(paperId, uniqueAddress(), { auth: token });
    await download(paperId, uniqueAddress(), { auth: token });
    await download(paperId, first, { auth: token });
    expect(await counted(paperId)).toEqual({ downloadCount: 4, events: 4 });

    // 29 seconds later: still a double-click; and each click starts the 30 seconds again.
    later(29);
    await download(paperId, first);
    later(29);
    await download(paperId, first);
    expect(await counted(paperId)).toEqual({ downloadCount: 4, events: 4 });

    // More than 30 seconds after the last click: a new request.
    later(31);
    await download(paperId, first);
    await download(paperId, first);
    await download(paperId, uniqueAddress(), { auth: token });
    expect(await counted(paperId)).toEqual({ downloadCount: 6, events: 6 });
  });

  it('never counts robots and crawlers, nor a request without a user agent', async () => {
    later(60);
    const before = await counted(paperId);
    for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', 'python-requests/2.32.3', 'Wget/1.21', '', 'Mozilla/5.0 HeadlessChrome/131.0.0.0']) {
      await download(paperId, uniqueAddress(), { agent });
    }
    expect(await counted(paperId)).toEqual(before);
  });

  it('keeps no address, user agent or account: a hashed session id, the same for a client all day, another the next day', async () => {
    later(60);
    const address = uniqueAddress();
    await download(otherPaperId, address);
    later(3600);
    await download(otherPaperId, address);
    t.clock.now = new Date(t.clock.now.getTime() + 86_400_000);
    await download(otherPaperId, address);
    const events = await rows<{ session_id: string }>(sql`select session_id from usage_events where paper_id = ${otherPaperId} order by id desc limit 3`);
    const [nextDay, sameDayLater, sameDay] = events.map((e) => e.session_id);
    expect(sameDay).toBe(sameDayLater);
    expect(nextDay).not.toBe(sameDay);
    for (const session of [sameDay, nextDay]) {
      expect(session).toMatch(/^[\w-]{32}$/);
      expect(session).not.toContain(address);
    }
    const columns = await rows<{ column_name: string }>(sql`select column_name from information_schema.columns where table_name = 'usage_events' order by column_name`);
    expect(columns.map((c) => c.column_name)).toEqual(['at', 'id', 'kind', 'paper_id', 'session_id']);
    // Yesterday's salt is kept for today's first hours; older ones are gone, so their hashes cannot be made again.
    const salts = await rows<{ day: string }>(sql`select day from usage_session_salts order by day`);
    expect(salts.map((s) => s.day)).toEqual(['2026-03-10', '2026-03-11']);
  });
});
