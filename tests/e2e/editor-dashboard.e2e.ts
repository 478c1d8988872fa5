import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import type { SubmissionResult } from '../../contract/papers/author-journey.schema';
import { EDITOR_DESK_MESSAGES as M } from '../../contract/editor-desk/editor-desk.messages';
import type { Appeal, EditorStats, SubmissionsPage } from '../../contract/editor-desk/editor-desk.schema';
import { EDITOR_TARGETS } from '../../contract/journal/review';
import { statusLabel } from '../../contract/papers/paper-status';
import { expectNoAxeViolations, type JourneyPage, type OpenPageOptions } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';
import { SAMPLE_PDF, submissionFields } from '../support/submission';

/**
 * acting-side.md §2 /editor-dashboard, §4 (the editor's actions), §5 "Reviewer assignment", §8, §9
 * "Editor guidelines"; decisions 0034 (workflow) and 0036 (data layer). Every state is checked with
 * axe, dialogs open included, on a laptop and on a phone.
 */
const site = setUpSite();
const { api } = site;
const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];
const AUTHOR = { email: 'ngozi.okafor@example.org', password: 'sorghum-and-millet-26' };
const REVIEWERS = ['Kwame Mensah', 'Grace Wanjiru'];

/** The papers each viewport's journey changes: its own, so the two journeys never meet. */
const titles = (width: number) => ({
  reject: `Rust resistance of sorghum landraces in Kaduna, deskreject${width}`,
  assign: `Biochar and cowpea nodulation on acid soils, assignrev${width}`,
});

let editorToken: string;
let authorToken: string;
const paperIds = new Map<string, number>();

async function submitPaper(title: string): Promise<number> {
  const form = new FormData();
  const authors = [{ name: 'Ngozi Okafor', email: AUTHOR.email, affiliation: 'University of Nigeria, Nsukka', isPrimaryContact: true }];
  for (const [name, value] of Object.entries(submissionFields({ title }, authors))) form.append(name, value);
  form.append('manuscript', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), 'manuscript.pdf');
  const response = await api<SubmissionResult>('/papers', { method: 'POST', token: authorToken, form });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

beforeAll(async () => {
  const registered = await api('/users', {
    method: 'POST',
    json: {
      firstName: 'Ngozi',
      lastName: 'Okafor',
      email: AUTHOR.email,
      password: AUTHOR.password,
      confirmPassword: AUTHOR.password,
      institution: 'University of Nigeria, Nsukka',
    },
  });
  expect(registered.status).toBe(201);
  authorToken = await site.apiLogin(AUTHOR.email, AUTHOR.password);
  editorToken = await site.apiLogin('editor');
  for (const { width } of VIEWPORTS) for (const title of Object.values(titles(width))) paperIds.set(title, await submitPaper(title));
});

const rows = (page: Page) => page.getByTestId('submission-row');
const rowOf = (page: Page, title: string) => rows(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
const titlesShown = (page: Page) => rows(page).locator('td[data-label="Title"] a').allTextContents();
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const notice = (page: Page) => page.getByTestId('desk-notice');

/** What GET /api/editor/submissions answers for a query, as the editor. */
const listed = async (query: Record<string, string>) =>
  (await api<SubmissionsPage>(`/editor/submissions?${new URLSearchParams(query)}`, { token: editorToken })).body.items.map((row) => row.title);

/** The table shows the page the API gives for the same query (and the address holds that query). */
async function expectTableLike(page: Page, query: Record<string, string>) {
  const expected = await listed(query);
  await expect.poll(() => titlesShown(page)).toEqual(expected);
}

/** Each account signs in once per file (sign-in is rate-limited per address); later pages reuse the session. */
const sessions = new Map<string, NonNullable<OpenPageOptions['storageState']>>();

async function openDashboard(viewport: { width: number; height: number }, account: 'editor' | 'admin' = 'editor'): Promise<JourneyPage> {
  const saved = sessions.get(account);
  const journey = await site.open({ ...viewport, ...(saved ? { storageState: saved } : {}) });
  if (!saved) {
    await signIn(journey, account, { redirectTo: '/editor-dashboard' });
    // An admin's sign-in lands on their own dashboard (acting-side.md §2 /login); the visit below takes them to the desk.
    if (account === 'editor') await journey.page.waitForURL('**/editor-dashboard');
    sessions.set(account, await journey.context.storageState());
  }
  await journey.visit('/editor-dashboard');
  return journey;
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search by title or author').fill(text);
  await page.getByRole('search', { name: 'Submissions' }).getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => param(page, 'q')).toBe(text);
}

/**
 * axe on the page as it is (DESIGN.md: axe clean). At the top of the page the contrast checks
 * axe cannot decide fail too (docs/design-system.md); further down, the sticky site header lies
 * over some text, which axe reports as undecided, not as a contrast failure.
 */
async function expectAccessible(page: Page) {
  const atTop = await page.evaluate(() => window.scrollY === 0);
  await expectNoAxeViolations(page, { strictContrast: atTop });
}

/** Opens the row's actions menu and returns its items' names. */
async function openMenu(page: Page, row: Locator): Promise<string[]> {
  await row.getByRole('button', { name: /^Actions/ }).click();
  const menu = page.locator('.dropdown-menu.show');
  await menu.waitFor();
  return menu.getByRole('button').allTextContents();
}

async function choose(page: Page, item: string) {
  await page.locator('.dropdown-menu.show').getByRole('button', { name: item, exact: true }).click();
}

for (const viewport of VIEWPORTS) {
  const mine = titles(viewport.width);

  describe(`the editor dashboard at ${viewport.width} px`, () => {
    test('shows the summary, the demo submissions, the charts with their numbers, and the guidelines', async () => {
      const { page, errors, context } = await openDashboard(viewport);
      const stats = (await api<EditorStats>('/editor/stats', { token: editorToken })).body;
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Editor Dashboard');
      await expect(page.getByTestId('summary-total').textContent()).resolves.toBe(`${stats.total.toLocaleString('en-US')}Submissions`);
      await expect(page.getByTestId('summary-mine').textContent()).resolves.toBe(`${stats.mine}Handled by you`);

      // The first page as the API gives it, newest submission first; the demo authors' papers are there.
      await expectTableLike(page, {});
      await search(page, 'Ebonyi');
      await expect.poll(() => titlesShown(page)).toContain('Climate-smart agricultural practices and household food security among rice farmers in Ebonyi State, Nigeria');
      const demo = rowOf(page, 'Climate-smart agricultural practices and household food security among rice farmers in Ebonyi State, Nigeria');
      await expect(demo.getByTestId('paper-status').textContent()).resolves.toBe('SUBMITTED');
      await expect(demo.getByTestId('paper-status').getAttribute('class')).resolves.toContain('text-bg-info');
      await expect(demo.locator('td[data-label="Handling editor"]').textContent()).resolves.toBe('Oluwaseun Bello');

      // The charts' text alternative holds every count (acting-side.md §2 "counts by status and by category").
      const statusTable = page.getByTestId('status-chart-table');
      for (const entry of stats.byStatus) {
        await expect(
          statusTable
            .getByRole('row', { name: new RegExp(`^${statusLabel(entry.status)} `) })
            .locator('td')
            .textContent(),
        ).resolves.toBe(String(entry.count));
      }
      const categoryTable = page.getByTestId('category-chart-table');
      await expect(categoryTable.locator('tbody tr').count()).resolves.toBe(stats.byCategory.length);
      await expect(categoryTable.locator('tfoot td').textContent()).resolves.toBe(stats.total.toLocaleString('en-US'));
      // The charts themselves arrive in the browser (Chart.js, loaded for this page only), hidden from screen readers.
      await expect.poll(() => page.locator('[data-testid="status-chart"] canvas').count()).toBe(1);
      await expect(page.locator('[data-testid="status-chart"] canvas').getAttribute('aria-hidden')).resolves.toBe('true');

      const guidelines = page.getByTestId('editor-guidelines');
      await expect(guidelines.textContent()).resolves.toContain(`Screening within ${EDITOR_TARGETS.screeningDays} days`);
      await expect(guidelines.textContent()).resolves.toContain(`after ${EDITOR_TARGETS.reviewerFollowUpWeeks} weeks`);
      await expect(guidelines.textContent()).resolves.toContain(`Complete review within ${EDITOR_TARGETS.reviewCompleteWeeks} weeks`);
      // No sideways scrolling of the page (the table scrolls in its own region on a laptop, reflows on a phone).
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.view);
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('filters by status, searches by title, sorts and toggles Mine: the address changes and the list follows', async () => {
      const { page, errors, context } = await openDashboard(viewport);
      const before = await titlesShown(page);

      await page.getByRole('combobox', { name: 'Status' }).selectOption('SUBMITTED');
      await expect.poll(() => param(page, 'status')).toBe('SUBMITTED');
      await expectTableLike(page, { status: 'SUBMITTED' });
      await expect(rows(page).evaluateAll((all) => all.every((row) => row.getAttribute('data-status') === 'SUBMITTED'))).resolves.toBe(true);
      expect(await titlesShown(page)).not.toEqual(before);
      await expectAccessible(page);

      await search(page, `deskreject${viewport.width}`);
      await expectTableLike(page, { status: 'SUBMITTED', q: `deskreject${viewport.width}` });
      await expect(titlesShown(page)).resolves.toEqual([mine.reject]);

      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      await expect.poll(() => new URL(page.url()).search).toBe('');
      // Act on the list once it shows (the address changes a moment before the new rows are drawn).
      await expectTableLike(page, {});
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('title:asc');
      await expect.poll(() => param(page, 'sort')).toBe('title');
      expect(param(page, 'order')).toBe('asc');
      await expectTableLike(page, { sort: 'title', order: 'asc' });
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('title:desc');
      // Descending is the default order, so the address leaves it out.
      await expect.poll(() => param(page, 'order')).toBe(null);
      expect(param(page, 'sort')).toBe('title');
      await expectTableLike(page, { sort: 'title', order: 'desc' });

      await page.getByLabel('Mine').check();
      await expect.poll(() => param(page, 'mine')).toBe('true');
      await expectTableLike(page, { sort: 'title', order: 'desc', mine: 'true' });
      const handlers = await rows(page).locator('td[data-label="Handling editor"]').allTextContents();
      expect(new Set(handlers)).toEqual(new Set(['Oluwaseun Bello']));
      await page.getByLabel('Mine').uncheck();
      await expect.poll(() => param(page, 'mine')).toBe(null);
      await expectTableLike(page, { sort: 'title', order: 'desc' });

      // Nothing matches: the empty state, and a way back.
      await search(page, 'no such paper anywhere');
      await expect.poll(() => page.getByTestId('no-submissions').textContent()).toContain('No submissions match these filters.');
      await expectAccessible(page);

      // The list fails to load: the spec's message (acting-side.md §8).
      await page.route('**/api/editor/submissions**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"title":"Internal Server Error","status":500,"detail":"Boom."}' }),
      );
      await page.getByRole('combobox', { name: 'Status' }).selectOption('ACCEPTED');
      await expect.poll(() => page.getByText(M.loadFailed).count()).toBe(1);
      await expectAccessible(page);
      expect(errors.filter((error) => !error.includes('500'))).toEqual([]);
      await context.close();
    });

    test('desk-rejects a SUBMITTED paper through the decision dialog: letter prepared, edited, sent', async () => {
      const { page, errors, context } = await openDashboard(viewport);
      await search(page, `deskreject${viewport.width}`);
      const row = rowOf(page, mine.reject);
      await expect(row.getByTestId('paper-status').textContent()).resolves.toBe('SUBMITTED');

      // acting-side.md §4: SUBMITTED → assign reviewers or reject (and the handling editor).
      await expect(openMenu(page, row)).resolves.toEqual(['Assign reviewers', 'Reject', 'Take paper', 'Assign handling editor']);
      await expectAccessible(page);
      await choose(page, 'Reject');

      const dialog = page.getByRole('dialog', { name: 'Desk Rejection' });
      await dialog.waitFor();
      // Only what the policy allows: a desk rejection needs no reviews, and nothing else is possible.
      await expect(dialog.getByRole('radio').count()).resolves.toBe(1);
      await expect(dialog.getByRole('radio', { name: /^Reject/ }).isChecked()).resolves.toBe(true);
      await expectAccessible(page);

      // Sending without a letter: the contract's message.
      await dialog.getByRole('button', { name: 'Send decision' }).click();
      await expect.poll(() => dialog.getByText(M.letterRequired).count()).toBe(1);

      await dialog.getByLabel('Comments to the author').fill('The manuscript falls outside the scope of the journal.');
      await dialog.getByRole('button', { name: 'Prepare letter' }).click();
      const letter = dialog.getByLabel(/^Decision letter/);
      await expect.poll(() => letter.inputValue()).toContain('The manuscript falls outside the scope of the journal.');
      await expect(dialog.getByTestId('letter-subject').textContent()).resolves.toMatch(/^Subject: /);
      await letter.fill(`${await letter.inputValue()}\n\nWe encourage you to consider a regional extension journal. (desk ${viewport.width})`);
      await expectAccessible(page);

      await dialog.getByRole('button', { name: 'Send decision' }).click();
      await expect.poll(() => dialog.getByTestId('desk-confirm').textContent()).toContain(M.confirmStatus(mine.reject, 'REJECTED'));
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Confirm and send' }).click();

      await expect.poll(() => notice(page).textContent()).toContain(M.statusUpdated('REJECTED'));
      await expect(notice(page).textContent()).resolves.toContain('The author has been notified by email.');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(() => row.getByTestId('paper-status').textContent()).toBe('REJECTED');
      await expectAccessible(page);
      // The note clears after 5 s (acting-side.md §4, §9).
      await expect.poll(() => notice(page).count(), { timeout: 8_000 }).toBe(0);
      // The letter the authors received is the edited one.
      const mail = await site.waitForMail(AUTHOR.email, new RegExp(`regional extension journal\\. \\(desk ${viewport.width}\\)`));
      expect(mail.text).toContain('outside the scope of the journal');
      expect(errors).toEqual([]);
      await context.close();
    });

    test('assigns two reviewers to another SUBMITTED paper, which goes UNDER REVIEW', async () => {
      const { page, errors, context } = await openDashboard(viewport);
      await search(page, `assignrev${viewport.width}`);
      const row = rowOf(page, mine.assign);
      await openMenu(page, row);
      await choose(page, 'Assign reviewers');

      const dialog = page.getByRole('dialog', { name: 'Assign Reviewers' });
      await dialog.waitFor();
      await expect(dialog.getByText(M.reviewerGuidance).count()).resolves.toBe(1);
      // The journal's reviewer accounts, not a fixed sample.
      await expect.poll(() => dialog.getByRole('checkbox').count()).toBe(3);
      await dialog.getByRole('button', { name: 'Assign reviewers' }).click();
      await expect.poll(() => dialog.getByText(M.selectReviewer).count()).toBe(1);
      await expectAccessible(page);

      for (const name of REVIEWERS) await dialog.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
      await expect(dialog.getByText(M.selectReviewer).count()).resolves.toBe(0);
      await dialog.getByRole('button', { name: 'Assign reviewers' }).click();
      await expect.poll(() => dialog.getByTestId('desk-confirm').textContent()).toContain(M.confirmStatus(mine.assign, 'UNDER_REVIEW'));
      for (const name of REVIEWERS) await expect(dialog.getByTestId('desk-confirm').textContent()).resolves.toContain(name);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Confirm and assign' }).click();

      await expect.poll(() => notice(page).textContent()).toBe(M.reviewersAssigned);
      await expect.poll(() => row.getByTestId('paper-status').textContent()).toBe('UNDER REVIEW');
      await expect(row.locator('td[data-label="Reviews"]').textContent()).resolves.toContain('round 1');
      // Under review without a completed review, the policy allows only Reject (decision 0034), and more reviewers (issue 14).
      await expect(openMenu(page, row)).resolves.toEqual(['Reject', 'Add reviewers', 'Take paper', 'Assign handling editor']);
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
      await context.close();
    });

    test('decides an appeal in the Appeals section', async () => {
      // The author appeals the rejection of this viewport's paper (rejected in the journey above, or here).
      const paperId = paperIds.get(mine.reject)!;
      const state = await api<SubmissionsPage>(`/editor/submissions?q=deskreject${viewport.width}`, { token: editorToken });
      if (state.body.items[0]!.status === 'SUBMITTED') {
        const letter = { decision: 'reject', letter: 'Dear author, we cannot consider this manuscript.' };
        expect((await api(`/editor/papers/${paperId}/decision`, { method: 'POST', token: editorToken, json: letter })).status).toBe(200);
      }
      const filed = await api(`/papers/${paperId}/appeals`, {
        method: 'POST',
        token: authorToken,
        json: { reasons: 'The study is squarely within the journal’s scope (crop protection).' },
      });
      expect(filed.status, JSON.stringify(filed.body)).toBe(201);

      // The editor who rejected it does not decide the appeal (decision 0034): the admin does.
      const { page, errors, context } = await openDashboard(viewport, 'admin');
      await page.getByRole('tab', { name: /^Appeals/ }).click();
      await expect.poll(() => param(page, 'view')).toBe('appeals');
      const appeals = (await api<Appeal[]>('/editor/appeals', { token: editorToken })).body;
      await expect.poll(() => page.getByTestId('appeal-row').count()).toBe(appeals.length);
      const appealRow = page.getByTestId('appeal-row').filter({ hasText: mine.reject });
      await expect(appealRow.textContent()).resolves.toContain('Ngozi Okafor');
      await expect(appealRow.textContent()).resolves.toContain('squarely within the journal’s scope');
      await expectAccessible(page);

      await appealRow.getByRole('button', { name: /^Decide/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Decide Appeal' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Send decision' }).click();
      await expect.poll(() => dialog.getByText(M.letterRequired).count()).toBe(1);
      // Reversed needs a destination (the contract's message).
      await dialog.getByRole('radio', { name: /^Reversed/ }).check();
      await dialog.getByLabel(/^Letter to the authors/).fill('Dear author, on reflection the paper is within scope and goes to review.');
      await dialog.getByRole('button', { name: 'Send decision' }).click();
      await expect.poll(() => dialog.getByText(M.reversalTargetRequired).count()).toBe(1);
      await expectAccessible(page);
      await dialog.getByRole('radio', { name: /^Back to review/ }).check();
      // The journal's template for the outcome replaces the draft; the admin signs it.
      await dialog.getByRole('button', { name: 'Prepare letter' }).click();
      await expect.poll(() => dialog.getByLabel(/^Letter to the authors/).inputValue()).toContain('returns to peer review in a new round');
      await expect(dialog.getByLabel(/^Letter to the authors/).inputValue()).resolves.toMatch(/^Dear Ngozi Okafor,/);
      await expect(dialog.getByTestId('appeal-letter-subject').textContent()).resolves.toContain('— Reversed');
      await dialog.getByRole('button', { name: 'Send decision' }).click();
      await expect.poll(() => dialog.getByTestId('desk-confirm').textContent()).toContain(M.confirmStatus(mine.reject, 'UNDER_REVIEW'));
      await dialog.getByRole('button', { name: 'Confirm and send' }).click();
      await expect.poll(() => notice(page).textContent()).toContain(M.appealDecided('Reversed'));
      await expect.poll(() => appealRow.count()).toBe(0);
      await page.getByLabel('Show decided appeals too').check();
      await expect.poll(() => param(page, 'appeals')).toBe('all');
      await expect.poll(() => page.getByTestId('appeal-row').filter({ hasText: mine.reject }).textContent()).toContain('Reversed');
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('opens the publish and handling-editor dialogs of an ACCEPTED paper', async () => {
      const { page, errors, context } = await openDashboard(viewport);
      // An ACCEPTED demo paper offers Publish, with the issues and the suggested DOI.
      await page.getByRole('combobox', { name: 'Status' }).selectOption('ACCEPTED');
      await expectTableLike(page, { status: 'ACCEPTED' });
      // Issue 15: the quail paper's invoice is paid; the contract-farming paper's is overdue, so it waits (decision 0048).
      await expect(openMenu(page, rows(page).filter({ hasText: 'Contract farming' }).first())).resolves.not.toContain('Publish');
      await page.keyboard.press('Escape');
      const accepted = rows(page).filter({ hasText: 'Sprouted sorghum' }).first();
      await expect(openMenu(page, accepted)).resolves.toContain('Publish');
      await choose(page, 'Publish');
      const publish = page.getByRole('dialog', { name: 'Publish Paper' });
      await publish.waitFor();
      await expect.poll(() => publish.getByLabel('DOI').inputValue()).toMatch(/^10\.\d{4,9}\//);
      await publish.getByRole('radio', { name: 'New issue' }).check();
      await expect(publish.getByRole('textbox', { name: /^Volume/ }).inputValue()).resolves.toMatch(/^\d+$/);
      await expectAccessible(page);
      await publish.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      await openMenu(page, accepted);
      await choose(page, 'Assign handling editor');
      const handling = page.getByRole('dialog', { name: 'Assign Handling Editor' });
      await handling.waitFor();
      await expect.poll(() => handling.getByRole('radio').count()).toBeGreaterThanOrEqual(2);
      await expect(handling.getByRole('radio', { name: /^Oluwaseun Bello \(you\)/ }).count()).resolves.toBe(1);
      await expectAccessible(page);
      await handling.getByRole('button', { name: 'Cancel' }).click();
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
