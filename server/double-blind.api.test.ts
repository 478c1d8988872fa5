import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR_IDENTITY, BLIND_AUTHOR, BLIND_CO_AUTHOR, BLIND_SUBMISSION, concretePaths, identityOf, leaksOf, pdfNaming, responseTexts } from '../tests/support/blind-probe';
import { userIdByEmail } from '../tests/support/fixtures';
import { mailTo } from '../tests/support/mail';
import { createCatalogedTestApp, type CatalogedRoute } from '../tests/support/route-catalog';
import { multipartBody, submissionFields, submitPaper } from '../tests/support/submission';
import { bearer, uniqueAddress, type TestApp } from '../tests/support/test-app';

/**
 * Issue 14, "Double-blind is proved, not assumed", for the API and the mail, on PGlite and
 * PostgreSQL. The authors and the reviewers have names, addresses and affiliations found nowhere
 * else, and the files they upload name them in their metadata. Every route the app registers (read
 * from the app, so a route added tomorrow is probed tomorrow) is called with every id of the
 * scenario: by each reviewer with their own session, with the scoped session of the invitation
 * link and with the link's token alone, while the review is open and after the decision; then by
 * the author after the decision. No answer, file or mail a reviewer receives names an author; none
 * the author receives names a reviewer or says what was confidential. The editor, who may know
 * both, is the control: the same probe finds both sides in what the editor receives.
 */
const AUTHOR = BLIND_AUTHOR;
const CO_AUTHOR = BLIND_CO_AUTHOR;
const AUTHORS = AUTHOR_IDENTITY;

const REVIEWER = { first: 'Ottoline', last: 'Brackenbury', email: 'ottoline@brackenbury-reviews.example', affiliation: 'Brackenbury Agronomy Trust' };
const DECLINER = { first: 'Percival', last: 'Thistlewood', email: 'percival@thistlewood-reviews.example' };
const SUGGESTED = { name: 'Drusilla Wintergreen', email: 'drusilla@wintergreen-reviews.example' };
const CONFIDENTIAL = 'Confidential: the second season looks thin to me';
const REVIEWERS = identityOf(['Ottoline', 'Brackenbury', 'Percival', 'Thistlewood', 'Drusilla', 'Wintergreen', 'reviews.example', CONFIDENTIAL]);
const COMMENTS = 'Please report the soil moisture of each plot and season.';
const ABSTRACT = BLIND_SUBMISSION.abstract;

let t: TestApp;
let routes: CatalogedRoute[];
let paperId: number;
const people: Record<'owner' | 'editor' | 'reviewer' | 'decliner', { email: string; id: number; token: string }> = {} as never;
const links: Record<'reviewer' | 'decliner', { id: number; token: string }> = {} as never;

type Headers = Record<string, string>;
const call = (method: string, url: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...headers, ...(payload !== undefined && !Buffer.isBuffer(payload) ? { 'content-type': 'application/json' } : {}) },
    ...(payload === undefined ? {} : { payload: (Buffer.isBuffer(payload) ? payload : JSON.stringify(payload)) as string }),
    remoteAddress: uniqueAddress(),
  });
const as = (key: keyof typeof people): Headers => bearer(people[key].token);

async function person(key: keyof typeof people, role: 'AUTHOR' | 'EDITOR' | 'REVIEWER', firstName: string, lastName: string, email?: string) {
  const account = await t.createUser(role, { firstName, lastName, email });
  people[key] = { email: account.email, id: await userIdByEmail(t.db, account.email), token: await t.login(account.email) };
}

/** The mail to an address, subjects and texts. */
async function mailTexts(...addresses: string[]): Promise<string[]> {
  const all = await t.sentMail();
  return addresses.flatMap((address) => mailTo(all, address).flatMap((mail) => [mail.subject, mail.text]));
}

/**
 * Every route of the app, at every path the scenario's ids make of it, called with these headers:
 * reads first, then writes with an empty body (the answers to what a caller may send), signing
 * out last. Returns every text received, labelled with the call.
 */
async function probeEveryRoute(headers: Headers): Promise<{ label: string; text: string; status: number }[]> {
  const candidates = { id: [paperId, links.reviewer.id, links.decliner.id], version: [1, 2], round: [1, 2], reviewer: [1, 2], volume: [1], number: [1], index: [0] };
  const order = (route: CatalogedRoute) => (route.url === '/api/auth/logout' ? 2 : route.method === 'GET' ? 0 : 1);
  const seen: { label: string; text: string; status: number }[] = [];
  for (const route of routes.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD').sort((a, b) => order(a) - order(b))) {
    for (const path of concretePaths(route.url, candidates)) {
      const response = await call(route.method, path, headers, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      const label = `${route.method} ${path} -> ${response.statusCode}`;
      expect(response.statusCode, `${label} ${response.body.slice(0, 200)}`).toBeLessThan(500);
      for (const text of await responseTexts(response)) seen.push({ label, text, status: response.statusCode });
    }
  }
  return seen;
}


beforeAll(async () => {
  ({ t, routes } = await createCatalogedTestApp());
  await person('owner', 'AUTHOR', 'Zephyrine', 'Quillfeather', AUTHOR.email);
  await person('editor', 'EDITOR', 'Oluwaseun', 'Editor');
  await person('reviewer', 'REVIEWER', REVIEWER.first, REVIEWER.last, REVIEWER.email);
  await person('decliner', 'REVIEWER', DECLINER.first, DECLINER.last, DECLINER.email);

  const fields = submissionFields(BLIND_SUBMISSION, [AUTHOR, CO_AUTHOR]);
  const manuscript = await pdfNaming(AUTHOR, 'Sorghum under mulch: the manuscript body.');
  const submitted = await submitPaper(t, people.owner.token, fields, { bytes: manuscript, name: 'quillfeather-sorghum.pdf', type: 'application/pdf' });
  expect(submitted.statusCode, submitted.body).toBe(201);
  paperId = submitted.json().id;
  const assigned = await call('POST', `/api/editor/papers/${paperId}/assign-reviewers`, as('editor'), { reviewers: [people.reviewer.id, people.decliner.id] });
  expect(assigned.statusCode, assigned.body).toBe(200);
  for (const key of ['reviewer', 'decliner'] as const) {
    const [invitation] = mailTo(await t.sentMail(), people[key].email);
    const match = invitation!.text.match(/\/review\/(\d+)\?token=([A-Za-z0-9_-]{43})/);
    expect(match, invitation!.text).not.toBeNull();
    links[key] = { id: Number(match![1]), token: match![2]! };
  }
});
afterAll(() => t?.close());

describe('double-blind, proved on every route (issue 14)', () => {
  it('gives a reviewer no author identity in any answer, file or mail, and the author no reviewer identity', async () => {
    const reviewerSeen: { label: string; text: string; status: number }[] = [];
    const invitation = (key: 'reviewer' | 'decliner'): Headers => ({ 'x-invitation-token': links[key].token });

    // The decliner answers from the link alone and suggests a colleague; the reviewer accepts from
    // it, opens a scoped session, reads the manuscript and saves a draft with an annotated file
    // whose metadata names them.
    const declined = await call('POST', `/api/reviews/${links.decliner.id}/decline`, invitation('decliner'), { reason: 'I am travelling until March.', suggestedReviewer: SUGGESTED });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await call('POST', `/api/reviews/${links.reviewer.id}/accept`, invitation('reviewer'))).statusCode).toBe(200);
    const session = await call('POST', `/api/reviews/${links.reviewer.id}/session`, invitation('reviewer'));
    expect(session.statusCode, session.body).toBe(200);
    const scoped = bearer(session.json().token);
    const annotated = await pdfNaming({ name: `${REVIEWER.first} ${REVIEWER.last}`, email: REVIEWER.email, affiliation: REVIEWER.affiliation }, 'My notes on the manuscript.');
    const draft = await multipartBody({ commentsToAuthor: COMMENTS }, { bytes: annotated, name: 'brackenbury-notes.pdf', type: 'application/pdf', field: 'annotatedFile' });
    const saved = await call('PUT', `/api/reviews/${links.reviewer.id}`, { ...scoped, ...draft.headers }, draft.payload);
    expect(saved.statusCode, saved.body).toBe(200);

    // While the review is open: the reviewer's session, the scoped one, the link's token alone, and the decliner.
    for (const headers of [as('reviewer'), scoped, invitation('reviewer'), as('decliner')]) reviewerSeen.push(...(await probeEveryRoute(headers)));
    // The probe signed them out: they sign in again, send the review, and the editor decides with the drafted letter.
    people.reviewer.token = await t.login(people.reviewer.email);
    people.decliner.token = await t.login(people.decliner.email);
    const sent = await call('POST', `/api/reviews/${links.reviewer.id}/submit`, as('reviewer'), {
      competingInterests: 'None.',
      recommendation: 'Minor Revision',
      commentsToAuthor: COMMENTS,
      confidentialComments: CONFIDENTIAL,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const letter = await call('POST', `/api/editor/papers/${paperId}/decision-letter`, as('editor'), { decision: 'minor_revision' });
    expect(letter.statusCode, letter.body).toBe(200);
    const decided = await call('POST', `/api/editor/papers/${paperId}/decision`, as('editor'), { decision: 'minor_revision', letter: letter.json().letter });
    expect(decided.statusCode, decided.body).toBe(200);

    // After the decision, and every mail either reviewer was sent.
    for (const headers of [as('reviewer'), as('decliner')]) reviewerSeen.push(...(await probeEveryRoute(headers)));
    for (const text of await mailTexts(people.reviewer.email, people.decliner.email)) reviewerSeen.push({ label: 'mail to a reviewer', text, status: 0 });
    expect(leaksOf(reviewerSeen, AUTHORS)).toEqual([]);
    // Every route was called (more than a hundred paths), and the probe reached what a reviewer reads.
    expect(new Set(reviewerSeen.map((s) => s.label.replace(/ -> \d+$/, ''))).size).toBeGreaterThan(100);
    const reached = reviewerSeen.filter((s) => s.status === 200).map((s) => s.text);
    expect(reached.some((text) => text.includes(ABSTRACT))).toBe(true);
    expect(reviewerSeen.some((s) => s.label === `GET /api/reviews/${links.reviewer.id}/manuscript -> 200` && s.text.includes('%PDF'))).toBe(true);

    // The author, after the decision: what the API answers, the annotated file, the mail.
    const authorSeen = await probeEveryRoute(as('owner'));
    for (const text of await mailTexts(AUTHOR.email, CO_AUTHOR.email)) authorSeen.push({ label: 'mail to an author', text, status: 0 });
    expect(leaksOf(authorSeen, REVIEWERS)).toEqual([]);
    const authorReached = authorSeen.filter((s) => s.status === 200).map((s) => s.text);
    expect(authorReached.some((text) => text.includes('Reviewer 1') && text.includes(COMMENTS))).toBe(true);
    expect(authorSeen.some((s) => s.label === `GET /api/papers/${paperId}/rounds/1/reviews/1/annotated-file -> 200` && s.text.includes('%PDF'))).toBe(true);
    expect(authorSeen.some((s) => s.label === 'mail to an author' && s.text.includes(COMMENTS))).toBe(true);
  }, 90_000); // Every route at every path, as five callers: it grows with the app.

  it('finds both sides in what the editor receives, so the probe would see a leak', async () => {
    people.editor.token = await t.login(people.editor.email);
    const editorSeen = await probeEveryRoute(as('editor'));
    expect(leaksOf(editorSeen, AUTHORS).some((leak) => leak.startsWith(`GET /api/papers/${paperId} -> 200`))).toBe(true);
    expect(leaksOf(editorSeen, REVIEWERS).some((leak) => leak.startsWith(`GET /api/papers/${paperId} -> 200`))).toBe(true);
    // The original manuscript names its author in metadata only a PDF reader decodes.
    expect(leaksOf(editorSeen, identityOf(['Quillfeather’s word processor'])).some((leak) => leak.startsWith(`GET /api/papers/${paperId}/versions/1/download -> 200`))).toBe(true);
  });
});
