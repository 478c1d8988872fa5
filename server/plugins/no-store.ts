import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApi } from './auth';


/**
 * Whether an /api answer is personal: the route is not public (profile, my-submissions, anything
 * behind a token), the caller presented a token (a public route then answers as that viewer:
 * an author sees their unpublished paper), or it answers a change (login and registration
 * return tokens and accounts; logout ends a session).
 */
function isPersonal(request: FastifyRequest): boolean {
  const access = request.routeOptions.config?.access;
  if (access !== undefined && access !== 'public') return true;
  if (request.session || request.headers.authorization !== undefined) return true;
  return request.method !== 'GET' && request.method !== 'HEAD';
}

/**
 * Personal /api answers carry `Cache-Control: no-store`, so neither a shared cache nor the
 * browser's keeps them (one place, not per route). Public answers to anonymous readers keep
 * whatever caching their route sets.
 */
export const noStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request.routeOptions.url ?? request.url) && isPersonal(request)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
});
