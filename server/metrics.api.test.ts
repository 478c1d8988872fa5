import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/support/test-app';
import { METRICS_TOKEN_REQUIRED } from './metrics';

/** Decision 0064: Prometheus metrics at /metrics, off unless METRICS=on, optionally behind a bearer token. */
const TOKEN = 'scrape-token-0123456789abcdef';
let off: TestApp;
let on: TestApp;
let guarded: TestApp;
beforeAll(async () => {
  [off, on, guarded] = await Promise.all([createTestApp(), createTestApp({ METRICS: 'on' }), createTestApp({ METRICS: 'on', METRICS_TOKEN: TOKEN })]);
});
afterAll(() => Promise.all([off?.close(), on?.close(), guarded?.close()]));

/** The value of one series in Prometheus's text format, or null when absent. */
function sample(body: string, series: string): number | null {
  const line = body.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe('GET /metrics', () => {
  it('is not there unless METRICS=on', async () => {
    const response = await off.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('counts request durations by route pattern and status class, never by raw path', async () => {
    for (const id of [2_000_001, 2_000_002, 2_000_003]) expect((await on.app.inject({ method: 'GET', url: `/api/papers/${id}` })).statusCode).toBe(404);
    expect((await on.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const response = await on.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body;
    expect(sample(body, 'http_request_duration_seconds_count{method="GET",route="/api/papers/:id",status_class="4xx"}')).toBe(3);
    expect(sample(body, 'http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}')).toBe(1);
    expect(body).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status_class="2xx"}');
    expect(body).not.toContain('2000001');
    // Node's own process metrics.
    expect(body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('reports the mail outbox depth as mail is queued and sent', async () => {
    const depth = async () => sample((await on.app.inject({ method: 'GET', url: '/metrics' })).body, 'mail_outbox_pending');
    await on.sentMail();
    expect(await depth()).toBe(0);
    await on.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) await on.mail.queue(tx, { to: `reader${n}@example.org`, subject: `Issue ${n}`, text: 'Hello' });
    });
    expect(await depth()).toBe(3);
    await on.sentMail();
    expect(await depth()).toBe(0);
  });

  it('reports the PostgreSQL pool (total, idle, waiting); PGlite has no pool', async () => {
    const body = (await on.app.inject({ method: 'GET', url: '/metrics' })).body;
    if (process.env.TEST_DATABASE === 'postgres') {
      expect(sample(body, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(body, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(body, 'db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(body).not.toContain('db_pool_connections');
    }
  });

  it('with METRICS_TOKEN, answers only a scrape that presents it as a bearer token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789abcdef' }, { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }]) {
      const response = await guarded.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json().detail).toBe(METRICS_TOKEN_REQUIRED);
      expect(response.body).not.toContain('process_cpu');
    }
    const response = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('mail_outbox_pending');
  });
});
