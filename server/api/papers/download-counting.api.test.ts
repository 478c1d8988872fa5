import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaper, storeManuscriptFile } from '../../../tests/support/fixtures';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

/** A download counts at most once per client and paper in 30 seconds (until the COUNTER rules replace this). */
let t: TestApp;
let paperId: number;
let otherPaperId: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const fileId = await storeManuscriptFile(t.db, t.dataDir, new TextEncoder().encode('%PDF-1.4\n%%EOF\n'));
  paperId = (await insertPaper(t.db, { manuscriptFileId: fileId })).id;
  otherPaperId = (await insertPaper(t.db, { manuscriptFileId: fileId })).id;
  const reader = await t.createUser('AUTHOR');
  token = await t.login(reader.email);
});
afterAll(() => t.close());

async function download(id: number, remoteAddress: string, auth: string | null = null) {
  const response = await t.app.inject({ method: 'GET', url: `/api/papers/${id}/download`, headers: bearer(auth), remoteAddress });
  expect(response.statusCode).toBe(200);
}

async function counted(id: number): Promise<{ downloadCount: number; events: number }> {
  const result = await t.db.execute<{ count: number; events: number }>(
    sql`select download_count as count, (select count(*)::int from usage_events where paper_id = ${id} and kind = 'download') as events from papers where id = ${id}`,
  );
  const row = (result as unknown as { rows: { count: number; events: number }[] }).rows[0]!;
  return { downloadCount: row.count, events: row.events };
}

describe('GET /api/papers/{id}/download counting', () => {
  it('counts one download per client and paper in 30 seconds', async () => {
    const first = uniqueAddress();
    for (let n = 0; n < 5; n += 1) await download(paperId, first);
    expect(await counted(paperId)).toEqual({ downloadCount: 1, events: 1 });

    // Another client, and the same client on another paper, count on their own.
    await download(paperId, uniqueAddress());
    await download(otherPaperId, first);
    expect(await counted(paperId)).toEqual({ downloadCount: 2, events: 2 });
    expect(await counted(otherPaperId)).toEqual({ downloadCount: 1, events: 1 });

    // A signed-in reader is one client whatever address they come from.
    await download(paperId, uniqueAddress(), token);
    await download(paperId, uniqueAddress(), token);
    await download(paperId, first, token);
    expect(await counted(paperId)).toEqual({ downloadCount: 3, events: 3 });

    t.clock.now = new Date(t.clock.now.getTime() + 29_000);
    await download(paperId, first);
    expect(await counted(paperId)).toEqual({ downloadCount: 3, events: 3 });

    t.clock.now = new Date(t.clock.now.getTime() + 2_000);
    await download(paperId, first);
    await download(paperId, first);
    await download(paperId, uniqueAddress(), token);
    expect(await counted(paperId)).toEqual({ downloadCount: 5, events: 5 });
  });
});
