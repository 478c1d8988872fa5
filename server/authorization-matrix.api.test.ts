import { SignJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../contract/auth/messages';
import { REVIEW_MESSAGES } from '../contract/reviews/review.messages';
import {
  buildAuthorizationFixtures,
  createAdminPaper,
  createAnnouncement,
  createAppeal,
  createAssignment,
  createBoardMember,
  createIssue,
  createReviewerApplication,
  createSpareUser,
  createSpecialIssue,
  createSubscription,
  FIXTURE_JWT_SECRET,
  type AuthorizationFixtures,
} from '../tests/support/authorization-fixtures';
import { createCatalogedTestApp, type CatalogedRoute } from '../tests/support/route-catalog';
import { METRICS_PATH } from './metrics';
import { bearer, uniqueAddress, type TestApp } from '../tests/support/test-app';
import { AUTHORIZATION_TABLE, CALLERS, OUTCOMES, parseRow, type Outcome } from './authorization-table';

/**
 * Issue 17, the authorization matrix: every /api route the app registers (read from the app, so a
 * route added tomorrow fails here until its row is written) × anonymous, owner, co-author, other
 * author, assigned and unassigned reviewer, handling and other editor, admin, and a forged token.
 * The expected outcome of each call is written in server/authorization-table.ts, checked by hand
 * against the spec and the access decisions (0007, 0019, 0034, 0035, 0041, 0048), never derived
 * from the policy the server runs; the table's header defines the outcomes.
 *
 * Real access, not 404s on missing ids: the fixtures (tests/support/authorization-fixtures.ts) are
 * made through the API once, and each route parameter is filled with a real id (PARAMS per route,
 * BY_NAME by parameter name). One app, one database, app.inject from a fresh address per call (no
 * rate limit counts two calls together), on PGlite and on PostgreSQL.
 *
 * Calls that write must leave the fixtures as the other rows need them:
 * - a body is sent as `{}`, so the role gate and the service's own checks run and then the body is
 *   refused (400) — or, where the service decides who may act only after reading a valid body, a
 *   valid body the fixture's state refuses (409) once that decision is taken (BODIES);
 * - a call that deletes or decides something gets an object of its own (FRESH), made again after
 *   every call that succeeded;
 * - what is changed in place is changed harmlessly (a draft saved empty, a page revision restored,
 *   the waiver request decided by the admin, a newsletter link followed again);
 * - signing out runs last, so every other row sees live sessions.
 */

type Params = Record<string, string | number>;
type ParamsOf = (fx: AuthorizationFixtures, t: TestApp) => Params | Promise<Params>;

let t: TestApp;
let routes: CatalogedRoute[];
let fx: AuthorizationFixtures;
let forged: string;

beforeAll(async () => {
  // Every optional route on: /metrics (decision 0064) has its row too.
  ({ t, routes } = await createCatalogedTestApp({ JWT_SECRET: FIXTURE_JWT_SECRET, METRICS: 'on' }));
  fx = await buildAuthorizationFixtures(t);
  // Well-formed, but signed with another key: it must count for nothing.
  forged = await new SignJWT({ role: 'ADMIN', ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(fx.userIds.admin))
    .setJti('forged')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('x'.repeat(48)));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * The API routes that carry their own access rule (the docs and the JSON 404 catch-all are public
 * by nature), and the operator's /metrics (decision 0064: public to the role check, its own token aside).
 */
const guardedRoutes = () =>
  routes
    .filter((route) => ((route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.url !== '/api/*') || route.url === METRICS_PATH) && route.method !== 'HEAD')
    // Signing out ends the caller's session: last, so the other routes see live sessions.
    .sort((a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout'));

const staff = (fx: AuthorizationFixtures) => fx.tokens.admin!;

/** Which fixture fills each parameter, per route; parameters not named here are filled by name (BY_NAME). */
const PARAMS: Record<string, ParamsOf> = {
  'GET /api/admin/users/:id': (fx) => ({ id: fx.userIds.otherAuthor }),
  'PUT /api/admin/users/:id': (fx) => ({ id: fx.userIds.otherAuthor }),
  'POST /api/admin/users/:id/password-reset': (fx) => ({ id: fx.spareUser }),
  'POST /api/admin/pages/:slug/revisions/:id/restore': (fx) => ({ slug: fx.pageSlug, id: fx.pageRevision }),
  'PUT /api/admin/issues/:id': (fx) => ({ id: fx.issue.id }),
  'PUT /api/admin/editorial-board/:id': (fx) => ({ id: fx.boardMember }),
  'PUT /api/admin/announcements/:id': (fx) => ({ id: fx.announcement }),
  'PUT /api/admin/papers/:id': (fx) => ({ id: fx.paper }),
  'GET /api/editor/appeals/:id/file': (fx) => ({ id: fx.appeal }),
  'POST /api/editor/appeals/:id/letter': (fx) => ({ id: fx.appeal }),
  'GET /api/admin/contact-forms/:id': (fx) => ({ id: fx.contactMessage }),
  'PUT /api/admin/contact-forms/:id/read': (fx) => ({ id: fx.contactMessage }),
  'POST /api/admin/contact-forms/:id/replies': (fx) => ({ id: fx.contactMessage }),
  'POST /api/editor/assignments/:id/rating': (fx) => ({ id: fx.completedAssignment }),
  'GET /api/reviews/:id': (fx) => ({ id: fx.reviewerAssignment }),
  'POST /api/reviews/:id/accept': (fx) => ({ id: fx.reviewerAssignment }),
  'POST /api/reviews/:id/decline': (fx) => ({ id: fx.reviewerAssignment }),
  'POST /api/reviews/:id/session': (fx) => ({ id: fx.reviewerAssignment }),
  'GET /api/reviews/:id/manuscript': (fx) => ({ id: fx.reviewerAssignment }),
  'PUT /api/reviews/:id': (fx) => ({ id: fx.reviewerAssignment }),
  'POST /api/reviews/:id/submit': (fx) => ({ id: fx.reviewerCompletedAssignment }),
  'GET /api/papers/:id/invoice': (fx) => ({ id: fx.acceptedPaper }),
  'GET /api/papers/:id/invoice.pdf': (fx) => ({ id: fx.acceptedPaper }),
  'GET /api/papers/:id/waiver-requests': (fx) => ({ id: fx.acceptedPaper }),
  'POST /api/papers/:id/waiver-requests': (fx) => ({ id: fx.acceptedPaper }),
  'POST /api/admin/invoices/:id/payments': (fx) => ({ id: fx.invoice }),
  'POST /api/admin/invoices/:id/waive': (fx) => ({ id: fx.invoice }),
  'PUT /api/admin/invoices/:id/charges': (fx) => ({ id: fx.invoice }),
  'POST /api/admin/waiver-requests/:id/grant': (fx) => ({ id: fx.waiverRequest }),
  'POST /api/admin/waiver-requests/:id/refuse': (fx) => ({ id: fx.waiverRequest }),
  'GET /api/issues/:id': (fx) => ({ id: fx.issue.id }),
  'GET /api/issues/:id/papers.csv': (fx) => ({ id: fx.issue.id }),
  'GET /api/issues/:id/pdf': (fx) => ({ id: fx.issue.id }),
  'PUT /api/admin/special-issues/:id': (fx) => ({ id: fx.specialIssue }),
  'GET /api/announcements/:id/attachments/:index': (fx) => ({ id: fx.announcement, index: 0 }),
  'GET /api/admin/crossref/papers/:id.xml': (fx) => ({ id: fx.publishedPaper }),
  'GET /api/admin/crossref/issues/:id.xml': (fx) => ({ id: fx.issue.id }),
  'GET /api/admin/doaj/issues/:id.json': (fx) => ({ id: fx.issue.id }),
  'POST /api/admin/dois/papers/:id/deposit': (fx) => ({ id: fx.publishedPaper }),
  'POST /api/admin/dois/issues/:id/deposit': (fx) => ({ id: fx.issue.id }),
  'POST /api/admin/dois/deposits/:id/refresh': (fx) => ({ id: fx.doiDeposit }),
  'POST /api/newsletter-subscriptions/confirm/:token': (fx) => ({ token: fx.newsletterTokens.confirm }),
  'POST /api/newsletter-subscriptions/unsubscribe/:token': (fx) => ({ token: fx.newsletterTokens.unsubscribe }),
};

/**
 * Bodies that pass validation where an empty one would be refused (400) before the service decides
 * who may act on this paper or review. They change nothing (the state of the fixture refuses them
 * with 409 after that decision), but for the appeal's decision, which takes a fresh appeal (FRESH).
 */
const BODIES: Record<string, unknown> = {
  // The paper is under review: nothing to appeal (409) for its owner.
  'POST /api/papers/:id/appeals': { reasons: 'The reviewers misread our design.' },
  // The accepted paper already has a waiver request waiting (409) for its authors.
  'POST /api/papers/:id/waiver-requests': { kind: 'financial-hardship', reason: 'Our project has no publication budget.' },
  // The reviewer has accepted: too late to decline (409).
  'POST /api/reviews/:id/decline': { reason: 'I am travelling until March.' },
  // The editor who took the decision under appeal may not consider it (decision 0034); a letter's template changes nothing.
  'POST /api/editor/appeals/:id/letter': { outcome: 'upheld' },
  'POST /api/editor/appeals/:id/decision': { outcome: 'upheld', letter: 'Dear authors, the decision stands.' },
  // The reviewer's review of the accepted paper was sent already (409).
  'POST /api/reviews/:id/submit': { competingInterests: 'None.', recommendation: 'Accept', commentsToAuthor: 'Fine.', confidentialComments: '' },
};

/**
 * Routes whose call uses up what it names (deletes it, decides it): the first call gets a new one,
 * and so does every call after one that succeeded, so no caller finds it gone and no other row
 * loses a fixture it needs.
 */
const FRESH: Record<string, ParamsOf> = {
  'DELETE /api/admin/users/:id': async (_fx, t) => ({ id: await createSpareUser(t) }),
  'DELETE /api/admin/newsletter-subscriptions/:id': async (fx, t) => ({ id: await createSubscription(t, staff(fx)) }),
  'DELETE /api/admin/issues/:id': async (fx, t) => ({ id: (await createIssue(t, staff(fx))).id }),
  'DELETE /api/admin/editorial-board/:id': async (fx, t) => ({ id: await createBoardMember(t, staff(fx)) }),
  'DELETE /api/admin/announcements/:id': async (fx, t) => ({ id: await createAnnouncement(t, staff(fx)) }),
  'DELETE /api/admin/papers/:id': async (fx, t) => ({ id: await createAdminPaper(t, staff(fx)) }),
  // An open appeal against the handling editor's rejection.
  'POST /api/editor/appeals/:id/decision': async (fx, t) => ({ id: await createAppeal(t, fx) }),
  'POST /api/editor/reviewer-applications/:id/approve': async (fx, t) => ({ id: await createReviewerApplication(t, staff(fx)) }),
  'POST /api/editor/reviewer-applications/:id/decline': async (fx, t) => ({ id: await createReviewerApplication(t, staff(fx)) }),
  'POST /api/editor/assignments/:id/cancel': async (fx, t) => ({ id: await createAssignment(t, staff(fx), fx.paper) }),
  'DELETE /api/admin/special-issues/:id': async (fx, t) => ({ id: await createSpecialIssue(t, staff(fx)) }),
};

/** Parameters whose name says which fixture fills them. */
const BY_NAME: Record<string, (fx: AuthorizationFixtures, url: string) => string | number | undefined> = {
  // Under /api/papers/:id and /api/editor/papers/:id, the paper under review.
  id: (fx, url) => (url.startsWith('/api/papers/:id') || url.startsWith('/api/editor/papers/:id') ? fx.paper : undefined),
  version: () => 1,
  round: () => 1,
  reviewer: () => 1,
  volume: (fx) => fx.issue.volume,
  number: (fx) => fx.issue.number,
  slug: (fx) => fx.pageSlug,
  key: (fx) => fx.mailTemplate,
  group: () => 'identity',
  file: (fx) => fx.coverImage,
};

const fresh = new Map<string, Params>();

async function paramsFor(route: CatalogedRoute): Promise<Params> {
  const make = FRESH[key(route)];
  if (!make) return (await PARAMS[key(route)]?.(fx, t)) ?? {};
  if (!fresh.has(key(route))) fresh.set(key(route), await make(fx, t));
  return fresh.get(key(route))!;
}

async function concretePath(route: CatalogedRoute): Promise<string> {
  const given = await paramsFor(route);
  return route.url.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = given[name] ?? BY_NAME[name]?.(fx, route.url);
    if (value === undefined) throw new Error(`${key(route)}: say which fixture fills :${name} (PARAMS in server/authorization-matrix.api.test.ts)`);
    return encodeURIComponent(String(value));
  });
}

async function send(route: CatalogedRoute, token: string | null): Promise<LightMyRequestResponse> {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: await concretePath(route),
    headers: { ...bearer(token), ...(withBody ? { 'content-type': 'application/json' } : {}) },
    payload: withBody ? JSON.stringify(BODIES[key(route)] ?? {}) : undefined,
    remoteAddress: uniqueAddress(),
  });
  if (response.statusCode < 300) fresh.delete(key(route));
  return response;
}

const detailOf = (response: LightMyRequestResponse): string | undefined => {
  try {
    return (response.json() as { detail?: string }).detail;
  } catch {
    return undefined;
  }
};

/**
 * The sentences of a 401: the gate's to anonymous callers and to dead tokens (acting-side.md §8),
 * and the reviewer's workspace's to callers with neither a session nor the invitation link (decision 0041).
 */
const SIGN_IN_SENTENCES: string[] = [M.sessionRequired, M.sessionExpired, REVIEW_MESSAGES.linkOrSignIn];

/** What a caller got, in the table's words. */
function outcomeOf(response: LightMyRequestResponse): Outcome | `status ${number}` {
  const status = response.statusCode;
  const detail = detailOf(response);
  if (status >= 500) return `status ${status}`;
  if (status === 401) return SIGN_IN_SENTENCES.includes(detail ?? '') ? 'signin' : `status ${status}`;
  if (status === 403) return detail === M.notAllowed ? 'denied' : 'refused';
  if (status === 404) return 'hidden';
  return 'ok';
}

describe('authorization table (issue 17): every /api route × every relation to a paper', () => {
  it('covers every API route, each with a declared rule', () => {
    const list = guardedRoutes();
    expect(list.length).toBeGreaterThan(100);
    for (const route of list) expect(route.access, key(route)).toBeDefined();
  });

  it('answers each caller as the table says, and a forged token as nobody', async () => {
    const draft: string[] = [];
    const failures: string[] = [];
    const check = (who: string, route: CatalogedRoute, want: Outcome | undefined, response: LightMyRequestResponse, wrongSentence: string) => {
      const outcome = outcomeOf(response);
      const detail = detailOf(response);
      const label = `${who} ${key(route)}: expected ${want}, got ${outcome} (${response.statusCode} ${response.body.slice(0, 160)})`;
      if (want !== undefined && outcome !== want) failures.push(label);
      // Nobody is told their session expired, and a dead token is not told to sign in as if it were nobody.
      else if (outcome === 'signin' && detail === wrongSentence) failures.push(`${label}: not '${wrongSentence}'`);
      return outcome;
    };
    for (const route of guardedRoutes()) {
      const row = AUTHORIZATION_TABLE[key(route)];
      const expected = row === undefined ? undefined : parseRow(row);
      const observed: string[] = [];
      const statuses: string[] = [];
      for (const [column, caller] of CALLERS.entries()) {
        const response = await send(route, fx.tokens[caller]);
        observed.push(check(caller, route, expected?.[column], response, M.sessionExpired));
        if (process.env.AUTHZ_DRAFT) statuses.push(`${response.statusCode}${response.statusCode >= 400 ? ` ${(detailOf(response) ?? '').slice(0, 60)}` : ''}`);
      }
      check('forged token', route, expected?.[0], await send(route, forged), M.sessionRequired);
      if (row === undefined) failures.push(`${key(route)} is not in server/authorization-table.ts: add its row (today it answers '${observed.join(' ')}'; check each against the spec first)`);
      if (process.env.AUTHZ_DRAFT) draft.push(`  '${key(route)}': '${observed.map((o) => o.padEnd(7)).join(' ').trimEnd()}',\n    // ${statuses.join(' | ')}`);
    }
    if (process.env.AUTHZ_DRAFT) console.log(draft.join('\n'));
    expect(failures).toEqual([]);
  }, 120_000);

  it('names no route that the app does not have', () => {
    const present = new Set(guardedRoutes().map(key));
    expect(Object.keys(AUTHORIZATION_TABLE).filter((row) => !present.has(row)).map((row) => `${row}: no such route any more, remove its row`)).toEqual([]);
  });

  it('writes every row with one outcome per caller from the closed set', () => {
    for (const [route, row] of Object.entries(AUTHORIZATION_TABLE)) {
      const outcomes = row.trim().split(/\s+/);
      expect(outcomes, route).toHaveLength(CALLERS.length);
      for (const outcome of outcomes) expect(OUTCOMES, `${route}: ${outcome}`).toContain(outcome);
    }
  });
});
