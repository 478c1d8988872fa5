import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_NAME } from '../../../contract/journal';
import { EDITABLE_PAGES, PAGE_MESSAGES as M, pageDetailSchema, pageListSchema, pagePreviewSchema, pageRevisionPageSchema } from '../../../contract/pages/pages.schema';
import { seedStaticPages } from '../../../core/pages/pages.seed';
import { expectProblem } from '../../../tests/support/problem';
import { bearer, createTestApp, type TestApp } from '../../../tests/support/test-app';

/**
 * The content manager's static pages (issue 15 "Static pages"; decision 0047), on PGlite and on
 * PostgreSQL: the seeded pages, reading and saving, the stale save, revisions and their restore,
 * placeholders, the preview and who may call.
 */
let t: TestApp;
let admin: string;
let otherAdmin: string;
let editor: string;
let author: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login((await t.createUser('ADMIN', { firstName: 'Ngozi', lastName: 'Adeyemi' })).email);
  otherAdmin = await t.login((await t.createUser('ADMIN', { firstName: 'Tunde', lastName: 'Bello' })).email);
  editor = await t.login((await t.createUser('EDITOR')).email);
  author = await t.login((await t.createUser('AUTHOR')).email);
});
afterAll(() => t.close());

const get = (url: string, token: string | null = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const put = (slug: string, payload: unknown, token: string | null = admin) => t.app.inject({ method: 'PUT', url: `/api/admin/pages/${slug}`, headers: bearer(token), payload: payload as object });
const restore = (slug: string, id: number, payload: unknown = {}, token: string | null = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/pages/${slug}/revisions/${id}/restore`, headers: bearer(token), payload: payload as object });

async function readPage(slug: string) {
  const response = await get(`/api/admin/pages/${slug}`);
  expect(response.statusCode, response.body).toBe(200);
  return pageDetailSchema.parse(response.json());
}

describe('reading', () => {
  it('lists every editable page, seeded with today’s text at start-up', async () => {
    const response = await get('/api/admin/pages');
    expect(response.statusCode).toBe(200);
    const list = pageListSchema.parse(response.json());
    expect(list.items.map((page) => page.slug)).toEqual(EDITABLE_PAGES.map((page) => page.slug));
    expect(list.items[0]).toMatchObject({ slug: 'about', title: 'About the Journal', path: '/about', updatedBy: null });
  });

  it('gives a page’s Markdown, its sanitised HTML with the facts filled in, and its contents', async () => {
    const page = await readPage('about');
    expect(page.markdown).toContain('## Overview {#overview}');
    expect(page.markdown).toContain('{{journal-facts}}');
    expect(page.html).toContain('<section class="jp-section" id="overview" aria-labelledby="overview-heading">');
    expect(page.html).toContain('<h2 id="overview-heading" class="h3">Overview</h2>');
    expect(page.html).toContain('published by the Faculty of Agriculture');
    expect(page.html).toContain('<div data-jp-block="journal-facts"></div>');
    expect(page.toc.map((entry) => entry.id)).toEqual(['overview', 'scope', 'frequency', 'peer-review', 'ethics', 'open-access', 'contact']);
  });

  it('answers 404 for a page it does not manage and 400 for a slug that cannot be one', async () => {
    expectProblem(await get('/api/admin/pages/home'), 404, M.notFound);
    expectProblem(await get('/api/admin/pages/About%20Us'), 400);
    expectProblem(await get('/api/admin/pages/about/revisions/999999/restore'), 404);
  });

  it('a second start leaves an edited page as it is', async () => {
    const before = await readPage('terms');
    const saved = await put('terms', { markdown: `${before.markdown}\n\nEdited before a restart.`, baseRevisionId: before.revisionId });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect(seedStaticPages(t.db)).resolves.toBe(0);
    expect((await readPage('terms')).markdown).toContain('Edited before a restart.');
  });
});

describe('saving', () => {
  it('stores the text as a new revision by the admin, rendered and sanitised', async () => {
    const before = await readPage('copyright');
    const response = await put('copyright', { markdown: '## New Heading\n\nText of {{journal-name}} with <b>markup</b> and [a link](javascript:alert(1)).', baseRevisionId: before.revisionId });
    expect(response.statusCode, response.body).toBe(200);
    const page = pageDetailSchema.parse(response.json());
    expect(page.revisionId).toBeGreaterThan(before.revisionId);
    expect(page.updatedBy).toMatchObject({ name: 'Ngozi Adeyemi' });
    expect(page.html).toContain(`Text of ${JOURNAL_NAME} with &lt;b&gt;markup&lt;/b&gt;`);
    expect(page.html).not.toContain('href="javascript');
    expect(page.toc).toEqual([{ id: 'new-heading', title: 'New Heading' }]);
    expect((await readPage('copyright')).markdown).toContain('## New Heading');
  });

  it('refuses a save based on a revision someone else has replaced (409), keeping their text', async () => {
    const start = await readPage('open-access-policy');
    const first = await put('open-access-policy', { markdown: 'Their change.', baseRevisionId: start.revisionId }, otherAdmin);
    expect(first.statusCode, first.body).toBe(200);
    expectProblem(await put('open-access-policy', { markdown: 'My change.', baseRevisionId: start.revisionId }), 409, M.stale);
    expect((await readPage('open-access-policy')).markdown).toBe('Their change.');
  });

  it('refuses an unknown placeholder, a block inside a sentence and an empty text (400), storing nothing', async () => {
    const start = await readPage('privacy-policy');
    const unknown = expectProblem(await put('privacy-policy', { markdown: 'Hello\n\n{{fee-tabel}}', baseRevisionId: start.revisionId }), 400, M.unknownPlaceholder('fee-tabel'));
    expect(unknown.errors).toEqual({ markdown: [M.unknownPlaceholder('fee-tabel')] });
    const both = expectProblem(await put('privacy-policy', { markdown: 'See {{office-hours}} and {{Fee Table}}.', baseRevisionId: start.revisionId }), 400, M.placeholderProblems);
    expect(both.errors?.markdown).toEqual([M.blockNotAlone('office-hours'), M.unknownPlaceholder('Fee Table')]);
    const empty = expectProblem(await put('privacy-policy', { markdown: '  ', baseRevisionId: start.revisionId }), 400);
    expect(empty.errors?.markdown).toEqual([M.markdownRequired]);
    expectProblem(await put('privacy-policy', { markdown: 'Text' }), 400);
    expect((await readPage('privacy-policy')).revisionId).toBe(start.revisionId);
  });

  it('answers 404 for a save to a page it does not manage', async () => {
    expectProblem(await put('home', { markdown: 'x', baseRevisionId: 1 }), 404, M.notFound);
  });
});

describe('revisions', () => {
  it('lists every save newest first and restores an earlier text as a new revision', async () => {
    const seeded = await readPage('about');
    const edited = pageDetailSchema.parse((await put('about', { markdown: `${seeded.markdown}\n\nA new closing line.`, baseRevisionId: seeded.revisionId })).json());

    const list = pageRevisionPageSchema.parse((await get('/api/admin/pages/about/revisions')).json());
    expect(list.total).toBe(2);
    expect(list.items.map((revision) => revision.id)).toEqual([edited.revisionId, seeded.revisionId]);
    expect(list.items[0]).toMatchObject({ current: true, author: { name: 'Ngozi Adeyemi' }, restoredFromId: null });
    expect(list.items[1]).toMatchObject({ current: false, author: null });

    expectProblem(await restore('about', seeded.revisionId, { baseRevisionId: seeded.revisionId }), 409, M.stale);
    const restored = await restore('about', seeded.revisionId, { baseRevisionId: edited.revisionId });
    expect(restored.statusCode, restored.body).toBe(200);
    const page = pageDetailSchema.parse(restored.json());
    expect(page.markdown).toBe(seeded.markdown);
    expect(page.revisionId).toBeGreaterThan(edited.revisionId);

    const after = pageRevisionPageSchema.parse((await get('/api/admin/pages/about/revisions?pageSize=1')).json());
    expect(after).toMatchObject({ total: 3, page: 1, pageSize: 1 });
    expect(after.items[0]).toMatchObject({ id: page.revisionId, restoredFromId: seeded.revisionId, current: true });
  });

  it('answers 404 for a revision of another page or none', async () => {
    const terms = pageRevisionPageSchema.parse((await get('/api/admin/pages/terms/revisions')).json());
    expectProblem(await restore('about', terms.items[0]!.id), 404, M.revisionNotFound);
    expectProblem(await restore('about', 2_000_000_000), 404, M.revisionNotFound);
  });
});

describe('preview', () => {
  it('renders as a save would and lists the problems instead of refusing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/pages/preview', headers: bearer(admin), payload: { markdown: '## Hi\n\n<script>x</script> {{nope}}' } });
    expect(response.statusCode, response.body).toBe(200);
    const preview = pagePreviewSchema.parse(response.json());
    expect(preview.html).not.toContain('<script');
    expect(preview.problems).toEqual([M.unknownPlaceholder('nope')]);
    expect(preview.toc).toEqual([{ id: 'hi', title: 'Hi' }]);
  });
});

describe('access', () => {
  it('is for admins only', async () => {
    for (const token of [editor, author]) {
      expectProblem(await get('/api/admin/pages', token), 403);
      expectProblem(await get('/api/admin/pages/about', token), 403);
      expectProblem(await put('about', { markdown: 'x', baseRevisionId: 1 }, token), 403);
      expectProblem(await get('/api/admin/pages/about/revisions', token), 403);
      expectProblem(await restore('about', 1, {}, token), 403);
    }
    expectProblem(await get('/api/admin/pages', null), 401);
  });
});
