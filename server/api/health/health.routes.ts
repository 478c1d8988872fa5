import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '../../../contract/http/problem';
import { problem, sendProblem } from '../../problem';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get('/api/health', {
    config: { access: 'public' },
    schema: { tags: ['health'], summary: 'The process is up', response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/api/ready', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'The database answers',
      response: { 200: z.object({ status: z.literal('ready') }), 503: problemSchema },
    },
    handler: async (request, reply) => {
      try {
        await ping();
        return { status: 'ready' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database not ready');
        return sendProblem(reply, problem(503, 'The database is not answering.'));
      }
    },
  });
};
