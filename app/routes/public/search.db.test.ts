import path from 'node:path';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_NOT_ALLOWED } from '../../../contract/http/text';
import { PAPER_MESSAGES as M } from '../../../contract/papers/messages';
import { LocalFileStore } from '../../../core/files/file-store';
import { insertPaper } from '../../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { loader } from './search';

/**
 * reading-side.md §2 "Paper search": the /search page reads its URL on the server. Text the
 * database refuses (a NUL) is a 400 page that says what is wrong, never a 500; the page loader
 * runs against the real database, as it does behind the page server.
 */
let t: TestApp;
let context: AppLoadContext;

beforeAll(async () => {
  t = await createTestApp();
  await insertPaper(t.db, { status: 'PUBLISHED', title: 'Cassava mosaic disease in smallholder farms' });
  const ctx = {
    db: t.db,
    actor: null,
    clock: () => t.clock.now,
    mail: t.mail,
    files: new LocalFileStore(path.join(t.dataDir, 'files')),
    settings: { jwtSecret: new Uint8Array(32), publicUrl: 'http://journal.test', demo: false, journalName: 'Journal' },
  };
  context = { ctx, viewer: null, nonce: '', requestId: 'test', demo: false, remember: (_key, compute) => compute() };
});
afterAll(() => t.close());

async function load(search: string) {
  const result = await loader({ request: new Request(`http://journal.test/search${search}`), params: {}, context } as Parameters<typeof loader>[0]);
  // data(...) answers carry their own status; a plain object is a 200.
  return 'init' in result && result.init ? { status: result.init.status ?? 200, data: result.data } : { status: 200, data: result as Exclude<typeof result, { init: unknown }> };
}

describe('/search loader', () => {
  it('finds papers for a clean query', async () => {
    const { status, data } = await load('?query=cassava');
    expect(status).toBe(200);
    expect(data.results?.total).toBe(1);
  });

  it.each(['query', 'category', 'author'])('a NUL or control character in %s is a 400 page naming the problem, the form left empty', async (name) => {
    for (const value of ['cassava%00', '%01', '%1B%5B2J']) {
      const { status, data } = await load(`?${name}=${value}`);
      expect(status).toBe(400);
      expect(data.results).toBeNull();
      expect(data.error).toBe(M.invalidSearch);
      expect(data.problems.join(' ')).toContain(TEXT_NOT_ALLOWED);
      expect(data.criteria).toEqual({ query: '', category: '', date: '', author: '' });
    }
  });

  it('?q= (what people and search engines type) leads to the same search at its ?query= address, the other criteria kept', async () => {
    const answer = await loader({ request: new Request('http://journal.test/search?q=cassava+mosaic&category=Agronomy'), params: {}, context } as Parameters<typeof loader>[0]).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get('location')).toBe('/search?category=Agronomy&query=cassava+mosaic');
    // An address that already has ?query= is the search itself.
    expect((await load('?query=cassava&q=other')).data.results?.total).toBe(1);
  });
});
