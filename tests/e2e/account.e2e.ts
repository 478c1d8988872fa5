import { describe, expect, test } from 'vitest';
import { AUTH_MESSAGES as M } from '../../contract/auth/messages';
import { expectNoAxeViolations, waitForHydration } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { fillLogin, fillRegistration } from '../support/sign-in';

const site = setUpSite();

describe('an author account', () => {
  test('registers, is signed in automatically and lands on /dashboard', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/register');
    await expectNoAxeViolations(page);

    // The spec's messages appear for an empty form and clear per field on edit.
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText('First name is required').count()).toBe(1);
    await expect(page.getByText(M.passwordRequired).count()).resolves.toBe(1);
    await page.getByLabel('First Name').fill('Adaeze');
    await expect.poll(() => page.getByText('First name is required').count()).toBe(0);
    await expectNoAxeViolations(page);

    await fillRegistration(page, { firstName: 'Adaeze', lastName: 'Okafor', email: 'adaeze.okafor@example.org', password: 'tomato-harvest-42', institution: 'University of Nigeria, Nsukka' });

    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('profile-role').textContent()).toBe('Author');
    await expect(page.getByTestId('header-user').textContent()).resolves.toBe('Adaeze Okafor');
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('auth_token'), user: JSON.parse(localStorage.getItem('user') ?? 'null') }));
    expect(stored.token).toMatch(/^ey/);
    expect(stored.user).toMatchObject({ email: 'adaeze.okafor@example.org', role: 'AUTHOR' });
    await expectNoAxeViolations(page);

    // Registering the same address again shows the server's email message.
    const second = await site.open();
    await second.visit('/register');
    await fillRegistration(second.page, { firstName: 'Ada', lastName: 'Okafor', email: 'adaeze.okafor@example.org', password: 'tomato-harvest-42', institution: 'Elsewhere' });
    await expect.poll(() => second.page.getByRole('alert').first().textContent()).toBe(`Email error: ${M.emailTaken}`);
    expect([...errors, ...second.errors.filter((e) => !e.includes('409'))]).toEqual([]);
  });

  test('confirms the email address through the mailed link, only when signed in as the account that asked for it (decision 0021, amended)', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/register');
    await fillRegistration(page, { firstName: 'Yaw', lastName: 'Boateng', email: 'yaw.boateng@example.org', password: 'cocoa-swollen-shoot-3', institution: 'Kwame Nkrumah University of Science and Technology' });
    await page.waitForURL('**/dashboard');
    // Unconfirmed: the dashboard says what that means, that the link needs this account, and offers a new link.
    await expect.poll(() => page.getByTestId('email-unconfirmed').count()).toBe(1);
    await expect(page.getByTestId('email-unconfirmed').textContent()).resolves.toContain(M.emailUnconfirmed);
    await expect(page.getByTestId('email-unconfirmed').textContent()).resolves.toContain(M.emailConfirmNeedsAccount);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send a new confirmation link' }).click();
    await expect.poll(() => page.getByTestId('email-unconfirmed').getByRole('status').textContent()).toBe(M.emailConfirmSent);

    const mail = await site.waitForMail('yaw.boateng@example.org', /confirm-email\?token=/);
    expect(mail.text).toContain('works only in a browser signed in to the account of Yaw Boateng');
    const link = mail.text.match(/https?:\/\/\S+\/confirm-email\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;

    // Opened in a browser that is not signed in: first to /login, saying why.
    const reader = await site.open();
    await reader.visit(link!);
    await reader.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirectTo') === `/confirm-email?token=${token}`);
    await expect.poll(() => reader.page.getByText(M.emailConfirmSignIn).count()).toBe(1);
    await expectNoAxeViolations(reader.page);

    // Signed in as another account, the link is refused (and stays usable), with a way to log out.
    await fillLogin(reader.page, 'author');
    await reader.page.waitForURL((url) => url.pathname === '/confirm-email' && url.searchParams.get('token') === token);
    await expect.poll(() => reader.page.getByTestId('confirm-email-result').textContent()).toBe(M.emailConfirmOtherAccount);
    await expect(reader.page.getByTestId('confirm-email-signed-in-as').textContent()).resolves.toContain('Chinedu Eze');
    await expectNoAxeViolations(reader.page);
    await reader.page.getByRole('button', { name: 'Log out and log in as that account' }).click();

    // Logged out: back to /login, then signed in as the account that asked for the link, and back to confirm it.
    await reader.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirectTo') === `/confirm-email?token=${token}`);
    await expect.poll(() => reader.page.getByText(M.emailConfirmSignIn).count()).toBe(1);
    await fillLogin(reader.page, 'yaw.boateng@example.org', 'cocoa-swollen-shoot-3');
    await reader.page.waitForURL((url) => url.pathname === '/confirm-email' && url.searchParams.get('token') === token);
    await expect.poll(() => reader.page.getByTestId('confirm-email-result').textContent()).toBe(M.emailConfirmed);
    await expectNoAxeViolations(reader.page);
    await reader.page.getByRole('link', { name: 'Go to My Dashboard' }).click();
    await reader.page.waitForURL('**/dashboard');
    await expect.poll(() => reader.page.getByTestId('profile-name').count()).toBe(1);
    await expect(reader.page.getByTestId('email-unconfirmed').count()).resolves.toBe(0);

    // The link works once.
    await reader.visit(link!);
    await expect.poll(() => reader.page.getByTestId('confirm-email-result').textContent()).toBe(M.emailConfirmLinkInvalid);
    expect(errors).toEqual([]);
    expect(reader.errors.filter((e) => !e.includes('400') && !e.includes('403'))).toEqual([]);
  });

  test('an anonymous visit to /dashboard goes to /login and back after signing in; logout ends the session', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/dashboard');
    await page.waitForURL(/\/login\?redirectTo=%2Fdashboard/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Login');
    await expectNoAxeViolations(page);

    // Field rules first, then a wrong password, then the right one.
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText(M.emailRequired).count()).toBe(1);
    await expect(page.getByText(M.passwordRequired).count()).resolves.toBe(1);
    await fillLogin(page, 'author', 'not-the-password');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(M.invalidCredentials);
    await expectNoAxeViolations(page);
    await fillLogin(page, 'author');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('Chinedu Eze');
    // History was replaced: Back does not return to the login form.
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe('/login');

    await visit('/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: 'Login', exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user')])).toEqual([null, null]);
    // The page cookie is gone too: the server sends the dashboard's visitor to sign in.
    await visit('/dashboard');
    await page.waitForURL(/\/login/);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  test('an expired token found at start-up ends the session with the spec message', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/login');
    // A token whose exp lies in the past (signature irrelevant: the browser judges exp).
    const expired = `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify({ sub: '1', exp: 1 }))}.x`;
    await page.evaluate((token) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('user', JSON.stringify({ id: 1, firstName: 'Old', lastName: 'Session', email: 'old@example.org', role: 'AUTHOR' }));
    }, expired);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByText(M.startupAuthFailed).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    expect(errors).toEqual([]);
  });

  test('a 401 while a token is stored clears the session and sends the user to /login', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/login');
    await fillLogin(page, 'samuel.otieno@jals-demo.org');
    await page.waitForURL('**/dashboard');
    // The dashboard's own call has answered (a 401 to it would end the session mid-test).
    await expect.poll(() => page.getByRole('heading', { name: 'My Submissions' }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('submissions-loading').count()).toBe(0);
    // The account's sessions are ended elsewhere (logout everywhere with the same token).
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const ended = await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` }, data: { everywhere: true } });
    expect(ended.status()).toBeLessThan(300);
    // The token is still stored and unexpired, so start-up refreshes the profile and gets 401.
    await page.evaluate((stale) => localStorage.setItem('auth_token', stale!), token);
    await visit('/about');
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user')])).toEqual([null, null]);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  test('a forgotten password is reset through the link in the mail, and the old password stops working', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill('fatima.abubakar@jals-demo.org');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe(M.resetRequested);

    const mail = await site.waitForMail('fatima.abubakar@jals-demo.org', /reset-password\?token=/);
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    await visit(link!);
    await expectNoAxeViolations(page);
    await page.getByLabel(/^New Password/).fill('millet-and-sorghum-7');
    await page.getByLabel('Confirm New Password').fill('millet-and-sorghum-7');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByText(M.resetDone).count()).toBe(1);

    await fillLogin(page, 'fatima.abubakar@jals-demo.org');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(M.invalidCredentials);
    await fillLogin(page, 'fatima.abubakar@jals-demo.org', 'millet-and-sorghum-7');
    await page.waitForURL('**/dashboard');

    // The link was for one use only.
    const again = await site.open();
    await again.visit(link!);
    await again.page.getByLabel(/^New Password/).fill('another-password-9');
    await again.page.getByLabel('Confirm New Password').fill('another-password-9');
    await again.page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => again.page.getByRole('alert').first().textContent()).toContain(M.resetLinkInvalid);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });
});
