import { customType, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { papers } from './papers';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The readers' search over published papers only (decision 0065): one narrow row per published paper,
 * kept by triggers on papers (migration 0016_paper_search), so no write path can forget it. The full
 * search_vector is stored out of line (it only feeds the GIN index and rare rechecks); the row keeps
 * the short rank_vector (title A, keywords and authors B) inline, so ranking thousands of matches
 * reads a few megabytes instead of the papers table.
 */
export const paperSearch = pgTable(
  'paper_search',
  {
    paperId: integer('paper_id')
      .primaryKey()
      .references(() => papers.id, { onDelete: 'cascade' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    category: text('category').notNull(),
    /** Author names in order, for "part of an author's name" (ILIKE). */
    authorNames: text('author_names').notNull(),
    /** papers.search_vector: what matches (title A, keywords and authors B, abstract C). */
    searchVector: tsvector('search_vector').notNull(),
    /** What ranks: title A, keywords and authors B (an abstract-only match ranks after them, newest first). */
    rankVector: tsvector('rank_vector').notNull(),
  },
  (t) => [
    // A small pending list, like the trigram indexes (decision 0040): PGlite has no autovacuum.
    index('paper_search_vector_idx').using('gin', t.searchVector).with({ gin_pending_list_limit: 256 }),
    // Newest first, as papers are listed without text and as equal ranks are ordered (NULLS FIRST is ORDER BY … DESC's).
    index('paper_search_newest_idx').on(t.publishedAt.desc().nullsFirst(), t.paperId.desc().nullsFirst()),
    index('paper_search_category_newest_idx').on(t.category, t.publishedAt.desc().nullsFirst(), t.paperId.desc().nullsFirst()),
  ],
);

/**
 * The ranked word lists of the search (decision 0068): one row per word of a published paper's
 * rank_vector (title, keywords, authors) with the paper's rank for a search of that word alone
 * (jals_paper_rank, migration 0017), kept by triggers on paper_search. A one-word search reads its
 * page in rank order from the index instead of ranking every match. A paper without a date sorts
 * as 'infinity', where ORDER BY published_at DESC puts NULL (first).
 */
export const paperSearchTerms = pgTable(
  'paper_search_terms',
  {
    lexeme: text('lexeme').notNull(),
    rank: real('rank').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    paperId: integer('paper_id').notNull(),
  },
  (t) => [index('paper_search_terms_rank_idx').on(t.lexeme, t.rank.desc().nullsFirst(), t.publishedAt.desc().nullsFirst(), t.paperId.desc().nullsFirst())],
);

/**
 * How many published papers hold each word anywhere (search_vector): the exact total of a one-word
 * search (decision 0068). The empty word, which no paper holds, counts every published paper.
 */
export const paperSearchLexemes = pgTable('paper_search_lexemes', {
  lexeme: text('lexeme').primaryKey(),
  papers: integer('papers').notNull(),
});
