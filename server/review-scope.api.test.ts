import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES as M } from '../contract/reviews/review.messages';
import { userIdByEmail } from '../tests/support/fixtures';
import { mailTo } from '../tests/support/mail';
import { createCatalogedTestApp, type CatalogedRoute } from '../tests/support/route-catalog';
import { submitPaper } from '../tests/support/submission';
import { bearer, uniqueAddress, type TestApp } from '../tests/support/test-app';

/**
 * Decision 0041: the session opened from an invitation link works on /api/reviews/{its id}… and
 * nowhere else. Every route the app registers (read from the app, as the authorization matrix
 * does, so a route added tomorrow is walked tomorrow) is called with a scoped token: each answers
 * 401 with the scope's sentence, but the routes of its own review.
 */
let t: TestApp;
let routes: CatalogedRoute[];
let assignmentId: number;
let otherAssignmentId: number;
let scoped: string;

beforeAll(async () => {
  ({ t, routes } = await createCatalogedTestApp());
  const author = await t.createUser('AUTHOR', { email: 'amina.bello@example.org' });
  const editor = await t.createUser('EDITOR');
  const reviewers = [await t.createUser('REVIEWER'), await t.createUser('REVIEWER')];
  const submitted = await submitPaper(t, await t.login(author.email));
  expect(submitted.statusCode, submitted.body).toBe(201);
  const paperId = submitted.json().id as number;
  const ids = await Promise.all(reviewers.map((r) => userIdByEmail(t.db, r.email)));
  const assigned = await t.app.inject({ method: 'POST', url: `/api/editor/papers/${paperId}/assign-reviewers`, headers: bearer(await t.login(editor.email)), payload: { reviewers: ids }, remoteAddress: uniqueAddress() });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const links = [];
  for (const reviewer of reviewers) {
    const [mail] = mailTo(await t.sentMail(), reviewer.email);
    links.push(mail!.text.match(/\/review\/(\d+)\?token=([A-Za-z0-9_-]{43})/)!);
  }
  assignmentId = Number(links[0]![1]);
  otherAssignmentId = Number(links[1]![1]);
  const session = await t.app.inject({ method: 'POST', url: `/api/reviews/${assignmentId}/session`, headers: { 'x-invitation-token': links[0]![2]! }, remoteAddress: uniqueAddress() });
  expect(session.statusCode, session.body).toBe(200);
  scoped = session.json().token;
});

afterAll(async () => {
  await t?.close();
});

const isOwnReviewRoute = (url: string) => url === '/api/reviews/:id' || url.startsWith('/api/reviews/:id/');
const fill = (url: string, id: number) => url.replace(':id', String(id)).replace(/:[A-Za-z]+/g, '2147483647').replace('*', 'anything');

async function callScoped(route: CatalogedRoute, url: string) {
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers: { ...bearer(scoped), 'content-type': 'application/json' },
    payload: route.method === 'GET' || route.method === 'HEAD' || route.method === 'DELETE' ? undefined : '{}',
    remoteAddress: uniqueAddress(),
  });
}

describe('a session scoped to one review (decision 0041)', () => {
  it('is refused with 401 on every route of the app but those of its own review', async () => {
    const checked: string[] = [];
    for (const route of routes.filter((r) => r.url.startsWith('/api'))) {
      const own = isOwnReviewRoute(route.url);
      const elsewhere = await callScoped(route, fill(route.url, own ? otherAssignmentId : 2147483647));
      const label = `${route.method} ${route.url} -> ${elsewhere.statusCode} ${elsewhere.body.slice(0, 120)}`;
      expect(elsewhere.statusCode, label).toBe(401);
      if (route.method !== 'HEAD') expect(elsewhere.json().detail, label).toBe(M.scopedSessionOnly);
      if (own) {
        const mine = await callScoped(route, fill(route.url, assignmentId));
        const body = route.method === 'HEAD' ? '' : mine.body;
        expect(body.includes(M.scopedSessionOnly), `${route.method} ${route.url} (own) -> ${mine.statusCode} ${body.slice(0, 120)}`).toBe(false);
        expect(mine.statusCode).toBeLessThan(500);
      }
      checked.push(label);
    }
    expect(checked.length).toBeGreaterThan(60);
    expect(routes.filter((r) => isOwnReviewRoute(r.url) && r.method !== 'HEAD').length).toBe(7);
  });
});
