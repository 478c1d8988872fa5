import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUT_OF_STORAGE } from '../../../core/files/out-of-storage';
import { papers, storedFiles } from '../../../db/schema';
import { expectProblem } from '../../../tests/support/problem';
import { submissionFields, submitPaper } from '../../../tests/support/submission';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';
import { uniquePdf } from '../../../tests/support/unique-pdf';

/**
 * Issue 17: the data directory cannot take more bytes. The file system refuses the write for
 * real — this test process's file-size limit (RLIMIT_FSIZE, which any user may lower with
 * util-linux's prlimit) is set below the manuscript's size, so the kernel answers the temp file's
 * write with EFBIG, as a full disk answers ENOSPC; both take the same path
 * (core/files/out-of-storage.ts; out-of-storage.test.ts writes to /dev/full for ENOSPC). The
 * upload is refused with a 507 a person can read, nothing of it is written (no row, no partial
 * file), and the site keeps answering; once there is room again the same upload goes through.
 */
const LIMIT_BYTES = 32 * 1024;

/** This process's file-size limit, soft part: read, lowered, restored (prlimit changes a running process's limits). */
function fileSizeLimit(set?: string): string {
  const args = ['--pid', String(process.pid), set === undefined ? '--fsize' : `--fsize=${set}:`, '--raw', '--noheadings', '--output', 'SOFT'];
  const result = spawnSync('prlimit', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`prlimit ${args.join(' ')} failed (util-linux's prlimit is needed): ${result.stderr || result.error?.message}`);
  return result.stdout.trim();
}

let t: TestApp;
let token: string;
let original: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login((await t.createUser('AUTHOR')).email);
  original = fileSizeLimit();
});
afterAll(async () => {
  if (original) fileSizeLimit(original);
  await t?.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const paperCount = async () => (await t.db.select({ n: count() }).from(papers))[0]!.n;
/** Every file under DATA_DIR/files, the temp folder included, as paths relative to it. */
async function filesInStore(): Promise<string[]> {
  const root = path.join(t.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('an upload when the data directory cannot take it', () => {
  it('is refused with 507 and a sentence, leaves no row and no partial file, and the site keeps answering', async () => {
    const earlier = await uniquePdf('stored before the disk filled', 1024);
    const stored = await submitPaper(t, token, submissionFields({ title: 'Cowpea aphid tolerance before the disk filled' }), { bytes: earlier });
    expect(stored.statusCode, stored.body).toBe(201);
    const earlierId = stored.json().id as number;
    const manuscript = await uniquePdf('the disk is full', 200 * 1024);
    const papersBefore = await paperCount();
    const storeBefore = await filesInStore();

    fileSizeLimit(String(LIMIT_BYTES));
    try {
      const refused = await submitPaper(t, token, submissionFields({ title: 'Cowpea aphid tolerance when the disk is full' }), { bytes: manuscript });
      expectProblem(refused, 507, OUT_OF_STORAGE);
      expect(refused.json()).toMatchObject({ title: 'Insufficient Storage' });

      expect(await paperCount()).toBe(papersBefore);
      expect(await t.db.select({ sha256: storedFiles.sha256 }).from(storedFiles)).not.toContainEqual({ sha256: sha256(manuscript) });
      expect(await filesInStore(), 'no temp file or stored copy of the refused upload').toEqual(storeBefore);

      // Everything that needs no new bytes on disk still answers: health, the author's papers, a stored file.
      expect((await t.app.inject({ url: '/api/health', remoteAddress: uniqueAddress() })).statusCode).toBe(200);
      const mine = await t.app.inject({ url: '/api/papers/my-submissions', headers: bearer(token), remoteAddress: uniqueAddress() });
      expect(mine.statusCode, mine.body).toBe(200);
      expect((mine.json() as { id: number }[]).map((paper) => paper.id)).toEqual([earlierId]);
      const download = await t.app.inject({ url: `/api/papers/${earlierId}/download`, headers: bearer(token), remoteAddress: uniqueAddress() });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(earlier)).toBe(true);
    } finally {
      fileSizeLimit(original);
    }

    // Room again: the same upload is taken.
    const accepted = await submitPaper(t, token, submissionFields({ title: 'Cowpea aphid tolerance when the disk is full' }), { bytes: manuscript });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await paperCount()).toBe(papersBefore + 1);
  });
});
