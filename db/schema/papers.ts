import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { storedFiles } from './files';
import { journalIssues } from './issues';
import { specialIssues } from './special-issues';
import { users } from './users';
import { APPEAL_OUTCOMES, EDITORIAL_DECISIONS } from '../../contract/papers/workflow/editorial-decisions';
import { REVIEW_ASSIGNMENT_STATUSES } from '../../contract/papers/workflow/paper-relations';
import { ARTICLE_TYPE_IDS } from '../../contract/journal/manuscripts';
import { FEE_TIERS } from '../../contract/journal/fees';
import { REMINDER_KINDS } from '../../contract/reviews/reviewer-constants';

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
    /** The editor in charge (the described process's Section Editor); receives its mail (decision 0034). */
    handlingEditorId: integer('handling_editor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The review round in progress: 0 before review, N+1 after the N-th revision (decision 0034). */
    reviewRound: integer('review_round').notNull().default(0),
    issueId: integer('issue_id').references(() => journalIssues.id, { onDelete: 'set null' }),
    specialIssueId: integer('special_issue_id').references(() => specialIssues.id, { onDelete: 'set null' }),
    pages: text('pages'),
    doi: text('doi'),
    fundingInfo: text('funding_info'),
    coverLetter: text('cover_letter'),
    ethicsStatement: text('ethics_statement'),
    conflictOfInterest: text('conflict_of_interest'),
    acknowledgments: text('acknowledgments'),
    /**
     * The article type the fee table prices (decision 0048). Papers from before the field carry the
     * headline type, Original Research; a revision keeps the paper's.
     */
    articleType: text('article_type', { enum: ARTICLE_TYPE_IDS }).notNull().default('original-research'),
    /** The rate the author claimed at submission: standard, developing or students (decision 0048). */
    feeTier: text('fee_tier', { enum: FEE_TIERS }).notNull().default('standard'),
    /** When the author last confirmed the submission checklist and the CC BY 4.0 licence (null before the fields existed). */
    checklistConfirmedAt: timestamp('checklist_confirmed_at', { withTimezone: true }),
    licenceAcceptedAt: timestamp('licence_accepted_at', { withTimezone: true }),
    /** The current version's manuscript; earlier ones stay in paper_versions. */
    manuscriptFileId: integer('manuscript_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** The published PDF (galley) when the accepted manuscript is not a PDF; readers download it instead. */
    galleyFileId: integer('galley_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    currentVersion: integer('current_version').notNull().default(1),
    /** Counted downloads and page views (decision 0059), kept from usage_events by triggers (migration 0018). */
    downloadCount: integer('download_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    citationCount: integer('citation_count').notNull().default(0),
    /** Author names in order, kept with paper_authors by the papers repository, for search. */
    authorNames: text('author_names').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When what the public side shows of the paper last changed (its metadata, authors, status, issue),
     * whole seconds: the OAI-PMH datestamp (decision 0056). Kept by database triggers (migration
     * 0012_oai_pmh), so no write path can forget it.
     */
    metadataModifiedAt: timestamp('metadata_modified_at', { withTimezone: true }).notNull().default(sql`date_trunc('second', now())`),
    /** DESIGN.md "Search": title A, keywords and authors B, abstract C (English stemming). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, jals_text_array_to_string(keywords)), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(author_names, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(abstract, '')), 'C')`,
    ),
  },
  (t) => [
    check('papers_status_check', sql`${t.status} in ('SUBMITTED','UNDER_REVIEW','REVISIONS_REQUIRED','ACCEPTED','PUBLISHED','REJECTED','WITHDRAWN')`),
    index('papers_status_published_idx').on(t.status, t.publishedAt),
    // With the status: an issue's published articles come from this index alone, not ANDed with every published paper.
    index('papers_issue_status_idx').on(t.issueId, t.status),
    index('papers_special_issue_idx').on(t.specialIssueId),
    index('papers_submitter_idx').on(t.submitterId),
    index('papers_handling_editor_idx').on(t.handlingEditorId),
    index('papers_submitted_at_idx').on(t.submittedAt),
    index('papers_updated_at_idx').on(t.updatedAt),
    // OAI-PMH lists page by (datestamp, id) (decision 0056).
    index('papers_metadata_modified_idx').on(t.metadataModifiedAt, t.id),
    // Whole seconds, so the resumption tokens' keyset (a datestamp as the protocol writes it) matches exactly.
    check('papers_metadata_modified_whole_seconds', sql`mod(extract(epoch from ${t.metadataModifiedAt}), 1) = 0`),
    uniqueIndex('papers_doi_key').on(sql`lower(${t.doi})`),
    index('papers_category_idx').on(t.category),
    // The readers' search matches in paper_search's index (decision 0065), not here.
    // The editors' table (core/workflow/editor-queue.repo.ts): "part of the title or of an author's
    // name" (ILIKE '%…%') through trigrams (a small pending list: no autovacuum on PGlite), and the
    // title order (decision 0040).
    index('papers_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).with({ gin_pending_list_limit: 256 }),
    index('papers_author_names_trgm_idx').using('gin', t.authorNames.op('gin_trgm_ops')).with({ gin_pending_list_limit: 256 }),
    index('papers_title_order_idx').on(sql`lower(${t.title})`, t.id),
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
    // The co-author test of "papers this actor may see" (core/papers/paper-access.repo.ts) compares lower(trim(email)).
    index('paper_authors_email_idx').on(sql`lower(trim(${t.email}))`),
  ],
);

/**
 * The distinct authors of the published papers, counted by the database (migration 0019): one row
 * per author (their address in lower case, else their name), with how many published papers name
 * them. Triggers on paper_authors and papers keep it in step, so /current-publications counts rows
 * here instead of every author of every published paper at each render.
 */
export const publishedAuthorKeys = pgTable('published_author_keys', {
  authorKey: text('author_key').primaryKey(),
  papers: integer('papers').notNull(),
});

/**
 * How many papers are published and how often they were downloaded, one row kept by triggers on
 * papers (migration 0020), so /current-publications reads it instead of scanning the published papers.
 */
export const publishedTotals = pgTable(
  'published_totals',
  {
    id: smallint('id').primaryKey().default(1),
    articles: integer('articles').notNull().default(0),
    downloads: bigint('downloads', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('published_totals_one_row', sql`${t.id} = 1`)],
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
    /** The reviewers' copy of the manuscript, its document metadata removed (decision 0041); made on first need. */
    reviewerCopyFileId: integer('reviewer_copy_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
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
    /** The editorial decision or appeal outcome this event records, if any (contract/papers/workflow/editorial-decisions.ts). */
    decision: text('decision'),
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
    /** The review round this assignment belongs to: a reviewer may review every round. */
    round: integer('round').notNull().default(1),
    status: text('status', { enum: REVIEW_ASSIGNMENT_STATUSES }).notNull().default('INVITED'),
    /** The review's due date. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The invitation's answer is due by then (decision 0041). */
    responseDueAt: timestamp('response_due_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    suggestedReviewerName: text('suggested_reviewer_name'),
    suggestedReviewerEmail: text('suggested_reviewer_email'),
    /** SHA-256 (hex) of the invitation link's token; the token itself is only in the mail. */
    invitationTokenHash: text('invitation_token_hash'),
    /** The editor's reason for inviting despite a flagged conflict of interest. */
    conflictOverride: text('conflict_override'),
    competingInterests: text('competing_interests'),
    recommendation: text('recommendation'),
    commentsToAuthor: text('comments_to_author'),
    confidentialComments: text('confidential_comments'),
    /** The reviewer's annotated manuscript, metadata removed before an author may read it. */
    annotatedFileId: integer('annotated_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    /** An editor's rating of the completed review, 1–5: staff only. */
    rating: integer('rating'),
    ratedById: integer('rated_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the reminder worker should look at this assignment again (null: never). */
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    assignedById: integer('assigned_by_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_assignments_paper_round_reviewer_key').on(t.paperId, t.round, t.reviewerId),
    index('review_assignments_reviewer_idx').on(t.reviewerId),
    // Each reviewer's open assignments, the load the assignment modal ranks by (decision 0041 "The
    // ranked list at scale"): as many as the work under way, however long the history grows.
    index('review_assignments_open_reviewer_idx').on(t.reviewerId).where(sql`${t.status} in ('INVITED', 'ACCEPTED')`),
    uniqueIndex('review_assignments_invitation_token_key').on(t.invitationTokenHash),
    index('review_assignments_next_reminder_idx').on(t.nextReminderAt).where(sql`${t.nextReminderAt} is not null`),
    check('review_assignments_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** Every reminder sent (decision 0041): the unique key is what keeps two instances from sending the same one. */
export const reviewReminders = pgTable(
  'review_reminders',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => reviewAssignments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    /** The moment the rule scheduled it for (deterministic: the same on every instance). */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('review_reminders_assignment_kind_time_key').on(t.assignmentId, t.kind, t.scheduledFor)],
);

/** Each editorial decision with its letter, as sent (decision 0034). */
export const editorialDecisions = pgTable(
  'editorial_decisions',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    /** The review round the decision closes (0 for a desk decision): its reviews are then released to the authors. */
    round: integer('round').notNull(),
    decision: text('decision', { enum: EDITORIAL_DECISIONS }).notNull(),
    editorId: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
    letter: text('letter').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('editorial_decisions_paper_idx').on(t.paperId, t.createdAt)],
);

/** An author's appeal against a rejection (reading-side.md §4; APPEALS), one per decision. */
export const appeals = pgTable(
  'appeals',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => editorialDecisions.id, { onDelete: 'cascade' }),
    appellantId: integer('appellant_id').references(() => users.id, { onDelete: 'set null' }),
    reasons: text('reasons').notNull(),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', ...APPEAL_OUTCOMES] }).notNull().default('open'),
    outcomeLetter: text('outcome_letter'),
    /** For a reversed rejection: where the paper went (UNDER_REVIEW or ACCEPTED). */
    reversedTo: text('reversed_to'),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('appeals_decision_key').on(t.decisionId), index('appeals_status_idx').on(t.status, t.createdAt)],
);
