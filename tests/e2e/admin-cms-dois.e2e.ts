import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, test } from 'vitest';
import type { DoiManagerPage } from '../../contract/scholarly/doi-manager.schema';
import { DOI_RECORD_STATUS_LABELS } from '../../contract/scholarly/doi-manager.schema';
import { SCHOLARLY_MESSAGES as M } from '../../contract/scholarly/scholarly.messages';
import { expectNoAxeViolations } from '../support/browser';
import { setUpSite } from '../support/e2e-site';
import { signIn } from '../support/sign-in';

/**
 * The content manager's DOIs (decision 0057): an editor deposits a published article with Crossref
 * (a stand-in written here from Crossref's protocol), reads Crossref's answer for it, downloads the
 * deposit XML; at 390 px the section fits. Axe-clean at each step.
 */
const USER = 'jals-e2e';
const PASSWORD = 'e2e-crossref-pass';
const batches = new Map<string, string[]>();
const processed = new Set<string>();
const failing = new Map<string, string>();

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });
const field = (body: string, name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1];

const standIn = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  if (request.method === 'POST' && url.pathname === '/servlet/deposit') {
    const body = await bodyOf(request);
    if (field(body, 'login_id') !== USER || field(body, 'login_passwd') !== PASSWORD || field(body, 'operation') !== 'doMDUpload') {
      response.writeHead(401).end('<h2>FAILURE</h2><p>Login failed</p>');
      return;
    }
    const batchId = /<doi_batch_id>([^<]+)</.exec(body)?.[1] ?? '';
    batches.set(batchId, [...body.matchAll(/<doi>([^<]+)<\/doi>/g)].map((m) => m[1]!));
    response.writeHead(200, { 'content-type': 'text/html' }).end('<h2>SUCCESS</h2><p>Your batch submission was successfully received.</p>');
    return;
  }
  if (request.method === 'GET' && url.pathname === '/servlet/submissionDownload') {
    const id = url.searchParams.get('doi_batch_id') ?? '';
    if (url.searchParams.get('usr') !== USER || url.searchParams.get('pwd') !== PASSWORD) {
      response.writeHead(401).end('Unauthorized');
      return;
    }
    const records = processed.has(id)
      ? (batches.get(id) ?? []).map((doi) => `<record_diagnostic status="${failing.has(doi) ? 'Failure' : 'Success'}"><doi>${doi}</doi><msg>${failing.get(doi) ?? 'Successfully added'}</msg></record_diagnostic>`).join('')
      : '';
    response.writeHead(200, { 'content-type': 'application/xml' }).end(`<doi_batch_diagnostic status="${processed.has(id) ? 'completed' : 'queued'}"><batch_id>${id}</batch_id>${records}</doi_batch_diagnostic>`);
    return;
  }
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
const standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;

const site = setUpSite({ CROSSREF_DEPOSIT_URL: standInUrl, CROSSREF_USERNAME: USER, CROSSREF_PASSWORD: PASSWORD, CROSSREF_DEPOSITOR_EMAIL: 'crossref@jals-demo.org' });

afterAll(async () => {
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
});

describe('/admin/cms DOIs', () => {
  test('at 1366 px an editor deposits an article, reads Crossref\u2019s failure for it, and downloads the XML', async () => {
    // The journal's ISSN, which Crossref needs (decision 0057), as an admin enters it.
    const admin = await site.apiLogin('admin');
    const saved = await site.api('/admin/settings/identity', {
      method: 'PUT',
      token: admin,
      json: { name: 'Journal of Agriculture and Life Sciences', shortName: 'JALS', issnPrint: '', issnOnline: '1234-5679', publisher: 'Faculty of Agriculture' },
    });
    expect(saved.status).toBe(200);
    const editorToken = await site.apiLogin('editor');
    const list = await site.api<DoiManagerPage>('/admin/dois?state=not-deposited', { token: editorToken });
    const paper = list.body.items[0]!;
    expect(paper.doi).not.toBeNull();

    const journey = await site.open({ width: 1366, height: 900 });
    const { page, errors, visit } = journey;
    await signIn(journey, 'editor');
    await visit('/admin/cms');
    const sections = page.getByRole('navigation', { name: 'Content sections' });
    await sections.getByRole('link', { name: 'DOIs' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'DOIs' }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('doi-row').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('doi-issue-row').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    const search = page.getByRole('search', { name: 'Search published articles' });
    await search.locator('#dois-search').fill(paper.doi!);
    await search.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('doi-row').filter({ hasText: paper.doi! });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: `Deposit ${paper.doi} with Crossref` }).click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(M.submitted(1));
    await expect.poll(() => row.getByTestId('doi-status').textContent()).toContain(DOI_RECORD_STATUS_LABELS.pending);
    await expectNoAxeViolations(page);

    // Crossref processes the batch and refuses this DOI: the record says so, with Crossref's message.
    const [batchId] = [...batches.keys()];
    failing.set(paper.doi!, 'Record not processed: the DOI prefix does not belong to this depositor');
    processed.add(batchId!);
    await row.getByRole('button', { name: `Check result for ${paper.doi}` }).click();
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain(`${M.refreshed} 1 of 1 failed: see the list.`);
    await expect.poll(() => row.getByTestId('doi-status').textContent()).toContain(DOI_RECORD_STATUS_LABELS.failure);
    await expect(row.getByTestId('doi-status').textContent()).resolves.toContain('the DOI prefix does not belong to this depositor');
    await expect(row.getByTestId('doi-status').textContent()).resolves.toContain(batchId);
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download XML of ${paper.doi} for Crossref` }).click();
    expect((await download).suggestedFilename()).toMatch(/^crossref-jals-paper\d+-\d{17}-[0-9a-f]{8}\.xml$/);
    await expect.poll(() => page.getByTestId('desk-notice').textContent()).toContain('The Crossref XML downloaded.');
    expect(errors).toEqual([]);
  }, 180_000);

  test('at 390 px the section fits and is axe-clean', async () => {
    const journey = await site.open({ width: 390, height: 844 });
    const { page, errors, visit } = journey;
    await signIn(journey, 'admin');
    await visit('/admin/cms?section=dois');
    await expect.poll(() => page.getByTestId('doi-row').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  }, 120_000);
});
