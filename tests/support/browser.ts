import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Debian's headless Chromium (the chromium-headless-shell package: the same engine without the
 * browser's windows, about half the CPU of the full browser in headless mode, decision 0074), with
 * the flags this machine's closed network needs.
 */
export const BROWSER_PATH = '/usr/bin/chromium-headless-shell';
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: BROWSER_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
}

export interface JourneyPage {
  page: Page;
  context: BrowserContext;
  /** console errors and uncaught exceptions seen so far (a journey ends with none). */
  errors: string[];
  /** Opens a path and waits until React has hydrated it (root.tsx marks the document). */
  visit(path: string): Promise<Response | null>;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

export interface OpenPageOptions {
  width?: number;
  height?: number;
  /** Reduced motion is preferred unless this is false. */
  reducedMotion?: boolean;
  /** false: scripts off, what a reader sees without JavaScript (use page.goto: nothing hydrates). */
  javaScriptEnabled?: boolean;
  /** Cookies and storage of an earlier context (a session signed in once, reused: sign-in is rate-limited). */
  storageState?: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>;
  /**
   * The browser's user agent. Headless Chromium says HeadlessChrome, which the COUNTER robot filter
   * leaves out (decision 0059): a journey whose views or downloads must count passes READER_BROWSER.
   */
  userAgent?: string;
}

/** A reader's desktop Chrome, for journeys whose usage must count (decision 0059). */
export const READER_BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A fresh browser context (own storage and cookies) that records console errors. */
export async function openPage(browser: Browser, baseURL: string, options: OpenPageOptions = {}): Promise<JourneyPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    reducedMotion: options.reducedMotion === false ? 'no-preference' : 'reduce',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.storageState ? { storageState: options.storageState } : {}),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  async function visit(path: string) {
    const response = await page.goto(path);
    await waitForHydration(page);
    return response;
  }
  return { page, context, errors, visit };
}

interface AxeRule {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; any?: { message: string }[] }[];
}
interface AxeResult {
  violations: AxeRule[];
  incomplete: AxeRule[];
}

export interface AxeOptions {
  /**
   * Also fail on the colour-contrast checks axe could not decide ("needs review": text over
   * gradients, images or overlapping boxes). The design system promises they can all be decided
   * (docs/design-system.md), so pages checked with this option must have none.
   */
  strictContrast?: boolean;
}

/** axe-core on the page as it is now: zero violations (DEVELOPERS.md "Standards"). */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // evaluate() runs outside the page's CSP, which forbids injected script tags; once per document.
  // Only violations and undecided checks are gathered in full (axe's resultTypes): a third less time per page.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate<AxeResult>(() => (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe.run(document, { resultTypes: ['violations', 'incomplete'] }));
  const found = result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  if (options.strictContrast) {
    for (const rule of result.incomplete.filter((r) => r.id === 'color-contrast')) {
      const undecided: string[] = [];
      for (const node of rule.nodes) {
        // One known exception: Bootstrap draws a select's chevron and a field's validation icon
        // as an SVG background beside the text, which sits on the control's solid colour.
        const iconOnly = await page.evaluate((selector) => {
          const element = document.querySelector(selector);
          return !!element && element.matches('select.form-select, input.form-control, textarea.form-control') && getComputedStyle(element).backgroundImage.startsWith('url("data:image/svg+xml');
        }, node.target.join(' '));
        if (!iconOnly) undecided.push(`${node.target.join(' ')} [${node.any?.map((a) => a.message).join('; ') ?? ''}]`);
      }
      if (undecided.length > 0) found.push(`${rule.id} (needs review): ${rule.help} at ${undecided.join(', ')}`);
    }
  }
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}
