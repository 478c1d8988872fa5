import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { LoginResponse } from '../../contract/auth/auth.schema';
import { launchBrowser, openPage, type JourneyPage, type OpenPageOptions } from './browser';
import { startSite, type RunningSite } from './e2e-server';
import { DEMO_PASSWORD, emailOf, type Account } from './sign-in';

export interface ApiCall {
  /** Sent as `Authorization: Bearer`. */
  token?: string;
  method?: string;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (uploads). */
  form?: FormData;
}

/** The built site and a Chromium shared by the tests of one file. */
export interface E2eSite {
  readonly url: string;
  readonly browser: Browser;
  /** A new page in a fresh context (own storage and cookies) on the site. */
  open(options?: OpenPageOptions): Promise<JourneyPage>;
  /** A call to the site's /api; the body is parsed JSON (null when empty). */
  api<T>(path: string, call?: ApiCall): Promise<{ status: number; body: T }>;
  /** A token for the account through POST /api/auth/login, without a browser. */
  apiLogin(account: Account, password?: string): Promise<string>;
  waitForMail: RunningSite['waitForMail'];
  mailTo: RunningSite['mailTo'];
}

/**
 * The set-up of a file of browser journeys (DESIGN.md "Tests"): starts the built site (embedded
 * database, demo content, random port) and Chromium once before the file's tests, and stops both
 * after them. Call it at the top of the file; the site's members are there inside the tests.
 * Sign in with `signIn` (tests/support/sign-in.ts) through the UI, or `site.apiLogin` for a token.
 */
export function setUpSite(env: Record<string, string> = {}): E2eSite {
  let running: RunningSite | undefined;
  let chromium: Browser | undefined;

  beforeAll(async () => {
    // A copy of the demo journal seeded once for the run; a site without the demo seeds nothing anyway.
    const from = env.DEMO === 'off' ? undefined : inject('e2eDemoDataDir');
    [running, chromium] = await Promise.all([startSite(env, from), launchBrowser()]);
  });

  afterAll(async () => {
    await chromium?.close();
    await running?.stop();
  });

  const started = () => {
    if (!running || !chromium) throw new Error('The site starts in beforeAll: use it inside a test or a later hook.');
    return { running, chromium };
  };

  const site: E2eSite = {
    get url() {
      return started().running.url;
    },
    get browser() {
      return started().chromium;
    },
    open: (options) => openPage(started().chromium, started().running.url, options),
    async api<T>(path: string, call: ApiCall = {}) {
      const headers: Record<string, string> = {};
      if (call.token) headers.authorization = `Bearer ${call.token}`;
      if (call.json !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${started().running.url}/api${path}`, {
        method: call.method ?? 'GET',
        headers,
        body: call.form ?? (call.json === undefined ? undefined : JSON.stringify(call.json)),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    async apiLogin(account, password = DEMO_PASSWORD) {
      const login = await site.api<LoginResponse>('/auth/login', { method: 'POST', json: { email: emailOf(account), password } });
      expect(login.status, `sign-in of ${emailOf(account)}`).toBe(200);
      return login.body.token;
    },
    waitForMail: (to, match, timeoutMs) => started().running.waitForMail(to, match, timeoutMs),
    mailTo: (to) => started().running.mailTo(to),
  };
  return site;
}
