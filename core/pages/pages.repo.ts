import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PageTocEntry } from '../../contract/pages/pages.schema';
import type { Db } from '../../db/client';
import { pageRevisions, pages, users } from '../../db/schema';

/** The static pages and their revisions (decision 0047). */

export interface RenderedText {
  markdown: string;
  html: string;
  toc: PageTocEntry[];
}

const editorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

const pageColumns = {
  slug: pages.slug,
  title: pages.title,
  markdown: pages.markdown,
  html: pages.html,
  toc: pages.toc,
  revisionId: pages.revisionId,
  updatedAt: pages.updatedAt,
  updatedById: pages.updatedById,
  updatedByName: editorName,
};

export type PageRow = Awaited<ReturnType<typeof listPageRows>>[number];

export async function listPageRows(db: Db) {
  return db.select(pageColumns).from(pages).leftJoin(users, eq(users.id, pages.updatedById));
}

export async function getPageRow(db: Db, slug: string) {
  const [row] = await db.select(pageColumns).from(pages).leftJoin(users, eq(users.id, pages.updatedById)).where(eq(pages.slug, slug));
  return row ?? null;
}

/** The page's current revision, its row locked until the transaction ends: two saves take turns. */
export async function lockPage(db: Db, slug: string): Promise<{ revisionId: number } | null> {
  const [row] = await db.select({ revisionId: pages.revisionId }).from(pages).where(eq(pages.slug, slug)).for('update');
  return row ?? null;
}

/** The public page: the stored HTML and contents. */
export async function getPublishedPage(db: Db, slug: string) {
  const [row] = await db.select({ title: pages.title, html: pages.html, toc: pages.toc }).from(pages).where(eq(pages.slug, slug));
  return row ?? null;
}

/** A page with its seeded text as the first revision, unless the page is there already. */
export async function insertPageIfAbsent(db: Db, page: RenderedText & { slug: string; title: string; at: Date }): Promise<boolean> {
  const inserted = await db
    .insert(pages)
    .values({ slug: page.slug, title: page.title, markdown: page.markdown, html: page.html, toc: page.toc, revisionId: 0, updatedAt: page.at })
    .onConflictDoNothing()
    .returning({ slug: pages.slug });
  if (inserted.length === 0) return false;
  const revisionId = await insertRevision(db, { pageSlug: page.slug, markdown: page.markdown, authorId: null, restoredFromId: null, createdAt: page.at });
  await db.update(pages).set({ revisionId }).where(eq(pages.slug, page.slug));
  return true;
}

export async function insertRevision(db: Db, values: { pageSlug: string; markdown: string; authorId: number | null; restoredFromId: number | null; createdAt: Date }): Promise<number> {
  const [row] = await db.insert(pageRevisions).values(values).returning({ id: pageRevisions.id });
  return row!.id;
}

export async function updatePageText(db: Db, slug: string, values: RenderedText & { revisionId: number; updatedAt: Date; updatedById: number | null }): Promise<void> {
  await db.update(pages).set(values).where(eq(pages.slug, slug));
}

export async function listRevisionRows(db: Db, slug: string, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: pageRevisions.id, createdAt: pageRevisions.createdAt, authorId: pageRevisions.authorId, authorName: editorName, restoredFromId: pageRevisions.restoredFromId })
      .from(pageRevisions)
      .leftJoin(users, eq(users.id, pageRevisions.authorId))
      .where(eq(pageRevisions.pageSlug, slug))
      .orderBy(desc(pageRevisions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(pageRevisions).where(eq(pageRevisions.pageSlug, slug)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getRevisionMarkdown(db: Db, slug: string, id: number): Promise<string | null> {
  const [row] = await db
    .select({ markdown: pageRevisions.markdown })
    .from(pageRevisions)
    .where(and(eq(pageRevisions.pageSlug, slug), eq(pageRevisions.id, id)));
  return row?.markdown ?? null;
}
