import { describe, expect, test } from 'vitest';
import { MAIL_TEMPLATE_RENDER_MESSAGES } from '../../contract/mail/mail-render';
import { MAIL_TEMPLATE_MESSAGES as M } from '../../contract/mail/mail-templates.schema';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';

/**
 * The content manager's Mail templates (issue 15 "Mail templates"; decision 0054): an admin edits
 * the password-reset mail, sees the preview, saves, asks for a reset and reads the edited mail at
 * /admin/mail (the demo's mail viewer); then resets the template to its default after confirming.
 */
const site = setUpSite();

const askForReset = (email: string) =>
  fetch(`${site.url}/api/auth/password-reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });

describe('/admin/cms Mail templates', () => {
  test('at 1366 px an admin edits the password-reset mail, the next reset mail uses it, and the reset brings the default back', async () => {
    const journey = await site.open({ width: 1366, height: 900 });
    const { page, errors, visit } = journey;
    await signIn(journey, 'admin');
    await visit('/admin/cms?section=mail-templates');
    await expect.poll(() => page.getByTestId('cms-mail-template-list').count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Edit Password reset' }).click();
    await page.waitForURL('**/admin/cms?section=mail-templates&template=password-reset');
    const subject = page.locator('#cms-mail-subject');
    const body = page.locator('#cms-mail-body');
    await expect.poll(() => subject.inputValue()).toBe('Reset your password - {{journalName}}');
    await expect.poll(() => page.getByTestId('cms-mail-preview-subject').textContent()).toBe('Reset your password - Journal of Agriculture and Life Sciences');
    await expectNoAxeViolations(page);

    await subject.fill('Your new password at ');
    // A placeholder from the list goes where the cursor was.
    await page.getByRole('button', { name: /^Insert \{\{journalName\}\}/ }).click();
    await expect.poll(() => subject.inputValue()).toBe('Your new password at {{journalName}}');
    await body.fill('Hello {{recipientName}},\n\nA fresh link for your password:\n{{link}}\n\nThe office');
    await expect.poll(() => page.getByTestId('cms-mail-preview-text').textContent()).toContain('Hello Chinedu Eze,\n\nA fresh link for your password:');
    await expect(page.getByTestId('cms-mail-preview-subject').textContent()).resolves.toBe('Your new password at Journal of Agriculture and Life Sciences');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.saved);
    await expectNoAxeViolations(page);

    expect((await askForReset('chinedu.eze@jals-demo.org')).status).toBe(202);
    await visit('/admin/mail');
    await expect.poll(() => page.getByText('Your new password at Journal of Agriculture and Life Sciences').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('body').textContent()).toContain('A fresh link for your password:');
    await expectNoAxeViolations(page);

    await visit('/admin/cms?section=mail-templates&template=password-reset');
    await expect.poll(() => subject.inputValue()).toBe('Your new password at {{journalName}}');
    await page.getByRole('button', { name: 'Reset to default' }).click();
    const dialog = page.getByTestId('cms-mail-reset-dialog');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Reset to default' }).click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.reset);
    await expect.poll(() => subject.inputValue()).toBe('Reset your password - {{journalName}}');
    expect(errors).toEqual([]);
  });

  test('at 390 px the editor fits and shows an unknown placeholder before saving', async () => {
    const journey = await site.open({ width: 390, height: 844 });
    const { page, errors, visit } = journey;
    await signIn(journey, 'admin');
    await visit('/admin/cms?section=mail-templates&template=contact-received');
    const body = page.locator('#cms-mail-body');
    await expect.poll(() => body.inputValue()).toContain('A message was sent from the contact page of {{journalName}}.');
    await expect.poll(() => page.getByTestId('cms-mail-preview-text').textContent()).toContain('From: Amina Bello <amina.bello@example.org>');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await body.fill(`${await body.inputValue()}\n{{password}}`);
    const allowed = ['senderName', 'senderEmail', 'category', 'subject', 'message', 'messageId', 'journalName', 'siteUrl'];
    await expect.poll(() => page.locator('#cms-mail-body-error').textContent()).toBe(MAIL_TEMPLATE_RENDER_MESSAGES.unknownPlaceholder('password', allowed));
    await expectNoAxeViolations(page);
    // The preview asked the server, which refused the draft (400): the only failure the browser reports.
    expect(errors.every((error) => error.includes('status of 400'))).toBe(true);
  });
});
