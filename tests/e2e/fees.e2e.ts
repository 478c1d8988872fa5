import { describe, expect, test } from 'vitest';
import { INVOICE_MESSAGES as M } from '../../contract/invoices/invoice.schema';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';

/**
 * Publication fees (issue 15; decision 0048): the author sees the overdue invoice of the demo's
 * accepted contract-farming paper on the dashboard, the office records its payment on the admin
 * dashboard's Invoices tab, and the editor may then publish it.
 */
const site = setUpSite();
const TITLE = 'Contract farming';

describe('an invoice, from the author to the office to the editor', () => {
  for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
    test(`at ${viewport.width} px`, async () => {
      const author = await site.open(viewport);
      const authorToken = await signIn(author, 'author');
      await author.page.waitForURL('**/dashboard');
      const card = author.page.getByTestId('fees-card');
      await card.waitFor();
      const row = card.locator('tr').filter({ hasText: TITLE });
      const number = (await row.getByTestId('invoice-number').textContent())!;
      expect(number).toMatch(/^INV-\d{4}-\d{4}$/);
      const state = await row.getByTestId('invoice-state').textContent();
      expect(['Overdue', 'Paid']).toContain(state);
      await expect(row.getByRole('link', { name: /Download PDF/ }).count()).resolves.toBe(1);
      await expectNoAxeViolations(author.page);
      expect(author.errors).toEqual([]);
      await author.context.close();

      const fees = (await site.api<{ paperId: number; invoice: { number: string } | null }[]>('/papers/my-fees', { token: authorToken })).body;
      const paperId = fees.find((f) => f.invoice?.number === number)!.paperId;
      if (state === 'Overdue') {
        const office = await site.open(viewport);
        await signIn(office, 'admin');
        await office.visit('/admin-dashboard?tab=invoices');
        const tab = office.page.getByTestId('invoices-tab');
        await tab.waitFor();
        const invoiceRow = tab.getByTestId(`invoice-row-${number}`);
        await invoiceRow.getByRole('button', { name: /Record payment/ }).click();
        const dialog = office.page.getByRole('dialog');
        await dialog.getByLabel('Reference').fill(`E2E-${viewport.width}`);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect.poll(() => office.page.getByTestId('desk-notice').textContent()).toContain(M.paymentRecorded(number));
        await expect.poll(() => invoiceRow.textContent()).toContain('Paid');
        await expectNoAxeViolations(office.page);
        await office.context.close();
      }

      // The editor may now publish it: the policy offers Publish.
      const editorToken = await site.apiLogin('editor');
      const options = await site.api(`/editor/papers/${paperId}/publication`, { token: editorToken });
      expect(options.status).toBe(200);
    });
  }
});
