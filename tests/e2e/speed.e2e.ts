import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { SPEC_HOME_METRICS } from '../../contract/settings/metrics';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';

/** Decision 0032: speed a reader can feel (no layout shift, no zeros, a transition that never blocks). */
const CLS_LIMIT = 0.05;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
const FINAL_COUNTERS = [String(SPEC_HOME_METRICS.articles), SPEC_HOME_METRICS.citationIndex.toFixed(1), SPEC_HOME_METRICS.countries, SPEC_HOME_METRICS.impactFactor.toFixed(1)];

const site = setUpSite();
let paperPath: string;

beforeAll(async () => {
  const latest = await site.api<{ items: { id: number }[] }>('/papers?pageSize=1');
  paperPath = `/paper/${latest.body.items[0]!.id}`;
});

/** Waits until the network is quiet and the main thread has had an idle moment. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
}

/** The page's cumulative layout shift so far, without shifts caused by input. */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  await settle(page);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the first callback; give late shifts a moment too.
        setTimeout(() => resolve(total), 500);
      }),
  );
}

const impactValues = (page: Page) => page.getByTestId('impact-value').allTextContents();

describe('no layout shift (CLS under 0.05)', () => {
  for (const viewport of VIEWPORTS) {
    test(`on the home and a paper page at ${viewport.width} px`, async () => {
      for (const path of ['/', paperPath]) {
        const journey = await site.open({ ...viewport, reducedMotion: false });
        await journey.visit(path);
        expect(await cumulativeLayoutShift(journey.page), path).toBeLessThan(CLS_LIMIT);
        expect(journey.errors).toEqual([]);
        await journey.context.close();
      }
    });

    test(`on /dashboard and /submit-paper, signed in, at ${viewport.width} px`, async () => {
      const journey = await site.open({ ...viewport, reducedMotion: false });
      await signIn(journey, 'author');
      for (const path of ['/dashboard', '/submit-paper']) {
        // A fresh document load, as when the author opens the address or reloads.
        await journey.visit(path);
        await expect.poll(() => journey.page.getByRole('heading', { level: 1 }).count()).toBe(1);
        expect(await cumulativeLayoutShift(journey.page), path).toBeLessThan(CLS_LIMIT);
      }
      // The pages arrived complete: the dashboard's rows and the form are there.
      await expect(journey.page.locator('form').count()).resolves.toBeGreaterThan(0);
      expect(journey.errors).toEqual([]);
      await journey.context.close();
    });

    test(`on /editor-dashboard, signed in as an editor, at ${viewport.width} px`, async () => {
      const journey = await site.open({ ...viewport, reducedMotion: false });
      await signIn(journey, 'editor', { redirectTo: '/editor-dashboard' });
      // A fresh document load: the server renders the summary, the table and the charts' boxes;
      // the charts (loaded in the browser) fill boxes already their size.
      await journey.visit('/editor-dashboard');
      await expect.poll(() => journey.page.getByTestId('submission-row').count()).toBeGreaterThan(0);
      expect(await cumulativeLayoutShift(journey.page), '/editor-dashboard').toBeLessThan(CLS_LIMIT);
      await expect(journey.page.locator('[data-testid="status-chart"] canvas').count()).resolves.toBe(1);
      expect(journey.errors).toEqual([]);
      await journey.context.close();
    });
  }
});

describe('the home page impact counters never show zeros to a reader who has not scrolled', () => {
  test('right after hydration, motion allowed, without scrolling', async () => {
    const { page, errors, context, visit } = await site.open({ width: 1366, height: 768, reducedMotion: false });
    await visit('/');
    await settle(page);
    const section = page.locator('section[aria-labelledby="impact-heading"]');
    // Below the fold: the reader has not scrolled to them.
    expect(await section.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(768);
    await expect(impactValues(page)).resolves.toEqual(FINAL_COUNTERS);
    // Printing or a screenshot shows the final figures too.
    await page.emulateMedia({ media: 'print' });
    await expect(impactValues(page)).resolves.toEqual(FINAL_COUNTERS);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('on screen at load: the final values stay', async () => {
    const { page, errors, context, visit } = await site.open({ width: 1366, height: 4000, reducedMotion: false });
    await visit('/');
    await settle(page);
    await expect(impactValues(page)).resolves.toEqual(FINAL_COUNTERS);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('with reduced motion, even once scrolled into view', async () => {
    const { page, errors, context, visit } = await site.open({ width: 390, height: 844 } /* pages prefer reduced motion by default */);
    await visit('/');
    await settle(page);
    await expect(impactValues(page)).resolves.toEqual(FINAL_COUNTERS);
    await page.getByTestId('impact-value').first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await expect(impactValues(page)).resolves.toEqual(FINAL_COUNTERS);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the page transition (reading-side.md §2) never hides or blocks the new page', () => {
  test('the new page starts at its top and takes clicks while the bar runs', async () => {
    const { page, errors, context, visit } = await site.open({ width: 1366, height: 768, reducedMotion: false });
    await visit('/');
    const read = page.getByRole('link', { name: /^Read Article/ }).first();
    await read.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await read.click();
    await page.waitForURL(/\/paper\/\d+$/);
    const back = page.getByRole('link', { name: 'Back to Search' }).first();
    await back.waitFor();
    // One look, taken at once: the page is at its top (no smooth scroll over the old position)
    // and the indication is a thin bar that takes no clicks and is hidden from assistive technology.
    const seen = await page.evaluate(() => {
      const bar = document.querySelector<HTMLElement>('[data-testid="page-transition"]');
      return {
        scrollY: window.scrollY,
        bar: bar && { ariaHidden: bar.getAttribute('aria-hidden'), height: bar.getBoundingClientRect().height, pointerEvents: getComputedStyle(bar).pointerEvents },
      };
    });
    expect(seen).toEqual({ scrollY: 0, bar: { ariaHidden: 'true', height: expect.any(Number), pointerEvents: 'none' } });
    expect(seen.bar!.height).toBeLessThanOrEqual(4);
    // A click on the new page lands on it: at the link's centre the topmost element is the link, not
    // the bar (asked while the bar runs, so a loaded machine's slower frames cannot blur the answer).
    const topmost = await back.evaluate((link) => {
      const box = link.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('a') === link;
    });
    expect(topmost).toBe(true);
    await back.click();
    await page.waitForURL(/\/search$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('nothing at all for a reader who prefers reduced motion', async () => {
    const { page, errors, context, visit } = await site.open() // reduced motion by default;
    await visit('/');
    await page.getByRole('link', { name: /^Read Article/ }).first().click();
    await page.waitForURL(/\/paper\/\d+$/);
    await expect(page.getByTestId('page-transition').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
