import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const doiManagerRoutes: FastifyPluginAsyncZod = async () => {};
