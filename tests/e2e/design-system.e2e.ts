import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';

/** The design system (issue 12, docs/design-system.md): contrast everywhere, one visible focus ring, the staff style guide. */
const site = setUpSite();

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

interface FocusReport {
  label: string;
  width: number;
  contrast: number;
  ring: string;
  against: string;
}

/**
 * The focus indicator of the focused element: the outline's width and its contrast with the
 * colours on both sides of it (the gap between element and ring, and the surface outside it),
 * sampled on all four sides from what the page really paints there (WCAG 2.2 "Focus appearance").
 */
function measureFocus(): FocusReport | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const parse = (value: string): [number, number, number, number] | null => {
    const m = value.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
  };
  const luminance = ([r, g, b]: number[]) => {
    const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  };
  const ratio = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  /** The opaque colour painted at a point, below the focused element: backgrounds composited top-down. */
  const paintedAt = (x: number, y: number): number[] => {
    const stack = document.elementsFromPoint(x, y).filter((e) => e !== element && !element.contains(e));
    let colour = [0, 0, 0];
    let remaining = 1;
    for (const layer of stack) {
      const bg = parse(getComputedStyle(layer).backgroundColor);
      if (!bg || bg[3] === 0) continue;
      colour = colour.map((c, i) => c + bg[i]! * bg[3] * remaining);
      remaining *= 1 - bg[3];
      if (remaining < 0.01) break;
    }
    return colour.map((c) => c + 255 * remaining);
  };
  const style = getComputedStyle(element);
  const width = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
  const ring = parse(style.outlineColor) ?? [0, 0, 0, 0];
  const offset = parseFloat(style.outlineOffset) || 0;
  const rect = element.getBoundingClientRect();
  const clampX = (x: number) => Math.min(Math.max(x, 0), window.innerWidth - 1);
  const clampY = (y: number) => Math.min(Math.max(y, 0), window.innerHeight - 1);
  const midX = rect.left + rect.width / 2;
  const midY = rect.top + rect.height / 2;
  let worst = Infinity;
  let against = '';
  for (const distance of [Math.max(offset - 1, 0.5), offset + width + 1]) {
    const points = [
      [rect.left - distance, midY],
      [rect.right + distance, midY],
      [midX, rect.top - distance],
      [midX, rect.bottom + distance],
    ];
    for (const [x, y] of points) {
      const surface = paintedAt(clampX(x!), clampY(y!));
      const contrast = ratio(ring, surface);
      if (contrast < worst) {
        worst = contrast;
        against = `rgb(${surface.map(Math.round).join(', ')})`;
      }
    }
  }
  const label = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  return { label, width, contrast: Math.round(worst * 100) / 100, ring: style.outlineColor, against };
}

describe('the design system', () => {
  test('public pages pass axe with no violations and no undecided colour contrast', async () => {
    const { page, errors, visit } = await site.open();
    for (const path of ['/', '/about', '/announcements', '/archives', '/special-issues', '/publication-charges', '/faq', '/search', '/editorial-board', '/admin']) {
      await visit(path);
      await expectNoAxeViolations(page, { strictContrast: true });
    }
    // Phones: the same checks at 360 px, where tables must not clip.
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ['/', '/publication-charges', '/announcements']) {
      await visit(path);
      await expectNoAxeViolations(page, { strictContrast: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
  });

  test('every element reached by Tab on the home page shows a focus ring at least 2 px wide with 3:1 contrast', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/');
    const seen = new Set<string>();
    const reports: FocusReport[] = [];
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      const report = await page.evaluate(measureFocus);
      if (!report) break;
      const key = await page.evaluate(() => {
        const e = document.activeElement!;
        return `${e.tagName}:${e.getAttribute('href') ?? ''}:${e.textContent?.trim().slice(0, 30)}:${Math.round(e.getBoundingClientRect().top + window.scrollY)}`;
      });
      if (seen.has(key)) break;
      seen.add(key);
      reports.push(report);
    }
    expect(reports.length).toBeGreaterThan(20);
    const weak = reports.filter((r) => r.width < 2 || r.contrast < 3).map((r) => `${r.label}: ${r.width}px ${r.ring} on ${r.against} = ${r.contrast}:1`);
    expect(weak).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the style guide is for staff: editors open it, anonymous visitors are sent to sign in, authors are refused', async () => {
    const anonymous = await site.open();
    await anonymous.visit('/admin/style-guide');
    expect(new URL(anonymous.page.url()).pathname).toBe('/login');
    expect(new URL(anonymous.page.url()).searchParams.get('redirectTo')).toBe('/admin/style-guide');

    const author = await site.open();
    await signIn(author, 'samuel.otieno@jals-demo.org', { redirectTo: '/admin/style-guide' });
    await expect.poll(() => h1(author.page)).toBe('Not allowed');

    // Staff land on their own dashboard whatever was asked (roles.ts homePathForRole); then open the page.
    const editor = await site.open();
    await signIn(editor, 'editor', { redirectTo: '/admin/style-guide' });
    await editor.visit('/admin/style-guide');
    await expect.poll(() => h1(editor.page)).toBe('Style Guide');
    for (const section of ['Colours', 'Type', 'Buttons', 'Status badges', 'Forms', 'Alerts and states', 'Cards', 'Tables']) {
      await expect(editor.page.getByRole('heading', { level: 2, name: section }).count(), section).resolves.toBe(1);
    }
    await expect(editor.page.getByTestId('paper-status').allTextContents()).resolves.toEqual(['SUBMITTED', 'UNDER REVIEW', 'REVISIONS REQUIRED', 'ACCEPTED', 'PUBLISHED', 'REJECTED', 'WITHDRAWN', 'ARCHIVED']);
    await expectNoAxeViolations(editor.page, { strictContrast: true });
    const direct = await editor.visit('/admin/style-guide');
    expect(direct?.status()).toBe(200);
    expect(editor.errors).toEqual([]);
    expect(author.errors.filter((e) => !e.includes('403'))).toEqual([]);
  });

  test('information pages have a table of contents built from their h2s, in the server HTML', async () => {
    const html = await (await fetch(`${site.url}/privacy-policy`)).text();
    expect(html).toContain('On this page');
    const { page, visit } = await site.open();
    await visit('/privacy-policy');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const links = await toc.getByRole('link').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')!));
    const sections = await page.locator('main section.jp-section[id]').evaluateAll((nodes) => nodes.map((n) => `#${n.id}`));
    expect(links).toEqual(sections);
    expect(links.length).toBeGreaterThanOrEqual(3);
  });

  test('announcements show no internal priority badge', async () => {
    const { page, visit } = await site.open();
    await visit('/announcements');
    await expect(page.locator('.announcement-card').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByText('High priority').count()).resolves.toBe(0);
    await expect(page.locator('.announcement-priority').count()).resolves.toBe(0);
  });
});
