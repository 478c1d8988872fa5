import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { JOURNAL_NAME } from '../../contract/journal';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';

/**
 * Browser journeys over the demo journal (demo/): issues and archives, special issues,
 * announcements and the editorial pages (reading-side.md §2), with axe on every page visited.
 */
const site = setUpSite();

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const issueHeading = (page: Page) => page.locator('#issue-heading').textContent();

describe('issues and archives', () => {
  test('from /issues a reader picks an issue and opens one of its papers', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/issues');
    await expect(h1(page)).resolves.toBe('Journal Issues');
    // The latest issue opens by default, and its button is marked as the current one.
    const buttons = page.locator('.issue-nav a');
    await expect(buttons.first().textContent()).resolves.toMatch(/^Vol\. \d+, No\. \d+ \(\d{4}\)$/);
    await expect(buttons.first().getAttribute('aria-current')).resolves.toBe('page');
    const latest = await issueHeading(page);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Vol. 8, No. 2 (2024)' }).click();
    await page.waitForURL(/\/issues\/\d+$/);
    await expect.poll(() => issueHeading(page)).toBe('Volume 8, Issue 2');
    expect(latest).not.toBe('Volume 8, Issue 2');
    await expect(page.getByRole('link', { name: 'Vol. 8, No. 2 (2024)' }).getAttribute('aria-current')).resolves.toBe('page');
    const papers = page.locator('.issue-paper');
    expect(await papers.count()).toBeGreaterThan(0);
    await expect(papers.first().textContent()).resolves.toMatch(/Pages: (\d+–\d+|N\/A)/);
    expect(await papers.first().locator('.badge').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    const paperLink = papers.first().locator('h4 a');
    const title = (await paperLink.textContent())!;
    const href = (await paperLink.getAttribute('href'))!;
    expect(href).toMatch(/^\/paper\/\d+$/);
    await paperLink.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => h1(page)).toBe(title);
    await expectNoAxeViolations(page);

    await page.goBack();
    await page.waitForURL(/\/issues\/\d+$/);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${site.url}/`);
    expect(errors).toEqual([]);
  });

  test('an issue reads as a table of contents: its title, the volume and issue once, one PDF link per article', async () => {
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      const { page, errors, visit } = await site.open({ width, height });
      await visit('/issues/8/2');
      await expect(page.title()).resolves.toBe(`Volume 8, Issue 2 (2024) | ${JOURNAL_NAME}`);
      await expect(issueHeading(page)).resolves.toBe('Volume 8, Issue 2');
      const article = page.locator('article[aria-labelledby="issue-heading"]');
      const text = (await article.textContent())!;
      expect(text.match(/Volume 8, Issue 2/g), 'the volume and issue once').toHaveLength(1);

      const entries = page.locator('.issue-paper');
      const count = await entries.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const entry = entries.nth(i);
        const href = (await entry.locator('h4 a').getAttribute('href'))!;
        const title = (await entry.locator('h4 a').textContent())!;
        const paperId = href.split('/').pop();
        await expect(entry.locator('.toc-entry__type').textContent(), title).resolves.toMatch(/\S/);
        await expect(entry.locator('.toc-entry__authors').textContent(), title).resolves.toMatch(/\S/);
        const pdf = entry.getByRole('link', { name: `PDF: ${title}` });
        await expect(pdf.count(), title).resolves.toBe(1);
        await expect(pdf.getAttribute('href')).resolves.toBe(`/paper/${paperId}/pdf`);
      }
      await expect(page.locator('main a[href$="/pdf"]').count()).resolves.toBe(count);
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);

      if (width === 1366) {
        // The link is the PDF's public, crawlable address: an anonymous reader gets the PDF itself.
        const response = await page.request.get((await page.getByTestId('toc-pdf').first().getAttribute('href'))!);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
      }
      expect(errors).toEqual([]);
    }
  });

  test('/archive leads to the archives: volumes by number and year, each issue linking to its page', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/archive');
    expect(new URL(page.url()).pathname).toBe('/archives');
    await expect(h1(page)).resolves.toBe('Archives');
    const volumes = await page.locator('.volume-card h2').allTextContents();
    expect(volumes).toEqual(['Volume 8 (2024)', 'Volume 7 (2023)']);
    await expect(page.locator('.volume-card').nth(1).textContent()).resolves.toContain('December 15, 2023');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Volume 7, Issue 4' }).click();
    await page.waitForURL(/\/issues\/\d+$/);
    await expect.poll(() => issueHeading(page)).toBe('Volume 7, Issue 4');
    expect(errors).toEqual([]);
  });

  test('/issues/8/2 and /issues/current show an issue; unknown and non-numeric ones are 404 pages', async () => {
    const { page, errors, visit } = await site.open();
    const response = await visit('/issues/8/2');
    expect(response?.status()).toBe(200);
    await expect(issueHeading(page)).resolves.toBe('Volume 8, Issue 2');
    await expectNoAxeViolations(page);

    await visit('/issues/current');
    const current = await issueHeading(page);
    await visit('/issues');
    await expect(issueHeading(page)).resolves.toBe(current);

    for (const path of ['/issues/9/9', '/issues/abc', '/issues/999999', '/issues/8/x']) {
      const notFound = await visit(path);
      expect(notFound?.status(), path).toBe(404);
      await expect(h1(page)).resolves.toBe('Page not found');
    }
    await expectNoAxeViolations(page);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test('is usable at 360 px', async () => {
    const { page, errors, visit } = await site.open({ width: 360, height: 740 });
    for (const path of ['/issues', '/archives', '/special-issues', '/announcements', '/editorial-team', '/managing-editor']) {
      await visit(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    }
    expect(errors).toEqual([]);
  });
});

describe('special issues', () => {
  test('shows each status with its badge, progress and button, and the static sections', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/special-issues');
    await expect(h1(page)).resolves.toBe('Special Issues');
    const cards = page.locator('.special-issue-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(4);

    const open = page.locator('.special-issue-card[data-status="open"]');
    expect(await open.count()).toBe(2);
    for (let i = 0; i < 2; i += 1) {
      const card = open.nth(i);
      await expect(card.locator('.special-issue-badge').textContent()).resolves.toBe('Open for Submissions');
      await expect(card.getByRole('progressbar').getAttribute('aria-valuetext')).resolves.toMatch(/^\d+ of \d+ articles submitted$/);
      await expect(card.textContent()).resolves.toMatch(/\d+\/\d+/);
      await expect(card.getByRole('link', { name: 'Submit Article' }).getAttribute('href')).resolves.toMatch(/^\/submit-paper\?special_issue=\d+$/);
    }
    const closed = page.locator('.special-issue-card[data-status="closed"]');
    await expect(closed.locator('.special-issue-badge').textContent()).resolves.toBe('Closed');
    await expect(closed.getByRole('button', { name: 'Submissions Closed' }).isDisabled()).resolves.toBe(true);
    expect(await closed.getByRole('link', { name: 'Submit Article' }).count()).toBe(0);
    const planning = page.locator('.special-issue-card[data-status="planning"]');
    await expect(planning.locator('.special-issue-badge').textContent()).resolves.toBe('Coming Soon');
    await expect(planning.getByRole('button', { name: 'Coming Soon' }).isDisabled()).resolves.toBe(true);
    await expect(page.locator('.special-issue-card[data-status="review"] .special-issue-badge').textContent()).resolves.toBe('Under Review');

    for (const heading of ['Benefits of Publishing in a Special Issue', 'Submission Guidelines', 'Past Issues', 'Propose a Special Issue', 'Frequently Asked Questions']) {
      await expect(page.getByRole('heading', { name: heading }).count(), heading).resolves.toBe(1);
    }
    const guidelines = await page.locator('#guidelines-heading + ul').textContent();
    expect(guidelines).toContain('up to 400 words');
    expect(guidelines).toContain('2-3 guest');
    for (const href of ['/issues/8/2', '/issues/7/4', '/issues/7/3', '/issues/7/1']) {
      expect(await page.locator(`a[href="${href}"]`).count(), href).toBe(1);
    }
    await expect(page.locator('#propose-heading').locator('..').locator('a[href^="mailto:"]').count()).resolves.toBe(1);
    await page.getByText('Do special issue articles go through peer review?').click();
    await expectNoAxeViolations(page);

    await page.locator('a[href="/issues/7/1"]').click();
    await page.waitForURL('**/issues/7/1');
    await expect.poll(() => issueHeading(page)).toBe('Volume 7, Issue 1');
    expect(errors).toEqual([]);
  });
});

describe('announcements', () => {
  const types = (page: Page) => page.locator('.announcement-type').allTextContents();
  const dates = async (page: Page) => (await page.locator('.announcement-card time').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime')!))).map((d) => Date.parse(d));

  test('filters by type, sorts oldest first and searches, all in the URL; the empty messages differ', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/announcements');
    await expect(h1(page)).resolves.toBe('Announcements');
    const all = await page.locator('.announcement-card').count();
    expect(all).toBeGreaterThan(4);
    const newest = await dates(page);
    expect([...newest].sort((a, b) => b - a)).toEqual(newest);
    expect(new Set(await types(page))).toEqual(new Set(['Call for Papers', 'Deadline', 'Event', 'General']));
    // The internal priority sets each card's emphasis and is never shown as a badge (issue 12).
    expect(new Set(await page.locator('.announcement-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-priority'))))).toEqual(new Set(['high', 'normal', 'low']));
    await expect(page.getByText(/(High|Normal|Low) priority/).count()).resolves.toBe(0);
    const attachment = page.locator('.announcement-card a[href^="/api/announcements/"]').first();
    await expect(attachment.getAttribute('href')).resolves.toMatch(/^\/api\/announcements\/\d+\/attachments\/\d+$/);
    await expectNoAxeViolations(page);

    await page.getByLabel('Type').selectOption('Event');
    await page.waitForURL(/type=Event/);
    await expect.poll(async () => new Set(await types(page))).toEqual(new Set(['Event']));

    await page.getByLabel('Sort').selectOption('oldest');
    await page.waitForURL(/sort=oldest/);
    await expect.poll(async () => {
      const list = await dates(page);
      return list.length > 1 && list.every((d, i) => i === 0 || d >= list[i - 1]!);
    }).toBe(true);
    expect(new URL(page.url()).searchParams.get('type')).toBe('Event');

    await page.getByRole('link', { name: 'Clear' }).click();
    await page.waitForURL((url) => url.pathname === '/announcements' && url.search === '');
    await expect.poll(() => page.locator('.announcement-card').count()).toBe(all);

    await page.getByLabel('Search announcements').fill('workshop');
    await page.getByLabel('Search announcements').press('Enter');
    await page.waitForURL(/search=workshop/);
    // The address changes before the list does: wait for the filtered list itself.
    await expect
      .poll(async () => {
        const texts = await page.locator('.announcement-card').allTextContents();
        return texts.length > 0 && texts.every((text) => text.toLowerCase().includes('workshop'));
      })
      .toBe(true);

    await page.getByLabel('Search announcements').fill('zzqx no such words');
    await page.getByLabel('Search announcements').press('Enter');
    await page.waitForURL(/search=zzqx/);
    await expect.poll(() => page.getByText('No announcements match your search or filter.', { exact: false }).count()).toBe(1);
    await expectNoAxeViolations(page);

    // The back button returns to the previous query.
    await page.goBack();
    await page.waitForURL(/search=workshop/);
    await expect.poll(() => page.getByLabel('Search announcements').inputValue()).toBe('workshop');

    // A shared filtered address is rendered on the server as it is.
    await visit('/announcements?type=Deadline&sort=oldest');
    await expect(page.getByLabel('Type').inputValue()).resolves.toBe('Deadline');
    expect(new Set(await types(page))).toEqual(new Set(['Deadline']));
    expect(errors).toEqual([]);
  });
});

describe('editorial pages', () => {
  test('the board, the team and the two profiles come from the editorial records', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/editorial-board');
    await expect(h1(page)).resolves.toBe('Editorial Board');
    for (const heading of ['Editor-in-Chief', 'Associate Editors', 'Board Members', 'Editorial Policies']) {
      await expect(page.getByRole('heading', { name: heading, exact: true }).count(), heading).resolves.toBe(1);
    }
    const policies = (await page.locator('#policy-heading').locator('..').textContent())!;
    expect(policies).toContain('Double-blind peer review');
    expect(policies).toContain('at least two');
    expect(policies).toContain('Committee on Publication Ethics (COPE)');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'View profile' }).click();
    await page.waitForURL('**/editor-in-chief');
    for (const heading of ['Biography', 'Qualifications', 'Research Interests', 'Achievements', 'Editorial Message', 'Contact']) {
      await expect.poll(() => page.getByRole('heading', { name: heading, exact: true }).count(), { message: heading }).toBe(1);
    }
    await expect(page.locator('a[href^="mailto:"]').first().textContent()).resolves.toMatch(/@/);
    await expect(page.getByRole('link', { name: 'View the Editorial Board' }).getAttribute('href')).resolves.toBe('/editorial-board');
    await expectNoAxeViolations(page);

    await visit('/editorial-team');
    await expect(h1(page)).resolves.toBe('Editorial Team');
    const groups = await page.locator('main h2[id^="group-"]').allTextContents();
    expect(groups.slice(0, 4)).toEqual(['Editor-in-Chief', 'Managing Editor', 'Associate Editors', 'Section Editors']);
    const card = page.locator('.editorial-card').first();
    await expect(card.locator('a[href^="mailto:"]').count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).resolves.toBe('/contact');
    await expectNoAxeViolations(page);

    await visit('/managing-editor');
    await expect(h1(page)).resolves.toBe('Managing Editor');
    for (const heading of ['Biography', 'Qualifications', 'Responsibilities', 'Expertise', 'Achievements', 'Services to Authors and Reviewers', 'Office Hours']) {
      await expect(page.getByRole('heading', { name: heading, exact: true }).count(), heading).resolves.toBe(1);
    }
    await expect(page.locator('.editor-profile a[href^="tel:"]').count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

describe('feeds in the page head', () => {
  test('every page advertises the three RSS feeds, and they answer RSS', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/announcements');
    const feeds = await page.locator('link[rel="alternate"][type="application/rss+xml"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(feeds).toEqual(['/rss/latest-articles', '/rss/current-issue', '/rss/announcements']);
    for (const href of feeds) {
      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/);
    }
    expect(errors).toEqual([]);
  });
});
