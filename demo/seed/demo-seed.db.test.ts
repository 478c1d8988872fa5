import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_METRICS_KEY, SPEC_HOME_METRICS } from '../../contract/settings/metrics';
import type { Database } from '../../db/client';
import {
  announcements,
  categories,
  editorialMembers,
  journalIssues,
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
import { LocalFileStore } from '../../core/files/file-store';
import { DEMO_CATEGORIES } from '../content/categories';
import { isValidOrcid } from '../../contract/papers/orcid';
import { DEMO_PUBLISHED_PAPERS, DEMO_SEARCH_ABSTRACT_PAPER, DEMO_SEARCH_TITLE_PAPER, DEMO_SEARCH_TITLE_WORD, seedDemo, type DemoAttachment } from './demo-seed';
import { DEMO_SUBMISSIONS } from '../content/submissions';

let database: Database;
let filesRoot: string;
let files: LocalFileStore;
let seedMs = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  filesRoot = await mkdtemp(path.join(tmpdir(), 'jals-demo-files-'));
  files = new LocalFileStore(filesRoot);
  const started = performance.now();
  expect(await seedDemo(database.db, files)).toEqual({ seeded: true });
  seedMs = performance.now() - started;
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
const allAuthors = () => database.db.select().from(paperAuthors).orderBy(asc(paperAuthors.paperId), asc(paperAuthors.position));

describe('seedDemo (the demo journal a reader must believe in)', () => {
  it('seeds quickly enough to run at start-up', () => {
    // The brief's aim is under 10 s including PDF generation; leave room for slow CI machines.
    expect(seedMs).toBeLessThan(30_000);
  });

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
    for (const spec of DEMO_SUBMISSIONS) {
      const status = spec.changes.at(-1)?.to ?? 'SUBMITTED';
      expected[status] = (expected[status] ?? 0) + 1;
    }
    expect(byStatus).toEqual(expected);
    for (const status of ['SUBMITTED', 'UNDER_REVIEW', 'REVISIONS_REQUIRED', 'ACCEPTED', 'REJECTED', 'WITHDRAWN']) expect(byStatus[status]).toBeGreaterThanOrEqual(1);
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

  it('keeps version 1 and the history of every paper', async () => {
    const rows = await allPapers();
    const versions = await database.db.select().from(paperVersions);
    const events = await database.db.select().from(paperEvents).orderBy(asc(paperEvents.createdAt), asc(paperEvents.id));
    for (const paper of rows) {
      const own = versions.filter((v) => v.paperId === paper.id);
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({ version: 1, manuscriptFileId: paper.manuscriptFileId });
      expect((own[0]!.metadata as { title: string }).title).toBe(paper.title);
      const history = events.filter((e) => e.paperId === paper.id);
      expect(history[0]).toMatchObject({ kind: 'submitted', toStatus: 'SUBMITTED' });
      expect(history.at(-1)!.toStatus).toBe(paper.status);
      for (const change of history.slice(1)) {
        expect(['sent_to_review', 'decision', 'published', 'status_changed']).toContain(change.kind);
        expect(change.actorId).not.toBeNull();
        // A decision's words are its letter (editorial_decisions); other changes carry a comment.
        if (change.kind === 'decision') expect(change.decision).toBeTruthy();
        else expect(change.comments).toBeTruthy();
      }
    }
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
      expect(reviews.filter((r) => r.paperId === paper.id).length).toBeGreaterThanOrEqual(2);
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

  it('stores the home metrics of the spec', async () => {
    const [row] = await database.db.select().from(settings).where(eq(settings.key, HOME_METRICS_KEY));
    expect(row!.value).toEqual(SPEC_HOME_METRICS);
    expect(SPEC_HOME_METRICS).toEqual({ articles: 1247, citationIndex: 2.8, countries: '45+', impactFactor: 3.2 });
  });

  it('does nothing when run a second time', async () => {
    const before = (await allPapers()).length;
    expect(await seedDemo(database.db, files)).toEqual({ seeded: false });
    expect(await allPapers()).toHaveLength(before);
    expect(await database.db.select().from(journalIssues)).toHaveLength(7);
  });
});
