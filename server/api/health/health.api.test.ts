import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES as M, RETRY_AFTER_SECONDS, UNAVAILABLE_PAGE } from '../../../contract/http/availability';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { Lifecycle } from '../../lifecycle';
import { productionPages, type PageServer } from '../../pages';

/** The built pages (`npm run build`), so a page asked for while starting is rendered as readers get it. */
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../build');

/** Decision 0064: liveness is cheap and always answers; readiness says whether to send traffic here. */
let t: TestApp;
let pages: PageServer;
const lifecycle = new Lifecycle('starting');
beforeAll(async () => {
  pages = await productionPages(buildDir);
  t = await createTestApp({}, { lifecycle, pages });
});
afterAll(async () => {
  await t.close();
  await pages.close();
});

const expectUnavailable = (response: { statusCode: number; headers: Record<string, unknown>; json(): { detail: string } }, detail: string) => {
  expect(response.statusCode).toBe(503);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(response.json().detail).toBe(detail);
};

describe('health and readiness through an instance’s life', () => {
  it('while starting (migrations), liveness answers, readiness and every other request are 503 to retry', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expectUnavailable(await t.app.inject({ method: 'GET', url: '/api/ready' }), M.starting);
    expectUnavailable(await t.app.inject({ method: 'GET', url: '/api/announcements' }), M.starting);
    expectUnavailable(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.org', password: 'x' } }), M.starting);
  });

  it('while starting, a reader asking for a page gets the site’s “temporarily unavailable” page, 503 with Retry-After, not a JSON problem', async () => {
    for (const url of ['/', '/paper/1', '/current-publications']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy'], url).toMatch(/script-src 'self' 'nonce-[^']+'/);
      expect(response.body, url).toMatch(/^<!DOCTYPE html>/i);
      expect(response.body.match(/<h1\b[^>]*>([^<]*)<\/h1>/g), url).toEqual([`<h1 class="page-hero__title">${UNAVAILABLE_PAGE.heading}</h1>`]);
      expect(response.body, url).toContain(M.starting);
      expect(response.body, url).toContain(`>${UNAVAILABLE_PAGE.tryAgain}</a>`);
    }
  });

  it('once ready, readiness answers with or without a trailing slash and the API serves', async () => {
    lifecycle.markReady();
    for (const url of ['/api/ready', '/api/ready/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/announcements' })).statusCode).toBe(200);
  });

  it('from the moment a shutdown begins, readiness is 503 and every answer closes its connection', async () => {
    lifecycle.markStopping();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expectUnavailable(ready, M.stopping);
    expect(ready.headers.connection).toBe('close');
    // A request already on its way is still answered, on a connection that then closes.
    const inFlight = await t.app.inject({ method: 'GET', url: '/api/announcements' });
    expect(inFlight.statusCode).toBe(200);
    expect(inFlight.headers.connection).toBe('close');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // Never back to ready once stopping.
    lifecycle.markReady();
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
  });
});
