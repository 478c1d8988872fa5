import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { ADMIN_ISSUE_MESSAGES as I } from '../../contract/issues/admin-issues.messages';
import { BOARD_MESSAGES as B } from '../../contract/editorial/admin-board.messages';
import { expectNoAxeViolations, type JourneyPage, type OpenPageOptions } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';

/**
 * Issue 15 "Running the journal", the Issues and Editorial Board tabs of /admin-dashboard
 * (acting-side.md §2, §5, §8; decision 0046): an admin creates an issue with a cover, publishes
 * it and finds it public with its cover at its stored size; adds a board member with a photo and
 * sees them on /editorial-board at once; removes them after a confirmation. With axe on every
 * state, on a laptop and on a phone.
 */
const site = setUpSite();
const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** axe at the top of the page decides every contrast check (docs/design-system.md); further down the sticky header overlaps text. */
async function expectAccessible(page: Page) {
  const atTop = await page.evaluate(() => window.scrollY === 0);
  await expectNoAxeViolations(page, { strictContrast: atTop });
}

/** The admin signs in once for the file (sign-in is rate-limited per address); later pages reuse the session. */
let adminSession: NonNullable<OpenPageOptions['storageState']> | null = null;
async function openDashboard(viewport: { width: number; height: number }, path = '/admin-dashboard'): Promise<JourneyPage> {
  const journey = await site.open({ ...viewport, ...(adminSession ? { storageState: adminSession } : {}) });
  if (!adminSession) {
    await signIn(journey, 'admin');
    await journey.page.waitForURL('**/admin-dashboard');
    adminSession = await journey.context.storageState();
  }
  await journey.visit(path);
  return journey;
}

/** The list is no longer loading (it is dimmed while it does). */
const settled = (page: Page, table: string) => expect.poll(() => page.getByTestId(table).getAttribute('aria-busy')).toBeNull();
const toast = (page: Page) => page.getByTestId('desk-notice');
/** The toast sits over the page's corner for 5 s; on a phone it would cover a dialog's title. */
async function dismissToast(page: Page) {
  if ((await toast(page).count()) > 0) await toast(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect.poll(() => toast(page).count()).toBe(0);
}
const image = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();

for (const viewport of VIEWPORTS) {
  describe(`at ${viewport.width} px`, () => {
    // A volume the demo journal does not use, one per viewport.
    const volume = viewport.width === 1366 ? 71 : 72;
    const title = `Soil health and food security (${viewport.width})`;

    test('an admin creates an issue with a cover, publishes it, and it is public with its cover at its size', async () => {
      const { page, errors, context } = await openDashboard(viewport, '/admin-dashboard?tab=issues');
      await expect(page.getByRole('tab', { name: 'Issues' }).getAttribute('aria-selected')).resolves.toBe('true');
      await expect.poll(() => page.getByTestId('issues-table').count()).toBe(1);
      await settled(page, 'issues-table');
      await expectAccessible(page);

      await page.getByTestId('new-issue').click();
      const dialog = page.getByTestId('issue-dialog');
      await expect.poll(() => dialog.getByRole('heading', { name: 'New Issue' }).count()).toBe(1);
      // acting-side.md §5: the year starts at the current year; the form's messages come from the contract.
      await expect(dialog.getByLabel(/^Year/).inputValue()).resolves.toBe(String(new Date().getFullYear()));
      await dialog.getByRole('button', { name: 'Save Issue' }).click();
      for (const message of [I.titleRequired, I.volumeMin, I.issueNumberMin, I.publicationDateRequired]) {
        await expect.poll(() => dialog.getByText(message, { exact: true }).count(), { message }).toBe(1);
      }
      await expectAccessible(page);

      await dialog.getByLabel(/^Title/).fill(title);
      await dialog.getByLabel(/^Volume/).fill(String(volume));
      await dialog.getByLabel(/^Issue number/).fill('1');
      await dialog.getByLabel(/^Year/).fill('2026');
      await dialog.getByLabel(/^Publication date/).fill('2026-06-30');
      await dialog.getByLabel('Cover image').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await image(1200, 1600, '#2f6b3a') });
      await dialog.getByRole('button', { name: 'Save Issue' }).click();
      await expect.poll(() => toast(page).textContent()).toBe(I.created);
      const row = page.getByTestId('issue-row').filter({ hasText: title });
      await expect.poll(() => row.count()).toBe(1);
      await settled(page, 'issues-table');
      await expect(row.textContent()).resolves.toContain('Draft');
      const cover = row.getByRole('img', { name: `Cover of Vol. ${volume}, No. 1 (2026)` });
      await expect(cover.getAttribute('width')).resolves.toBe('800');
      await expect(cover.getAttribute('height')).resolves.toBe('1067');
      await expectAccessible(page);

      // The draft is not public yet.
      expect((await site.api(`/issues/${volume}/1`)).status).toBe(404);

      // A taken volume and number: the spec's sentence with the server's reason, in the dialog.
      await dismissToast(page);
      await page.getByTestId('new-issue').click();
      await dialog.getByLabel(/^Title/).fill('A second try');
      await dialog.getByLabel(/^Volume/).fill(String(volume));
      await dialog.getByLabel(/^Issue number/).fill('1');
      await dialog.getByLabel(/^Publication date/).fill('2026-07-31');
      await dialog.getByRole('button', { name: 'Save Issue' }).click();
      const taken = I.numberTaken(volume, 1);
      await expect.poll(() => dialog.getByTestId('issue-dialog-error').textContent()).toBe(I.saveFailed(taken));
      await expect.poll(() => dialog.getByText(taken, { exact: true }).count()).toBe(1);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.count()).toBe(0);

      // An issue with published papers is not deleted: the confirmation first, then the refusal as a toast.
      const demoIssue = page.getByTestId('issue-row').filter({ hasText: 'Vol. 8, No. 3 (2024)' });
      await demoIssue.getByRole('button', { name: 'Delete Vol. 8, No. 3 (2024)' }).click();
      const confirm = page.getByTestId('delete-issue-dialog');
      await expect.poll(() => confirm.textContent()).toContain(I.confirmDelete('Vol. 8, No. 3 (2024)'));
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => toast(page).textContent()).toContain(I.deleteFailed);
      await expect(toast(page).textContent()).resolves.toMatch(/This issue cannot be deleted: it holds \d+ published papers?\./);
      await expect.poll(() => demoIssue.count()).toBe(1);

      await dismissToast(page);
      await row.getByRole('button', { name: `Edit Vol. ${volume}, No. 1 (2026)` }).click();
      await dialog.getByLabel('Published').check();
      await expect.poll(() => dialog.getByText(/also publishes its accepted papers/).count()).toBe(1);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Save and publish' }).click();
      await expect.poll(() => toast(page).textContent()).toBe(I.published(`Volume ${volume}, Issue 1 (2026)`, 0));
      await expect.poll(() => row.textContent()).toContain('Published');

      const journey = await site.open(viewport);
      await journey.visit(`/issues/${volume}/1`);
      const publicCover = journey.page.getByRole('img', { name: /^Cover of/ });
      await expect(publicCover.getAttribute('width')).resolves.toBe('800');
      await expect.poll(() => publicCover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
      await expectAccessible(journey.page);
      expect(journey.errors).toEqual([]);
      await journey.context.close();
      // The two refusals above are the browser's only complaints.
      expect(errors.filter((error) => !error.includes('409 (Conflict)'))).toEqual([]);
      expect(errors).toHaveLength(2);
      await context.close();
    });

    test('an admin adds a board member with a photo, sees them on /editorial-board at once, then removes them after a confirmation', async () => {
      const name = `Dr. Halima Sadiq ${viewport.width}`;
      const { page, errors, context } = await openDashboard(viewport);
      // The tab is chosen from the others, and the address keeps it.
      await page.getByRole('tab', { name: 'Editorial Board' }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'editorial-board');
      await expect.poll(() => page.getByTestId('members-table').count()).toBe(1);
      await settled(page, 'members-table');
      await expectAccessible(page);

      await page.getByTestId('add-member').click();
      const dialog = page.getByTestId('member-dialog');
      await expect(dialog.getByLabel('Role').inputValue()).resolves.toBe('member');
      await expect(dialog.getByLabel(/^Display order/).inputValue()).resolves.toBe('999');
      await dialog.getByRole('button', { name: 'Save Member' }).click();
      for (const message of [B.nameRequired, B.titleRequired, B.affiliationRequired, B.emailRequired]) {
        await expect.poll(() => dialog.getByText(message, { exact: true }).count(), { message }).toBe(1);
      }
      await expectAccessible(page);
      await dialog.getByLabel(/^Name/).fill(name);
      await dialog.getByLabel(/^Title/).fill('Senior Lecturer in Plant Pathology');
      await dialog.getByLabel(/^Affiliation/).fill('Ahmadu Bello University, Zaria');
      await dialog.getByLabel(/^Email/).fill(`halima.sadiq.${viewport.width}@abu.example.edu`);
      await dialog.getByLabel(/^Display order/).fill('50');
      await dialog.getByLabel('Photo').setInputFiles({ name: 'halima.jpg', mimeType: 'image/jpeg', buffer: await image(900, 1200, '#8a5a3c') });
      await dialog.getByRole('button', { name: 'Save Member' }).click();
      await expect.poll(() => toast(page).textContent()).toBe(B.created);
      // The list is searched on the server.
      const search = page.getByRole('search', { name: 'Search editorial board members' });
      await search.getByLabel('Search', { exact: true }).fill(name);
      await search.getByRole('button', { name: 'Search' }).click();
      const row = page.getByTestId('member-row').filter({ hasText: name });
      await expect.poll(() => page.getByTestId('member-row').count()).toBe(1);
      await expect.poll(() => row.count()).toBe(1);
      await settled(page, 'members-table');
      await expectAccessible(page);

      const journey = await site.open(viewport);
      await journey.visit('/editorial-board');
      await expect.poll(() => journey.page.getByRole('heading', { name }).count()).toBe(1);
      const photo = journey.page.getByRole('img', { name: `Photo of ${name}` });
      await expect(photo.getAttribute('width')).resolves.toBe('400');
      await expect(photo.getAttribute('height')).resolves.toBe('533');
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
      await journey.page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(journey.page);

      await dismissToast(page);
      await row.getByRole('button', { name: `Remove ${name}` }).click();
      const confirm = page.getByTestId('remove-member-dialog');
      await expect.poll(() => confirm.textContent()).toContain(B.confirmRemove(name));
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect.poll(() => toast(page).textContent()).toBe(B.removed);
      await expect.poll(() => row.count()).toBe(0);

      await journey.visit('/editorial-board');
      await expect(journey.page.getByRole('heading', { name }).count()).resolves.toBe(0);
      expect(journey.errors).toEqual([]);
      await journey.context.close();
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
