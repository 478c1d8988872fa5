import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { AUTHOR_JOURNEY_MESSAGES as J, type MySubmission, type SubmissionResult } from '../../contract/papers/author-journey.schema';
import { statusLabel } from '../../contract/papers/paper-status';
import type { PaperPage } from '../../contract/papers/papers.schema';
import { DEMO_SUBMISSIONS, demoStatusOf } from '../../demo/content/submissions';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';
import { SAMPLE_PDF, submissionFields } from '../support/submission';

/** acting-side.md §2 /dashboard, §4, §8; reading-side.md §2 "Paper detail" with its version history. */
const site = setUpSite();
const { api } = site;
const NEW_AUTHOR_PASSWORD = 'sorghum-and-millet-26';

const finalStatus = demoStatusOf;

/** A new author account, registered and signed in through the API. */
async function registerAuthor(firstName: string, lastName: string, email: string): Promise<string> {
  const registered = await api('/users', { method: 'POST', json: { firstName, lastName, email, password: NEW_AUTHOR_PASSWORD, confirmPassword: NEW_AUTHOR_PASSWORD, institution: 'University of Ibadan' } });
  expect(registered.status).toBe(201);
  return site.apiLogin(email, NEW_AUTHOR_PASSWORD);
}

/** POST /api/papers as that author: the form's fields, then the manuscript (a small real PDF) last. */
async function submitPaper(token: string, title: string): Promise<SubmissionResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(submissionFields({ title }))) form.append(name, value);
  form.append('manuscript', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), 'manuscript.pdf');
  const response = await api<SubmissionResult>('/papers', { method: 'POST', token, form });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expect(response.body.status).toBe('SUBMITTED');
  return response.body;
}

const rows = (page: Page) => page.getByTestId('submission-row');
const rowOf = (page: Page, title: string) => rows(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** The dashboard has loaded its list (the spinner is gone and the rows match the API). */
async function expectRowsLike(page: Page, expected: readonly MySubmission[]) {
  await expect.poll(() => rows(page).count()).toBe(expected.length);
  await expect(page.getByTestId('submissions-loading').count()).resolves.toBe(0);
}

describe('the author dashboard (acting-side.md §2 /dashboard)', () => {
  test('the demo author sees each submission with its status badge, link, date, counts, guidelines and timeline', async () => {
    const journey = await site.open();
    const { page, errors } = journey;
    const token = await signIn(journey, 'author');
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('Chinedu Eze');
    const mine = (await api<MySubmission[]>('/papers/my-submissions', { token })).body;
    await expectRowsLike(page, mine);

    // Every demo manuscript of the account, in the server's order (newest first), with its badge.
    const demo = DEMO_SUBMISSIONS.filter((s) => s.submitter === 'eze');
    expect(demo.length).toBeGreaterThan(1);
    await expect(rows(page).locator('td[data-label="Title"] a').allTextContents()).resolves.toEqual(mine.map((s) => s.title));
    for (const spec of demo) {
      const row = rowOf(page, spec.title);
      await expect(row.getByTestId('paper-status').textContent()).resolves.toBe(statusLabel(finalStatus(spec)));
      const id = mine.find((s) => s.title === spec.title)!.id;
      await expect(row.getByRole('link', { name: spec.title }).getAttribute('href')).resolves.toBe(`/paper/${id}`);
    }
    // Badges use the spec's variants (acting-side.md §4).
    const withdrawn = demo.find((s) => finalStatus(s) === 'WITHDRAWN')!;
    await expect(rowOf(page, withdrawn.title).getByTestId('paper-status').getAttribute('class')).resolves.toContain('text-bg-secondary');
    const rejected = demo.find((s) => finalStatus(s) === 'REJECTED')!;
    await expect(rowOf(page, rejected.title).getByTestId('paper-status').getAttribute('class')).resolves.toContain('text-bg-danger');

    // The SUBMITTED one may be withdrawn, and it went to a special issue; the others offer nothing.
    const submitted = demo.find((s) => finalStatus(s) === 'SUBMITTED')!;
    const submittedRow = rowOf(page, submitted.title);
    await expect(submittedRow.getByRole('button', { name: /^Withdraw/ }).count()).resolves.toBe(1);
    await expect(submittedRow.getByTestId('paper-status').getAttribute('class')).resolves.toContain('text-bg-info');
    if (submitted.specialIssue !== undefined) await expect(submittedRow.getByTestId('submission-special-issue').textContent()).resolves.toMatch(/^Special issue: /);
    await expect(rowOf(page, rejected.title).getByRole('button', { name: /^Withdraw/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Submit Revision' }).count()).resolves.toBe(mine.filter((s) => s.canRevise).length);
    const first = mine.find((s) => s.title === submitted.title)!;
    await expect(submittedRow.locator('td[data-label="Submitted"]').textContent()).resolves.toBe(
      new Date(first.submissionDate).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    );

    const counts = page.getByTestId('submission-counts');
    await expect(counts.locator('li').first().textContent()).resolves.toBe(`${mine.length} Total`);
    await expect(counts.locator('[data-status="WITHDRAWN"]').textContent()).resolves.toBe(`${mine.filter((s) => s.status === 'WITHDRAWN').length} Withdrawn`);

    // Guidelines and timeline come from the journal's constants (decisions 0013, 0014).
    const guidelines = page.getByTestId('submission-guidelines');
    await expect(guidelines.textContent()).resolves.toContain('8,000 words, excluding references');
    await expect(guidelines.textContent()).resolves.toContain('APA 7th edition');
    await expect(guidelines.textContent()).resolves.toContain('3-6 keywords');
    await expect(guidelines.textContent()).resolves.toContain('Times New Roman 12 pt, double spacing');
    await expect(guidelines.textContent()).resolves.toContain('10 MB');
    await expect(guidelines.getByRole('link', { name: 'Guide for Authors' }).getAttribute('href')).resolves.toBe('/guide-for-authors');
    await expect(guidelines.getByRole('link', { name: 'Manuscript Template' }).getAttribute('href')).resolves.toBe('/manuscript-template');
    const timeline = page.getByTestId('review-timeline');
    await expect(timeline.locator('dt').allTextContents()).resolves.toEqual(['Initial review', 'Peer review', 'Revision by the authors', 'Final decision']);
    await expect(timeline.locator('dd').allTextContents()).resolves.toEqual(['2-3 weeks', '4-8 weeks', '2-4 weeks', '2 weeks']);
    await expect(page.getByRole('link', { name: 'Submit a New Paper' }).getAttribute('href')).resolves.toBe('/submit-paper');
    await expectNoAxeViolations(page);

    await rowOf(page, submitted.title).getByRole('link', { name: submitted.title }).click();
    await page.waitForURL(`**/paper/${first.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(submitted.title);
    expect(errors).toEqual([]);
  });

  test('on a phone, an author whose paper needs revisions finds Submit Revision on that row, without sideways scrolling', async () => {
    const journey = await site.open({ width: 375, height: 812 });
    const { page, errors } = journey;
    const token = await signIn(journey, 'fatima.abubakar@jals-demo.org');
    const mine = (await api<MySubmission[]>('/papers/my-submissions', { token })).body;
    await expectRowsLike(page, mine);

    const spec = DEMO_SUBMISSIONS.find((s) => s.submitter === 'abubakar' && finalStatus(s) === 'REVISIONS_REQUIRED')!;
    const id = mine.find((s) => s.title === spec.title)!.id;
    const row = rowOf(page, spec.title);
    await expect(row.getByTestId('paper-status').textContent()).resolves.toBe('REVISIONS REQUIRED');
    await expect(row.getByTestId('paper-status').getAttribute('class')).resolves.toContain('text-bg-warning');
    await expect(row.getByRole('link', { name: 'Submit Revision' }).getAttribute('href')).resolves.toBe(`/submit-paper?revision=${id}`);
    // Only that row offers a revision.
    await expect(page.getByRole('link', { name: 'Submit Revision' }).count()).resolves.toBe(1);

    // Rows are stacked as cards: nothing wider than the screen, each cell labelled.
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    const box = await row.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await expect(row.getByRole('link', { name: 'Submit Revision' }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('a new author sees the empty state, which leads to /submit-paper', async () => {
    await registerAuthor('Halima', 'Danjuma', 'halima.danjuma@example.org');
    const journey = await site.open();
    const { page, errors } = journey;
    await signIn(journey, 'halima.danjuma@example.org', { password: NEW_AUTHOR_PASSWORD });
    const empty = page.getByTestId('no-submissions');
    await expect.poll(() => empty.count()).toBe(1);
    await expect(empty.textContent()).resolves.toContain('You have not submitted any papers yet.');
    await expect(rows(page).count()).resolves.toBe(0);
    await expect(page.getByTestId('submission-counts').count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);

    await empty.getByRole('link', { name: 'Submit Your First Paper' }).click();
    await page.waitForURL((url) => url.pathname === '/submit-paper');
  });

  test('a failed load shows the spec message', async () => {
    const journey = await site.open();
    const { page, errors } = journey;
    // Signing in moves to the dashboard inside the site, which loads it through the API (decision 0032).
    await page.route('**/api/papers/my-submissions', (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'Boom.' }) }),
    );
    await signIn(journey, 'samuel.otieno@jals-demo.org');
    await expect.poll(() => page.getByText(J.submissionsLoadFailed, { exact: true }).count()).toBe(1);
    await expect(rows(page).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
  });

  test('an author withdraws a SUBMITTED paper after confirming; a refused withdrawal shows the spec message', async () => {
    const token = await registerAuthor('Tunde', 'Bakare', 'tunde.bakare@example.org');
    const title = 'Response of upland rice to nitrogen split application in the derived savanna';
    const paper = await submitPaper(token, title);

    const journey = await site.open();
    const { page, errors } = journey;
    await signIn(journey, 'tunde.bakare@example.org', { password: NEW_AUTHOR_PASSWORD });
    await expect.poll(() => rows(page).count()).toBe(1);
    const row = rowOf(page, title);
    await expect(row.getByTestId('paper-status').textContent()).resolves.toBe('SUBMITTED');
    await expect(page.getByTestId('submission-counts').locator('[data-status="SUBMITTED"]').textContent()).resolves.toBe('1 Submitted');

    // The confirmation first; Cancel changes nothing.
    await row.getByRole('button', { name: /^Withdraw/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw Paper' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect(dialog.getByTestId('withdraw-confirm-text').textContent()).resolves.toBe(J.withdrawConfirm);
    await expect(dialog.textContent()).resolves.toContain(title);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect(row.getByTestId('paper-status').textContent()).resolves.toBe('SUBMITTED');

    // A refusal from the server: the spec's failure message, the paper unchanged.
    await page.route('**/api/papers/*/withdraw', (route) =>
      route.fulfill({ status: 409, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409, detail: J.notWithdrawable }) }),
    );
    await row.getByRole('button', { name: /^Withdraw/ }).click();
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect.poll(() => page.getByTestId('withdraw-notice').textContent()).toBe(J.withdrawFailed);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect(row.getByTestId('paper-status').textContent()).resolves.toBe('SUBMITTED');
    await page.unroute('**/api/papers/*/withdraw');

    // Confirmed: the success message, the WITHDRAWN badge, no more Withdraw button.
    await row.getByRole('button', { name: /^Withdraw/ }).click();
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect.poll(() => page.getByTestId('withdraw-notice').textContent()).toBe(J.withdrawn);
    await expect(page.getByTestId('withdraw-notice').getAttribute('class')).resolves.toContain('alert-success');
    await expect(row.getByTestId('paper-status').textContent()).resolves.toBe('WITHDRAWN');
    await expect(row.getByRole('button', { name: /^Withdraw/ }).count()).resolves.toBe(0);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // Keyboard users are taken to the news, since the button they used is gone.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('withdraw-notice');
    await expectNoAxeViolations(page);

    // The server agrees, and the page says so after a reload.
    const mine = (await api<MySubmission[]>('/papers/my-submissions', { token })).body;
    expect(mine).toMatchObject([{ id: paper.id, status: 'WITHDRAWN', canWithdraw: false }]);
    await journey.visit('/dashboard');
    await expect.poll(() => rowOf(page, title).getByTestId('paper-status').textContent()).toBe('WITHDRAWN');
    await expect(page.getByTestId('submission-counts').locator('[data-status="WITHDRAWN"]').textContent()).resolves.toBe('1 Withdrawn');
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
  });
});

describe('version history on the paper page', () => {
  test('the author sees Version 1 marked current and downloads it; an anonymous reader of a published paper sees no history', async () => {
    const journey = await site.open();
    const { page, errors } = journey;
    const token = await signIn(journey, 'samuel.otieno@jals-demo.org');
    const spec = DEMO_SUBMISSIONS.find((s) => s.submitter === 'otieno' && finalStatus(s) === 'REVISIONS_REQUIRED')!;
    const id = (await api<MySubmission[]>('/papers/my-submissions', { token })).body.find((s) => s.title === spec.title)!.id;

    await journey.visit(`/paper/${id}`);
    const history = page.getByTestId('version-history');
    await expect(history.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('Version History');
    await expect(history.getByTestId('version-label').allTextContents()).resolves.toEqual(['Version 1']);
    await expect(history.getByTestId('paper-version').first().textContent()).resolves.toContain('Current');
    await expect(history.getByTestId('paper-version').first().textContent()).resolves.toMatch(/Submitted on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), history.getByRole('link', { name: 'Download version 1' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^paper-${id}-v1\\.(pdf|docx?)$`));
    const bytes = await readFile((await download.path())!);
    expect(bytes.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);

    const published = (await api<PaperPage>('/papers?pageSize=1')).body.items[0]!;
    const anonymous = await site.open();
    await anonymous.visit(`/paper/${published.id}`);
    await expect(anonymous.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(published.title);
    await expect(anonymous.page.getByTestId('version-history').count()).resolves.toBe(0);
    expect(anonymous.errors).toEqual([]);
  });
});
