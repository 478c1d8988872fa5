import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../core/auth/passwords';
import type { Db } from '../../db/client';
import { JOURNAL_NAME } from '../../contract/journal/identity';
import { EDITOR_TARGETS } from '../../contract/journal/review';
import type { REVIEW_RECOMMENDATIONS } from '../../contract/editor-desk/editor-desk.schema';
import { DECISION_LABELS, DECISION_STATUS, type EditorialDecision } from '../../contract/papers/workflow/editorial-decisions';
import { DEMO_CATEGORIES } from '../content/categories';
import { abstractOf, authorsOf, keywordsOf, titleOf, topicOf, type BulkOptions } from './bulk-papers';
import { DEPARTMENTS, FIRST_NAMES, INSTITUTIONS, LAST_NAMES } from './bulk-words';
import {
  analyzeWorkflowTables,
  insertCategories,
  insertDecisions,
  insertPaperAuthors,
  insertPaperEvents,
  insertPaperIds,
  insertPaperVersions,
  insertReviewAssignments,
  insertUsersIfMissing,
  listUserIdsByRole,
  usersByEmail,
  usersById,
  type NewDecisionRow,
  type NewPaperAuthorRow,
  type NewPaperEventRow,
  type NewPaperRow,
  type NewPaperVersionRow,
  type NewReviewAssignmentRow,
  type NewUserRow,
} from '../seed/demo.repo';
import { createRandom, type Random } from '../seed/random';

/**
 * Manuscripts in bulk for the editors' queue (`npm run seed:bulk -- --submissions N`,
 * bench/editor-queue.ts): never published, spread over the workflow's statuses and over the two
 * years before `now`. History, written directly, in the shape the services leave it (as
 * seed/back-catalogue.ts does): the submitter's account and version 1, a handling editor for a
 * share of them, review rounds with their assignments (invited, completed, cancelled by the
 * decision that closed the round), decisions with letters, revisions opening the next round, and
 * the events each service writes, with its kinds, actors and words. So the queue's counts,
 * overdue flags and per-row actions come out as they would on a real journal. No manuscript files
 * and no mail: the papers cannot be downloaded, and nobody is written to.
 */

export const BULK_SUBMISSION_STATUSES = ['SUBMITTED', 'UNDER_REVIEW', 'REVISIONS_REQUIRED', 'ACCEPTED', 'REJECTED', 'WITHDRAWN'] as const;
export type BulkSubmissionStatus = (typeof BULK_SUBMISSION_STATUSES)[number];

export interface BulkSubmissionOptions extends BulkOptions {
  /** Editors who handle a share of the papers; by default every EDITOR account (three bulk editors when there is none). */
  handlingEditorIds?: number[];
  /** The moment the history leads up to; by default the current time. */
  now?: Date;
}

export interface BulkSubmissionResult {
  inserted: number;
  ms: number;
  byStatus: Record<BulkSubmissionStatus, number>;
}

const DAY = 86_400_000;
const TWO_YEARS = 730 * DAY;
const REVIEW_PERIOD = EDITOR_TARGETS.reviewCompleteWeeks * 7 * DAY;

/** A journal's queue over two years: most manuscripts are decided, a third are in progress. */
const STATUS_SHARES: readonly (readonly [BulkSubmissionStatus, number])[] = [
  ['SUBMITTED', 0.1],
  ['UNDER_REVIEW', 0.2],
  ['REVISIONS_REQUIRED', 0.1],
  ['ACCEPTED', 0.08],
  ['REJECTED', 0.46],
  ['WITHDRAWN', 0.06],
];
/** Share of each status with a handling editor: new manuscripts wait for one, reviewed ones have one. */
const HANDLED_SHARE: Record<BulkSubmissionStatus, number> = { SUBMITTED: 0.4, WITHDRAWN: 0.3, UNDER_REVIEW: 0.9, REVISIONS_REQUIRED: 0.9, ACCEPTED: 0.9, REJECTED: 0.85 };
/** How long ago the last step of a manuscript in each status happened (days, at most). */
const RECENT_DAYS: Partial<Record<BulkSubmissionStatus, number>> = { SUBMITTED: 12, UNDER_REVIEW: 60, REVISIONS_REQUIRED: 90, ACCEPTED: 60 };

const REPORTS = [
  'The question is relevant and the design is appropriate, but the analysis needs to be described in more detail.',
  'A useful study; the results are clearly presented, although the discussion overstates what the data show.',
  'The sampling design is not described well enough to judge whether the conclusions hold beyond the study sites.',
  'The manuscript is well written and the methods are sound; some tables could be combined.',
  'The statistical model should be stated in full, with the number of replicates and the error structure.',
  'The introduction should place the work in the context of recent studies from the region.',
  'The conclusions follow from the results, and the recommendations for extension staff are practical.',
  'Units are missing in several tables, and two references cited in the text are not in the list.',
];
const RECOMMENDATIONS: Record<EditorialDecision | 'open', readonly (typeof REVIEW_RECOMMENDATIONS)[number][]> = {
  accept: ['Accept', 'Minor Revision', 'Accept'],
  minor_revision: ['Minor Revision', 'Accept', 'Major Revision'],
  major_revision: ['Major Revision', 'Minor Revision', 'Reject'],
  reject_and_resubmit: ['Reject', 'Major Revision'],
  reject: ['Reject', 'Major Revision', 'Reject'],
  open: ['Accept', 'Minor Revision', 'Major Revision', 'Reject'],
};
const OPENINGS: Record<EditorialDecision, string> = {
  accept: `We are pleased to accept your manuscript for publication in ${JOURNAL_NAME}.`,
  minor_revision: 'The reviewers find the work sound and ask for minor changes; please address each comment below.',
  major_revision: 'The reviewers ask for substantial changes before the manuscript can be considered further.',
  reject_and_resubmit: 'The manuscript cannot be accepted in its present form, but we would consider a new submission that addresses the comments below.',
  reject: `We regret that we cannot accept your manuscript for publication in ${JOURNAL_NAME}.`,
};

interface Person {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}
const nameOf = (person: Person) => `${person.firstName} ${person.lastName}`;

/** An author account of the bulk data, with where it works. */
interface Submitter extends Person {
  institution: string;
}

/** Accounts nobody signs in to (their password is random and forgotten), the same on every run. */
async function bulkAccounts(db: Db, role: NonNullable<NewUserRow['role']>, count: number, passwordHash: string): Promise<Submitter[]> {
  const random = createRandom({ AUTHOR: 5101, REVIEWER: 5202, EDITOR: 5303, ADMIN: 5404 }[role]);
  const rows: NewUserRow[] = [];
  for (let n = 1; n <= count; n += 1) {
    rows.push({
      email: `bulk.${role.toLowerCase()}.${n}@bulk.example.org`,
      passwordHash,
      firstName: random.pick(FIRST_NAMES),
      lastName: random.pick(LAST_NAMES),
      role,
      institution: random.pick(INSTITUTIONS),
      emailVerifiedAt: new Date(Date.UTC(2024, 0, 1)),
    });
  }
  for (let i = 0; i < rows.length; i += 1000) await insertUsersIfMissing(db, rows.slice(i, i + 1000));
  const found = new Map<string, Person>();
  for (let i = 0; i < rows.length; i += 1000) for (const [email, user] of await usersByEmail(db, rows.slice(i, i + 1000).map((r) => r.email))) found.set(email, user);
  return rows.map((row) => {
    const user = found.get(row.email)!;
    return { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, institution: row.institution };
  });
}

interface RoundPlan {
  round: number;
  /** When reviewers were invited to it (null: a minor revision the editor checks alone). */
  sentAt: number | null;
  reviewers: Person[];
  /** Per reviewer: when the report came (null: still open, or cancelled by the decision). */
  reports: (number | null)[];
  /** When the revision that opened the round was submitted (rounds after the first). */
  revisedAt: number | null;
  decision: { kind: EditorialDecision; at: number } | null;
}

/** Every step of one manuscript, as offsets in ms from its submission. */
interface Story {
  status: BulkSubmissionStatus;
  handler: Person | null;
  handledAt: number;
  withdrawnAt: number | null;
  deskDecisionAt: number | null;
  rounds: RoundPlan[];
  /** The last step's offset. */
  end: number;
}

function storyOf(status: BulkSubmissionStatus, random: Random, editors: Person[], reviewers: Person[]): Story {
  const days = (min: number, max: number) => (min + random.next() * (max - min)) * DAY;
  const handler = random.next() < HANDLED_SHARE[status] ? random.pick(editors) : null;
  const handledAt = handler ? days(0.1, 4) : 0;
  const story: Story = { status, handler, handledAt, withdrawnAt: null, deskDecisionAt: null, rounds: [], end: handledAt };
  if (status === 'SUBMITTED') return story;
  if (status === 'WITHDRAWN') {
    story.withdrawnAt = story.end + days(1, 20);
    story.end = story.withdrawnAt;
    return story;
  }
  if (status === 'REJECTED' && random.next() < 0.35) {
    story.deskDecisionAt = story.end + days(1, 12);
    story.end = story.deskDecisionAt;
    return story;
  }
  const roundCount = random.next() < { UNDER_REVIEW: 0.25, REVISIONS_REQUIRED: 0.15, ACCEPTED: 0.5, REJECTED: 0.15 }[status] ? 2 : 1;
  let previous: RoundPlan | null = null;
  for (let round = 1; round <= roundCount; round += 1) {
    const last = round === roundCount;
    const plan: RoundPlan = { round, sentAt: null, reviewers: [], reports: [], revisedAt: null, decision: null };
    if (!previous) {
      plan.sentAt = story.end + days(2, 18);
      plan.reviewers = random.sample(reviewers, random.next() < 0.7 ? 2 : 3);
    } else {
      plan.revisedAt = story.end + days(10, 60);
      if (previous.decision!.kind === 'major_revision') {
        // The editor invites the previous round's reviewers again (reinvite-reviewers).
        plan.sentAt = plan.revisedAt + days(0.5, 6);
        plan.reviewers = previous.reviewers.filter((_, i) => previous!.reports[i] !== null);
      }
    }
    story.end = plan.sentAt ?? plan.revisedAt ?? story.end;
    const open = last && status === 'UNDER_REVIEW';
    plan.reports = plan.reviewers.map((_, i) => {
      // A decided round has two reports at least; a third reviewer may not have answered (cancelled).
      const reports = open ? random.next() < 0.4 : i < 2 || random.next() < 0.5;
      return reports ? plan.sentAt! + days(14, 50) : null;
    });
    const lastReport = Math.max(story.end, ...plan.reports.filter((at): at is number => at !== null));
    if (open) {
      story.end = lastReport;
    } else {
      const kind: EditorialDecision = !last
        ? random.next() < 0.65
          ? 'major_revision'
          : 'minor_revision'
        : status === 'ACCEPTED'
          ? 'accept'
          : status === 'REJECTED'
            ? random.next() < 0.7
              ? 'reject'
              : 'reject_and_resubmit'
            : random.next() < 0.55
              ? 'major_revision'
              : 'minor_revision';
      plan.decision = { kind, at: lastReport + days(2, 14) };
      story.end = plan.decision.at;
    }
    story.rounds.push(plan);
    previous = plan;
  }
  return story;
}

/** When the story ends, between `now` and two years before it. */
function endOf(story: Story, random: Random, now: number): number {
  const recent = RECENT_DAYS[story.status];
  const span = recent !== undefined ? recent * DAY : Math.max(0, TWO_YEARS - story.end);
  return now - random.next() * span;
}

interface Manuscript {
  paper: NewPaperRow;
  authors: Omit<NewPaperAuthorRow, 'paperId'>[];
  versions: Omit<NewPaperVersionRow, 'paperId'>[];
  assignments: Omit<NewReviewAssignmentRow, 'paperId'>[];
  decisions: Omit<NewDecisionRow, 'paperId'>[];
  events: Omit<NewPaperEventRow, 'paperId'>[];
}

function letterOf(kind: EditorialDecision, title: string, addressee: string, editor: Person, reports: string[]): string {
  const lines = [`Dear ${addressee},`, '', `Decision on "${title}": ${DECISION_LABELS[kind]}.`, '', OPENINGS[kind]];
  reports.forEach((report, i) => lines.push('', `Reviewer ${i + 1}:`, report));
  lines.push('', 'Yours sincerely,', nameOf(editor), JOURNAL_NAME);
  return lines.join('\n');
}

function manuscriptOf(random: Random, now: number, people: { editors: Person[]; reviewers: Person[]; submitters: Submitter[] }): Manuscript {
  let status: BulkSubmissionStatus = 'REJECTED';
  let draw = random.next();
  for (const [candidate, share] of STATUS_SHARES) {
    if (draw < share) {
      status = candidate;
      break;
    }
    draw -= share;
  }
  const topic = topicOf(random);
  const submitter = random.pick(people.submitters);
  const [first, ...coAuthors] = authorsOf(topic, random);
  const authors = [{ ...first!, name: nameOf(submitter), email: submitter.email, affiliation: `${DEPARTMENTS[topic.pool.category] ?? 'Faculty of Agriculture'}, ${submitter.institution}` }, ...coAuthors];
  const title = titleOf(topic, random);
  const abstract = abstractOf(topic, random);
  const keywords = keywordsOf(topic, random);
  const story = storyOf(status, random, people.editors, people.reviewers);
  const start = endOf(story, random, now) - story.end;
  const at = (offset: number) => new Date(Math.round(start + offset));
  const editor = story.handler ?? random.pick(people.editors);
  const coverLetter = `We submit "${title}" for consideration in ${JOURNAL_NAME}. The work has not been published or submitted elsewhere.`;
  const fundingInfo = random.next() < 0.5 ? null : `Supported by a research grant of ${submitter.institution.split(',')[0]}.`;
  const conflictOfInterest = 'The authors declare no conflict of interest.';
  const snapshotAuthors = authors.map(({ name, email, affiliation, orcid, isPrimaryContact }) => ({ name, email, affiliation, orcid, isPrimaryContact }));
  const metadata = { title, abstract, keywords, category: topic.pool.category, authors: snapshotAuthors, coverLetter, fundingInfo, ethicsStatement: null, conflictOfInterest, acknowledgments: null, specialIssueId: null };

  const m: Manuscript = { paper: {} as NewPaperRow, authors, versions: [], assignments: [], decisions: [], events: [] };
  const event = (offset: number, row: Omit<NewPaperEventRow, 'paperId' | 'createdAt'>) => m.events.push({ ...row, createdAt: at(offset) });
  let updated = 0;
  let version = 1;
  m.versions.push({ version: 1, manuscriptFileId: null, metadata, submittedById: submitter.id, createdAt: at(0) });
  event(0, { actorId: submitter.id, kind: 'submitted', fromStatus: null, toStatus: 'SUBMITTED', comments: null });
  if (story.handler) {
    event(story.handledAt, { actorId: story.handler.id, kind: 'handling_editor_assigned', comments: `${nameOf(story.handler)} handles the paper.` });
    updated = story.handledAt;
  }
  if (story.withdrawnAt !== null) {
    event(story.withdrawnAt, { actorId: submitter.id, kind: 'status_changed', fromStatus: 'SUBMITTED', toStatus: 'WITHDRAWN', comments: 'Withdrawn by the author.' });
    updated = story.withdrawnAt;
  }
  const decide = (kind: EditorialDecision, round: number, offset: number, from: 'SUBMITTED' | 'UNDER_REVIEW', reports: string[]) => {
    const to = DECISION_STATUS[kind];
    m.decisions.push({ round, decision: kind, editorId: editor.id, letter: letterOf(kind, title, authors[0]!.name, editor, reports), fromStatus: from, toStatus: to, createdAt: at(offset) });
    event(offset, { actorId: editor.id, kind: 'decision', decision: kind, fromStatus: from, toStatus: to, comments: null });
    updated = offset;
  };
  if (story.deskDecisionAt !== null) decide('reject', 0, story.deskDecisionAt, 'SUBMITTED', []);
  // Reviewers are numbered by their first assignment, the same in every round.
  const numbers = new Map<number, number>();
  for (const plan of story.rounds) {
    if (plan.revisedAt !== null) {
      version += 1;
      m.versions.push({ version, manuscriptFileId: null, metadata, submittedById: submitter.id, createdAt: at(plan.revisedAt) });
      event(plan.revisedAt, { actorId: submitter.id, kind: 'revision_submitted', fromStatus: 'REVISIONS_REQUIRED', toStatus: 'UNDER_REVIEW', comments: `Version ${version} submitted.` });
      updated = plan.revisedAt;
    }
    if (plan.sentAt !== null) {
      if (plan.round === 1) event(plan.sentAt, { actorId: editor.id, kind: 'sent_to_review', fromStatus: 'SUBMITTED', toStatus: 'UNDER_REVIEW' });
      const count = plan.reviewers.length;
      event(plan.sentAt, { actorId: editor.id, kind: 'reviewers_assigned', comments: `${count} ${count === 1 ? 'reviewer' : 'reviewers'} invited to round ${plan.round}: ${plan.reviewers.map(nameOf).join(', ')}.` });
      updated = plan.sentAt;
    }
    const reports: string[] = [];
    plan.reviewers.forEach((reviewer, i) => {
      if (!numbers.has(reviewer.id)) numbers.set(reviewer.id, numbers.size + 1);
      const reportAt = plan.reports[i] ?? null;
      const base = { reviewerId: reviewer.id, round: plan.round, assignedById: editor.id, assignedAt: at(plan.sentAt!), dueAt: at(plan.sentAt! + REVIEW_PERIOD) };
      if (reportAt === null) {
        m.assignments.push({ ...base, status: plan.decision ? 'CANCELLED' : 'INVITED' });
        return;
      }
      const recommendation = random.pick(RECOMMENDATIONS[plan.decision?.kind ?? 'open']);
      const comments = random.sample(REPORTS, 2).join(' ');
      reports.push(comments);
      m.assignments.push({ ...base, status: 'COMPLETED', recommendation, commentsToAuthor: comments, confidentialComments: null, submittedAt: at(reportAt) });
      event(reportAt, { actorId: reviewer.id, kind: 'review_submitted', comments: `Reviewer ${numbers.get(reviewer.id)}, round ${plan.round}: ${recommendation}.` });
    });
    if (plan.decision) decide(plan.decision.kind, plan.round, plan.decision.at, 'UNDER_REVIEW', reports);
  }
  m.events.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  m.paper = {
    title,
    abstract,
    keywords,
    category: topic.pool.category,
    status,
    submitterId: submitter.id,
    handlingEditorId: story.handler?.id ?? null,
    reviewRound: story.rounds.length,
    coverLetter,
    fundingInfo,
    conflictOfInterest,
    manuscriptFileId: null,
    currentVersion: version,
    authorNames: authors.map((a) => a.name).join(', '),
    submittedAt: at(0),
    createdAt: at(0),
    updatedAt: at(updated),
  };
  return m;
}

/** Multi-row inserts kept under PostgreSQL's 65,535 bind parameters. */
async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<void>, size = 2000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** Inserts `count` manuscripts in progress or decided (never published), in batches; returns the time taken and how many of each status. */
export async function seedBulkSubmissions(db: Db, count: number, options: BulkSubmissionOptions = {}): Promise<BulkSubmissionResult> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 1000;
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const now = (options.now ?? new Date()).getTime();
  const random = createRandom(seed);
  await insertCategories(db, DEMO_CATEGORIES);
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  let editorIds = options.handlingEditorIds ?? (await listUserIdsByRole(db, 'EDITOR'));
  if (editorIds.length === 0) editorIds = (await bulkAccounts(db, 'EDITOR', 3, passwordHash)).map((editor) => editor.id);
  const editors = await usersById(db, editorIds);
  if (editors.length !== editorIds.length) throw new Error('seedBulkSubmissions: a handling editor id is not an account');
  const people = {
    editors,
    reviewers: await bulkAccounts(db, 'REVIEWER', 40, passwordHash),
    // About twenty manuscripts per author account over the two years.
    submitters: await bulkAccounts(db, 'AUTHOR', Math.min(5000, Math.max(10, Math.ceil(count / 20))), passwordHash),
  };
  const byStatus = Object.fromEntries(BULK_SUBMISSION_STATUSES.map((status) => [status, 0])) as Record<BulkSubmissionStatus, number>;
  let built = 0;
  let done = 0;
  // The next batch is built while the database writes the previous one.
  let writing: Promise<void> | null = null;
  while (built < count) {
    const size = Math.min(batchSize, count - built);
    const batch: Manuscript[] = [];
    for (let i = 0; i < size; i += 1) {
      const manuscript = manuscriptOf(random, now, people);
      byStatus[manuscript.paper.status as BulkSubmissionStatus] += 1;
      batch.push(manuscript);
    }
    built += size;
    if (writing) await writing;
    writing = db
      .transaction(async (tx) => {
        const ids = await insertPaperIds(
          tx,
          batch.map((m) => m.paper),
        );
        const children = <T>(pick: (m: Manuscript) => T[]) => batch.flatMap((m, index) => pick(m).map((row) => ({ ...row, paperId: ids[index]! })));
        await inChunks(children((m) => m.authors), (rows) => insertPaperAuthors(tx, rows));
        await inChunks(children((m) => m.versions), (rows) => insertPaperVersions(tx, rows), 1000);
        await inChunks(children((m) => m.assignments), (rows) => insertReviewAssignments(tx, rows));
        await inChunks(children((m) => m.decisions), (rows) => insertDecisions(tx, rows), 1000);
        await inChunks(children((m) => m.events), (rows) => insertPaperEvents(tx, rows));
      })
      .then(() => {
        done += size;
        options.onProgress?.(done, count);
      });
  }
  if (writing) await writing;
  await analyzeWorkflowTables(db);
  return { inserted: done, ms: performance.now() - started, byStatus };
}
