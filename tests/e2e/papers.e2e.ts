import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { CITATION_MESSAGES, COPY_CONFIRMATION_MS, type Citation } from '../../contract/citations/citations';
import { JOURNAL_NAME, LICENCE } from '../../contract/journal';
import { PAPER_MESSAGES as M } from '../../contract/papers/messages';
import type { PaperDetail, PaperSummary } from '../../contract/papers/papers.schema';
import { DEMO_SEARCH_TITLE_PAPER, DEMO_SEARCH_TITLE_WORD } from '../../demo/seed/demo-seed';
import { DEMO_SUBMISSIONS, demoStatusOf } from '../../demo/content/submissions';
import { expectNoAxeViolations, READER_BROWSER } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';

/** Issue 5 browser journeys: search with each filter and paging; a paper, its download, and its visibility. */
const site = setUpSite();

const { api } = site;
const searchApi = (params: Record<string, string>) => api<{ items: PaperSummary[]; total: number }>(`/papers/search?${new URLSearchParams(params)}`).then((r) => r.body);

const searchForm = (page: Page) => page.getByRole('search', { name: 'Search papers' });
const resultTitles = (page: Page) => page.getByTestId('search-result').locator('h3').allTextContents();

/** The page shows exactly what the API finds for the same criteria. */
async function expectResultsLike(page: Page, params: Record<string, string>) {
  const expected = await searchApi(params);
  expect(expected.total).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId('result-count').textContent()).toBe(`Found ${expected.total} results`);
  await expect.poll(() => resultTitles(page)).toEqual(expected.items.map((p) => p.title));
  return expected;
}

/** The id of a demo paper, found with the token of someone who may see it. */
async function paperIdByTitle(title: string, token: string): Promise<number> {
  for (let id = 1; id <= 200; id += 1) {
    const { status, body } = await api<PaperDetail>(`/papers/${id}`, { token });
    if (status === 200 && body.title === title) return id;
  }
  throw new Error(`no paper titled ${title}`);
}

const finalStatus = demoStatusOf;

describe('paper search (reading-side.md §2 "Paper search")', () => {
  test('searches by words, category, date and author; pages with Previous, Next and numbers; the URL carries it all', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/search');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Search Articles');
    await expect(page.getByText(M.startSearch).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);

    // Nothing filled: submitting does nothing (§5).
    await searchForm(page).getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByText(M.startSearch).count()).resolves.toBe(1);

    // Free text: the title hit ranks first.
    await searchForm(page).getByLabel('Search terms').fill(DEMO_SEARCH_TITLE_WORD);
    await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`**/search?query=${DEMO_SEARCH_TITLE_WORD}`);
    await expectResultsLike(page, { query: DEMO_SEARCH_TITLE_WORD });
    await expect.poll(async () => (await resultTitles(page))[0]).toBe(DEMO_SEARCH_TITLE_PAPER);
    await expectNoAxeViolations(page);

    // Category alone.
    await searchForm(page).getByRole('button', { name: 'Clear All' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '');
    await expect.poll(() => page.getByText(M.startSearch).count()).toBe(1);
    await searchForm(page).getByLabel('Category').selectOption('Fisheries and Aquaculture');
    await searchForm(page).getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL('**/search?category=Fisheries+and+Aquaculture');
    await expectResultsLike(page, { category: 'Fisheries and Aquaculture' });

    // Date range alone, then author alone.
    await searchForm(page).getByRole('button', { name: 'Clear All' }).click();
    await page.waitForURL((url) => url.search === '');
    await searchForm(page).getByLabel('Publication date').selectOption({ label: 'Last 3 Years' });
    await searchForm(page).getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL('**/search?date=last_3_years');
    const recent = await expectResultsLike(page, { date: 'last_3_years' });
    await searchForm(page).getByRole('button', { name: 'Clear All' }).click();
    await page.waitForURL((url) => url.search === '');
    await searchForm(page).getByLabel('Author').fill('Adeyemo');
    await searchForm(page).getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL('**/search?author=Adeyemo');
    await expectResultsLike(page, { author: 'Adeyemo' });

    // A search with no hits.
    await visit('/search?query=zzzyzzx');
    await expect(page.getByText(M.noResults).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);

    // Paging: 10 a page, Next, a numbered page, Previous, and the back button.
    expect(recent.total).toBeGreaterThan(20);
    await visit('/search?date=last_3_years');
    await expect.poll(() => page.getByTestId('search-result').count()).toBe(10);
    const pages = page.getByRole('navigation', { name: 'Search results pages' });
    await pages.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL('**/search?date=last_3_years&page=2');
    await expectResultsLike(page, { date: 'last_3_years', page: '2' });
    await pages.getByRole('link', { name: 'Page 3' }).click();
    await page.waitForURL('**/search?date=last_3_years&page=3');
    await expectResultsLike(page, { date: 'last_3_years', page: '3' });
    await expect(pages.locator('[aria-current="page"]').textContent()).resolves.toBe('3');
    await expectNoAxeViolations(page);
    await pages.getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL('**/search?date=last_3_years&page=2');
    await page.goBack();
    await page.waitForURL('**/search?date=last_3_years&page=3');
    await expectResultsLike(page, { date: 'last_3_years', page: '3' });
    // The form follows the URL.
    await expect(searchForm(page).getByLabel('Publication date').inputValue()).resolves.toBe('last_3_years');
    expect(errors).toEqual([]);
  });

  test('the header search leads to /search with the words, and a 10 KB query is a 400 page', async () => {
    const { page, errors, visit } = await site.open();
    await visit('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('cassava');
    await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
    await page.waitForURL('**/search?query=cassava');
    await expectResultsLike(page, { query: 'cassava' });
    await expect(searchForm(page).getByLabel('Search terms').inputValue()).resolves.toBe('cassava');

    const response = await visit(`/search?query=${'a'.repeat(10_000)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByText(M.invalidSearch).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
  });

  test('is usable at 360 px', async () => {
    const { page, errors, visit } = await site.open({ width: 360, height: 740 });
    await visit(`/search?query=${DEMO_SEARCH_TITLE_WORD}`);
    await expect.poll(async () => (await resultTitles(page))[0]).toBe(DEMO_SEARCH_TITLE_PAPER);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

describe('paper detail (reading-side.md §2 "Paper detail", §6, §7)', () => {
  test('a reader opens a published paper from the search and downloads it as paper-{id}.pdf, counted; Back to Search keeps the search', async () => {
    // A reader's browser: headless Chromium's own user agent is a robot to the COUNTER filter (decision 0059).
    const { page, errors, visit } = await site.open({ userAgent: READER_BROWSER });
    await visit(`/search?query=${DEMO_SEARCH_TITLE_WORD}`);
    await page.getByRole('link', { name: DEMO_SEARCH_TITLE_PAPER }).click();
    await page.waitForURL(/\/paper\/\d+\?from=/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(DEMO_SEARCH_TITLE_PAPER);
    await expect(page.getByText('Paper Details').count()).resolves.toBe(1);
    await expect(page.getByTestId('paper-status').textContent()).resolves.toBe('PUBLISHED');
    await expect(page.getByRole('link', { name: 'My Dashboard' }).count()).resolves.toBe(0);
    await expect(page.getByTestId('review-comments').count()).resolves.toBe(0);
    await expect(page.locator('meta[name="citation_title"]').getAttribute('content')).resolves.toBe(DEMO_SEARCH_TITLE_PAPER);
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(`${site.url}/paper/${id}`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'ScholarlyArticle', name: DEMO_SEARCH_TITLE_PAPER });
    await expectNoAxeViolations(page);

    const before = (await api<PaperDetail>(`/papers/${id}`)).body.downloadCount;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`paper-${id}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(async () => (await api<PaperDetail>(`/papers/${id}`)).body.downloadCount).toBe(before + 1);

    // Back to Search returns to the same search, with the same results (decision 0031).
    await page.getByRole('link', { name: 'Back to Search' }).click();
    await page.waitForURL(`**/search?query=${DEMO_SEARCH_TITLE_WORD}`);
    await expectResultsLike(page, { query: DEMO_SEARCH_TITLE_WORD });
    await expect(searchForm(page).getByLabel('Search terms').inputValue()).resolves.toBe(DEMO_SEARCH_TITLE_WORD);

    // A paged, filtered search comes back whole, rendered on the server from the paper's link.
    await visit('/search?date=last_3_years&page=2');
    const second = await expectResultsLike(page, { date: 'last_3_years', page: '2' });
    await page.getByRole('link', { name: second.items[0]!.title, exact: true }).click();
    await page.waitForURL(/\/paper\/\d+\?from=/);
    await visit(new URL(page.url()).pathname + new URL(page.url()).search);
    await page.getByRole('link', { name: 'Back to Search' }).click();
    await page.waitForURL('**/search?date=last_3_years&page=2');
    await expectResultsLike(page, { date: 'last_3_years', page: '2' });

    // A paper opened from anywhere else, or with a `from` that is not a search, goes back to /search.
    await visit(`/paper/${id}?from=${encodeURIComponent('https://evil.example/')}`);
    await expect(page.getByRole('link', { name: 'Back to Search' }).getAttribute('href')).resolves.toBe('/search');
    expect(errors).toEqual([]);
  });

  test('the article page reads like an article: byline, ORCID, DOI, licence, metrics, How to cite; PDF on the first screen of a phone; no overflow', async () => {
    const { body: found } = await api<{ items: PaperSummary[] }>(`/papers/search?query=${DEMO_SEARCH_TITLE_WORD}`);
    const id = found.items.find((p) => p.title === DEMO_SEARCH_TITLE_PAPER)!.id;
    const paper = (await api<PaperDetail>(`/papers/${id}`)).body;
    expect(paper.doi).toBeTruthy();

    const wide = await site.open({ width: 1366, height: 900 });
    await wide.visit(`/paper/${id}`);
    const { page } = wide;
    await expect(page.title()).resolves.toBe(`${DEMO_SEARCH_TITLE_PAPER} | ${JOURNAL_NAME}`);
    const byline = page.getByTestId('paper-authors');
    for (const author of paper.authors) await expect(byline.textContent(), author.name).resolves.toContain(author.name);
    for (const author of paper.authors.filter((a) => a.orcid)) {
      await expect(page.getByRole('link', { name: `ORCID iD of ${author.name}` }).getAttribute('href')).resolves.toBe(`https://orcid.org/${author.orcid}`);
    }
    await expect(page.locator('a[href^="https://orcid.org/"]').count()).resolves.toBe(paper.authors.filter((a) => a.orcid).length);
    if (paper.authors.some((a) => a.isPrimaryContact)) await expect(byline.getByText('(corresponding author)').count()).resolves.toBe(1);
    await expect(page.getByTestId('paper-doi').getAttribute('href')).resolves.toBe(`https://doi.org/${paper.doi}`);
    await expect(page.getByTestId('paper-licence').getAttribute('href')).resolves.toBe(LICENCE.url);
    await expect(page.getByTestId('paper-licence').textContent()).resolves.toBe('CC BY 4.0');
    const facts = (await page.getByTestId('publication-facts').textContent())!;
    expect(facts).toMatch(/Received[A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(facts).toMatch(/Published[A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(facts).toContain(JOURNAL_NAME);
    const metrics = (await page.getByTestId('article-metrics').textContent())!;
    expect(metrics).toContain(`Downloads${paper.downloadCount.toLocaleString('en-US')}`);
    expect(metrics).toContain(`Citations${paper.citations.toLocaleString('en-US')}`);
    const citation = (await page.getByTestId('apa-citation').textContent())!;
    expect(citation).toContain(`(${paper.year}). ${DEMO_SEARCH_TITLE_PAPER}. ${JOURNAL_NAME}, ${paper.volume}(${paper.issue})`);
    expect(citation).toContain(`https://doi.org/${paper.doi}`);
    await expect(page.getByRole('button', { name: 'Copy citation' }).count()).resolves.toBe(1);
    // The side column stays in view while the reader scrolls the article.
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await page.getByRole('link', { name: 'Download PDF' }).boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await expectNoAxeViolations(page);
    expect(wide.errors).toEqual([]);

    for (const [width, height] of [
      [1366, 900],
      [1024, 768],
      [390, 844],
    ] as const) {
      const journey = await site.open({ width, height });
      await journey.visit(`/paper/${id}`);
      const overflow = await journey.page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      if (width === 390) {
        const box = (await journey.page.getByRole('link', { name: 'Download PDF' }).boundingBox())!;
        expect(box.y + box.height, 'Download PDF on the first screen').toBeLessThanOrEqual(height);
        await expectNoAxeViolations(journey.page);
      }
      expect(journey.errors).toEqual([]);
      await journey.context.close();
    }
  });

  test('the citation tool (decision 0044): Cite opens a dialog with the server\'s text; MLA is copied with a 2-second confirmation and downloads as citation-mla.txt; axe-clean, at 390 px too', async () => {
    const { body: found } = await api<{ items: PaperSummary[] }>(`/papers/search?query=${DEMO_SEARCH_TITLE_WORD}`);
    const id = found.items.find((p) => p.title === DEMO_SEARCH_TITLE_PAPER)!.id;
    const apa = (await api<Citation>(`/papers/${id}/citation?format=apa`)).body;
    const mla = (await api<Citation>(`/papers/${id}/citation?format=mla`)).body;
    expect(mla.text).toContain(DEMO_SEARCH_TITLE_PAPER.split(' ')[0]);

    const journey = await site.open({ width: 1280, height: 900 });
    await journey.context.grantPermissions(['clipboard-write'], { origin: site.url });
    // The site's Permissions-Policy denies clipboard-read to its pages, so the test records what is written.
    await journey.page.addInitScript(() => {
      const clipboard = navigator.clipboard;
      const write = clipboard.writeText.bind(clipboard);
      clipboard.writeText = (text: string) => {
        (window as unknown as { copied: string }).copied = text;
        return write(text);
      };
    });
    await journey.visit(`/paper/${id}`);
    const { page } = journey;
    const cite = page.getByRole('button', { name: 'Cite', exact: true });
    await cite.click();
    const dialog = page.getByRole('dialog', { name: 'Cite this article' });
    const text = dialog.getByTestId('citation-text');
    await expect.poll(() => text.inputValue()).toBe(apa.text);
    await dialog.getByLabel('Citation format').selectOption({ label: 'MLA' });
    await expect.poll(() => text.inputValue()).toBe(mla.text);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    const status = dialog.getByTestId('citation-copy-status');
    await expect.poll(() => status.textContent()).toBe(CITATION_MESSAGES.copied);
    await expect(page.evaluate(() => (window as unknown as { copied: string }).copied)).resolves.toBe(mla.text);
    // The confirmation goes after COPY_CONFIRMATION_MS (2 s).
    await expect.poll(() => status.textContent(), { timeout: COPY_CONFIRMATION_MS + 3000 }).toBe('');

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('citation-mla.txt');
    await expect(readFile((await download.path())!, 'utf8')).resolves.toBe(`${mla.text}\n`);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cite');
    expect(journey.errors).toEqual([]);
    await journey.context.close();

    // A phone, and a browser without the Clipboard API: the dialog fits, and Copy still works or says how.
    const phone = await site.open({ width: 390, height: 844 });
    await phone.page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true }));
    await phone.visit(`/paper/${id}`);
    await phone.page.getByRole('button', { name: 'Cite', exact: true }).click();
    const small = phone.page.getByRole('dialog', { name: 'Cite this article' });
    await expect.poll(() => small.getByTestId('citation-text').inputValue()).toBe(apa.text);
    const overflow = await phone.page.evaluate(() => document.querySelector('.modal')!.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(phone.page);
    await small.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => small.getByTestId('citation-copy-status').textContent()).toMatch(new RegExp(`^(${CITATION_MESSAGES.copied}|Copying is not available)`));
    const selected = await phone.page.evaluate(() => {
      const box = document.querySelector<HTMLTextAreaElement>('[data-testid="citation-text"]')!;
      return box.value.slice(box.selectionStart, box.selectionEnd);
    });
    expect(selected).toBe(apa.text);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  test('readers of a published paper with no funding see no "N/A" and no empty declarations', async () => {
    const { body: list } = await api<{ items: PaperSummary[] }>('/papers?pageSize=100');
    let bare: PaperDetail | undefined;
    for (const item of list.items) {
      const detail = (await api<PaperDetail>(`/papers/${item.id}`)).body;
      if (!detail.fundingInfo?.trim()) {
        bare = detail;
        break;
      }
    }
    expect(bare, 'a published demo paper without funding').toBeDefined();
    const { page, errors, visit } = await site.open();
    await visit(`/paper/${bare!.id}`);
    const main = (await page.locator('main').textContent())!;
    expect(main).not.toContain('N/A');
    await expect(page.getByText('Funding Information').count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('an author sees their own SUBMITTED paper rendered on the server; an anonymous visitor gets a 404 without its title', async () => {
    const spec = DEMO_SUBMISSIONS.find((s) => s.submitter === 'eze' && finalStatus(s) === 'SUBMITTED')!;
    const author = await site.open();
    const token = await signIn(author, 'author');
    const id = await paperIdByTitle(spec.title, token);

    // The HTML itself carries the paper: the page knows its viewer by the login cookie.
    const html = await (await author.page.request.get(`/paper/${id}`)).text();
    expect(html).toContain(spec.title);
    expect(html).toContain('SUBMITTED');

    const response = await author.visit(`/paper/${id}`);
    expect(response?.status()).toBe(200);
    await expect(author.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(spec.title);
    await expect(author.page.getByTestId('paper-status').textContent()).resolves.toBe('SUBMITTED');
    await expect(author.page.getByText(spec.coverLetter).count()).resolves.toBe(1);
    await expect(author.page.getByRole('link', { name: 'My Dashboard' }).count()).resolves.toBe(1);
    await expect(author.page.getByRole('link', { name: 'Submit Revision' }).count()).resolves.toBe(0);
    await expect(author.page.locator('meta[name="citation_title"]').count()).resolves.toBe(0);
    await expectNoAxeViolations(author.page);

    const [download] = await Promise.all([author.page.waitForEvent('download'), author.page.getByTestId('download-manuscript').click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^paper-${id}\\.(pdf|docx?)$`));
    expect(author.errors).toEqual([]);

    const anonymous = await site.open();
    const notFound = await anonymous.visit(`/paper/${id}`);
    expect(notFound?.status()).toBe(404);
    await expect(anonymous.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Paper not found');
    await expect(anonymous.page.getByText(M.notFound).count()).resolves.toBe(1);
    expect(await anonymous.page.content()).not.toContain(spec.title);
    await expectNoAxeViolations(anonymous.page);
    expect(anonymous.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test('an author whose paper needs revisions sees the anonymised review comments and Submit Revision', async () => {
    const spec = DEMO_SUBMISSIONS.find((s) => s.submitter === 'otieno' && finalStatus(s) === 'REVISIONS_REQUIRED')!;
    const author = await site.open();
    const token = await signIn(author, 'samuel.otieno@jals-demo.org');
    const id = await paperIdByTitle(spec.title, token);
    await author.visit(`/paper/${id}`);
    await expect(author.page.getByTestId('paper-status').textContent()).resolves.toBe('REVISIONS REQUIRED');
    await expect(author.page.getByRole('link', { name: 'Submit Revision' }).getAttribute('href')).resolves.toBe(`/submit-paper?revision=${id}`);
    const reviews = author.page.getByTestId('review-comments');
    await expect(reviews.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('Review Comments');
    await expect(reviews.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(['Reviewer 1', 'Reviewer 2']);
    await expectNoAxeViolations(author.page);
    expect(author.errors).toEqual([]);
  });

  test('a non-numeric or unknown id is a 404 page', async () => {
    const { page, errors, visit } = await site.open();
    for (const path of ['/paper/abc', '/paper/99999999999']) {
      const response = await visit(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(M.notFound).count()).resolves.toBe(1);
    }
    await expectNoAxeViolations(page);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});
