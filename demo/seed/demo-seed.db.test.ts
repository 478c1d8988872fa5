import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_NAME } from '../../contract/journal';
import { DECISION_LABELS } from '../../contract/papers/workflow/editorial-decisions';
import { HOME_METRICS_KEY, SPEC_HOME_METRICS } from '../../contract/settings/metrics';
import type { Database } from '../../db/client';
import {
  announcements,
  appeals,
  categories,
  editorialDecisions,
  editorialMembers,
  invoices,
  journalIssues,
  mailOutbox,
  waiverRequests,
  paperAuthors,
  paperEvents,
  papers,
  paperVersions,
  reviewAssignments,
  settings,
  specialIssues,
  storedFiles,
  users,
} from '../../db/schema';
import { openTestDatabase } from '../../tests/support/test-database';
import type { Actor, Ctx } from '../../core/context';
import { AppError } from '../../core/errors';
import { LocalFileStore } from '../../core/files/file-store';
import { MailSender } from '../../core/mail/mail-sender';
import { listMySubmissions } from '../../core/papers/my-submissions.service';
import { getPaperForViewer } from '../../core/papers/papers.service';
import { getUsageReport } from '../../core/usage/usage.service';
import { fileAppeal, listAppeals } from '../../core/workflow/appeals.service';
import { listReviewerApplications } from '../../core/reviewers/reviewer-applications.service';
import { getContactMessage, listContactMessages } from '../../core/contact/contact.service';
import { getContactDetails } from '../../core/settings/settings.service';
import { DEMO_CONTACT_DETAILS, DEMO_CONTACT_MESSAGES } from '../content/contact';
import { DEMO_NEWSLETTER_SUBSCRIPTIONS } from '../content/newsletter';
import { listNewsletterSubscriptions } from '../../core/newsletter/newsletter-admin.service';
import { listReviewerCandidates } from '../../core/users/users.service';
import { DEMO_REVIEWER_APPLICATIONS } from '../content/reviewer-applications';
import { DEMO_ACCOUNTS } from '../content/accounts';
import { DEMO_CATEGORIES } from '../content/categories';
import { isValidOrcid } from '../../contract/papers/orcid';
import { DEMO_PUBLISHED_PAPERS, DEMO_SEARCH_ABSTRACT_PAPER, DEMO_SEARCH_TITLE_PAPER, DEMO_SEARCH_TITLE_WORD, seedDemo, type DemoAttachment } from './demo-seed';
import { DEMO_REVIEWER_EMAILS, DEMO_SUBMISSIONS, demoStatusOf, demoVersionsOf, type DemoSubmissionSpec } from '../content/submissions';
import { getReview, listMyReviews } from '../../core/reviews/reviews.service';
import { createHash } from 'node:crypto';

let database: Database;
let filesRoot: string;
let files: LocalFileStore;
const coreSettings = { jwtSecret: new Uint8Array(32), publicUrl: 'http://localhost:3000', demo: true, journalName: JOURNAL_NAME };

beforeAll(async () => {
  database = await openTestDatabase();
  filesRoot = await mkdtemp(path.join(tmpdir(), 'jals-demo-files-'));
  files = new LocalFileStore(filesRoot);
  expect(await seedDemo({ db: database.db, files, settings: coreSettings })).toEqual({ seeded: true });
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (filesRoot) await rm(filesRoot, { recursive: true, force: true });
});

async function readStart(sha256: string, length = 5): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of files.open(sha256)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).subarray(0, length).toString('latin1');
}

const allPapers = () => database.db.select().from(papers).orderBy(asc(papers.id));
const allEvents = () => database.db.select().from(paperEvents).orderBy(asc(paperEvents.createdAt), asc(paperEvents.id));
const specOf = (title: string) => DEMO_SUBMISSIONS.find((spec) => spec.title === title);

/** A demo account as the services' actor, now (the real clock: the seed's history is in the past). */
async function actorOf(email: string): Promise<Actor> {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  return { id: user!.id, role: user!.role, email: user!.email, firstName: user!.firstName, lastName: user!.lastName, emailVerified: true };
}
async function ctxOf(email: string): Promise<Ctx> {
  const unused = { send: () => Promise.reject(new Error('no mail in this test')), close: () => undefined };
  return { db: database.db, actor: await actorOf(email), clock: () => new Date(), mail: new MailSender(database.db, unused), files, settings: coreSettings };
}
const emailOf = (spec: DemoSubmissionSpec) => DEMO_ACCOUNTS.find((a) => a.email.startsWith(spec.submitter === 'eze' ? 'chinedu' : spec.submitter === 'abubakar' ? 'fatima' : 'samuel'))!.email;
const paperOf = async (spec: DemoSubmissionSpec) => (await allPapers()).find((p) => p.title === spec.title)!;
const allAuthors = () => database.db.select().from(paperAuthors).orderBy(asc(paperAuthors.paperId), asc(paperAuthors.position));

describe('seedDemo (the demo journal a reader must believe in)', () => {
  it('has the submission categories of acting-side.md §3, in order', async () => {
    const rows = await database.db.select().from(categories).orderBy(asc(categories.displayOrder));
    expect(rows.map((row) => row.name)).toEqual([...DEMO_CATEGORIES]);
  });

  it('publishes issues 7/1-7/4 (2023) and 8/1-8/3 (2024) on the 15th of March, June, September and December', async () => {
    const rows = await database.db.select().from(journalIssues).orderBy(asc(journalIssues.volume), asc(journalIssues.number));
    expect(rows.map((row) => [row.volume, row.number, row.year, row.publicationDate, row.isPublished])).toEqual([
      [7, 1, 2023, '2023-03-15', true],
      [7, 2, 2023, '2023-06-15', true],
      [7, 3, 2023, '2023-09-15', true],
      [7, 4, 2023, '2023-12-15', true],
      [8, 1, 2024, '2024-03-15', true],
      [8, 2, 2024, '2024-06-15', true],
      [8, 3, 2024, '2024-09-15', true],
    ]);
    for (const row of rows) expect(row.description.length).toBeGreaterThan(50);
  });

  it('has a paper in every status, the expected number of each', async () => {
    const rows = await database.db.select({ status: papers.status, n: count() }).from(papers).groupBy(papers.status);
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.n]));
    const expected: Record<string, number> = { PUBLISHED: DEMO_PUBLISHED_PAPERS.length };
    for (const spec of DEMO_SUBMISSIONS) expected[demoStatusOf(spec)] = (expected[demoStatusOf(spec)] ?? 0) + 1;
    expect(byStatus).toEqual(expected);
    for (const status of ['SUBMITTED', 'UNDER_REVIEW', 'REVISIONS_REQUIRED', 'ACCEPTED', 'REJECTED', 'WITHDRAWN', 'PUBLISHED']) expect(byStatus[status]).toBeGreaterThanOrEqual(1);
    // Each manuscript is where its history leads under the workflow rules.
    for (const spec of DEMO_SUBMISSIONS) expect((await paperOf(spec)).status, spec.slug).toBe(demoStatusOf(spec));
  });

  it('spreads at least 40 published papers over the 7 issues, with consecutive pages, DOI and figures', async () => {
    const issues = await database.db.select().from(journalIssues);
    const published = (await allPapers()).filter((p) => p.status === 'PUBLISHED');
    expect(published.length).toBeGreaterThanOrEqual(40);
    expect(new Set(published.map((p) => p.issueId)).size).toBe(7);
    for (const issue of issues) {
      const inIssue = published.filter((p) => p.issueId === issue.id).sort((a, b) => a.id - b.id);
      expect(inIssue.length).toBeGreaterThanOrEqual(5);
      let next = 1;
      inIssue.forEach((paper, index) => {
        const [first, last] = paper.pages!.split('-').map(Number);
        expect(first).toBe(next);
        expect(last).toBeGreaterThan(first!);
        next = last! + 1;
        expect(paper.doi).toBe(`10.5555/jals.${issue.year}.${issue.volume}.${issue.number}.${String(index + 1).padStart(2, '0')}`);
        expect(paper.publishedAt!.toISOString()).toBe(`${issue.publicationDate}T00:00:00.000Z`);
        expect(paper.submittedAt.getTime()).toBeLessThan(paper.publishedAt!.getTime() - 90 * 86_400_000);
      });
    }
    for (const paper of published) {
      expect(paper.downloadCount).toBeGreaterThan(0);
      expect(paper.citationCount).toBeGreaterThanOrEqual(0);
      expect(paper.keywords.length).toBeGreaterThanOrEqual(3);
      expect(paper.keywords.length).toBeLessThanOrEqual(6);
      const words = paper.abstract.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(150);
      expect(words).toBeLessThanOrEqual(250);
    }
    expect(new Set(published.map((p) => p.title)).size).toBe(published.length);
  });

  it('gives every paper 2-6 authors, exactly one primary contact, valid ORCID iDs and matching author_names', async () => {
    const authors = await allAuthors();
    const rows = await allPapers();
    for (const paper of rows) {
      const own = authors.filter((a) => a.paperId === paper.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(6);
      expect(own.filter((a) => a.isPrimaryContact)).toHaveLength(1);
      expect(own.map((a) => a.position)).toEqual(own.map((_, i) => i + 1));
      expect(paper.authorNames).toBe(own.map((a) => a.name).join(', '));
      for (const author of own) expect(author.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    }
    const orcids = authors.map((a) => a.orcid).filter((o): o is string => o !== null);
    expect(orcids.length).toBeGreaterThan(10);
    for (const orcid of orcids) expect(isValidOrcid(orcid)).toBe(true);
  });

  it('stores a real PDF for every paper, named like cassava-drought-tolerance.pdf', async () => {
    const rows = await allPapers();
    const fileRows = await database.db.select().from(storedFiles);
    for (const paper of rows) {
      const file = fileRows.find((f) => f.id === paper.manuscriptFileId);
      expect(file, paper.title).toBeDefined();
      expect(file!.mediaType).toBe('application/pdf');
      expect(file!.originalName).toMatch(/^[a-z0-9-]+\.pdf$/);
      expect(await files.exists(file!.sha256)).toBe(true);
      expect(await readStart(file!.sha256)).toBe('%PDF-');
    }
    expect(fileRows.some((f) => f.originalName === 'cassava-drought-tolerance.pdf')).toBe(true);
  });

  it('keeps every version and the history of every paper', async () => {
    const rows = await allPapers();
    const versions = await database.db.select().from(paperVersions).orderBy(asc(paperVersions.version));
    const events = await allEvents();
    // Kinds that carry words of their own in the services' events (core/workflow, core/papers).
    const withComments = ['handling_editor_assigned', 'reviewers_assigned', 'review_submitted', 'revision_submitted', 'published', 'status_changed'];
    for (const paper of rows) {
      const spec = specOf(paper.title);
      const own = versions.filter((v) => v.paperId === paper.id);
      expect(own.map((v) => v.version)).toEqual(Array.from({ length: spec ? demoVersionsOf(spec) : 1 }, (_, i) => i + 1));
      expect(own.at(-1)!.manuscriptFileId).toBe(paper.manuscriptFileId);
      expect(paper.currentVersion).toBe(own.length);
      expect((own[0]!.metadata as { title: string }).title).toBe(paper.title);
      if (own.length > 1) expect(new Set(own.map((v) => v.manuscriptFileId)).size).toBe(own.length);
      const history = events.filter((e) => e.paperId === paper.id);
      expect(history[0]).toMatchObject({ kind: 'submitted', toStatus: 'SUBMITTED' });
      expect(history.filter((e) => e.toStatus !== null).at(-1)!.toStatus).toBe(paper.status);
      for (const change of history.slice(1)) {
        expect(change.actorId).not.toBeNull();
        if (change.kind === 'decision') expect(change.decision).toBeTruthy();
        if (withComments.includes(change.kind)) expect(change.comments, change.kind).toBeTruthy();
      }
    }
  });

  it('plays every unpublished manuscript through the workflow services, at the times of its history', async () => {
    const events = await allEvents();
    const decisions = await database.db.select().from(editorialDecisions).orderBy(asc(editorialDecisions.createdAt));
    const kinds = new Set<string>();
    for (const spec of DEMO_SUBMISSIONS) {
      const paper = await paperOf(spec);
      const history = events.filter((e) => e.paperId === paper.id);
      history.forEach((event) => kinds.add(event.kind));
      expect(history[0]!.createdAt.toISOString()).toBe(new Date(spec.submittedAt).toISOString());
      // Each step of the content is the event its service writes, at the step's time.
      const KIND = {
        handle: 'handling_editor_assigned',
        invite: 'reviewers_assigned',
        reinvite: 'reviewers_assigned',
        accept: 'review_accepted',
        decline: 'review_declined',
        review: 'review_submitted',
        decide: 'decision',
        revise: 'revision_submitted',
        withdraw: 'status_changed',
        appeal: 'appeal_filed',
      } as const;
      // A draft is the reviewer's own: it leaves no event on the paper.
      for (const step of spec.history) {
        if (step.step === 'draft') continue;
        expect(history.some((e) => e.kind === KIND[step.step] && e.createdAt.getTime() === Date.parse(step.at)), `${spec.slug} ${step.step} ${step.at}`).toBe(true);
      }
      for (const event of history.filter((e) => e.kind === 'sent_to_review')) expect(event).toMatchObject({ fromStatus: 'SUBMITTED', toStatus: 'UNDER_REVIEW' });
      for (const event of history.filter((e) => e.kind === 'review_submitted')) expect(event.comments).toMatch(/^Reviewer \d, round \d: (Accept|Minor Revision|Major Revision|Reject)\.$/);
      // Decisions carry the letter the editor sent: the journal's template with the editor's comments.
      const own = decisions.filter((d) => d.paperId === paper.id);
      const decided = spec.history.filter((step) => step.step === 'decide');
      expect(own.map((d) => [d.decision, d.createdAt.toISOString()])).toEqual(decided.map((step) => [step.decision, new Date(step.at).toISOString()]));
      own.forEach((decision, index) => {
        expect(decision.letter).toMatch(/^Dear /);
        expect(decision.letter).toContain(`Decision on manuscript no. ${paper.id}, "${paper.title}": ${DECISION_LABELS[decision.decision]}.`);
        expect(decision.letter).toContain(decided[index]!.comments);
        expect(history.find((e) => e.kind === 'decision' && e.createdAt.getTime() === decision.createdAt.getTime())).toMatchObject({ decision: decision.decision, toStatus: decision.toStatus });
      });
    }
    for (const kind of ['submitted', 'sent_to_review', 'reviewers_assigned', 'review_submitted', 'decision', 'revision_submitted', 'appeal_filed']) expect(kinds, kind).toContain(kind);
    // The back-catalogue has the same shape: two reviews, an Accept decision, the published event.
    const published = (await allPapers()).filter((p) => p.status === 'PUBLISHED');
    const reviews = await database.db.select().from(reviewAssignments);
    for (const paper of published) {
      expect(paper.handlingEditorId).not.toBeNull();
      expect(new Set(reviews.filter((r) => r.paperId === paper.id && r.status === 'COMPLETED').map((r) => r.reviewerId)).size).toBe(2);
      expect(decisions.filter((d) => d.paperId === paper.id).map((d) => [d.decision, d.round, d.toStatus])).toEqual([['accept', 1, 'ACCEPTED']]);
      expect(events.filter((e) => e.paperId === paper.id).map((e) => e.kind)).toEqual(['submitted', 'handling_editor_assigned', 'sent_to_review', 'reviewers_assigned', 'review_submitted', 'review_submitted', 'decision', 'published']);
    }
  });

  it('has a paper under review in round 2 with its reviewers invited again, and revised papers at version 2', async () => {
    const reviews = await database.db.select().from(reviewAssignments);
    const secondRound = DEMO_SUBMISSIONS.filter((spec) => spec.history.some((step) => step.step === 'reinvite'));
    expect(secondRound.length).toBeGreaterThanOrEqual(1);
    for (const spec of secondRound) {
      const paper = await paperOf(spec);
      expect(paper).toMatchObject({ status: 'UNDER_REVIEW', reviewRound: 2, currentVersion: 2 });
      const own = reviews.filter((r) => r.paperId === paper.id);
      const first = own.filter((r) => r.round === 1 && r.status === 'COMPLETED').map((r) => r.reviewerId).sort();
      expect(own.filter((r) => r.round === 2).map((r) => r.reviewerId).sort()).toEqual(first);
    }
    // A minor revision the editor checked without a new round, then accepted.
    const checked = DEMO_SUBMISSIONS.find((spec) => spec.history.some((step) => step.step === 'decide' && step.decision === 'minor_revision') && demoStatusOf(spec) === 'ACCEPTED')!;
    expect(await paperOf(checked)).toMatchObject({ status: 'ACCEPTED', reviewRound: 2, currentVersion: 2 });
    // And one awaiting its minor revision.
    const minor = DEMO_SUBMISSIONS.find((spec) => demoStatusOf(spec) === 'REVISIONS_REQUIRED' && spec.history.at(-1)!.step === 'decide' && (spec.history.at(-1) as { decision: string }).decision === 'minor_revision');
    expect(minor, 'a paper awaiting a minor revision').toBeDefined();
  });

  it('shows authors the reviews of a round only once a decision has closed it', async () => {
    const reviews = await database.db.select().from(reviewAssignments);
    const decisions = await database.db.select().from(editorialDecisions);
    const editor = await ctxOf('editor@jals-demo.org');
    let withheld = 0;
    for (const spec of DEMO_SUBMISSIONS) {
      const paper = await paperOf(spec);
      const closed = new Set(decisions.filter((d) => d.paperId === paper.id).map((d) => d.round));
      const completed = reviews.filter((r) => r.paperId === paper.id && r.status === 'COMPLETED');
      const author = await getPaperForViewer(await ctxOf(emailOf(spec)), paper.id);
      expect(author.reviewComments.length, spec.slug).toBe(completed.filter((r) => closed.has(r.round)).length);
      for (const comment of author.reviewComments) expect(comment.reviewer).toMatch(/^Reviewer \d$/);
      const staff = await getPaperForViewer(editor, paper.id);
      expect(staff.reviewComments.length).toBe(completed.length);
      withheld += completed.length - author.reviewComments.length;
    }
    // Reports of rounds still open (round 1 under review, round 2 after a revision) wait for the decision.
    expect(withheld).toBeGreaterThanOrEqual(3);
  });

  it('has a recent rejection with an open appeal, and a rejection too old to appeal', async () => {
    const appealed = DEMO_SUBMISSIONS.find((spec) => spec.history.some((step) => step.step === 'appeal'))!;
    const paper = await paperOf(appealed);
    expect(paper.status).toBe('REJECTED');
    const [appeal] = await database.db.select().from(appeals).where(eq(appeals.paperId, paper.id));
    expect(appeal).toMatchObject({ status: 'open', appellantId: paper.submitterId });
    const open = await listAppeals(await ctxOf('editor@jals-demo.org'), true);
    expect(open.map((a) => a.paper.id)).toEqual([paper.id]);

    const old = DEMO_SUBMISSIONS.find((spec) => demoStatusOf(spec) === 'REJECTED' && !spec.history.some((step) => step.step === 'appeal'))!;
    const rejectedAt = Date.parse(old.history.findLast((step) => step.step === 'decide')!.at);
    expect(Date.now() - rejectedAt).toBeGreaterThan(30 * 86_400_000);
    const refused = await fileAppeal(await ctxOf(emailOf(old)), (await paperOf(old)).id, 'We disagree with the reviewers.', null).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'CONFLICT' });
    expect((refused as AppError).message).toMatch(/appeal/i);
  });

  it("keeps the README's promises to the demo author accounts", async () => {
    const eze = await listMySubmissions(await ctxOf('chinedu.eze@jals-demo.org'));
    expect(eze.filter((p) => p.canWithdraw).map((p) => p.status)).toEqual(['SUBMITTED']);
    expect(eze.filter((p) => p.canRevise)).toHaveLength(1);
    for (const email of ['fatima.abubakar@jals-demo.org', 'samuel.otieno@jals-demo.org']) {
      const mine = await listMySubmissions(await ctxOf(email));
      expect(mine.filter((p) => p.canRevise).map((p) => [p.status, p.version]), email).toEqual([['REVISIONS_REQUIRED', 1]]);
    }
  });

  it("keeps the workflow's mail as the journal's past: sent when written, nothing left to send", async () => {
    const mail = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(mail.length).toBeGreaterThan(50);
    // The workflow's mail and, since issue 15, each published paper's invoice and its receipt (or waiver notice).
    expect(mail.length).toBeLessThan(320);
    const stepTimes = new Set(
      [...DEMO_SUBMISSIONS.flatMap((spec) => [spec.submittedAt, ...spec.history.map((step) => step.at)]), ...DEMO_REVIEWER_APPLICATIONS.map((application) => application.at),
        ...DEMO_CONTACT_MESSAGES.flatMap((message) => [message.at, ...(message.reply ? [message.reply.at] : [])]),
        ...DEMO_NEWSLETTER_SUBSCRIPTIONS.flatMap((reader) => [reader.at, ...(reader.confirmedAt ? [reader.confirmedAt] : [])]),
      ].map((at) => Date.parse(at)),
    );
    // Issue 15: each invoice's issue, payment and waiver is a step of its own.
    for (const invoice of await database.db.select().from(invoices)) {
      for (const at of [invoice.issuedAt, invoice.paymentRecordedAt, invoice.waivedAt]) if (at) stepTimes.add(at.getTime());
    }
    for (const row of mail) {
      expect(row.status).toBe('sent');
      expect(row.sentAt!.getTime()).toBe(row.createdAt.getTime());
      expect(stepTimes.has(row.createdAt.getTime())).toBe(true);
    }
    // In the order things happened, so /admin/mail lists the newest first.
    expect(mail.map((row) => row.createdAt.getTime())).toEqual(mail.map((row) => row.createdAt.getTime()).sort((a, b) => a - b));
    expect(mail.some((row) => /decision on manuscript no\. \d+/.test(row.subject))).toBe(true);
    expect(mail.some((row) => /invitation to review/.test(row.subject))).toBe(true);
    expect(mail.filter((row) => row.subject.startsWith('New reviewer application:')).map((row) => row.subject)).toContain('New reviewer application: Dr. Wanjiku Kamau');
  });

  it('has two open reviewer applications, one from a demo author, and the demo reviewers in the pool (issue 14)', async () => {
    const editor = await ctxOf('editor@jals-demo.org');
    const open = await listReviewerApplications(editor, { status: 'open' });
    expect(open.map((application) => [application.name, application.account?.role ?? null])).toEqual([
      ['Dr. Wanjiku Kamau', null],
      ['Samuel Otieno', 'AUTHOR'],
    ]);
    expect(open.map((application) => application.submittedAt)).toEqual(DEMO_REVIEWER_APPLICATIONS.map((application) => new Date(application.at).toISOString()));
    const pool = await listReviewerCandidates(editor);
    expect(pool.map((reviewer) => reviewer.name).sort()).toEqual(['Grace Wanjiru', 'Kwame Mensah', 'Pieter de Vries']);
    expect(pool.find((reviewer) => reviewer.name === 'Kwame Mensah')!.expertise).toEqual(['Soil fertility', 'Biochar', 'Nutrient cycling']);
  });

  it('has contact messages in the office’s inbox, unread first: three unread, one read, one answered (issue 15)', async () => {
    const admin = await ctxOf('admin@jals-demo.org');
    const inbox = await listContactMessages(admin, { page: 1, pageSize: 20, status: 'all', sort: 'unread-first' });
    expect(inbox.unread).toBe(3);
    expect(inbox.items.map((item) => [item.name, item.status, item.replies])).toEqual([
      ['Arjun Nair', 'unread', 0],
      ['Esi Boateng', 'unread', 0],
      ['Tendai Moyo', 'unread', 0],
      ['Dr. Mariam Sesay', 'read', 0],
      ['Babajide Ogunleye', 'read', 1],
    ]);
    expect(inbox.items.find((item) => item.name === 'Esi Boateng')!.category).toBe('general');
    const answered = await getContactMessage(admin, inbox.items.at(-1)!.id);
    expect(answered.replies[0]).toMatchObject({ to: 'babajide.ogunleye@example.org', sentBy: { name: 'Ngozi Adeyemi' } });
    expect(await getContactDetails(admin)).toEqual({ ...DEMO_CONTACT_DETAILS, social: [] });
    // The office got each message, and the sender the reply, as past mail.
    const mail = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(mail.filter((row) => row.toAddress === 'office@jals-demo.org' && row.subject.startsWith('Contact form:'))).toHaveLength(5);
    expect(mail.find((row) => row.toAddress === 'babajide.ogunleye@example.org')).toMatchObject({ subject: 'Re: Fee waiver for a student-led study', replyTo: 'office@jals-demo.org', status: 'sent' });
  });

  it('has newsletter readers: confirmed, one never confirmed, one unsubscribed, one subscribed yesterday (issue 15)', async () => {
    const admin = await ctxOf('admin@jals-demo.org');
    const page = await listNewsletterSubscriptions(admin, { pageSize: 100 });
    expect(page.counts).toEqual({ confirmed: 4, pending: 2, unsubscribed: 1 });
    expect(page.items[0]).toMatchObject({ email: 'nana.asare@example.org', status: 'active', confirmed: false, createdAt: '2026-11-24T19:05:00.000Z' });
    expect(page.items.find((row) => row.email === 'm.diallo@example.org')).toMatchObject({ status: 'unsubscribed', confirmed: true });
    const mail = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(mail.filter((row) => row.toAddress === 'adaeze.nwankwo@example.org').map((row) => row.subject)).toHaveLength(2);
  });

  it('gives every unpublished paper to a demo author who is among its authors', async () => {
    const rows = (await allPapers()).filter((p) => p.status !== 'PUBLISHED');
    const authors = await allAuthors();
    const accounts = await database.db.select().from(users);
    for (const paper of rows) {
      const submitter = accounts.find((u) => u.id === paper.submitterId);
      expect(submitter?.role).toBe('AUTHOR');
      expect(authors.filter((a) => a.paperId === paper.id).map((a) => a.email)).toContain(submitter!.email);
      expect(paper.coverLetter).toBeTruthy();
    }
  });

  it('has reviewers on papers under review and review comments on papers needing revision', async () => {
    const rows = await allPapers();
    const reviews = await database.db.select().from(reviewAssignments);
    const reviewers = new Set((await database.db.select().from(users).where(eq(users.role, 'REVIEWER'))).map((u) => u.id));
    for (const paper of rows.filter((p) => p.status === 'UNDER_REVIEW')) {
      expect(reviews.filter((r) => r.paperId === paper.id && r.round === paper.reviewRound).length).toBeGreaterThanOrEqual(2);
    }
    for (const paper of rows.filter((p) => p.status === 'REVISIONS_REQUIRED')) {
      const done = reviews.filter((r) => r.paperId === paper.id && r.status === 'COMPLETED');
      expect(done.length).toBeGreaterThanOrEqual(2);
      for (const review of done) {
        expect(review.commentsToAuthor!.length).toBeGreaterThan(100);
        expect(review.recommendation).toBeTruthy();
        expect(review.submittedAt).not.toBeNull();
      }
    }
    for (const review of reviews) expect(reviewers.has(review.reviewerId)).toBe(true);
  });

  it("gives the demo reviewers their workspace: an invitation each (one overdue), drafts, a declined invitation with its suggestion, a round awaiting the editor's decision", async () => {
    // The demo's "today": its last step.
    const today = Math.max(...DEMO_SUBMISSIONS.flatMap((spec) => [spec.submittedAt, ...spec.history.map((step) => step.at)]).map((at) => Date.parse(at)));
    const pending = [];
    for (const email of Object.values(DEMO_REVIEWER_EMAILS)) {
      const ctx = await ctxOf(email);
      const mine = await listMyReviews(ctx);
      const invitations = mine.filter((r) => r.status === 'INVITED');
      expect(invitations.length, email).toBeGreaterThanOrEqual(1);
      expect(mine.some((r) => r.status === 'COMPLETED'), email).toBe(true);
      pending.push(...invitations);
      for (const draft of mine.filter((r) => r.status === 'ACCEPTED' && r.draftSavedAt !== null)) {
        expect((await getReview(ctx, draft.id, null)).review.commentsToAuthor).toBeTruthy();
      }
    }
    expect(pending.filter((r) => Date.parse(r.responseDueAt!) < today)).toHaveLength(1);
    const reviews = await database.db.select().from(reviewAssignments);
    expect(reviews.filter((r) => r.status === 'ACCEPTED' && r.draftSavedAt !== null).length).toBeGreaterThanOrEqual(2);

    // Declined, with a reason and someone to ask instead, as the editor reads it.
    const declined = reviews.filter((r) => r.status === 'DECLINED');
    expect(declined).toHaveLength(1);
    expect(declined[0]).toMatchObject({ declineReason: expect.stringMatching(/fieldwork/), suggestedReviewerName: 'Dr Abena Owusu', suggestedReviewerEmail: 'abena.owusu@example.org' });
    const staff = await getPaperForViewer(await ctxOf('amina.yusuf@jals-demo.org'), declined[0]!.paperId);
    expect(staff.workflow.reviews.find((r) => r.status === 'DECLINED')!.suggestedReviewer).toEqual({ name: 'Dr Abena Owusu', email: 'abena.owusu@example.org' });

    // A round whose reviews are all in, waiting for the decision; its editor was told.
    const waiting = (await allPapers()).filter((paper) => {
      const round = reviews.filter((r) => r.paperId === paper.id && r.round === paper.reviewRound);
      return paper.status === 'UNDER_REVIEW' && round.length >= 2 && round.every((r) => r.status === 'COMPLETED');
    });
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    const mail = await database.db.select().from(mailOutbox);
    for (const paper of waiting) expect(mail.some((m) => m.subject === `All reviews are in: manuscript no. ${paper.id}, round ${paper.reviewRound}`)).toBe(true);

    // Every open invitation's link is in its mail (the admin's mail viewer shows them), and it is the one the assignment holds.
    for (const invitation of reviews.filter((r) => r.status === 'INVITED')) {
      const tokens = mail.flatMap((m) => [...m.textBody.matchAll(new RegExp(`/review/${invitation.id}\\?token=([A-Za-z0-9_-]{43})`, 'g'))].map((match) => match[1]!));
      expect(tokens.map((token) => createHash('sha256').update(token).digest('hex'))).toEqual([invitation.invitationTokenHash]);
    }
  });

  it('has a distinctive title word for search tests', async () => {
    const rows = (await allPapers()).filter((p) => p.status === 'PUBLISHED');
    const word = new RegExp(DEMO_SEARCH_TITLE_WORD, 'i');
    expect(rows.filter((p) => word.test(p.title)).map((p) => p.title)).toEqual([DEMO_SEARCH_TITLE_PAPER]);
    expect(rows.filter((p) => !word.test(p.title) && word.test(p.abstract)).map((p) => p.title)).toEqual([DEMO_SEARCH_ABSTRACT_PAPER]);
  });

  it('has special issues open, open, planning, closed and review, with submissions to the open ones', async () => {
    const rows = await database.db.select().from(specialIssues).orderBy(asc(specialIssues.id));
    expect(rows.map((row) => row.status)).toEqual(['open', 'open', 'planning', 'closed', 'review']);
    const submitted = (await allPapers()).filter((p) => p.specialIssueId !== null);
    for (const row of rows) {
      expect(row.guestEditors.length).toBeGreaterThanOrEqual(2);
      expect(row.guestEditors.length).toBeLessThanOrEqual(3);
      if (row.status === 'open') expect(submitted.filter((p) => p.specialIssueId === row.id).length).toBeGreaterThanOrEqual(1);
    }
    for (const paper of submitted) expect(paper.status).not.toBe('PUBLISHED');
  });

  it('has announcements of every type and priority, some with stored PDF attachments', async () => {
    const rows = await database.db.select().from(announcements);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['Call for Papers', 'Deadline', 'Event', 'General', null]));
    expect(new Set(rows.map((row) => row.priority))).toEqual(new Set(['high', 'normal', 'low']));
    const years = new Set(rows.map((row) => row.publishedAt.getUTCFullYear()));
    expect(years).toEqual(new Set([2024, 2025, 2026]));
    const withFiles = rows.filter((row) => row.attachments.length > 0);
    expect(withFiles.length).toBeGreaterThanOrEqual(2);
    for (const row of withFiles) {
      const [attachment] = row.attachments as DemoAttachment[];
      expect(attachment!.url).toBe(`/api/announcements/${row.id}/attachments/0`);
      const [file] = await database.db.select().from(storedFiles).where(eq(storedFiles.id, attachment!.fileId));
      expect(file!.originalName).toBe(attachment!.name);
      expect(await readStart(file!.sha256)).toBe('%PDF-');
    }
  });

  it('has editorial members in every role with full editor-in-chief and managing-editor profiles', async () => {
    const rows = await database.db.select().from(editorialMembers);
    const count = (role: string) => rows.filter((row) => row.role === role).length;
    expect(count('chief_editor')).toBe(1);
    expect(count('deputy_editor')).toBeGreaterThanOrEqual(1);
    expect(count('managing_editor')).toBe(1);
    expect(count('associate_editor')).toBeGreaterThanOrEqual(3);
    expect(count('member')).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((row) => row.boardType))).toEqual(new Set(['EDITORIAL_BOARD', 'EDITORIAL_TEAM']));
    expect(rows.some((row) => row.position.startsWith('Section Editor — '))).toBe(true);
    const chief = rows.find((row) => row.role === 'chief_editor')!;
    for (const key of ['biography', 'qualifications', 'researchInterests', 'achievements', 'editorialMessage'] as const) expect(chief.profile[key]?.length).toBeGreaterThan(0);
    const managing = rows.find((row) => row.role === 'managing_editor')!;
    for (const key of ['biography', 'qualifications', 'responsibilities', 'expertise', 'achievements', 'services', 'officeHours'] as const) expect(managing.profile[key]?.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.department && row.institution && row.specialization && row.email).toBeTruthy();
      expect(row.expertise.length).toBeGreaterThan(0);
    }
  });

  it('has an invoice for every published and accepted paper: published ones paid or waived, one accepted paid, one overdue, and a waiver request waiting (issue 15)', async () => {
    const rows = await database.db.select({ state: invoices.state, dueAt: invoices.dueAt, status: papers.status, number: invoices.number }).from(invoices).innerJoin(papers, eq(papers.id, invoices.paperId));
    const published = await database.db.select({ id: papers.id }).from(papers).where(inArray(papers.status, ['PUBLISHED', 'ACCEPTED']));
    expect(rows).toHaveLength(published.length);
    expect(rows.filter((r) => r.status === 'PUBLISHED').every((r) => r.state === 'paid' || r.state === 'waived')).toBe(true);
    expect(rows.some((r) => r.status === 'PUBLISHED' && r.state === 'waived')).toBe(true);
    const accepted = rows.filter((r) => r.status === 'ACCEPTED');
    expect(accepted.map((r) => r.state).sort()).toEqual(['issued', 'paid']);
    expect(accepted.find((r) => r.state === 'issued')!.dueAt.getTime()).toBeLessThan(Date.now());
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    const requests = await database.db.select({ state: waiverRequests.state, kind: waiverRequests.kind }).from(waiverRequests);
    expect(requests).toEqual([{ state: 'pending', kind: 'least-developed-countries' }]);
  });

  it('gives the published articles the last months of usage, their download counts the events’ (decision 0059)', async () => {
    const report = await getUsageReport({ db: database.db, clock: () => new Date() }, { by: 'article' });
    expect(report.months).toHaveLength(12);
    expect(report.rows.length).toBeGreaterThan(30);
    expect(report.journal.every((month) => month.Total_Item_Investigations > 0)).toBe(true);
    expect(report.total.Unique_Item_Investigations).toBeLessThan(report.total.Total_Item_Investigations);
    expect(report.total.Total_Item_Requests).toBeLessThan(report.total.Total_Item_Investigations);
    expect(report.total.Unique_Item_Requests).toBeLessThan(report.total.Total_Item_Requests);
    const mismatched = await database.db
      .select({ id: papers.id })
      .from(papers)
      .where(sql`${papers.downloadCount} <> (select count(*) from usage_events where paper_id = ${papers.id} and kind = 'download')`);
    expect(mismatched).toEqual([]);
  });

  it('stores the home metrics of the spec', async () => {
    const [row] = await database.db.select().from(settings).where(eq(settings.key, HOME_METRICS_KEY));
    expect(row!.value).toEqual(SPEC_HOME_METRICS);
    expect(SPEC_HOME_METRICS).toEqual({ articles: 1247, citationIndex: 2.8, countries: '45+', impactFactor: 3.2 });
  });

  it('does nothing when run a second time', async () => {
    const before = (await allPapers()).length;
    expect(await seedDemo({ db: database.db, files, settings: coreSettings })).toEqual({ seeded: false });
    expect(await allPapers()).toHaveLength(before);
    expect(await database.db.select().from(journalIssues)).toHaveLength(7);
  });
});
