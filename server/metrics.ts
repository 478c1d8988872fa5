import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client';
import { problem, sendProblem } from './problem';

export interface MetricsOptions {
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token: string | null;
  /** The pg pool's connections; null on PGlite (no pool). */
  poolStats: () => PoolStats | null;
  /** Messages waiting in the mail outbox. */
  outboxDepth: () => Promise<number>;
}

export const METRICS_PATH = '/metrics';
export const METRICS_TOKEN_REQUIRED = 'This endpoint needs the metrics token (METRICS_TOKEN) as a bearer token.';

/** Seconds; from a cached page (a few ms) to a large upload on a slow line. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's length nor its bytes leak through timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/**
 * Decision 0064: Prometheus metrics at GET /metrics (registered only when METRICS=on). Request
 * durations by route pattern (the route's URL as registered, never the raw path, so the series
 * stay few) and status class; the pg pool's connections; the mail outbox's depth; Node's own
 * process metrics. One registry per app, so several apps in one process (tests) do not collide.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  if (options.poolStats()) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the PostgreSQL pool: total open, idle among them, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = options.poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  new Gauge({
    name: 'mail_outbox_pending',
    help: 'Messages waiting in the mail outbox (all instances share it)',
    registers: [registry],
    async collect() {
      try {
        this.set(await options.outboxDepth());
      } catch {
        // The database is not answering: the scrape still answers (readiness reports the outage).
      }
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    durations.observe({ method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    // Access is the operator's token, not a journal role: the route is public to the role check.
    if (options.token && !bearerMatches(request.headers.authorization, options.token)) {
      return sendProblem(reply.header('www-authenticate', 'Bearer realm="metrics"'), problem(401, METRICS_TOKEN_REQUIRED));
    }
    reply.header('cache-control', 'no-store');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
