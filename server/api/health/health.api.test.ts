import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES as M, RETRY_AFTER_SECONDS } from '../../../contract/http/availability';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { Lifecycle } from '../../lifecycle';

/** Decision 0064: liveness is cheap and always answers; readiness says whether to send traffic here. */
let t: TestApp;
const lifecycle = new Lifecycle('starting');
beforeAll(async () => {
  t = await createTestApp({}, { lifecycle });
});
afterAll(() => t.close());

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
