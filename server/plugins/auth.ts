import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decideAccess, type Access } from '../../contract/auth/access.policy';
import { AUTH_MESSAGES as M } from '../../contract/auth/messages';
import { SESSION_TTL_SECONDS } from '../../contract/auth/token';
import { parseRowId } from '../../contract/http/ids';
import { REVIEW_MESSAGES } from '../../contract/reviews/review.messages';
import { authenticate, type AuthSession } from '../../core/auth/auth.service';
import type { Ctx } from '../../core/context';
import { problem, sendProblem } from '../problem';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (deny by default: an /api route without it fails at start-up). */
    access?: Access;
  }
  interface FastifyRequest {
    /** From the bearer header on /api, from the page cookie on page requests. */
    session: AuthSession | null;
    ctx: Ctx;
  }
}

export const SESSION_COOKIE = 'journal_session';

export interface AuthPluginOptions {
  baseCtx: Omit<Ctx, 'actor'>;
  secureCookies: boolean;
}

/** An /api address (the JSON API), as opposed to a page. */
export const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** Documentation routes come from @fastify/swagger-ui and are public by nature. */
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_TTL_SECONDS });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/**
 * Decision 0041: a session opened from an invitation link works only on /api/reviews/{its id}…,
 * judged by the route that matched and its parsed id, never by the raw URL.
 */
export function isScopedRouteFor(request: FastifyRequest, assignmentId: number): boolean {
  const pattern = request.routeOptions.url ?? '';
  if (pattern !== '/api/reviews/:id' && !pattern.startsWith('/api/reviews/:id/')) return false;
  return parseRowId((request.params as { id?: unknown } | undefined)?.id) === assignmentId;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * DESIGN.md "Authentication": /api calls are authorised by the bearer header alone, so the
 * cookie can never authorise a change; page requests (GET) know their viewer by the cookie.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  const { baseCtx } = options;
  app.decorateRequest('session', null);
  app.decorateRequest('ctx', null as unknown as Ctx);

  app.addHook('onRoute', (route) => {
    if (isApi(route.url) && !isDocs(route.url) && route.config?.access === undefined) {
      throw new Error(`${route.method} ${route.url} does not declare who may call it (config.access)`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    // Judge by the route that matched, not the raw URL: the router decodes the path, so
    // '/%61pi/admin/users' reaches the same route as '/api/admin/users'.
    const api = isApi(request.routeOptions.url ?? request.url);
    let presented: string | null = null;
    if (api) presented = bearerToken(request);
    else if (request.method === 'GET' || request.method === 'HEAD') presented = request.cookies[SESSION_COOKIE] ?? null;

    request.session = presented ? await authenticate(baseCtx, presented) : null;
    // A scoped session is never a page's viewer (it is never set as the cookie either).
    if (!api && request.session?.actor.scope) request.session = null;
    if (!api && presented && !request.session) clearSessionCookie(reply, options.secureCookies);
    request.ctx = { ...baseCtx, actor: request.session?.actor ?? null };

    const scope = request.session?.actor.scope;
    if (scope && !isScopedRouteFor(request, scope.assignmentId)) return sendProblem(reply, problem(401, REVIEW_MESSAGES.scopedSessionOnly));

    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    const decision = decideAccess(access, request.session?.actor.role);
    if (decision === 'sign-in-required') {
      return sendProblem(reply, problem(401, presented ? M.sessionExpired : M.sessionRequired));
    }
    if (decision === 'forbidden') return sendProblem(reply, problem(403, M.notAllowed));
  });
});
