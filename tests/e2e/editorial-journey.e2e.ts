import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { PaperDetail } from '../../contract/papers/papers.schema';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';
import { SAMPLE_PDF, submissionFields } from '../support/submission';

/**
 * Issue 13's journey, at 1366 and 390 px: the editor filters the queue, desk-rejects one paper,
 * assigns reviewers to another (their reports sent through the reviewers' API, /api/reviews; the
 * workspace's own journey is review-workspace.e2e.ts), asks for a major revision; the author reads the letter and the anonymised comments and
 * revises; round 2; accept; publish into a new issue; the paper is on its issue page and in the feed.
 */
const site = setUpSite();
const AUTHOR = 'chinedu.eze@jals-demo.org';
const REVIEWERS = { kwame: 'kwame.mensah@jals-demo.org', grace: 'grace.wanjiru@jals-demo.org' } as const;

async function submitAsAuthor(token: string, title: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(submissionFields({ title }, [{ name: 'Chinedu Eze', email: AUTHOR, affiliation: 'Alex Ekwueme Federal University', isPrimaryContact: true }]))) form.append(name, value);
  form.append('manuscript', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), 'manuscript.pdf');
  const response = await site.api<{ id: number }>('/papers', { method: 'POST', token, form });
  expect(response.status).toBe(201);
  return response.body.id;
}

/** Sign-ins are limited per address (decision 0024): each account signs in once for the file. */
const tokens = new Map<string, string>();
async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, await site.apiLogin(email));
  return tokens.get(email)!;
}

/** Each reviewer accepts and sends a report on their open assignment of the current round (/api/reviews). */
async function reviewsArrive(editorToken: string, id: number, comments: Record<keyof typeof REVIEWERS, string>) {
  const paper = (await site.api<PaperDetail>(`/papers/${id}`, { token: editorToken })).body;
  for (const [key, email] of Object.entries(REVIEWERS) as [keyof typeof REVIEWERS, string][]) {
    const token = await tokenOf(email);
    const assignment = paper.workflow.reviews.findLast((r) => r.round === paper.workflow.round && (r.status === 'INVITED' || r.status === 'ACCEPTED') && r.reviewer === (key === 'kwame' ? 'Kwame Mensah' : 'Grace Wanjiru'));
    expect(assignment, `${email} reviews round ${paper.workflow.round}`).toBeDefined();
    if (assignment!.status === 'INVITED') expect((await site.api(`/reviews/${assignment!.assignmentId}/accept`, { method: 'POST', token })).status).toBe(200);
    const sent = await site.api(`/reviews/${assignment!.assignmentId}/submit`, {
      method: 'POST',
      token,
      json: { competingInterests: 'None.', recommendation: 'Major Revision', commentsToAuthor: comments[key], confidentialComments: `Only for the editor, from ${key}.` },
    });
    expect(sent.status).toBe(200);
  }
}

const rowOf = (page: Page, id: number) => page.locator(`[data-testid="submission-row"][data-paper-id="${id}"]`);

async function openAction(page: Page, id: number, title: string, item: string) {
  await expect.poll(() => rowOf(page, id).textContent()).toContain(title);
  await rowOf(page, id).getByRole('button', { name: /^Actions/ }).click();
  await page.locator('.dropdown-menu.show').getByRole('button', { name: item, exact: true }).click();
  await page.getByRole('dialog').waitFor();
}

/** The decision dialog: choose, prepare the letter, add a line, send, confirm. */
async function decide(page: Page, decisionLabel: RegExp, comments: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: decisionLabel }).check();
  await dialog.getByLabel('Comments to the author').fill(comments);
  await dialog.getByRole('button', { name: 'Prepare letter' }).click();
  const letter = dialog.getByLabel(/^Decision letter/);
  await expect.poll(() => letter.inputValue()).toContain(comments);
  await letter.fill(`${await letter.inputValue()}\n\nWith best wishes from the editorial office.`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send decision' }).click();
  await dialog.getByRole('button', { name: 'Confirm and send' }).click();
  await expect.poll(() => page.getByTestId('desk-notice').textContent()).toMatch(/Decision sent|successfully updated/);
}

async function queueFor(page: Page, query: string) {
  const search = page.getByRole('search', { name: 'Submissions' });
  await search.getByLabel('Search by title or author').fill(query);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === query);
}

describe('the editorial desk, from submission to publication (issue 13)', () => {
  for (const width of [1366, 390]) {
    test(`at ${width} px`, async () => {
      const tag = `Journey ${width}`;
      const authorToken = await tokenOf(AUTHOR);
      const rejectTitle = `${tag}: a survey of yam storage barns`;
      const reviewTitle = `${tag}: Cowpea aphid resistance in improved lines`;
      const rejected = await submitAsAuthor(authorToken, rejectTitle);
      const reviewed = await submitAsAuthor(authorToken, reviewTitle);

      const editor = await site.open({ width, height: 900 });
      const editorToken = await signIn(editor, 'editor');
      await editor.visit('/editor-dashboard');
      await expectNoAxeViolations(editor.page);
      await queueFor(editor.page, tag);
      await expect.poll(() => editor.page.getByTestId('submission-row').count()).toBe(2);

      // Desk rejection.
      await openAction(editor.page, rejected, rejectTitle, 'Reject');
      await decide(editor.page, /^Reject/, 'The study is outside the scope of the journal.');
      await expect.poll(() => rowOf(editor.page, rejected).getAttribute('data-status')).toBe('REJECTED');

      // Reviewers for the other.
      await openAction(editor.page, reviewed, reviewTitle, 'Assign reviewers');
      const assign = editor.page.getByRole('dialog');
      await assign.getByRole('checkbox', { name: /Kwame Mensah/ }).check();
      await assign.getByRole('checkbox', { name: /Grace Wanjiru/ }).check();
      await expectNoAxeViolations(editor.page);
      await assign.getByRole('button', { name: 'Assign reviewers' }).click();
      await assign.getByRole('button', { name: 'Confirm and assign' }).click();
      await expect.poll(() => editor.page.getByTestId('desk-notice').textContent()).toContain('Reviewers successfully assigned to paper.');
      await expect.poll(() => rowOf(editor.page, reviewed).getAttribute('data-status')).toBe('UNDER_REVIEW');

      await reviewsArrive(editorToken, reviewed, { kwame: 'Report the rainfall of both seasons.', grace: 'Add a table of aphid counts per line.' });
      await editor.visit(`/editor-dashboard?q=${encodeURIComponent(tag)}`);
      await openAction(editor.page, reviewed, reviewTitle, 'Request revisions');
      await decide(editor.page, /^Major Revision/, 'Please answer both reports point by point.');
      await expect.poll(() => rowOf(editor.page, reviewed).getAttribute('data-status')).toBe('REVISIONS_REQUIRED');

      // The author reads the letter and the anonymised reports, and revises.
      const author = await site.open({ width, height: 900 });
      await signIn(author, AUTHOR, { redirectTo: `/paper/${reviewed}` });
      await author.visit(`/paper/${reviewed}`);
      await expect.poll(() => author.page.getByTestId('decision-letter-text').first().textContent()).toContain('Please answer both reports point by point.');
      const html = await author.page.content();
      expect(html).toContain('Reviewer 1');
      expect(html).toContain('Add a table of aphid counts per line.');
      expect(html).not.toMatch(/Kwame|Mensah|Wanjiru|Only for the editor/);
      await expectNoAxeViolations(author.page);
      const form = new FormData();
      for (const [name, value] of Object.entries(submissionFields({ title: `${reviewTitle} (revised)`, revisionOf: String(reviewed) }, [{ name: 'Chinedu Eze', email: AUTHOR, affiliation: 'Alex Ekwueme Federal University', isPrimaryContact: true }]))) form.append(name, value);
      form.append('manuscript', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), 'revised.pdf');
      expect((await site.api('/papers', { method: 'POST', token: authorToken, form })).status).toBe(201);

      // Round 2: the same reviewers again, then Accept.
      await editor.visit(`/editor-dashboard?q=${encodeURIComponent(tag)}`);
      await expect.poll(() => rowOf(editor.page, reviewed).getAttribute('data-status')).toBe('UNDER_REVIEW');
      await openAction(editor.page, reviewed, `${reviewTitle} (revised)`, 'Invite previous reviewers');
      await editor.page.getByRole('dialog').getByRole('button', { name: /Invite|Confirm/ }).last().click();
      await expect.poll(() => editor.page.getByTestId('desk-notice').textContent()).toContain('Reviewers successfully assigned to paper.');
      await reviewsArrive(editorToken, reviewed, { kwame: 'The revision answers my points.', grace: 'Thank you for the table.' });
      await editor.visit(`/editor-dashboard?q=${encodeURIComponent(tag)}`);
      await openAction(editor.page, reviewed, `${reviewTitle} (revised)`, 'Accept');
      await decide(editor.page, /^Accept/, 'Congratulations.');
      await expect.poll(() => rowOf(editor.page, reviewed).getAttribute('data-status')).toBe('ACCEPTED');

      // Issue 15: the acceptance issued the invoice; the office records its payment, then Publish is offered.
      const adminToken = await tokenOf('admin@jals-demo.org');
      const invoice = (await site.api<{ id: number; number: string }>(`/papers/${reviewed}/invoice`, { token: adminToken })).body;
      const paid = await site.api(`/admin/invoices/${invoice.id}/payments`, { method: 'POST', token: adminToken, json: { method: 'bank-transfer', reference: `E2E-${reviewed}`, date: new Date().toISOString().slice(0, 10) } });
      expect(paid.status).toBe(200);
      await editor.visit(`/editor-dashboard?q=${encodeURIComponent(tag)}`);

      // Publish into a new issue, published at once.
      await openAction(editor.page, reviewed, `${reviewTitle} (revised)`, 'Publish');
      const publish = editor.page.getByRole('dialog');
      await publish.getByRole('radio', { name: 'New issue' }).check();
      const volume = width === 1366 ? '20' : '21';
      await publish.locator('#new-issue-volume').fill(volume);
      await publish.locator('#new-issue-number').fill('1');
      await publish.locator('#new-issue-title').fill(`Volume ${volume}, Issue 1`);
      await publish.getByRole('checkbox', { name: 'Publish this issue now' }).check();
      await publish.locator('#publish-pages').fill('1-12');
      await expectNoAxeViolations(editor.page);
      await publish.getByRole('button', { name: 'Publish', exact: true }).click();
      await publish.getByRole('button', { name: 'Confirm and publish' }).click();
      await expect.poll(() => rowOf(editor.page, reviewed).getAttribute('data-status')).toBe('PUBLISHED');

      // Readers find it on its issue page and in the feed.
      const reader = await site.open({ width, height: 900 });
      await reader.visit(`/issues/${volume}/1`);
      await expect.poll(() => reader.page.getByRole('link', { name: `${reviewTitle} (revised)` }).count()).toBeGreaterThan(0);
      await expectNoAxeViolations(reader.page);
      const feed = await fetch(`${site.url}/rss/latest-articles`).then((r) => r.text());
      expect(feed).toContain(`${reviewTitle} (revised)`);
      // No sideways scrolling on the dashboard at this width.
      await editor.visit(`/editor-dashboard?q=${encodeURIComponent(tag)}`);
      expect(await editor.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      for (const journey of [editor, author, reader]) expect(journey.errors).toEqual([]);
    }, 300_000);
  }
});
