import { describe, expect, test } from 'vitest';
import routes from '../../app/routes';
import { AUTHOR_IDENTITY, BLIND_AUTHOR, BLIND_CO_AUTHOR, BLIND_SUBMISSION, concretePaths, identityOf, leaksOf, pdfNaming, type Seen } from '../support/blind-probe';
import type { JourneyPage } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';
import { submissionFields } from '../support/submission';
import { DEMO_REVIEWER_EMAILS } from '../../demo/content/submissions';

/**
 * Issue 14, "Double-blind is proved, not assumed", for the pages: every page of the app (read
 * from app/routes.ts, so a page added tomorrow is probed tomorrow), with the scenario's paper and
 * assignment as its parameters, opened by a reviewer signed in and by the invitation link alone,
 * then by the author after the decision — the HTML the server sends and the page as it stands
 * once its data has loaded — and every mail each receives. The API, files and mail are probed
 * route by route in server/double-blind.api.test.ts on both databases.
 */
const site = setUpSite();
const PASSWORD = 'sorghum-mulch-2026';
const REVIEWER = DEMO_REVIEWER_EMAILS.grace;
const DECLINER = DEMO_REVIEWER_EMAILS.kwame;
const SUGGESTED = { name: 'Drusilla Wintergreen', email: 'drusilla@wintergreen-reviews.example' };
const CONFIDENTIAL = 'Confidential: the second season looks thin to me';
const COMMENTS = 'Please report the soil moisture of each plot and season.';
/** The demo's reviewers, the one suggested instead, and what was said only to the editor. */
const REVIEWER_IDENTITY = identityOf(['Wanjiru', 'grace.wanjiru', 'Kwame Mensah', 'kwame.mensah', 'Drusilla', 'Wintergreen', CONFIDENTIAL]);

interface RouteEntry {
  path?: string;
  index?: boolean;
}
const pagePatterns = [...new Set((routes as RouteEntry[]).map((route) => (route.index ? '/' : `/${route.path}`)))];

/** Each page at each path the scenario makes of it: the server's HTML, then the page once hydrated and its data loaded. */
async function probeEveryPage(journey: JourneyPage, candidates: Record<string, (string | number)[]>): Promise<Seen[]> {
  const seen: Seen[] = [];
  for (const pattern of pagePatterns) {
    for (const path of concretePaths(pattern, candidates)) {
      const served = await journey.page.request.get(path);
      seen.push({ label: `${path} as served (${served.status()})`, text: await served.text() });
      await journey.page.goto(path, { waitUntil: 'networkidle' });
      seen.push({ label: `${path} as shown`, text: `${await journey.page.title()}\n${await journey.page.content()}` });
    }
  }
  return seen;
}


async function mailSeen(...addresses: string[]): Promise<Seen[]> {
  const mails = (await Promise.all(addresses.map((address) => site.mailTo(address)))).flat();
  return mails.map((mail) => ({ label: `mail to ${mail.to}: ${mail.subject}`, text: `${mail.subject}\n${mail.text}` }));
}

describe('double-blind on every page (issue 14)', () => {
  test('a reviewer sees no author on any page or mail; the author sees no reviewer after the decision', async () => {
    // A new author submits a manuscript whose PDF names them; the editor invites two demo reviewers.
    const [firstName, lastName] = BLIND_AUTHOR.name.split(' ');
    const registered = await site.api('/users', {
      method: 'POST',
      json: { firstName, lastName, email: BLIND_AUTHOR.email, password: PASSWORD, confirmPassword: PASSWORD, institution: BLIND_AUTHOR.affiliation },
    });
    expect(registered.status).toBe(201);
    const authorToken = await site.apiLogin(BLIND_AUTHOR.email, PASSWORD);
    const form = new FormData();
    for (const [name, value] of Object.entries(submissionFields(BLIND_SUBMISSION, [BLIND_AUTHOR, BLIND_CO_AUTHOR]))) form.append(name, value);
    form.append('manuscript', new Blob([new Uint8Array(await pdfNaming(BLIND_AUTHOR, 'The manuscript body.'))], { type: 'application/pdf' }), 'quillfeather-sorghum.pdf');
    const submitted = await site.api<{ id: number }>('/papers', { method: 'POST', token: authorToken, form });
    expect(submitted.status).toBe(201);
    const paperId = submitted.body.id;
    const editorToken = await site.apiLogin('editor');
    const pool = (await site.api<{ id: number; name: string }[]>('/editor/reviewers', { token: editorToken })).body;
    const invite = ['Grace Wanjiru', 'Kwame Mensah'].map((name) => pool.find((reviewer) => reviewer.name === name)!.id);
    expect((await site.api(`/editor/papers/${paperId}/assign-reviewers`, { method: 'POST', token: editorToken, json: { reviewers: invite } })).status).toBe(200);
    const link = async (email: string) => {
      const mail = await site.waitForMail(email, new RegExp(`manuscript no\\. ${paperId} `));
      const match = mail.text.match(/https?:\/\/[^/\s]+(\/review\/(\d+)\?token=([A-Za-z0-9_-]{43}))/)!;
      return { path: match[1]!, id: Number(match[2]), token: match[3]! };
    };
    const [accepted, declined] = [await link(REVIEWER), await link(DECLINER)];
    const withLink = (l: { token: string }) => ({ 'x-invitation-token': l.token, 'content-type': 'application/json' });
    const answer = (l: { id: number; token: string }, action: string, body: unknown = {}) =>
      fetch(`${site.url}/api/reviews/${l.id}/${action}`, { method: 'POST', headers: withLink(l), body: JSON.stringify(body) });
    expect((await answer(declined, 'decline', { reason: 'Travelling until March.', suggestedReviewer: SUGGESTED })).status).toBe(200);
    expect((await answer(accepted, 'accept')).status).toBe(200);

    // The reviewer, signed in, on every page while the review is open; the link alone on its page.
    const candidates = { id: [paperId], assignmentId: [accepted.id], volume: [1], number: [1] };
    const reviewer = await site.open();
    await signIn(reviewer, REVIEWER);
    const reviewerSeen = await probeEveryPage(reviewer, candidates);
    const viaLink = await site.open();
    await viaLink.visit(accepted.path);
    await viaLink.page.waitForLoadState('networkidle');
    reviewerSeen.push({ label: 'the invitation link', text: await viaLink.page.content() });
    expect(reviewerSeen.find((s) => s.label === `/review/${accepted.id} as shown`)!.text).toContain(BLIND_SUBMISSION.abstract);
    expect(reviewerSeen.find((s) => s.label === 'the invitation link')!.text).toContain(BLIND_SUBMISSION.title);

    // The review is sent and the editor decides with the letter the desk drafts.
    const reviewerToken = await site.apiLogin(REVIEWER);
    const review = { competingInterests: 'None.', recommendation: 'Minor Revision', commentsToAuthor: COMMENTS, confidentialComments: CONFIDENTIAL };
    expect((await site.api(`/reviews/${accepted.id}/submit`, { method: 'POST', token: reviewerToken, json: review })).status).toBe(200);
    const letter = await site.api<{ letter: string }>(`/editor/papers/${paperId}/decision-letter`, { method: 'POST', token: editorToken, json: { decision: 'minor_revision' } });
    expect((await site.api(`/editor/papers/${paperId}/decision`, { method: 'POST', token: editorToken, json: { decision: 'minor_revision', letter: letter.body.letter } })).status).toBe(200);
    await reviewer.visit(`/review/${accepted.id}`);
    await reviewer.page.waitForLoadState('networkidle');
    reviewerSeen.push({ label: 'the sent review', text: await reviewer.page.content() }, ...(await mailSeen(REVIEWER, DECLINER)));
    expect(leaksOf(reviewerSeen, AUTHOR_IDENTITY)).toEqual([]);

    // The author on every page after the decision, and their mail.
    const author = await site.open();
    await signIn(author, BLIND_AUTHOR.email, { password: PASSWORD });
    const authorSeen = [...(await probeEveryPage(author, candidates)), ...(await mailSeen(BLIND_AUTHOR.email, BLIND_CO_AUTHOR.email))];
    expect(leaksOf(authorSeen, REVIEWER_IDENTITY)).toEqual([]);
    // The probe reached the reviews the author may read, as 'Reviewer 1'.
    const paperPage = authorSeen.find((s) => s.label === `/paper/${paperId} as shown`)!.text;
    expect(paperPage).toContain(COMMENTS);
    expect(paperPage).toContain('Reviewer 1');
    expect(authorSeen.some((s) => s.label.startsWith('mail to') && s.text.includes(COMMENTS))).toBe(true);
  }, 360_000);
});
