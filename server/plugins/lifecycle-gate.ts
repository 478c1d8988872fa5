import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AVAILABILITY_MESSAGES } from '../../contract/http/availability';
import type { Lifecycle } from '../lifecycle';
import { isPageRequest, type UnavailablePage } from '../pages';
import { sendUnavailable } from '../problem';

/** Answered in every phase: the orchestrator asks them while the server starts and stops. */
const PROBES = new Set(['/api/health', '/api/ready']);

/**
 * Decision 0064: the server listens before its start-up work (migrations) is done, so liveness
 * answers; until then every other request is a 503 to retry: a problem for the API, the site's
 * 'temporarily unavailable' page for a page (decision 0069's page, with the start-up's words).
 * Registered after the security headers, so that page has its nonce. Once a shutdown begins,
 * each answer closes its connection, so a kept-alive client opens its next one elsewhere, and the
 * server's close is not held up by idle kept-alive connections.
 */
export const lifecycleGatePlugin = fp(async (app: FastifyInstance, { lifecycle, unavailablePage = null }: { lifecycle: Lifecycle; unavailablePage?: UnavailablePage | null }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (lifecycle.phase !== 'starting' || PROBES.has(request.routeOptions.url ?? '')) return;
    if (unavailablePage && isPageRequest(request)) return unavailablePage(request, reply, AVAILABILITY_MESSAGES.starting);
    return sendUnavailable(reply, AVAILABILITY_MESSAGES.starting);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.phase === 'stopping') reply.header('connection', 'close');
  });
  // An answer whose headers went out before the shutdown began (a download streaming) kept its
  // connection alive; once it is sent, close that connection too, or the closing server waits for
  // the client to let go (up to Fastify's 72 s keep-alive) and overruns SHUTDOWN_TIMEOUT_SECONDS.
  app.addHook('onResponse', async (request) => {
    if (lifecycle.phase !== 'stopping') return;
    const { socket } = request.raw;
    // app.inject's stand-in socket has no end(): there is no connection to close.
    if (typeof socket?.end === 'function' && !socket.destroyed) socket.end();
  });
});
