import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaper } from '../tests/support/fixtures';
import { createTestApp, TEST_PASSWORD, uniqueAddress, type TestApp } from '../tests/support/test-app';
import { productionPages, type PageServer } from './pages';

/** The built pages (`npm run build`), rendered as readers get them. */
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build');

let t: TestApp;
let pages: PageServer;
let paperId: number;
let cookie: string;

beforeAll(async () => {
  pages = await productionPages(buildDir);
  t = await createTestApp({}, { pages });
  paperId = (await insertPaper(t.db, { title: 'Cassava yields under intercropping' })).id;
  const { email } = await t.createUser('AUTHOR');
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD }, remoteAddress: uniqueAddress() });
  cookie = String(login.headers['set-cookie']).split(';')[0]!;
});
afterAll(async () => {
  await t.close();
  await pages.close();
});

/**
 * Decision 0077: a page is rendered whole before it is sent (no page defers its data), so the
 * answer is one piece: its length is known and it is compressed in one pass. A signed-in reader's
 * page is never served from the page cache (decision 0009), so this is a fresh render each time.
 */
describe('a rendered page is sent whole', () => {
  it('carries its Content-Length and ends with the document', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/paper/${paperId}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-page-cache']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.body).toMatch(/^<!DOCTYPE html>/i);
    expect(response.body).toContain('Cassava yields under intercropping');
    expect(response.body.trimEnd()).toMatch(/<\/html>$/);
  });

  it('is compressed for a browser that asks, and decompresses to the same document', async () => {
    const plain = await t.app.inject({ method: 'GET', url: `/paper/${paperId}`, headers: { cookie } });
    const compressed = await t.app.inject({ method: 'GET', url: `/paper/${paperId}`, headers: { cookie, 'accept-encoding': 'br, gzip' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(compressed.rawPayload).toString('utf8');
    expect(html.length).toBeGreaterThan(compressed.rawPayload.length * 3);
    // The same page but for what is each response's own: its CSP nonce and its request id.
    const ownParts = (page: string) => page.replace(/nonce="[^"]+"/g, 'nonce=""').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'id');
    expect(ownParts(html)).toBe(ownParts(plain.body));
  });

  it('a page that is not found is a whole 404 document too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/paper/999999', headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.body.trimEnd()).toMatch(/<\/html>$/);
  });
});
