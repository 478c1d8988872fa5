import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppLoadContext, LoaderFunction, ServerBuild } from 'react-router';
import { AVAILABILITY_MESSAGES, RETRY_AFTER_SECONDS } from '../contract/http/availability';
import { isDatabaseUnavailable } from '../db/unavailable';
import './load-context';
import { withNonce, type PageCache } from './page-cache';

type Handler = (request: Request, context: AppLoadContext) => Promise<Response>;

export interface PageServer {
  /** Registers asset serving (production) or the Vite dev middleware. */
  register(app: FastifyInstance): Promise<void>;
  handler: Handler;
  close(): Promise<void>;
}

const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** The pages' catch-all route (server/app.ts): every address that is not the API, a feed, a machine interface or a file. */
export const PAGE_ROUTE = '/*';

/** A request the pages answer, judged by the route that matched (as the auth plugin judges /api). */
export const isPageRequest = (request: FastifyRequest) => request.routeOptions.url === PAGE_ROUTE;

/** What a loader throws for a 503 (decision 0069): React Router renders the nearest error boundary with it. */
const unavailableResponse = (message: string) =>
  new Response(message, { status: 503, statusText: 'Service Unavailable', headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * Decision 0069: a page whose loader finds the database not answering is a 503 with the
 * 'temporarily unavailable' page, as the API's answer is a 503 problem (decision 0064), not a
 * 500 with the error page. One wrapper around every route's loader, so no loader has to know;
 * with `context.unavailable` set (a request the server already knows it cannot serve) no loader runs.
 */
function guardLoaders(build: ServerBuild): ServerBuild {
  const guarded =
    (loader: LoaderFunction): LoaderFunction =>
    async (args, ...rest) => {
      const unavailable = (args.context as AppLoadContext).unavailable;
      if (unavailable) throw unavailableResponse(unavailable);
      try {
        return await loader(args, ...rest);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw unavailableResponse(AVAILABILITY_MESSAGES.databaseUnavailable);
        throw error;
      }
    };
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [id, route?.module.loader ? { ...route, module: { ...route.module, loader: guarded(route.module.loader) } } : route]),
  );
  return { ...build, routes };
}

/** Loaded on first use, after main.ts has set NODE_ENV (React picks its build from it). */
const loadRouter = () => import('react-router');

/** The built client and server bundles from `react-router build`. */
export async function productionPages(buildDir: string): Promise<PageServer> {
  const { createRequestHandler } = await loadRouter();
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  let build: ServerBuild;
  try {
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  } catch (error) {
    if (!existsSync(serverEntry)) throw new Error(`The pages are not built (${serverEntry} is missing): run \`npm run build\` first.`);
    throw new Error(`The built pages (${serverEntry}) failed to load: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return {
    async register(app) {
      const { default: fastifyStatic } = await import('@fastify/static');
      await app.register(fastifyStatic, {
        root: path.join(buildDir, 'client'),
        prefix: '/',
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(response, filePath) {
          const fingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
          response.setHeader('Cache-Control', fingerprinted ? ASSET_CACHE : 'public, max-age=3600');
        },
      });
    },
    handler: createRequestHandler(guardLoaders(build), 'production'),
    async close() {},
  };
}

/** Vite in middleware mode: modules rebuilt on change, for `npm run dev`. */
export async function developmentPages(): Promise<PageServer> {
  const { createRequestHandler } = await loadRouter();
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  return {
    async register(app) {
      const { default: middie } = await import('@fastify/middie');
      await app.register(middie);
      app.use((req, res, next) => (req.url?.startsWith('/api') ? next() : vite.middlewares(req, res, next)));
    },
    handler: createRequestHandler(async () => guardLoaders((await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild), 'development'),
    close: () => vite.close(),
  };
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  return new Request(new URL(request.url, origin), { method: request.method, headers, signal: controller.signal });
}

export async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  // A document is rendered whole (app/entry.server.tsx, decision 0077): sent as one buffer, it is compressed in one pass.
  if (response.headers.get('content-type')?.startsWith('text/html')) return reply.send(Buffer.from(await response.arrayBuffer()));
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}

const CACHED_HEADERS = new Set(['content-type', 'cache-control', 'content-language', 'link', 'x-robots-tag']);

/** Told of every page answer, cached or rendered, before it is sent (server/paper-views.ts counts article views). */
export type PageAnswerHook = (request: FastifyRequest, status: number) => Promise<void>;

/**
 * React Router renders every page; an anonymous reader's 200 HTML answer is kept in the page
 * cache for a few seconds (decision 0009) so that a busy paper page is rendered once, not per hit.
 */
export function pageRoute(pages: PageServer, demo: boolean, cache: PageCache | null, onAnswer: PageAnswerHook = async () => {}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = (request.raw as { cspNonce?: string }).cspNonce ?? '';
    const viewer = request.session?.actor ?? null;
    const cacheKey = cache && !viewer && request.method === 'GET' ? request.url : null;
    const hit = cacheKey ? cache!.get(cacheKey) : null;
    if (hit) {
      await onAnswer(request, hit.status);
      reply.status(hit.status);
      for (const [name, value] of hit.headers) reply.header(name, value);
      reply.header('x-page-cache', 'hit');
      return reply.send(withNonce(hit, nonce));
    }
    const remember: AppLoadContext['remember'] = cache ? (key, compute) => cache.remember(key, compute) : (_key, compute) => compute();
    const context: AppLoadContext = { ctx: request.ctx, viewer, nonce, requestId: request.id, demo, remember };
    const response = await pages.handler(toFetchRequest(request, reply), context);
    await onAnswer(request, response.status);
    if (response.status === 503) {
      request.log.warn('the database is not answering: the page is a 503');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    }
    // A page that says no-store (the review page, whose address carries an invitation's token) is never kept.
    const cacheable =
      cacheKey &&
      response.status === 200 &&
      response.headers.get('content-type')?.startsWith('text/html') &&
      response.headers.getSetCookie().length === 0 &&
      !/\bno-store\b/.test(response.headers.get('cache-control') ?? '');
    if (!cacheable) return sendFetchResponse(reply, response);
    const html = await response.text();
    const headers = [...response.headers].filter(([name]) => CACHED_HEADERS.has(name));
    cache!.set(cacheKey, { status: 200, headers, html, nonce });
    reply.status(200);
    for (const [name, value] of headers) reply.header(name, value);
    reply.header('x-page-cache', 'miss');
    return reply.send(html);
  };
}

/**
 * Decision 0069: the 'temporarily unavailable' page for a page request the server cannot serve
 * before the pages are reached (the session cookie cannot be checked without the database): the
 * site's error page with `detail`, 503 and Retry-After, rendered with no loader asking the database.
 */
export function unavailablePage(pages: PageServer, demo: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply, detail: string) => {
    const nonce = (request.raw as { cspNonce?: string }).cspNonce ?? '';
    const context: AppLoadContext = { ctx: request.ctx, viewer: null, nonce, requestId: request.id, demo, unavailable: detail, remember: (_key, compute) => compute() };
    const response = await pages.handler(toFetchRequest(request, reply), context);
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendFetchResponse(reply, response);
  };
}

export type UnavailablePage = ReturnType<typeof unavailablePage>;
