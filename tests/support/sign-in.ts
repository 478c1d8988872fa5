import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../contract/auth/password-rule';
import type { JourneyPage } from './browser';

export { DEMO_PASSWORD };

/** A demo account of each role (demo/content/accounts.ts); the demo password opens them all. */
export const DEMO_USERS = {
  admin: 'admin@jals-demo.org',
  editor: 'editor@jals-demo.org',
  author: 'chinedu.eze@jals-demo.org',
} as const;

export type DemoRole = keyof typeof DEMO_USERS;
/** A demo role, or the email address of any account. */
export type Account = DemoRole | (string & {});

export const emailOf = (account: Account): string => (account in DEMO_USERS ? DEMO_USERS[account as DemoRole] : account);

/** Fills the login form already on the page and presses Login (waits for nothing). */
export async function fillLogin(page: Page, account: Account, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(emailOf(account));
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Signs in through the UI as a reader would: /login (with `redirectTo` when given), the form,
 * then waits until the site has moved on. Returns the token the browser stored (`auth_token`).
 */
export async function signIn(journey: JourneyPage, account: Account, options: { password?: string; redirectTo?: string } = {}): Promise<string> {
  await journey.visit(options.redirectTo ? `/login?redirectTo=${encodeURIComponent(options.redirectTo)}` : '/login');
  await fillLogin(journey.page, account, options.password);
  await journey.page.waitForURL((url) => url.pathname !== '/login');
  return (await journey.page.evaluate(() => localStorage.getItem('auth_token')))!;
}

export interface NewAuthor {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  institution: string;
}

/** Fills the registration form already on the page and presses Register (waits for nothing). */
export async function fillRegistration(page: Page, author: NewAuthor): Promise<void> {
  await page.getByLabel('First Name').fill(author.firstName);
  await page.getByLabel('Last Name').fill(author.lastName);
  await page.getByLabel('Email').fill(author.email);
  await page.getByLabel(/^Password/).fill(author.password);
  await page.getByLabel('Confirm Password').fill(author.password);
  await page.getByLabel('Institution').fill(author.institution);
  await page.getByRole('button', { name: 'Register' }).click();
}
