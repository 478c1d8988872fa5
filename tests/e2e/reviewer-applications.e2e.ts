import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth/messages';
import { REVIEWER_APPLICATION_MESSAGES as M } from '../../contract/reviews/reviewer-application.messages';
import { REVIEWER_PROFILE_MESSAGES as P } from '../../contract/reviews/reviewer-profile.messages';
import { expectNoAxeViolations, type JourneyPage } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { fillLogin, signIn } from '../support/sign-in';

/**
 * Issue 14 "Browser journeys": a visitor applies on /become-reviewer (acting-side.md §2, §5, §8) →
 * an editor approves the application under Applications on the editor dashboard → the new
 * reviewer sets a password from the mailed link and signs in to a dashboard with their reviewer
 * profile (decision 0041). With axe on every state, on a laptop and on a phone.
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

const applicantOf = (width: number) => ({
  name: `Dr. Akosua Frimpong ${width === 390 ? 'Phone' : 'Laptop'}`,
  email: `akosua.frimpong.${width}@example.org`,
  password: `plantain-sigatoka-${width}`,
});

async function openEditorApplications(viewport: { width: number; height: number }): Promise<JourneyPage> {
  const journey = await site.open(viewport);
  await signIn(journey, 'editor', { redirectTo: '/editor-dashboard' });
  await journey.page.waitForURL('**/editor-dashboard');
  await journey.visit('/editor-dashboard?view=applications');
  return journey;
}

const card = (page: Page, name: string) => page.getByTestId('application-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

for (const viewport of VIEWPORTS) {
  const applicant = applicantOf(viewport.width);

  describe(`at ${viewport.width} px`, () => {
    test('a visitor applies to review: the form’s messages, then “Application Submitted!”', async () => {
      const { page, errors, visit, context } = await site.open(viewport);
      const response = await visit('/become-reviewer');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Become a Reviewer');
      await expectAccessible(page);

      // Nothing filled in: each required field says so, the optional ones do not.
      await page.getByRole('button', { name: 'Submit Application' }).click();
      for (const message of [M.nameRequired, AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.institutionRequired, M.expertiseRequired, M.qualificationsRequired]) {
        await expect.poll(() => page.getByText(message, { exact: true }).count(), { message }).toBe(1);
      }
      await expectAccessible(page);
      await page.getByLabel('Email').fill('akosua.frimpong');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect.poll(() => page.getByText(AUTH_MESSAGES.emailInvalid, { exact: true }).count()).toBe(1);

      await page.getByLabel('Full Name').fill(applicant.name);
      await page.getByLabel('Email').fill(applicant.email);
      await page.getByLabel('Institution').fill('CSIR Crops Research Institute, Kumasi');
      await page.getByLabel('Areas of Expertise').fill('Plantain agronomy, black sigatoka, banana streak virus');
      await page.getByLabel('Qualifications').fill('PhD in Crop Science (KNUST, 2014); principal research scientist.');
      await page.getByLabel('Publications (optional)').fill('Frimpong A. (2023) Black sigatoka resistance of plantain hybrids in Ghana. Crop Protection 170.');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      const panel = page.getByTestId('application-submitted');
      await expect.poll(() => panel.getByRole('heading', { level: 2 }).textContent()).toBe(M.submittedTitle);
      await expect(panel.textContent()).resolves.toContain(M.submitted);
      await expect(panel.textContent()).resolves.toContain(applicant.email);
      await expectAccessible(page);

      // The same address cannot apply again while the first application waits.
      await visit('/become-reviewer');
      await page.getByLabel('Full Name').fill(applicant.name);
      await page.getByLabel('Email').fill(applicant.email.toUpperCase());
      await page.getByLabel('Institution').fill('CSIR');
      await page.getByLabel('Areas of Expertise').fill('Plantain');
      await page.getByLabel('Qualifications').fill('PhD');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect.poll(() => page.getByText(M.alreadyOpen, { exact: true }).count()).toBe(1);
      await expectAccessible(page);
      expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
      await context.close();
    });

    test('a failure to send is the spec’s alert', async () => {
      const { page, errors, visit, context } = await site.open(viewport);
      await visit('/become-reviewer');
      await context.route('**/api/reviewer-applications', (route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"type":"about:blank","title":"Internal Server Error","status":500,"detail":"x"}' }));
      await page.getByLabel('Full Name').fill('Kojo Mensah');
      await page.getByLabel('Email').fill(`kojo.${viewport.width}@example.org`);
      await page.getByLabel('Institution').fill('University of Ghana');
      await page.getByLabel('Areas of Expertise').fill('Cocoa');
      await page.getByLabel('Qualifications').fill('PhD');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: M.failed }).count()).toBe(1);
      await expectAccessible(page);
      expect(errors.filter((error) => !error.includes('500'))).toEqual([]);
      await context.close();
    });

    test('an editor approves the application, and the new reviewer sets a password from the mail and signs in', async () => {
      const { page, errors, context } = await openEditorApplications(viewport);
      await expect.poll(() => page.getByRole('tab', { name: /^Applications/ }).getAttribute('aria-selected')).toBe('true');
      const applied = card(page, applicant.name);
      await expect.poll(() => applied.count()).toBe(1);
      await expect(applied.textContent()).resolves.toContain('black sigatoka');
      await expect(applied.getByTestId('application-account').textContent()).resolves.toContain('No account has this address');
      // The demo's two applications wait too; the tab counts the open ones.
      const open = await page.getByTestId('application-card').count();
      expect(open).toBeGreaterThanOrEqual(3);
      await expect(page.getByRole('tab', { name: /^Applications/ }).textContent()).resolves.toContain(String(open));
      await expectAccessible(page);

      await applied.getByRole('button', { name: /^Approve/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve Application' });
      await dialog.waitFor();
      await expect(dialog.getByLabel('Expertise keywords').inputValue()).resolves.toBe('Plantain agronomy, black sigatoka, banana streak virus');
      await dialog.getByLabel('Expertise keywords').fill('Plantain agronomy, Black sigatoka, Banana streak virus, Musa breeding');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect.poll(() => dialog.getByTestId('desk-confirm').textContent()).toContain(`Approve the application of ${applicant.name}?`);
      await expect(dialog.getByTestId('desk-confirm').textContent()).resolves.toContain('Musa breeding');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Confirm approval' }).click();
      await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.approved(applicant.name));
      await expect.poll(() => applied.count()).toBe(0);
      await page.getByLabel('Show decided applications too').check();
      await expect.poll(() => card(page, applicant.name).textContent()).toContain('Approved');
      await expect(card(page, applicant.name).getByTestId('application-account').textContent()).resolves.toContain('(Reviewer account) joined the reviewer pool');
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();

      // The mail's link opens the password page; the new password signs the reviewer in.
      const mail = await site.waitForMail(applicant.email, /reset-password\?token=/);
      expect(mail.subject).toContain('set your password');
      const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
      expect(link).toBeDefined();
      const reviewer = await site.open(viewport);
      await reviewer.visit(link!);
      await expect(reviewer.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Choose a New Password');
      await expectAccessible(reviewer.page);
      await reviewer.page.getByLabel(/^New Password/).fill(applicant.password);
      await reviewer.page.getByLabel('Confirm New Password').fill(applicant.password);
      await reviewer.page.getByRole('button', { name: 'Set new password' }).click();
      await reviewer.page.waitForURL('**/login');
      await expect.poll(() => reviewer.page.getByText(AUTH_MESSAGES.resetDone).count()).toBe(1);
      await fillLogin(reviewer.page, applicant.email, applicant.password);
      await reviewer.page.waitForURL('**/dashboard');
      const profile = reviewer.page.getByTestId('reviewer-profile');
      await expect.poll(() => profile.getByTestId('reviewer-expertise').textContent()).toContain('Musa breeding');
      await expect(reviewer.page.getByTestId('profile-role').textContent()).resolves.toBe('Reviewer');
      await expect(profile.getByTestId('reviewer-availability').textContent()).resolves.toBe('Available for invitations');
      await expectAccessible(reviewer.page);

      // The reviewer says when they are away; a past date is the server's to refuse.
      await profile.getByRole('button', { name: 'Edit profile' }).click();
      await profile.getByLabel(/^Unavailable until/).fill('2000-01-01');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await expect.poll(() => profile.getByText(P.dateInPast, { exact: true }).count()).toBe(1);
      await expectAccessible(reviewer.page);
      await profile.getByLabel(/^Unavailable until/).fill('2099-06-30');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await expect.poll(() => profile.getByTestId('reviewer-availability').textContent()).toBe('Unavailable until June 30, 2099');
      await expect(profile.getByRole('status').textContent()).resolves.toBe(P.saved);
      await expectAccessible(reviewer.page);
      expect(reviewer.errors.filter((error) => !error.includes('400'))).toEqual([]);
      await reviewer.context.close();
    });
  });
}

describe('declining', () => {
  test('an editor declines an application after a confirmation, and the applicant receives a polite mail', async () => {
    const { page, errors, context } = await openEditorApplications(VIEWPORTS[0]!);
    const application = card(page, 'Dr. Wanjiku Kamau');
    await application.getByRole('button', { name: /^Decline/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline Application' });
    await dialog.waitFor();
    await expect(dialog.getByTestId('desk-confirm').textContent()).resolves.toContain('Decline the application of Dr. Wanjiku Kamau?');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Decline application' }).click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.declined('Dr. Wanjiku Kamau'));
    await expect.poll(() => application.count()).toBe(0);
    const mail = await site.waitForMail('wanjiku.kamau@example.org', /apply again/);
    expect(mail.subject).toBe('Your application to review for Journal of Agriculture and Life Sciences');
    expect(errors).toEqual([]);
    await context.close();
  });
});
