import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { MySubmission } from '../../contract/papers/author-journey.schema';
import type { PaperDetail } from '../../contract/papers/papers.schema';
import { SUBMISSION_MESSAGES as M } from '../../contract/papers/submission.schema';
import type { SpecialIssue } from '../../contract/special-issues/special-issues.schema';
import { expectNoAxeViolations, waitForHydration } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { fillLogin, fillRegistration, signIn } from '../support/sign-in';
import { pdfOfSize, SAMPLE_PDF } from '../support/submission';

/** acting-side.md §2 /submit-paper, §4 "Submission", §5 "Submission", §7 POST /papers, GET /papers/{id}/revision, §8. */
const site = setUpSite();
const { api } = site;

const specialIssues = async () => (await api<SpecialIssue[]>('/special-issues')).body;

/** The form has loaded in the browser (signed-in screens load their data there). */
async function waitForForm(page: Page) {
  await page.getByLabel(/^Title/).waitFor();
}

async function attachPdf(page: Page, bytes: Buffer = SAMPLE_PDF, name = 'manuscript.pdf') {
  await page.locator('#submission-manuscript').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
}

/** Issue 15: the article type (new papers), every checklist item and the CC BY 4.0 consent. */
async function confirmDeclarations(page: Page, options: { articleType?: string } = {}) {
  if (options.articleType) await page.getByLabel(/^Article Type/).selectOption({ label: options.articleType });
  for (const box of await page.locator('[id^="checklist-"]').all()) await box.check();
  await page.locator('#submission-licence-consent').check();
}

/** Records every value the upload bar shows, so a fast upload's 100% is not missed. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const note = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const now = bar ? Number(bar.getAttribute('aria-valuenow')) : NaN;
      if (!Number.isNaN(now) && seen.at(-1) !== now) seen.push(now);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
}

const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
const draftKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('jals.submission-draft')));
const noErrorsBut = (errors: string[], ...allowed: string[]) => errors.filter((e) => !allowed.some((a) => e.includes(a)));

describe('submitting a paper', () => {
  test('a new author registers, sees every problem listed, fixes them, watches the upload and lands on the dashboard', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/register');
    await fillRegistration(page, { firstName: 'Adaeze', lastName: 'Okafor', email: 'adaeze.okafor@example.org', password: 'tomato-harvest-42', institution: 'University of Nigeria, Nsukka' });
    await page.waitForURL('**/dashboard');

    await visit('/submit-paper');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Submit New Paper');
    await waitForForm(page);
    for (const section of ['Paper Details', 'Authors', 'Manuscript File', 'Additional Information']) {
      await expect(page.locator('main').getByRole('heading', { level: 2, name: section, exact: true }).count()).resolves.toBe(1);
    }
    // The signed-in author is the first author and the primary contact.
    await expect(page.locator('#author-0-name').inputValue()).resolves.toBe('Adaeze Okafor');
    await expect(page.locator('#author-0-email').inputValue()).resolves.toBe('adaeze.okafor@example.org');
    await expect.poll(() => page.locator('#author-0-affiliation').inputValue()).toBe('University of Nigeria, Nsukka');
    await expect(page.getByLabel('Primary contact').isChecked()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: /^Remove/ }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    // An empty form: the page scrolls to the top, where every problem is listed.
    await page.getByRole('button', { name: 'Submit Paper' }).click();
    const summary = page.getByTestId('submission-errors');
    await summary.waitFor();
    for (const message of [M.titleRequired, M.abstractRequired, M.keywordsRequired, M.categoryRequired, M.manuscriptRequired, M.coverLetterRequired, M.checklistIncomplete, M.licenceRequired]) {
      await expect(summary.getByText(message, { exact: true }).count(), message).resolves.toBe(1);
    }
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The same messages sit under their fields, and go as each field is edited.
    await expect(page.getByText(M.titleRequired, { exact: true }).count()).resolves.toBe(2);
    await page.getByLabel(/^Title/).fill('Cassava peel silage as a dry-season feed for West African Dwarf goats');
    await expect.poll(() => page.getByText(M.titleRequired, { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Ethics statement: required (asterisk) only for the categories that need one.
    const ethicsLabel = page.locator('label[for="submission-ethics-statement"]');
    await expect(ethicsLabel.textContent()).resolves.toBe('Ethics Statement');
    await page.getByLabel(/^Category/).selectOption('Animal Studies');
    await expect.poll(() => ethicsLabel.textContent()).toBe('Ethics Statement *');
    await page.getByLabel(/^Category/).selectOption('Animal Science and Production');
    await expect.poll(() => ethicsLabel.textContent()).toBe('Ethics Statement');

    // Authors: a second author made primary, then removed: the first is primary again.
    await page.getByRole('button', { name: 'Add Author' }).click();
    await expect.poll(() => page.locator('#author-1-name').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.locator('#author-1-primary').check();
    await expect(page.locator('#author-0-primary').isChecked()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Remove Author 2' }).click();
    await expect.poll(() => page.locator('#author-1-name').count()).toBe(0);
    await expect(page.locator('#author-0-primary').isChecked()).resolves.toBe(true);
    // A co-author with a bad email is named in the list.
    await page.getByRole('button', { name: 'Add Author' }).click();
    await page.locator('#author-1-name').fill('Emeka Nwosu');
    await page.locator('#author-1-email').fill('emeka.nwosu');
    await page.locator('#author-1-affiliation').fill('Michael Okpara University of Agriculture, Umudike');

    const abstract = 'Cassava peel ensiled with urea was fed to thirty goats for ninety days.';
    await page.getByLabel(/^Abstract/).fill(abstract);
    await expect.poll(() => page.locator('#submission-abstract-hint').textContent()).toBe('13 / 500 words');
    await page.getByLabel(/^Keywords/).fill('cassava peel, silage, goats, dry season');
    await page.getByLabel(/^Cover Letter/).fill('Dear Editor, we submit our feeding trial for consideration.');
    await page.getByLabel('Conflict of Interest').fill('None declared.');
    // A file of the wrong type is refused in the browser.
    await page.locator('#submission-manuscript').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await expect.poll(() => page.locator('#submission-manuscript-error').textContent()).toBe(M.fileTypeInvalid);
    await attachPdf(page);
    await expect.poll(() => page.getByText(M.fileTypeInvalid, { exact: true }).count()).toBe(0);
    await confirmDeclarations(page, { articleType: 'Original Research' });

    await page.getByRole('button', { name: 'Submit Paper' }).click();
    await expect.poll(() => summary.textContent()).toContain(`Author 2: ${M.authorEmailInvalid}`);
    await expect(summary.getByRole('listitem').count()).resolves.toBe(1);
    await page.locator('#author-1-email').fill('emeka.nwosu@example.org');
    await expect.poll(() => summary.count()).toBe(0);

    // The upload: the progress bar reaches 100%, then the confirmation, then /dashboard.
    await recordProgress(page);
    await page.getByRole('button', { name: 'Submit Paper' }).click();
    await page.getByRole('heading', { name: M.submissionSuccessful }).waitFor();
    const succeededAt = Date.now();
    await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await expect(page.getByRole('progressbar').textContent()).resolves.toBe('100%');
    const seen = await progressSeen(page);
    expect(seen.at(-1)).toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    await expectNoAxeViolations(page);
    expect(await draftKeys(page)).toEqual([]);

    await page.waitForURL('**/dashboard', { timeout: 6_000 });
    expect(Date.now() - succeededAt).toBeGreaterThan(2_000);
    await expect.poll(() => page.getByText('Cassava peel silage as a dry-season feed for West African Dwarf goats').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('an anonymous visitor is sent to sign in and back; a draft survives a reload and can be discarded', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/submit-paper');
    await page.waitForURL(/\/login\?redirectTo=%2Fsubmit-paper/);
    await fillLogin(page, 'author');
    await page.waitForURL('**/submit-paper');
    await waitForForm(page);
    await expect.poll(() => page.locator('#author-0-name').inputValue()).toBe('Chinedu Eze');
    expect(await draftKeys(page)).toEqual([]);

    await page.getByLabel(/^Title/).fill('Mobile money and input credit among cassava farmers');
    await page.getByLabel(/^Keywords/).fill('mobile money, credit');
    await page.getByRole('button', { name: 'Add Author' }).click();
    await page.locator('#author-1-name').fill('Ngozi Okafor');
    await page.locator('#author-1-email').fill('ngozi.okafor@example.org');
    await page.locator('#author-1-orcid').fill('0000-0002-1825-0097');
    await page.locator('#author-1-primary').check();
    await expect.poll(() => draftKeys(page)).toHaveLength(1);

    await page.reload();
    await waitForHydration(page);
    await waitForForm(page);
    await page.getByTestId('draft-restored').waitFor();
    await expect(page.getByText('Draft restored.').count()).resolves.toBe(1);
    await expect(page.getByLabel(/^Title/).inputValue()).resolves.toBe('Mobile money and input credit among cassava farmers');
    await expect(page.getByLabel(/^Keywords/).inputValue()).resolves.toBe('mobile money, credit');
    await expect(page.locator('#author-1-name').inputValue()).resolves.toBe('Ngozi Okafor');
    await expect(page.locator('#author-1-orcid').inputValue()).resolves.toBe('0000-0002-1825-0097');
    await expect(page.locator('#author-1-primary').isChecked()).resolves.toBe(true);
    await expect(page.locator('#author-0-primary').isChecked()).resolves.toBe(false);
    await expectNoAxeViolations(page);

    // A draft is per kind of submission: the special issue form starts clean, and the first draft stays.
    const open = (await specialIssues()).find((issue) => issue.status === 'open');
    expect(open, 'an open demo special issue').toBeDefined();
    await visit(`/submit-paper?special_issue=${open!.id}`);
    await waitForForm(page);
    await expect.poll(() => page.getByTestId('special-issue-notice').textContent()).toBe(`Submitting to the special issue: ${open!.title}`);
    await expect(page.getByLabel(/^Title/).inputValue()).resolves.toBe('');
    await expect(page.getByTestId('draft-restored').count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    await visit('/submit-paper');
    await waitForForm(page);
    await page.getByTestId('draft-restored').waitFor();

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect.poll(() => page.getByLabel(/^Title/).inputValue()).toBe('');
    await expect(page.locator('#author-1-name').count()).resolves.toBe(0);
    await expect(page.locator('#author-0-name').inputValue()).resolves.toBe('Chinedu Eze');
    await expect(page.getByTestId('draft-restored').count()).resolves.toBe(0);
    await expect.poll(() => draftKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a cancelled upload submits nothing', async () => {
    const journey = await site.open();
    const { page, errors, visit } = journey;
    const token = await signIn(journey, 'author');
    await page.waitForURL('**/dashboard');
    const before = (await api<MySubmission[]>('/papers/my-submissions', { token })).body.length;

    await visit('/submit-paper');
    await waitForForm(page);
    await page.getByLabel(/^Title/).fill('Post-harvest losses of yam in storage barns');
    await page.getByLabel(/^Abstract/).fill('We weighed stored yams monthly.');
    await page.getByLabel(/^Keywords/).fill('yam, storage');
    await page.getByLabel(/^Category/).selectOption('Crop Science and Production');
    await page.getByLabel(/^Cover Letter/).fill('Dear Editor.');
    await attachPdf(page, pdfOfSize(4 * 1024 * 1024), 'yam.pdf');
    await confirmDeclarations(page, { articleType: 'Case Study' });
    // A slow connection, so there is time to cancel.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 256 * 1024 });

    await page.getByRole('button', { name: 'Submit Paper' }).click();
    await expect(page.getByRole('button', { name: 'Submit Paper' }).isDisabled()).resolves.toBe(true);
    await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-valuetext')).toMatch(/^Uploading… \d+%$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await page.getByTestId('upload-cancelled').waitFor();
    await expect(page.getByTestId('upload-cancelled').textContent()).resolves.toContain('Nothing was submitted');
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Submit Paper' }).isEnabled()).resolves.toBe(true);
    await expect(page.getByLabel(/^Title/).inputValue()).resolves.toBe('Post-harvest losses of yam in storage barns');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect((await api<MySubmission[]>('/papers/my-submissions', { token })).body).toHaveLength(before);
    expect(errors).toEqual([]);
  });

  test('an author revises a paper whose editor asked for revisions: version 2 joins the history', async () => {
    const email = 'fatima.abubakar@jals-demo.org';
    const token = await site.apiLogin(email);
    const mine = await api<MySubmission[]>('/papers/my-submissions', { token });
    const paper = mine.body.find((row) => row.canRevise);
    expect(paper, 'a demo paper awaiting revision').toBeDefined();
    const { id, title } = paper!;

    const journey = await site.open({ width: 375, height: 800 });
    const { page, errors, visit } = journey;
    await signIn(journey, email);
    await page.waitForURL('**/dashboard');
    await visit(`/submit-paper?revision=${id}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Submit Revised Paper');
    await waitForForm(page);
    await expect(page.getByLabel(/^Title/).inputValue()).resolves.toBe(title);
    await expect(page.getByTestId('revision-intro').textContent()).resolves.toContain('version 2');
    await expect(page.getByLabel(/^Abstract/).inputValue()).resolves.not.toBe('');
    await expect(page.getByLabel(/^Category/).inputValue()).resolves.toBe(paper!.category);
    // Phones: nothing is wider than the screen.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);

    await page.getByLabel(/^Cover Letter/).fill('Dear Editor, we have answered every comment point by point; the changes are listed below.');
    await attachPdf(page, SAMPLE_PDF, 'revised.pdf');
    // A revision keeps the paper's article type: the form does not ask again.
    await expect(page.getByLabel(/^Article Type/).count()).resolves.toBe(0);
    await confirmDeclarations(page);
    await page.getByRole('button', { name: 'Submit Revision' }).click();
    await page.getByRole('heading', { name: M.submissionSuccessful }).waitFor();
    await expect(page.getByTestId('submission-success').textContent()).resolves.toContain('Version 2');
    await page.waitForURL('**/dashboard', { timeout: 6_000 });

    await visit(`/paper/${id}`);
    await expect.poll(() => page.getByTestId('paper-version').count()).toBe(2);
    await expectNoAxeViolations(page);
    const detail = await api<PaperDetail>(`/papers/${id}`, { token });
    expect(detail.body.versions.map((v) => v.version)).toEqual([1, 2]);
    // A revision reopens review in the next round (decision 0034), not SUBMITTED (decision 0019's old rule).
    expect(detail.body.status).toBe('UNDER_REVIEW');

    // The paper no longer awaits a revision: the form says it could not be loaded.
    await visit(`/submit-paper?revision=${id}`);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Failed to load paper data for revision. Please try again later.');
    await expect(page.getByLabel(/^Title/).count()).resolves.toBe(0);
    expect(noErrorsBut(errors, '409')).toEqual([]);
  });

  test('a closed special issue is flagged, and the server refuses the submission with its reason', async () => {
    const token = await site.apiLogin('author');
    const closed = (await specialIssues()).find((issue) => issue.status !== 'open');
    expect(closed, 'a demo special issue not open for submissions').toBeDefined();

    const journey = await site.open();
    const { page, errors, visit } = journey;
    await signIn(journey, 'author');
    await page.waitForURL('**/dashboard');
    await visit(`/submit-paper?special_issue=${closed!.id}`);
    await waitForForm(page);
    await expect.poll(() => page.getByTestId('special-issue-notice').textContent()).toContain('This special issue is not accepting submissions.');
    await page.getByLabel(/^Title/).fill('Cassava value chains');
    await page.getByLabel(/^Abstract/).fill('An abstract.');
    await page.getByLabel(/^Keywords/).fill('cassava');
    await page.getByLabel(/^Category/).selectOption('Other');
    await page.getByLabel(/^Cover Letter/).fill('Dear Editor.');
    await attachPdf(page);
    await confirmDeclarations(page, { articleType: 'Review' });
    const before = (await api<MySubmission[]>('/papers/my-submissions', { token })).body.length;
    await page.getByRole('button', { name: 'Submit Paper' }).click();
    await expect.poll(() => page.getByTestId('submission-errors').textContent()).toContain('This special issue is not accepting submissions.');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page);
    expect((await api<MySubmission[]>('/papers/my-submissions', { token })).body).toHaveLength(before);
    expect(noErrorsBut(errors, '409')).toEqual([]);
  });
});

