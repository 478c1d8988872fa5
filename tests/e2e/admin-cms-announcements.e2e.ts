import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_ANNOUNCEMENT_MESSAGES as M } from '../../contract/announcements/admin-announcements.messages';
import { expectNoAxeViolations, type JourneyPage } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';
import { SAMPLE_PDF } from '../support/submission';

/**
 * Issue 15, the Announcements section of /admin/cms (decision 0051): an editor (on a laptop) and an
 * admin (on a phone) write an announcement with a PDF, preview it with the public card, find it on
 * /announcements and in /rss/announcements at once, edit it (dropping the attachment), and delete
 * it after a confirmation. With axe on every state.
 */
const site = setUpSite();
const VIEWPORTS = [
  { width: 1366, height: 900, account: 'editor' },
  { width: 390, height: 844, account: 'admin' },
] as const;

async function expectAccessible(page: Page) {
  const atTop = await page.evaluate(() => window.scrollY === 0);
  await expectNoAxeViolations(page, { strictContrast: atTop });
}
const toast = (page: Page) => page.getByTestId('desk-notice');
async function dismissToast(page: Page) {
  if ((await toast(page).count()) > 0) await toast(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect.poll(() => toast(page).count()).toBe(0);
}
const settled = (page: Page) => expect.poll(() => page.getByTestId('announcements-table').getAttribute('aria-busy')).toBeNull();

/** The feed as a reader's feed program fetches it. */
const feed = async () => (await fetch(`${site.url}/rss/announcements`)).text();

/** The public page as an anonymous reader sees it. */
async function publicPage(viewport: { width: number; height: number }): Promise<JourneyPage> {
  const journey = await site.open(viewport);
  await journey.visit('/announcements');
  return journey;
}

for (const viewport of VIEWPORTS) {
  describe(`at ${viewport.width} px`, () => {
    test(`an ${viewport.account} creates an announcement with an attachment, sees it public and in the feed, edits it and deletes it after confirming`, async () => {
      const title = `Call for posters: Soil Week ${viewport.width}`;
      const journey = await site.open(viewport);
      const { page, errors, context } = journey;
      await signIn(journey, viewport.account);
      await journey.visit('/admin/cms?section=announcements');
      await expect.poll(() => page.getByRole('heading', { name: 'Announcements', level: 2 }).count()).toBe(1);
      await expect.poll(() => page.getByTestId('announcements-table').count()).toBe(1);
      await settled(page);
      await expectAccessible(page);

      // The form's messages come from the contract.
      await page.getByTestId('new-announcement').click();
      const dialog = page.getByTestId('announcement-dialog');
      // The form's fields (the preview beside it has a title of its own).
      const fields = dialog.locator('#announcement-form');
      await expect.poll(() => dialog.getByRole('heading', { name: 'New Announcement' }).count()).toBe(1);
      await dialog.getByRole('button', { name: 'Save Announcement' }).click();
      for (const message of [M.titleRequired, M.contentRequired]) {
        await expect.poll(() => dialog.getByText(message, { exact: true }).count(), { message }).toBe(1);
      }
      await expectAccessible(page);

      // The preview is the public card: the type follows the title ('call' → Call for Papers).
      await fields.getByLabel(/^Title/).fill(title);
      await fields.getByLabel(/^Content/).fill('Posters on soil fertility and land management are welcome at the journal’s Soil Week.');
      await fields.getByLabel(/^Tags/).fill('soil, posters');
      const preview = dialog.getByTestId('announcement-preview');
      await expect.poll(() => preview.getByRole('heading', { name: title }).count()).toBe(1);
      await expect.poll(() => preview.textContent()).toContain('Call for Papers');
      await expect.poll(() => preview.textContent()).toContain('#posters');

      // A file named .pdf that is no PDF is refused by its content; the dialog keeps what was typed.
      await fields.getByLabel('Add files').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Not a PDF at all.\n') });
      await dialog.getByRole('button', { name: 'Save Announcement' }).click();
      await expect.poll(() => dialog.getByTestId('announcement-dialog-error').textContent()).toBe(M.saveFailed(M.attachmentNotAllowed('fake.pdf')));
      await expect(fields.getByLabel(/^Title/).inputValue()).resolves.toBe(title);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Remove fake.pdf' }).click();

      await fields.getByLabel('Add files').setInputFiles({ name: 'Soil Week programme.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
      await expect.poll(() => preview.getByRole('link', { name: 'Soil Week programme.pdf' }).count()).toBe(1);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Save Announcement' }).click();
      await expect.poll(() => toast(page).textContent()).toBe(M.created);
      const row = page.getByTestId('announcement-row').filter({ hasText: title });
      await expect.poll(() => row.count()).toBe(1);
      await settled(page);
      await expect(row.textContent()).resolves.toContain('Soil Week programme.pdf');
      await expectAccessible(page);

      // At once on the public page, with its attachment, and in the feed.
      const reader = await publicPage(viewport);
      const card = reader.page.getByRole('article', { name: title });
      await expect.poll(() => card.count()).toBe(1);
      const link = card.getByRole('link', { name: 'Soil Week programme.pdf' });
      const download = await fetch(new URL((await link.getAttribute('href'))!, site.url));
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      await expectAccessible(reader.page);
      expect(await feed()).toContain(`<title>${title}</title>`);

      // Edit: a new title, the attachment dropped.
      await dismissToast(page);
      await row.getByRole('button', { name: `Edit ${title}` }).click();
      await expect.poll(() => dialog.getByRole('heading', { name: 'Edit Announcement' }).count()).toBe(1);
      const edited = `${title} (extended)`;
      await fields.getByLabel(/^Title/).fill(edited);
      await fields.getByLabel(/^Keep Soil Week programme\.pdf/).uncheck();
      await expect.poll(() => preview.getByRole('link', { name: 'Soil Week programme.pdf' }).count()).toBe(0);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Save Announcement' }).click();
      await expect.poll(() => toast(page).textContent()).toBe(M.updated);
      const editedRow = page.getByTestId('announcement-row').filter({ hasText: edited });
      await expect.poll(() => editedRow.count()).toBe(1);
      await expect.poll(() => editedRow.textContent()).toContain('None');

      await reader.visit('/announcements');
      await expect.poll(() => reader.page.getByRole('article', { name: edited }).count()).toBe(1);
      await expect(reader.page.getByRole('article', { name: edited }).getByRole('link').count()).resolves.toBe(0);
      const afterEdit = await feed();
      expect(afterEdit).toContain(`<title>${edited}</title>`);
      expect(afterEdit).not.toContain(`<title>${title}</title>`);

      // Delete, after the confirmation.
      await dismissToast(page);
      await settled(page);
      await editedRow.getByRole('button', { name: `Delete ${edited}` }).click();
      const confirm = page.getByTestId('delete-announcement-dialog');
      await expect.poll(() => confirm.textContent()).toContain(M.confirmDelete(edited));
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => toast(page).textContent()).toBe(M.deleted);
      await expect.poll(() => editedRow.count()).toBe(0);

      await reader.visit('/announcements');
      await expect.poll(() => reader.page.getByRole('article').count()).toBeGreaterThan(0);
      await expect(reader.page.getByRole('article', { name: edited }).count()).resolves.toBe(0);
      expect(await feed()).not.toContain(edited);
      expect(reader.errors).toEqual([]);
      await reader.context.close();

      // The refused upload is the browser's only complaint.
      expect(errors.filter((error) => !error.includes('415'))).toEqual([]);
      await context.close();
      // A long journey (three saves, three public visits, axe at each step) on a busy machine.
    }, 180_000);
  });
}
