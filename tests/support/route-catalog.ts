import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { createTestApp, type TestApp } from './test-app';

/** One route as the app registered it, with the zod schemas of its route options. */
export interface CatalogedRoute {
  method: string;
  url: string;
  access: unknown;
  body?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** What the route declares it consumes (multipart routes say so in their schema). */
  consumes?: string[];
}

/**
 * createTestApp, plus every route the app registers, read from Fastify's own onRoute hook:
 * Fastify announces each new instance on the 'fastify.initialization' diagnostics channel, so
 * the hook is in place before buildApp adds its first route. A route added tomorrow is listed
 * tomorrow, without anyone writing it down.
 */
export async function createCatalogedTestApp(env: Record<string, string> = {}): Promise<{ t: TestApp; routes: CatalogedRoute[] }> {
  const routes: CatalogedRoute[] = [];
  const channel = diagnostics.channel('fastify.initialization');
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const schema = (route.schema ?? {}) as { body?: z.ZodType; params?: z.ZodType; querystring?: z.ZodType; consumes?: string[] };
      for (const method of [route.method].flat()) {
        routes.push({
          method,
          url: route.url,
          access: route.config?.access,
          body: schema.body,
          params: schema.params,
          querystring: schema.querystring,
          consumes: schema.consumes,
        });
      }
    });
  };
  channel.subscribe(onInit);
  try {
    const t = await createTestApp(env);
    return { t, routes };
  } finally {
    channel.unsubscribe(onInit);
  }
}
