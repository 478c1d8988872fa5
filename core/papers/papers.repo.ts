import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { workflowPaperColumns } from '../workflow/workflow.repo';
import { categories, journalIssues, paperAuthors, papers, paperSearch, paperSearchLexemes, paperSearchTerms, storedFiles } from '../../db/schema';

/** SQL of the read side of papers (the only file here that touches Drizzle; STYLE.md "Data"). */

const summaryColumns = {
  id: papers.id,
  title: papers.title,
  abstract: papers.abstract,
  keywords: papers.keywords,
  category: papers.category,
  pages: papers.pages,
  doi: papers.doi,
  publishedAt: papers.publishedAt,
  submittedAt: papers.submittedAt,
  downloadCount: papers.downloadCount,
  citationCount: papers.citationCount,
  issueId: journalIssues.id,
  issueVolume: journalIssues.volume,
  issueNumber: journalIssues.number,
  issueYear: journalIssues.year,
};

/** Only a published issue's volume and number are public. */
const publishedIssue = and(eq(papers.issueId, journalIssues.id), eq(journalIssues.isPublished, true));

export type PaperSummaryRow = {
  id: number;
  title: string;
  abstract: string;
  keywords: string[];
  category: string;
  pages: string | null;
  doi: string | null;
  publishedAt: Date | null;
  submittedAt: Date;
  downloadCount: number;
  citationCount: number;
  issueId: number | null;
  issueVolume: number | null;
  issueNumber: number | null;
  issueYear: number | null;
};

export interface PublishedPaperFilter {
  /** Free text for websearch_to_tsquery('english', …). */
  text?: string;
  category?: string;
  publishedSince?: Date;
  /** Part of an author's name. */
  author?: string;
}


/** Words of an author name as prefix lexemes of the keywords/authors weight (B), for the GIN index. */
function authorQuery(name: string): string | null {
  const words = name.match(/[\p{L}\p{N}]{2,}/gu) ?? [];
  return words.length ? words.map((word) => `${word}:*B`).join(' & ') : null;
}

/** Published papers matching the filter: the WHERE clause on paper_search (the tsqueries are computed once, as InitPlans). */
function publishedWhere(filter: PublishedPaperFilter, textQuery: SQL | null): SQL | undefined {
  const conditions: SQL[] = [];
  if (textQuery) conditions.push(sql`${paperSearch.searchVector} @@ ${textQuery}`);
  if (filter.category) conditions.push(eq(paperSearch.category, filter.category));
  if (filter.publishedSince) conditions.push(sql`${paperSearch.publishedAt} >= ${filter.publishedSince.toISOString()}`);
  if (filter.author) {
    // The index narrows to papers with words starting like the name's words; ILIKE keeps the name as typed.
    const words = authorQuery(filter.author);
    if (words) conditions.push(sql`${paperSearch.searchVector} @@ (select to_tsquery('english', ${words}))`);
    conditions.push(sql`${paperSearch.authorNames} ilike ${containsPattern(filter.author)}`);
  }
  return and(...conditions);
}

/** The papers the triggers count under a word; under the empty word, every published paper (decision 0068). */
const papersHolding = (lexeme: SQL | string) =>
  sql<number>`coalesce((select ${paperSearchLexemes.papers} from ${paperSearchLexemes} where ${paperSearchLexemes.lexeme} = ${lexeme}), 0)`.mapWith(Number);

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = where
    ? await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(paperSearch).where(where)
    : await db.select({ n: papersHolding('') }).from(sql`(select 1) as one_row`);
  return row?.n ?? 0;
}

type PageOfIds = { ids: number[]; total: number };

/**
 * A search of one word and nothing else, from the word's ranked list (decision 0068): the page in
 * rank order from paper_search_terms' index, the total from paper_search_lexemes. Null when the
 * text is not one plain word (two words, a phrase, a negation, only stop words). `complete` is
 * false when the page reaches past the papers holding the word in their title, keywords or
 * authors, into those holding it in their abstract only (rank 0, newest first), which the list
 * does not hold.
 */
async function searchOneWord(db: Db, text: string, page: { offset: number; limit: number }): Promise<(PageOfIds & { complete: boolean }) | null> {
  const lexeme = sql`(select jals_single_lexeme(websearch_to_tsquery('english', ${text})))`;
  const ranked = db
    .select({ id: paperSearchTerms.paperId })
    .from(paperSearchTerms)
    .where(eq(paperSearchTerms.lexeme, lexeme))
    .orderBy(desc(paperSearchTerms.rank), desc(paperSearchTerms.publishedAt), desc(paperSearchTerms.paperId))
    .offset(page.offset)
    .limit(page.limit);
  const [row] = await db
    .select({
      lexeme: sql<string | null>`${lexeme}`,
      total: papersHolding(lexeme),
      ids: sql<number[]>`array(${ranked})`,
    })
    .from(sql`(select 1) as one_row`);
  if (!row?.lexeme) return null;
  const ids = row.ids.map(Number);
  return { ids, total: row.total, complete: ids.length === page.limit || page.offset + ids.length >= row.total };
}

/**
 * Published papers matching the filter, best first (DESIGN.md "Search", decisions 0065 and 0068):
 * matched on the full search_vector (title A, keywords and authors B, abstract C), ranked by
 * jals_paper_rank (decision 0017's weights) on the narrow rank_vector, then newest first; without
 * text, newest first. Both read paper_search, which holds published papers only. A search of one
 * word alone reads the word's ranked list instead (the same order and total). First the page's ids
 * and the exact total (two queries, side by side on a pool), then those papers' columns and their
 * authors (side by side too).
 */
export async function searchPublishedPapers(db: Db, filter: PublishedPaperFilter, page: { offset: number; limit: number }) {
  // A text without a space may be one word (the database decides); with one, it rarely is.
  const oneWordTyped = filter.text && !/\s/.test(filter.text.trim()) && !filter.category && !filter.publishedSince && !filter.author;
  const oneWord = oneWordTyped ? await searchOneWord(db, filter.text!, page) : null;
  const { ids, total } = oneWord?.complete ? oneWord : await searchAll(db, filter, page, oneWord?.total);
  if (ids.length === 0) return { rows: [] as PaperSummaryRow[], authors: [] as AuthorRow[], total };
  const [found, authors] = await Promise.all([
    db.select(summaryColumns).from(papers).leftJoin(journalIssues, publishedIssue).where(inArray(papers.id, ids)),
    listAuthorsOf(db, ids),
  ]);
  const byId = new Map(found.map((row) => [row.id, row as PaperSummaryRow]));
  return { rows: ids.map((id) => byId.get(id)).filter((row): row is PaperSummaryRow => row !== undefined), authors, total };
}

/** Every match ranked (or every paper, newest first); the total counted unless already known. */
async function searchAll(db: Db, filter: PublishedPaperFilter, page: { offset: number; limit: number }, knownTotal?: number): Promise<PageOfIds> {
  const textQuery = filter.text ? sql`(select websearch_to_tsquery('english', ${filter.text}))` : null;
  const where = publishedWhere(filter, textQuery);
  const order = textQuery
    ? [sql`jals_paper_rank(${paperSearch.rankVector}, ${textQuery}) desc`, desc(paperSearch.publishedAt), desc(paperSearch.paperId)]
    : [desc(paperSearch.publishedAt), desc(paperSearch.paperId)];
  const [rows, total] = await Promise.all([
    db
      .select({ id: paperSearch.paperId })
      .from(paperSearch)
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    knownTotal ?? countWhere(db, where),
  ]);
  return { ids: rows.map((row) => row.id), total };
}

export async function listAuthorsOf(db: Db, paperIds: number[]) {
  if (paperIds.length === 0) return [];
  return db
    .select({
      paperId: paperAuthors.paperId,
      name: paperAuthors.name,
      email: paperAuthors.email,
      affiliation: paperAuthors.affiliation,
      orcid: paperAuthors.orcid,
      isPrimaryContact: paperAuthors.isPrimaryContact,
    })
    .from(paperAuthors)
    .where(inArray(paperAuthors.paperId, paperIds))
    .orderBy(asc(paperAuthors.paperId), asc(paperAuthors.position));
}
export type AuthorRow = Awaited<ReturnType<typeof listAuthorsOf>>[number];

/** One paper in any status, with what the paper page and the download need. */
export async function findPaperById(db: Db, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      status: papers.status,
      submitterId: papers.submitterId,
      handlingEditorId: papers.handlingEditorId,
      fundingInfo: papers.fundingInfo,
      coverLetter: papers.coverLetter,
      ethicsStatement: papers.ethicsStatement,
      conflictOfInterest: papers.conflictOfInterest,
      acknowledgments: papers.acknowledgments,
      articleType: papers.articleType,
      licenceAcceptedAt: papers.licenceAcceptedAt,
      viewCount: papers.viewCount,
      manuscriptSha256: storedFiles.sha256,
      manuscriptMediaType: storedFiles.mediaType,
      manuscriptSizeBytes: storedFiles.sizeBytes,
      // What the workflow reads of a paper, so that a signed-in viewer's page does not read the row twice.
      workflow: workflowPaperColumns,
    })
    .from(papers)
    .leftJoin(journalIssues, publishedIssue)
    // The published PDF (galley), when there is one, is what readers download (issue 13 "Publishing").
    .leftJoin(storedFiles, eq(storedFiles.id, sql`coalesce(${papers.galleyFileId}, ${papers.manuscriptFileId})`))
    .where(eq(papers.id, id))
    .limit(1);
  return row ?? null;
}
export type PaperRow = NonNullable<Awaited<ReturnType<typeof findPaperById>>>;

export async function listCategoryNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: categories.name }).from(categories).orderBy(asc(categories.displayOrder), asc(categories.name));
  return rows.map((row) => row.name);
}
