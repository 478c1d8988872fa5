import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVAILABILITY_MESSAGES } from '../../../contract/http/availability';
import { problemSchema } from '../../../contract/http/problem';
import type { Lifecycle } from '../../lifecycle';
import { sendUnavailable } from '../../problem';

/**
 * Decision 0064. Liveness (`/api/health`): the process answers; nothing else is asked, so a
 * database outage never gets instances restarted. Readiness (`/api/ready`): send traffic here;
 * 503 while start-up work runs, from the moment a shutdown begins, and while the database does not answer.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void>; lifecycle: Lifecycle }> = async (app, { ping, lifecycle }) => {
  app.get('/api/health', {
    config: { access: 'public' },
    schema: { tags: ['health'], summary: 'Liveness: the process is up', response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/api/ready', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Readiness: started, not shutting down, and the database answers',
      response: { 200: z.object({ status: z.literal('ready') }), 503: problemSchema },
    },
    handler: async (request, reply) => {
      if (lifecycle.phase === 'starting') return sendUnavailable(reply, AVAILABILITY_MESSAGES.starting);
      if (lifecycle.phase === 'stopping') return sendUnavailable(reply, AVAILABILITY_MESSAGES.stopping);
      try {
        await ping();
        return { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return sendUnavailable(reply, AVAILABILITY_MESSAGES.databaseUnavailable);
      }
    },
  });
};
