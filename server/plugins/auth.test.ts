import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ctx } from '../../core/context';
import { authPlugin } from './auth';

/**
 * Deny by default (STYLE.md "Errors"): the check runs when routes are added, before any
 * request, so no database is needed; a context that would fail if used proves it is not.
 */
const unusedCtx = new Proxy({} as Omit<Ctx, 'actor'>, {
  get: (_, key) => {
    throw new Error(`the route check must not touch ctx.${String(key)}`);
  },
});

let app: FastifyInstance;
async function appWithAuth() {
  app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(authPlugin, { baseCtx: unusedCtx, secureCookies: false });
  return app;
}
afterEach(() => app?.close());

const handler = async () => ({ ok: true });

describe('auth plugin: every /api route declares who may call it', () => {
  it('refuses an /api route without config.access', async () => {
    await appWithAuth();
    expect(() => app.get('/api/unguarded', handler)).toThrow('GET /api/unguarded does not declare who may call it (config.access)');
  });

  it('stops start-up when a route plugin adds an /api route without config.access', async () => {
    await appWithAuth();
    app.register(async (routes) => {
      routes.get('/api/fine', { config: { access: 'public' } }, handler);
      routes.post('/api/papers', handler);
    });
    await expect(app.ready()).rejects.toThrow('POST /api/papers does not declare who may call it (config.access)');
  });

  it('also refuses routes added under an /api prefix', async () => {
    await appWithAuth();
    app.register(async (routes) => routes.delete('/users/:id', handler), { prefix: '/api/admin' });
    await expect(app.ready()).rejects.toThrow('/api/admin/users/:id does not declare who may call it');
  });

  it('starts when every /api route declares its access, and leaves page routes to the pages', async () => {
    await appWithAuth();
    app.register(async (routes) => {
      routes.get('/api/public', { config: { access: 'public' } }, handler);
      routes.get('/api/mine', { config: { access: 'signed-in' } }, handler);
      routes.get('/api/admin/things', { config: { access: ['ADMIN'] } }, handler);
      routes.get('/api/docs/json', handler);
      routes.get('/about', handler);
    });
    await expect(app.ready()).resolves.toBeDefined();
    const response = await app.inject({ method: 'GET', url: '/api/public' });
    expect(response.statusCode).toBe(200);
  });
});
