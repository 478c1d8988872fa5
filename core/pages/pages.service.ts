import {
  EDITABLE_PAGES,
  PAGE_MESSAGES as M,
  findEditablePage,
  type PageDetail,
  type PageList,
  type PagePreview,
  type PageRevisionPage,
  type PageSummary,
  type PublicPage,
} from '../../contract/pages/pages.schema';
import type { Db } from '../../db/client';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import { fillFacts, fillFactsInText, pageSegments, renderPageMarkdown } from './page-markdown';
import { getJournalFacts } from '../settings/journal-settings.service';
import type { JournalFacts } from '../../contract/journal/journal-facts';
import {
  getPageRow,
  getPublishedPage,
  getRevisionMarkdown,
  insertPageIfAbsent,
  insertRevision,
  listPageRows,
  listRevisionRows,
  lockPage,
  updatePageText,
  type PageRow,
} from './pages.repo';

/**
 * The static pages' content manager (issue 15 "Static pages"; decision 0047): the text of each
 * page in Markdown, rendered and sanitised once on save, every save a revision, a stale save refused.
 */

function requirePage(slug: string) {
  const page = findEditablePage(slug);
  if (!page) throw new AppError('NOT_FOUND', M.notFound);
  return page;
}

const withFacts = (toc: { id: string; title: string }[], facts: JournalFacts) => toc.map((entry) => ({ id: entry.id, title: fillFactsInText(entry.title, facts) }));

function summaryOf(row: PageRow): PageSummary {
  return {
    slug: row.slug,
    title: requirePage(row.slug).title,
    path: `/${row.slug}`,
    revisionId: row.revisionId,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedById === null ? null : { id: row.updatedById, name: row.updatedByName ?? '' },
  };
}

/** The facts filled in as the journal set them (decision 0053), at read: a changed fact shows at once. */
async function detailOf(db: Db, row: PageRow): Promise<PageDetail> {
  const facts = await getJournalFacts({ db });
  return { ...summaryOf(row), markdown: row.markdown, html: fillFacts(row.html, facts), toc: withFacts(row.toc, facts) };
}

export async function listPages(ctx: Ctx): Promise<PageList> {
  const rows = new Map((await listPageRows(ctx.db)).map((row) => [row.slug, row]));
  return { items: EDITABLE_PAGES.flatMap((page) => (rows.has(page.slug) ? [summaryOf(rows.get(page.slug)!)] : [])) };
}

async function requirePageRow(db: Db, slug: string): Promise<PageRow> {
  requirePage(slug);
  const row = await getPageRow(db, slug);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

export async function getPageForEditing(ctx: Ctx, slug: string): Promise<PageDetail> {
  return detailOf(ctx.db, await requirePageRow(ctx.db, slug));
}

/** The text rendered, or a 400 naming every placeholder the site cannot show. */
function renderForSave(markdown: string) {
  const rendered = renderPageMarkdown(markdown);
  if (rendered.problems.length > 0) {
    throw new AppError('BAD_INPUT', rendered.problems.length === 1 ? rendered.problems[0]! : M.placeholderProblems, { markdown: rendered.problems });
  }
  return rendered;
}

/** A new revision of the page with this text, if the page is still at `baseRevisionId` (else 409). */
async function storeRevision(ctx: Ctx, slug: string, markdown: string, baseRevisionId: number | undefined, restoredFromId: number | null): Promise<PageDetail> {
  const actor = requireActor(ctx);
  requirePage(slug);
  const rendered = renderForSave(markdown);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const current = await lockPage(tx, slug);
    if (!current) throw new AppError('NOT_FOUND', M.notFound);
    if (baseRevisionId !== undefined && current.revisionId !== baseRevisionId) throw new AppError('CONFLICT', M.stale);
    const revisionId = await insertRevision(tx, { pageSlug: slug, markdown, authorId: actor.id, restoredFromId, createdAt: now });
    await updatePageText(tx, slug, { markdown, html: rendered.html, toc: rendered.toc, revisionId, updatedAt: now, updatedById: actor.id });
  });
  return getPageForEditing(ctx, slug);
}

export async function savePage(ctx: Ctx, slug: string, input: { markdown: string; baseRevisionId: number }): Promise<PageDetail> {
  return storeRevision(ctx, slug, input.markdown, input.baseRevisionId, null);
}

/** A restore is itself a new revision, with the old text (and says which one it restored). */
export async function restorePageRevision(ctx: Ctx, slug: string, revisionId: number, input: { baseRevisionId?: number }): Promise<PageDetail> {
  requirePage(slug);
  const markdown = await getRevisionMarkdown(ctx.db, slug, revisionId);
  if (markdown === null) throw new AppError('NOT_FOUND', M.revisionNotFound);
  return storeRevision(ctx, slug, markdown, input.baseRevisionId, revisionId);
}

export async function listPageRevisions(ctx: Ctx, slug: string, query: { page: number; pageSize: number }): Promise<PageRevisionPage> {
  const page = await requirePageRow(ctx.db, slug);
  const { rows, total } = await listRevisionRows(ctx.db, slug, query.page, query.pageSize);
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      author: row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? '' },
      restoredFromId: row.restoredFromId,
      current: row.id === page.revisionId,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/** The editor's live preview: the same renderer and sanitiser as a save, problems listed instead of refused. */
export async function previewPage(ctx: Pick<Ctx, 'db'>, markdown: string): Promise<PagePreview> {
  const rendered = renderPageMarkdown(markdown);
  const facts = await getJournalFacts(ctx);
  return { html: fillFacts(rendered.html, facts), toc: withFacts(rendered.toc, facts), problems: rendered.problems };
}

/** What a public static page shows (its loader); null when the page is not stored. */
export async function getPublicPage(db: Db, slug: string): Promise<PublicPage | null> {
  const page = findEditablePage(slug);
  const row = page ? await getPublishedPage(db, slug) : null;
  if (!page || !row) return null;
  const facts = await getJournalFacts({ db });
  return { title: page.title, segments: pageSegments(row.html, facts), toc: withFacts(row.toc, facts) };
}

/**
 * Every editable page that is not stored yet, with its seeded text (insert-if-absent, so an
 * edited page is never overwritten). Runs at every start, on every install (decision 0047).
 */
export async function seedPages(db: Db, texts: ReadonlyMap<string, string>, at: Date): Promise<number> {
  let added = 0;
  for (const page of EDITABLE_PAGES) {
    const markdown = texts.get(page.slug);
    if (markdown === undefined) throw new Error(`The seeded text of the page ${page.slug} is missing (core/pages/seed/${page.slug}.md).`);
    const rendered = renderPageMarkdown(markdown);
    if (rendered.problems.length > 0) throw new Error(`The seeded text of the page ${page.slug}: ${rendered.problems.join(' ')}`);
    const inserted = await db.transaction((tx) => insertPageIfAbsent(tx, { slug: page.slug, title: page.title, markdown, html: rendered.html, toc: rendered.toc, at }));
    if (inserted) added += 1;
  }
  return added;
}
