import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { storedFiles } from './files';
import { journalIssues } from './issues';
import { specialIssues } from './special-issues';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const PAPER_STATUS_VALUES = ['SUBMITTED', 'UNDER_REVIEW', 'REVISIONS_REQUIRED', 'ACCEPTED', 'PUBLISHED', 'REJECTED', 'WITHDRAWN'] as const;

/** A paper's current state; each submitted version is kept in paper_versions. */
export const papers = pgTable(
  'papers',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    abstract: text('abstract').notNull(),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    category: text('category')
      .notNull()
      .references(() => categories.name, { onUpdate: 'cascade' }),
    status: text('status', { enum: PAPER_STATUS_VALUES }).notNull().default('SUBMITTED'),
    /** The account that submitted it (owner); authors are listed in paper_authors. */
    submitterId: integer('submitter_id').references(() => users.id, { onDelete: 'set null' }),
    issueId: integer('issue_id').references(() => journalIssues.id, { onDelete: 'set null' }),
    specialIssueId: integer('special_issue_id').references(() => specialIssues.id, { onDelete: 'set null' }),
    pages: text('pages'),
    doi: text('doi'),
    fundingInfo: text('funding_info'),
    coverLetter: text('cover_letter'),
    ethicsStatement: text('ethics_statement'),
    conflictOfInterest: text('conflict_of_interest'),
    acknowledgments: text('acknowledgments'),
    /** The current version's manuscript; earlier ones stay in paper_versions. */
    manuscriptFileId: integer('manuscript_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    currentVersion: integer('current_version').notNull().default(1),
    downloadCount: integer('download_count').notNull().default(0),
    citationCount: integer('citation_count').notNull().default(0),
    /** Author names in order, kept with paper_authors by the papers repository, for search. */
    authorNames: text('author_names').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** DESIGN.md "Search": title A, keywords and authors B, abstract C (English stemming). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, jals_text_array_to_string(keywords)), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(author_names, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(abstract, '')), 'C')`,
    ),
  },
  (t) => [
    check('papers_status_check', sql`${t.status} in ('SUBMITTED','UNDER_REVIEW','REVISIONS_REQUIRED','ACCEPTED','PUBLISHED','REJECTED','WITHDRAWN')`),
    index('papers_status_published_idx').on(t.status, t.publishedAt),
    index('papers_issue_idx').on(t.issueId),
    index('papers_special_issue_idx').on(t.specialIssueId),
    index('papers_submitter_idx').on(t.submitterId),
    index('papers_category_idx').on(t.category),
    index('papers_search_idx').using('gin', t.searchVector),
  ],
);

export const paperAuthors = pgTable(
  'paper_authors',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    affiliation: text('affiliation').notNull(),
    orcid: text('orcid'),
    isPrimaryContact: boolean('is_primary_contact').notNull().default(false),
  },
  (t) => [
    uniqueIndex('paper_authors_paper_position_key').on(t.paperId, t.position),
    index('paper_authors_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** Each submission or revision: a snapshot of the metadata and its manuscript. */
export const paperVersions = pgTable(
  'paper_versions',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    manuscriptFileId: integer('manuscript_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').notNull(),
    submittedById: integer('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('paper_versions_paper_version_key').on(t.paperId, t.version)],
);

/** The audit trail: every status change with its actor and comments. */
export const paperEvents = pgTable(
  'paper_events',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    comments: text('comments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('paper_events_paper_idx').on(t.paperId, t.createdAt)],
);

/** A reviewer's assignment to a paper, with what they return. */
export const reviewAssignments = pgTable(
  'review_assignments',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['INVITED', 'ACCEPTED', 'DECLINED', 'COMPLETED', 'CANCELLED'] }).notNull().default('INVITED'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    recommendation: text('recommendation'),
    commentsToAuthor: text('comments_to_author'),
    confidentialComments: text('confidential_comments'),
    assignedById: integer('assigned_by_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('review_assignments_paper_reviewer_key').on(t.paperId, t.reviewerId), index('review_assignments_reviewer_idx').on(t.reviewerId)],
);

/** Views and downloads, one row each (counts on papers are kept with them). */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['view', 'download'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usage_events_paper_idx').on(t.paperId, t.kind)],
);
