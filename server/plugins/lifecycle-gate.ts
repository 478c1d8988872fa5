import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AVAILABILITY_MESSAGES } from '../../contract/http/availability';
import type { Lifecycle } from '../lifecycle';
import { sendUnavailable } from '../problem';

/** Answered in every phase: the orchestrator asks them while the server starts and stops. */
const PROBES = new Set(['/api/health', '/api/ready']);

/**
 * Decision 0064: the server listens before its start-up work (migrations) is done, so liveness
 * answers; until then every other request is a 503 to retry. Once a shutdown begins, each answer
 * closes its connection, so a kept-alive client opens its next one elsewhere.
 */
export const lifecycleGatePlugin = fp(async (app: FastifyInstance, { lifecycle }: { lifecycle: Lifecycle }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (lifecycle.phase === 'starting' && !PROBES.has(request.routeOptions.url ?? '')) return sendUnavailable(reply, AVAILABILITY_MESSAGES.starting);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.phase === 'stopping') reply.header('connection', 'close');
  });
});
