import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { PaperDetail } from '../../contract/papers/papers.schema';
import { REVIEW_MESSAGES as M } from '../../contract/reviews/review.messages';
import { DEMO_REVIEWER_EMAILS } from '../../demo/content/submissions';
import { expectNoAxeViolations, type JourneyPage } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { fillLogin, signIn } from '../support/sign-in';
import { SAMPLE_PDF, submissionFields } from '../support/submission';

/**
 * Issue 14's reviewer journey, at 1366 and 390 px with axe on every screen: an editor invites two
 * reviewers; one declines from the mail's link without signing in and suggests someone else; the
 * other accepts from the link, signs in, downloads the anonymised manuscript, saves a draft and
 * submits after confirming; the completed review is read-only on their dashboard; the editor reads
 * it on the paper page with the reviewer's name, the confidential comments and the decline.
 */
const site = setUpSite();
const AUTHOR = { name: 'Chinedu Eze', email: 'chinedu.eze@jals-demo.org', affiliation: 'Alex Ekwueme Federal University' };
const DECLINER = DEMO_REVIEWER_EMAILS.kwame;
const REVIEWER = DEMO_REVIEWER_EMAILS.grace;

/** Sign-ins are limited per address (decision 0024): each account signs in through the API once. */
const tokens = new Map<string, string>();
async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, await site.apiLogin(email));
  return tokens.get(email)!;
}

async function submitAndInvite(title: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(submissionFields({ title }, [{ ...AUTHOR, isPrimaryContact: true }]))) form.append(name, value);
  form.append('manuscript', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), 'manuscript.pdf');
  const submitted = await site.api<{ id: number }>('/papers', { method: 'POST', token: await tokenOf(AUTHOR.email), form });
  expect(submitted.status).toBe(201);
  const id = submitted.body.id;
  const reviewers = (await site.api<{ id: number; name: string }[]>('/editor/reviewers', { token: await tokenOf('editor@jals-demo.org') })).body;
  const ids = ['Kwame Mensah', 'Grace Wanjiru'].map((name) => reviewers.find((r) => r.name === name)!.id);
  const assigned = await site.api(`/editor/papers/${id}/assign-reviewers`, { method: 'POST', token: await tokenOf('editor@jals-demo.org'), json: { reviewers: ids } });
  expect(assigned.status).toBe(200);
  return id;
}

/** The path of the link in the invitation mail for this paper. */
async function linkFor(email: string, paperId: number): Promise<{ path: string; assignmentId: number }> {
  const mail = await site.waitForMail(email, new RegExp(`manuscript no\\. ${paperId} `));
  const match = mail.text.match(/https?:\/\/[^/\s]+(\/review\/(\d+)\?token=[A-Za-z0-9_-]{43})/);
  expect(match, mail.text).not.toBeNull();
  return { path: match![1]!, assignmentId: Number(match![2]) };
}

/** Nothing that names the author: not in the HTML the server sent, not in the page as it stands. */
async function expectNoAuthorIdentity(journey: JourneyPage, path: string) {
  const served = await (await journey.page.request.get(path)).text();
  for (const html of [served, await journey.page.content(), await journey.page.title()]) {
    for (const identity of [AUTHOR.name, 'Chinedu', AUTHOR.email, AUTHOR.affiliation]) expect(html, identity).not.toContain(identity);
  }
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('the reviewers’ workspace (issue 14)', () => {
  for (const width of [1366, 390]) {
    test(`at ${width} px: decline from the link, accept from the link, sign in, draft, submit; the editor reads it`, async () => {
      const title = `Review journey ${width}: cowpea aphid resistance in improved lines`;
      const paperId = await submitAndInvite(title);

      // Kwame declines from the link without signing in, and suggests a colleague.
      const declineLink = await linkFor(DECLINER, paperId);
      const decliner = await site.open({ width, height: 900 });
      await decliner.visit(declineLink.path);
      await expect(heading(decliner.page)).resolves.toBe('Invitation to Review');
      await expect(decliner.page.getByTestId('review-paper-title').textContent()).resolves.toBe(title);
      await expectNoAuthorIdentity(decliner, declineLink.path);
      await expectNoAxeViolations(decliner.page);
      await decliner.page.getByTestId('show-decline').click();
      await decliner.page.getByTestId('send-decline').click();
      await expect.poll(() => decliner.page.getByText(M.declineReasonRequired).count()).toBe(1);
      await decliner.page.getByLabel(/Why can you not review it/).fill('I co-authored with this group last year.');
      await decliner.page.getByLabel('Name').fill('Dr Abena Owusu');
      await decliner.page.getByLabel('Email').fill('abena.owusu@example.org');
      await expectNoAxeViolations(decliner.page);
      await decliner.page.getByTestId('send-decline').click();
      await expect.poll(() => decliner.page.getByTestId('decline-done').textContent()).toBe(M.declined);
      // The link is spent.
      await decliner.visit(declineLink.path);
      await expect(decliner.page.getByTestId('review-not-available').textContent()).resolves.toBe(M.linkDead);
      expect(decliner.errors.filter((e) => !e.includes('404'))).toEqual([]);

      // Grace accepts from the link, then signs in and writes the review.
      const link = await linkFor(REVIEWER, paperId);
      const reviewer = await site.open({ width, height: 900 });
      const { page } = reviewer;
      await reviewer.visit(link.path);
      await expectNoAxeViolations(page);
      await page.getByTestId('accept-invitation').click();
      await expect.poll(() => page.getByTestId('accept-done').textContent()).toBe(M.accepted);
      await expect.poll(() => page.getByTestId('review-form').count()).toBe(1);
      await expect(page.getByTestId('link-session-note').count()).resolves.toBe(1);
      await expectNoAuthorIdentity(reviewer, link.path);
      await expectNoAxeViolations(page);

      await page.getByTestId('link-session-note').getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await fillLogin(page, REVIEWER);
      await page.waitForURL((url) => url.pathname === `/review/${link.assignmentId}`);
      await expect.poll(() => page.getByTestId('review-form').count()).toBe(1);
      await expect(page.getByTestId('link-session-note').count()).resolves.toBe(0);

      const download = page.waitForEvent('download');
      await page.getByTestId('download-review-manuscript').click();
      expect((await download).suggestedFilename()).toBe(`manuscript-${link.assignmentId}.pdf`);

      const form = page.getByTestId('review-form');
      await form.getByLabel(/^Comments to the author/).fill('Please give the aphid counts per line and season.');
      await form.getByTestId('save-draft').click();
      await expect.poll(() => form.getByTestId('review-form-notice').textContent()).toBe(M.draftSaved);
      await reviewer.visit(`/review/${link.assignmentId}`);
      await expect(form.getByLabel(/^Comments to the author/).inputValue()).resolves.toBe('Please give the aphid counts per line and season.');
      await expectNoAxeViolations(page);

      // Sending needs the declaration and a recommendation; then a confirmation.
      await form.getByTestId('submit-review').click();
      await page.getByTestId('confirm-submit-review').click();
      await expect.poll(() => form.getByText(M.competingInterestsRequired).count()).toBe(1);
      await expect(form.getByText(M.recommendationRequired).count()).resolves.toBe(1);
      await expectNoAxeViolations(page);
      await form.getByLabel(/^Competing interests/).fill('None.');
      await form.getByLabel('Minor Revision').check();
      await form.getByLabel(/^Confidential comments to the editor/).fill(`Only for the editor (${width}).`);
      await form.getByTestId('submit-review').click();
      await expect(page.getByRole('dialog').getByText(M.confirmSubmit).count()).resolves.toBe(1);
      await expectNoAxeViolations(page);
      await page.getByTestId('confirm-submit-review').click();
      await expect.poll(() => page.getByTestId('review-sent').textContent()).toContain(M.reviewSent);
      await expect.poll(() => page.getByTestId('review-read-only').count()).toBe(1);
      await expect(page.getByTestId('review-form').count()).resolves.toBe(0);
      await expectNoAxeViolations(page);

      // The dashboard: the completed review, read-only.
      await reviewer.visit('/dashboard');
      const row = page.locator(`[data-testid="review-row"][data-assignment-id="${link.assignmentId}"]`);
      await expect.poll(() => row.getByTestId('review-status').getAttribute('data-status')).toBe('COMPLETED');
      await expectNoAxeViolations(page);
      await row.getByRole('link', { name: /^Read review/ }).click();
      await page.waitForURL((url) => url.pathname === `/review/${link.assignmentId}`);
      await expect.poll(() => page.getByTestId('review-read-only').textContent()).toContain(`Only for the editor (${width}).`);
      // The mail's link is spent now; signed in, it still opens the review as sent.
      await reviewer.visit(link.path);
      await expect.poll(() => page.getByTestId('review-read-only').count()).toBe(1);
      expect(reviewer.errors).toEqual([]);

      // The editor reads both answers side by side, with names.
      const editor = await site.open({ width, height: 900 });
      await signIn(editor, 'editor', { redirectTo: `/paper/${paperId}` });
      await editor.visit(`/paper/${paperId}`);
      const staff = editor.page.getByTestId('staff-review');
      await expect.poll(() => staff.count()).toBe(2);
      const graceRow = staff.filter({ hasText: 'Grace Wanjiru' });
      await graceRow.locator('summary').click();
      await expect(graceRow.getByTestId('confidential-comments').textContent()).resolves.toBe(`Only for the editor (${width}).`);
      await expect(graceRow.getByTestId('competing-interests').textContent()).resolves.toBe('None.');
      const kwameRow = staff.filter({ hasText: 'Kwame Mensah' });
      await kwameRow.locator('summary').click();
      await expect(kwameRow.getByTestId('suggested-reviewer').textContent()).resolves.toBe('Dr Abena Owusu <abena.owusu@example.org>');
      await graceRow.getByLabel(/^Rating of the review/).selectOption('4');
      await graceRow.getByRole('button', { name: /^Save/ }).click();
      await expect.poll(() => graceRow.getByText(M.ratingSaved(4)).count()).toBe(1);
      await expectNoAxeViolations(editor.page);
      expect(editor.errors).toEqual([]);
      const detail = (await site.api<PaperDetail>(`/papers/${paperId}`, { token: await tokenOf('editor@jals-demo.org') })).body;
      expect(detail.workflow.reviews.find((r) => r.reviewer === 'Grace Wanjiru')).toMatchObject({ status: 'COMPLETED', rating: 4 });
    });
  }
});
