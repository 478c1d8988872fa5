import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup } from './backup';
import { restore } from './restore';
import { newSite, seedSite, snapshotOf, testEngine, type TestSite } from './test-sites';

/**
 * Decision 0061: moving from the embedded database to a PostgreSQL server (and back) is a backup
 * and a restore. On the PostgreSQL run (TEST_DATABASE=postgres) the demo journal goes PGlite →
 * PostgreSQL → PGlite; on the PGlite run both ends are PGlite.
 */
const server = testEngine();
const sites: TestSite[] = [];
let work: string;
let embedded: TestSite;
let original: Awaited<ReturnType<typeof snapshotOf>>;

async function site(kind: 'pglite' | 'postgres'): Promise<TestSite> {
  const created = await newSite(kind);
  sites.push(created);
  return created;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'jals-backup-cross-'));
  embedded = await site('pglite');
  await seedSite(embedded);
  original = await snapshotOf(embedded);
}, 120_000);

afterAll(async () => {
  for (const created of sites) await created.remove();
  if (work) await rm(work, { recursive: true, force: true });
});

describe(`a backup of one engine restores into the other (${server})`, () => {
  let moved: TestSite;

  it(`a backup of the embedded database restores into ${server}`, async () => {
    const archive = path.join(work, 'embedded.tar.gz');
    await backup(embedded.settings, archive);
    moved = await site(server);
    await restore(moved.settings, archive, { force: false });
    expect(await snapshotOf(moved)).toEqual(original);
  }, 60_000);

  it(`a backup of ${server} restores into the embedded database`, async () => {
    const archive = path.join(work, 'server.tar.gz');
    expect((await backup(moved.settings, archive)).database.kind).toBe(server);
    const back = await site('pglite');
    await restore(back.settings, archive, { force: false });
    expect(await snapshotOf(back)).toEqual(original);
  }, 60_000);
});
