import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideAccess, type Access } from '../contract/auth/access.policy';
import { AUTH_MESSAGES as M } from '../contract/auth/messages';
import type { Role } from '../contract/auth/roles';
import { createCatalogedTestApp, type CatalogedRoute } from '../tests/support/route-catalog';
import { METRICS_PATH } from './metrics';
import { bearer, uniqueAddress, type TestApp } from '../tests/support/test-app';

/**
 * DESIGN.md "Authentication and permissions": every /api route declares who may call it and the
 * server checks it before any work. The route list comes from the app itself, so a route added
 * tomorrow is in this matrix the day it is added; the expected answer comes from the one policy
 * (contract/auth/access.policy.ts). Six kinds of caller: anonymous, a forged token, and each role.
 */

const ROLES: Role[] = ['AUTHOR', 'REVIEWER', 'EDITOR', 'ADMIN'];
type Caller = 'anonymous' | 'forged' | Role;
const CALLERS: Caller[] = ['anonymous', 'forged', ...ROLES];

let t: TestApp;
let routes: CatalogedRoute[];
const tokens = new Map<Caller, string | null>();

beforeAll(async () => {
  // Every optional route on: /metrics (decision 0064) is in the matrix too.
  ({ t, routes } = await createCatalogedTestApp({ METRICS: 'on' }));
  tokens.set('anonymous', null);
  // Well-formed, but signed with another key: it must count for nothing.
  tokens.set(
    'forged',
    await new SignJWT({ role: 'ADMIN', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('forged')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48))),
  );
  for (const role of ROLES) {
    const { email } = await t.createUser(role);
    tokens.set(role, await t.login(email));
  }
});

afterAll(async () => {
  await t?.close();
});

/**
 * The API routes that carry their own access rule (the docs and the JSON 404 catch-all are public
 * by nature), and the operator's /metrics (public to the role check; its own token is decision 0064's).
 */
const guardedRoutes = () =>
  routes
    .filter((route) => ((route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.url !== '/api/*') || route.url === METRICS_PATH) && route.method !== 'HEAD')
    // Signing out ends the caller's session: last, so the other routes see live sessions.
    .sort((a, b) => Number(a.url.startsWith('/api/auth/logout')) - Number(b.url.startsWith('/api/auth/logout')));

/** A path for the route with every parameter filled by an id that exists nowhere, so no call changes anything. */
const concretePath = (url: string) => url.replace(/:[A-Za-z]+/g, '2147483647');

describe('authorization matrix, generated from the app and the access policy', () => {
  it('covers every API route and /metrics, each with a declared rule', () => {
    const list = guardedRoutes();
    expect(list.length).toBeGreaterThan(30);
    expect(list.map((route) => `${route.method} ${route.url}`)).toContain(`GET ${METRICS_PATH}`);
    for (const route of list) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('answers each caller as the policy says: 401 to sign in, 403 when the role may not, and never either when it may', async () => {
    const seen: string[] = [];
    for (const route of guardedRoutes()) {
      for (const caller of CALLERS) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concretePath(route.url),
          headers: { ...bearer(tokens.get(caller)), 'content-type': 'application/json' },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
          remoteAddress: uniqueAddress(),
        });
        const role = caller === 'anonymous' || caller === 'forged' ? null : caller;
        const expected = decideAccess(route.access as Access, role);
        const label = `${caller} ${route.method} ${route.url} -> ${response.statusCode} ${response.body.slice(0, 120)}`;
        const detail = response.statusCode >= 400 ? (response.json() as { detail?: string }).detail : undefined;
        if (expected === 'sign-in-required') {
          expect(response.statusCode, label).toBe(401);
          expect(detail, label).toBe(caller === 'forged' ? M.sessionExpired : M.sessionRequired);
        } else if (expected === 'forbidden') {
          expect(response.statusCode, label).toBe(403);
          expect(detail, label).toBe(M.notAllowed);
        } else {
          const denials: string[] = [M.notAllowed, M.sessionRequired, ...(role ? [M.sessionExpired] : [])];
          expect(denials.includes(detail ?? ''), label).toBe(false);
        }
        expect(response.statusCode, label).toBeLessThan(500);
        seen.push(label);
      }
    }
    expect(seen.length).toBe(guardedRoutes().length * CALLERS.length);
  });
});
