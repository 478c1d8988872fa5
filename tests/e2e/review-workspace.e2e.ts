import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { EDITOR_DESK_MESSAGES as D } from '../../contract/editor-desk/editor-desk.messages';
import { anonymousReviewerLabel } from '../../contract/papers/paper-visibility.policy';
import type { PaperDetail } from '../../contract/papers/papers.schema';
import { DECISION_LABELS } from '../../contract/papers/workflow/editorial-decisions';
import { CONFLICT_MESSAGES as C } from '../../contract/reviews/assignment.messages';
import { REVIEW_MESSAGES as M } from '../../contract/reviews/review.messages';
import { conflictsOf } from '../../contract/reviews/reviewer-matching';
import { DEMO_ACCOUNTS, DEMO_SHARED_MAIL_DOMAINS } from '../../demo/content/accounts';
import { DEMO_REVIEWER_EMAILS } from '../../demo/content/submissions';
import { expectNoAxeViolations, type JourneyPage } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { fillLogin, signIn } from '../support/sign-in';
import { SAMPLE_PDF, submissionFields } from '../support/submission';

/**
 * Issue 14's double-blind journey, at 1366 and 390 px with axe on every screen. The editor opens
 * Assign Reviewers for a new paper from the dashboard and picks two reviewers with the dialog's
 * search: Grace Wanjiru shares the author's university, so assigning her needs a reason (refused
 * without one, by the dialog and by the API); Kwame Mensah is the other. Kwame declines from the
 * mail's link without signing in and suggests someone else; Grace accepts from the link, signs in,
 * downloads the anonymised manuscript, saves a draft and submits after confirming; the completed
 * review is read-only on her dashboard. The editor reads both answers on the paper page with the
 * names, the confidential comments and the decline, rates the review, adds Pieter de Vries from the
 * dashboard and withdraws his invitation on the paper page, and asks for a minor
 * revision from the dashboard with the letter. The author reads the review as 'Reviewer 1' on the
 * paper page and in the decision mail, with no reviewer's name, address, confidential comment or
 * decline anywhere.
 */
const site = setUpSite();
const EDITOR = 'editor@jals-demo.org';
/** Grace's university in the author's affiliation: a real conflict of interest, for the override. */
const AUTHOR = { name: 'Chinedu Eze', email: 'chinedu.eze@jals-demo.org', affiliation: 'Department of Agricultural Economics, University of Nairobi, Nairobi, Kenya' };
const DECLINER = DEMO_REVIEWER_EMAILS.kwame;
const REVIEWER = DEMO_REVIEWER_EMAILS.grace;
const OVERRIDE = 'Grace works in another faculty of the university and has never worked with the author; her expertise in post-harvest pests is what this paper needs.';

/** Grace's conflicts with the paper, worded as the contract words them for the dialog and the API. */
const graceConflicts = conflictsOf({
  authors: [AUTHOR],
  submitterId: null,
  coAuthorEmails: new Set(),
  sharedDomains: new Set(DEMO_SHARED_MAIL_DOMAINS),
  reviewer: { id: 0, email: REVIEWER, institution: DEMO_ACCOUNTS.find((a) => a.email === REVIEWER)!.institution },
});

/** Sign-ins are limited per address (decision 0024): each account signs in once per width at most. */
const tokens = new Map<string, string>();
async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, await site.apiLogin(email));
  return tokens.get(email)!;
}

async function submit(title: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(submissionFields({ title }, [{ ...AUTHOR, isPrimaryContact: true }]))) form.append(name, value);
  form.append('manuscript', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), 'manuscript.pdf');
  const submitted = await site.api<{ id: number }>('/papers', { method: 'POST', token: await tokenOf(AUTHOR.email), form });
  expect(submitted.status).toBe(201);
  return submitted.body.id;
}

const rowOf = (page: Page, id: number) => page.locator(`[data-testid="submission-row"][data-paper-id="${id}"]`);

/** A row action of the editor dashboard, its dialog open. */
async function openAction(page: Page, id: number, item: string) {
  await rowOf(page, id).getByRole('button', { name: /^Actions/ }).click();
  await page.locator('.dropdown-menu.show').getByRole('button', { name: item, exact: true }).click();
  await page.getByRole('dialog').waitFor();
}

/** The dialog's reviewer search: the list narrowed to `query`. */
async function searchReviewers(page: Page, query: string) {
  const search = page.getByRole('dialog').getByRole('search', { name: 'Reviewers' });
  await search.getByLabel('Search reviewers by name, institution or expertise').fill(query);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => page.getByRole('dialog').locator('legend').textContent()).toContain(`matching “${query}”`);
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

/** Nothing wider than the window (390 px included), nor than an open dialog (whose overflow Bootstrap would hide). */
async function expectNoSidewaysScroll(page: Page) {
  const fits = await page.evaluate(
    () => document.documentElement.scrollWidth <= window.innerWidth && [...document.querySelectorAll('.modal-body')].every((body) => body.scrollWidth <= body.clientWidth),
  );
  expect(fits, `sideways scroll on ${page.url()}`).toBe(true);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('the reviewers’ workspace (issue 14)', () => {
  for (const width of [1366, 390]) {
    test(`at ${width} px: assign with an override, decline from the link, accept, draft, submit; the editor reads it and decides; the author reads Reviewer 1`, async () => {
      const title = `Review journey ${width}: cowpea aphid resistance in improved lines`;
      const paperId = await submit(title);

      // The editor assigns Grace, with the reason her conflict needs, and Kwame.
      const editor = await site.open({ width, height: 900 });
      tokens.set(EDITOR, await signIn(editor, EDITOR));
      await editor.visit(`/editor-dashboard?q=${encodeURIComponent(title)}`);
      await expect.poll(() => rowOf(editor.page, paperId).getAttribute('data-status')).toBe('SUBMITTED');
      await openAction(editor.page, paperId, 'Assign reviewers');
      const assign = editor.page.getByRole('dialog');
      const candidate = (name: string) => assign.getByTestId('reviewer-candidate').filter({ hasText: name });
      // Grace first: 'Reviewer 1' follows the order the editor chooses in.
      await searchReviewers(editor.page, 'Wanjiru');
      expect(graceConflicts.map((conflict) => conflict.kind)).toEqual(['institution']);
      await expect
        .poll(() => candidate('Grace Wanjiru').getByTestId('candidate-conflict').allTextContents())
        .toEqual(graceConflicts.map((conflict) => `Conflict of interest: ${conflict.label}`));
      await assign.getByRole('checkbox', { name: /Grace Wanjiru/ }).check();
      await searchReviewers(editor.page, 'Mensah');
      await expect(candidate('Kwame Mensah').getByTestId('candidate-conflict').count()).resolves.toBe(0);
      await assign.getByRole('checkbox', { name: /Kwame Mensah/ }).check();
      await assign.getByRole('button', { name: 'Assign reviewers' }).click();
      await expect.poll(() => candidate('Grace Wanjiru').getByText(C.reasonRequired).count()).toBe(1);
      await expectNoAxeViolations(editor.page);
      await expectNoSidewaysScroll(editor.page);
      // The API refuses it too, naming her and the conflict.
      const graceId = (await site.api<{ id: number; name: string }[]>('/editor/reviewers', { token: await tokenOf(EDITOR) })).body.find((r) => r.name === 'Grace Wanjiru')!.id;
      const refused = await site.api<{ errors?: Record<string, string[]> }>(`/editor/papers/${paperId}/assign-reviewers`, { method: 'POST', token: await tokenOf(EDITOR), json: { reviewers: [graceId] } });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.reviewers).toEqual([C.needsReason('Grace Wanjiru', graceConflicts.map((conflict) => conflict.label))]);
      await candidate('Grace Wanjiru').getByLabel(C.reasonLabel).fill(OVERRIDE);
      await assign.getByRole('button', { name: 'Assign reviewers' }).click();
      await expect.poll(() => assign.getByText(`Despite the conflict of interest: ${OVERRIDE}`).count()).toBe(1);
      await expect(assign.getByRole('listitem').allTextContents()).resolves.toEqual([`Grace WanjiruDespite the conflict of interest: ${OVERRIDE}`, 'Kwame Mensah']);
      await expectNoAxeViolations(editor.page);
      await assign.getByRole('button', { name: 'Confirm and assign' }).click();
      await expect.poll(() => editor.page.getByTestId('desk-notice').textContent()).toBe(D.reviewersAssigned);
      await expect.poll(() => rowOf(editor.page, paperId).getAttribute('data-status')).toBe('UNDER_REVIEW');

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
      await editor.visit(`/paper/${paperId}`);
      const staff = editor.page.getByTestId('staff-review');
      await expect.poll(() => staff.count()).toBe(2);
      const graceRow = staff.filter({ hasText: 'Grace Wanjiru' });
      // Why she was invited despite the conflict stays on record for the editors.
      await expect(graceRow.getByTestId('conflict-override').textContent()).resolves.toContain(OVERRIDE);
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
      const detail = (await site.api<PaperDetail>(`/papers/${paperId}`, { token: await tokenOf(EDITOR) })).body;
      expect(detail.workflow.reviews.find((r) => r.reviewer === 'Grace Wanjiru')).toMatchObject({ status: 'COMPLETED', rating: 4, label: anonymousReviewerLabel(1) });
      expect(detail.workflow.reviews.find((r) => r.reviewer === 'Kwame Mensah')).toMatchObject({ status: 'DECLINED', label: anonymousReviewerLabel(2) });

      // Under review, the editor adds Pieter from the dashboard (those invited to the round are marked), then cancels his invitation on the paper page.
      await editor.visit(`/editor-dashboard?q=${encodeURIComponent(title)}`);
      await openAction(editor.page, paperId, 'Add reviewers');
      const add = editor.page.getByRole('dialog', { name: 'Add Reviewers' });
      await expect.poll(() => add.getByTestId('reviewer-candidate').count()).toBeGreaterThan(2);
      for (const name of ['Grace Wanjiru', 'Kwame Mensah']) {
        await expect(add.getByRole('checkbox', { name: new RegExp(name) }).isDisabled()).resolves.toBe(true);
        await expect(add.getByTestId('reviewer-candidate').filter({ hasText: name }).getByText('Already invited in this round').count()).resolves.toBe(1);
      }
      await add.getByRole('checkbox', { name: /Pieter de Vries/ }).check();
      await add.getByRole('button', { name: 'Add reviewers' }).click();
      await add.getByRole('button', { name: 'Confirm and add' }).click();
      await expect.poll(() => editor.page.getByTestId('desk-notice').textContent()).toBe(D.reviewersAssigned);
      await editor.visit(`/paper/${paperId}`);
      const cancelButtons = editor.page.getByTestId('cancel-review');
      await expect.poll(() => cancelButtons.count()).toBe(1);
      const pieterRow = staff.filter({ hasText: 'Pieter de Vries' });
      await pieterRow.getByRole('button', { name: 'Cancel the invitation of Pieter de Vries' }).click();
      const withdraw = editor.page.getByRole('dialog', { name: 'Withdraw Invitation' });
      await withdraw.waitFor();
      await withdraw.getByLabel(M.cancelReasonLabel).fill('Grace’s review is enough for a minor revision.');
      await expectNoAxeViolations(editor.page);
      await expectNoSidewaysScroll(editor.page);
      await withdraw.getByRole('button', { name: 'Cancel invitation' }).click();
      await expect.poll(() => editor.page.getByTestId('cancel-review-notice').textContent()).toBe(M.cancelled);
      await expect.poll(() => pieterRow.locator('td[data-label="Status"]').textContent()).toBe('Cancelled');
      await expect.poll(() => editor.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('cancel-review-notice');
      await expect(cancelButtons.count()).resolves.toBe(0);
      await expectNoAxeViolations(editor.page);
      const withdrawn = await site.waitForMail(DEMO_REVIEWER_EMAILS.pieter, new RegExp(`withdrawn the invitation to review manuscript no\\. ${paperId},`));
      expect(withdrawn.text).toContain(title);
      for (const identity of [AUTHOR.name, AUTHOR.email, AUTHOR.affiliation, 'enough for a minor revision']) expect(withdrawn.text, identity).not.toContain(identity);

      // The editor asks for a minor revision from the dashboard; the letter quotes the review as 'Reviewer 1'.
      await editor.visit(`/editor-dashboard?q=${encodeURIComponent(title)}`);
      await expect.poll(() => rowOf(editor.page, paperId).getAttribute('data-status')).toBe('UNDER_REVIEW');
      await openAction(editor.page, paperId, 'Request revisions');
      const decision = editor.page.getByRole('dialog');
      await decision.getByRole('radio', { name: /^Minor Revision/ }).check();
      await decision.getByLabel('Comments to the author').fill('Please answer the review point by point.');
      await decision.getByRole('button', { name: 'Prepare letter' }).click();
      const letter = decision.getByLabel(/^Decision letter/);
      await expect.poll(() => letter.inputValue()).toContain(`${anonymousReviewerLabel(1)}:\nPlease give the aphid counts per line and season.`);
      expect(await letter.inputValue()).not.toMatch(/Grace|Wanjiru|Kwame|Mensah/);
      await letter.fill(`${await letter.inputValue()}\n\nWith best wishes from the editorial office.`);
      await expectNoAxeViolations(editor.page);
      await expectNoSidewaysScroll(editor.page);
      await decision.getByRole('button', { name: 'Send decision' }).click();
      await decision.getByRole('button', { name: 'Confirm and send' }).click();
      await expect
        .poll(() => editor.page.getByTestId('desk-notice').textContent())
        .toBe(`${D.statusUpdated('REVISIONS_REQUIRED')} ${D.decisionSent(DECISION_LABELS.minor_revision)}`);
      await expect.poll(() => rowOf(editor.page, paperId).getAttribute('data-status')).toBe('REVISIONS_REQUIRED');
      expect(editor.errors).toEqual([]);

      // The author reads the review as 'Reviewer 1', and nothing of who the reviewers are.
      const hidden = ['Grace', 'Wanjiru', 'Kwame', 'Mensah', 'Pieter', 'de Vries', 'enough for a minor revision', REVIEWER, DECLINER, `Only for the editor (${width}).`, OVERRIDE, 'I co-authored with this group', 'Abena Owusu', 'abena.owusu@example.org'];
      const mail = await site.waitForMail(AUTHOR.email, new RegExp(`Decision on manuscript no\\. ${paperId},`));
      expect(mail.text).toContain(`${anonymousReviewerLabel(1)}:\nPlease give the aphid counts per line and season.`);
      for (const text of hidden) expect(`${mail.subject}\n${mail.text}`, text).not.toContain(text);
      const author = await site.open({ width, height: 900 });
      await signIn(author, AUTHOR.email, { redirectTo: `/paper/${paperId}` });
      await author.visit(`/paper/${paperId}`);
      const comments = author.page.getByTestId('review-comments');
      await expect(comments.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([anonymousReviewerLabel(1)]);
      await expect(comments.textContent()).resolves.toContain('Please give the aphid counts per line and season.');
      await expect(author.page.getByTestId('decision-letter-text').first().textContent()).resolves.toContain('Please answer the review point by point.');
      const served = await (await author.page.request.get(`/paper/${paperId}`)).text();
      expect(served).toContain('Please give the aphid counts per line and season.');
      for (const html of [served, await author.page.content()]) for (const text of hidden) expect(html, text).not.toContain(text);
      await expectNoAxeViolations(author.page);
      await expectNoSidewaysScroll(author.page);
      expect(author.errors).toEqual([]);
    }, 150_000);
  }
});
