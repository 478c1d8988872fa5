import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { papers } from '../../db/schema';
import { multipartBody, submissionFields, submitPaper } from '../../tests/support/submission';
import { bearer, createTestApp, type TestApp } from '../../tests/support/test-app';
import { uniquePdf } from '../../tests/support/unique-pdf';

/**
 * Decision 0022, files before rows: POST /api/papers puts the manuscript in its final,
 * content-addressed place before the transaction that records it commits, so no moment exists
 * at which a committed row names a file that is not on disk.
 */
let t: TestApp;
let token: string;

const finalPath = (bytes: Uint8Array) => {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return path.join(t.dataDir, 'files', sha256.slice(0, 2), sha256);
};
const tempFiles = async () => readdir(path.join(t.dataDir, 'files', 'tmp')).catch(() => [] as string[]);
const papersTitled = async (title: string) => (await t.db.select({ id: papers.id }).from(papers).where(eq(papers.title, title))).length;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login((await t.createUser('AUTHOR')).email);
});
afterAll(() => t.close());

describe('POST /api/papers keeps the manuscript before its transaction commits (decision 0022)', () => {
  it('a transaction that fails after writing every row leaves the manuscript in its final place (an orphan for the sweep) and no row', async () => {
    const title = 'Marked to fail: the transaction breaks after the paper, its version and its file rows';
    await t.db.execute(
      sql.raw(`create function fail_marked_submission() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from papers where id = new.paper_id and title like 'Marked to fail:%') then raise exception 'simulated failure'; end if;
          return new;
        end $$`),
    );
    await t.db.execute(sql.raw('create trigger fail_marked_submission after insert on paper_events for each row execute function fail_marked_submission()'));
    try {
      const bytes = await uniquePdf('failed transaction');
      const response = await submitPaper(t, token, submissionFields({ title }), { bytes });
      expect(response.statusCode, response.body).toBe(500);
      expect(await papersTitled(title)).toBe(0);
      expect(existsSync(finalPath(bytes))).toBe(true);
      expect(await tempFiles()).toEqual([]);
    } finally {
      await t.db.execute(sql.raw('drop trigger fail_marked_submission on paper_events'));
      await t.db.execute(sql.raw('drop function fail_marked_submission()'));
    }
  });

  it('while the transaction is held up, the manuscript is already in its final place; then 201 and the download', async () => {
    const title = 'Held up: the manuscript is on disk before its rows commit';
    const bytes = await uniquePdf('held transaction', 256 * 1024);
    const { payload, headers } = await multipartBody(submissionFields({ title }), { bytes });
    const { port } = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/papers',
      headers: { ...headers, ...bearer(token), 'content-length': String(payload.length) },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('error', reject);
      request.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
    });
    // All but the end of the body: once the manuscript is being written, sign-in is behind it.
    request.write(payload.subarray(0, payload.length - 1024));
    await expect.poll(async () => (await tempFiles()).length, { timeout: 5000 }).toBe(1);

    await t.db.transaction(async (tx) => {
      // On PostgreSQL the request's transaction waits for this lock before it can write its
      // event; PGlite has one connection, so the request's transaction waits for this one.
      await tx.execute(sql`lock table paper_events in exclusive mode`);
      request.end(payload.subarray(payload.length - 1024));
      await expect.poll(() => existsSync(finalPath(bytes)), { timeout: 5000 }).toBe(true);
      const committed = await tx.select({ id: papers.id }).from(papers).where(eq(papers.title, title));
      expect(committed).toEqual([]);
    });

    const result = await response;
    expect(result.status, result.body).toBe(201);
    const id = (JSON.parse(result.body) as { id: number }).id;
    const download = await t.app.inject({ url: `/api/papers/${id}/download`, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(await tempFiles()).toEqual([]);
  });
});
