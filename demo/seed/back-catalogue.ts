import type { Db } from '../../db/client';
import type { FileStore } from '../../core/files/file-store';
import { DEMO_ISSUES } from '../content/journal';
import { manuscriptSections } from '../content/manuscript-text';
import { abstractOf, DEMO_DOI_PREFIX, type PublishedPaperSpec } from '../content/paper-spec';
import { VOLUME_7_PAPERS } from '../content/papers-vol7';
import { VOLUME_8_PAPERS } from '../content/papers-vol8';
import { RESEARCHERS } from '../content/people';
import { DEMO_AUTHOR_KEYS, type DemoEditorKey, type DemoPersonKey, type DemoReviewerKey } from '../content/submissions';
import { authorsOf, type DemoAuthorRow } from './authors';
import { renderManuscriptPdf } from './demo-pdf';
import {
  insertDecisions,
  insertPaperAuthors,
  insertPaperEvents,
  insertPapers,
  insertPaperVersions,
  insertReviewAssignments,
  insertStoredFiles,
  type NewDecisionRow,
  type NewPaperAuthorRow,
  type NewPaperEventRow,
  type NewPaperVersionRow,
  type NewReviewAssignmentRow,
} from './demo.repo';
import { createRandom, type Random } from './random';

/**
 * The published back-catalogue (volumes 7 and 8): history, not workflow, so it is written
 * directly, but in the shape the workflow leaves (decision 0034): a handling editor, two completed
 * reviews of round 1, an Accept decision with its letter, and the events the services write.
 */

/** Every published article of the demo journal, in issue order. */
export const DEMO_PUBLISHED_PAPERS: readonly PublishedPaperSpec[] = [...VOLUME_7_PAPERS, ...VOLUME_8_PAPERS];

/** Citation and download figures grow with the time since publication up to this date. */
const FIGURES_AS_OF = Date.parse('2026-11-01T00:00:00Z');
const DAY = 86_400_000;
const REVIEW_WEEKS = 8;

interface StoredPdf {
  sha256: string;
  sizeBytes: number;
  originalName: string;
}

/** Everything about a published paper that is decided before any row is written. */
export interface PublishedPlan {
  spec: PublishedPaperSpec;
  issueKey: string;
  authors: DemoAuthorRow[];
  pages: string;
  doi: string;
  submittedAt: Date;
  reviewAt: Date;
  acceptedAt: Date;
  publishedAt: Date;
  /** Drawn as before, so the other figures stay as they were; the counts now come from the usage events. */
  downloads: number;
  citations: number;
  pdf?: StoredPdf;
}

const dateOnlyUtc = (date: string) => new Date(`${date}T00:00:00Z`);

export function planBackCatalogue(): PublishedPlan[] {
  const random = createRandom(20230315);
  const plans: PublishedPlan[] = [];
  for (const issue of DEMO_ISSUES) {
    const key = `${issue.volume}/${issue.number}`;
    const publishedAt = dateOnlyUtc(issue.publicationDate);
    let page = 1;
    DEMO_PUBLISHED_PAPERS.filter((spec) => spec.issue === key).forEach((spec, index) => {
      const length = random.int(9, 18);
      const months = (FIGURES_AS_OF - publishedAt.getTime()) / (30 * DAY);
      const submittedAt = new Date(publishedAt.getTime() - random.int(150, 270) * DAY + random.int(8, 17) * 3_600_000);
      plans.push({
        spec,
        issueKey: key,
        authors: authorsOf(spec.authors, spec.primary),
        pages: `${page}-${page + length - 1}`,
        doi: `${DEMO_DOI_PREFIX}/jals.${issue.year}.${issue.volume}.${issue.number}.${String(index + 1).padStart(2, '0')}`,
        submittedAt,
        reviewAt: new Date(submittedAt.getTime() + random.int(10, 21) * DAY),
        acceptedAt: new Date(publishedAt.getTime() - random.int(35, 60) * DAY),
        publishedAt,
        downloads: Math.round(months * random.int(18, 55) + random.int(40, 180)),
        citations: Math.floor(months * (0.08 + random.next() * 0.5)),
      });
      page += length;
    });
  }
  return plans;
}

/** The published PDFs, with the citation line and DOI of the issue they appeared in. */
export async function renderBackCatalogue(files: FileStore, plans: PublishedPlan[]): Promise<void> {
  await Promise.all(
    plans.map(async (plan) => {
      const [volume, number] = plan.issueKey.split('/');
      const bytes = await renderManuscriptPdf({
        title: plan.spec.title,
        authors: plan.authors,
        abstract: abstractOf(plan.spec),
        keywords: plan.spec.keywords,
        sections: manuscriptSections(plan.spec),
        citationLine: `Vol. ${volume}, No. ${number} (${plan.publishedAt.getUTCFullYear()}), pp. ${plan.pages}`,
        doi: plan.doi,
        date: plan.publishedAt,
      });
      const { sha256, sizeBytes } = await files.putBytes(bytes);
      plan.pdf = { sha256, sizeBytes, originalName: `${plan.spec.slug}.pdf` };
    }),
  );
}

/** Reports of the back-catalogue: short, as reports of accepted papers are. */
const REPORT_OPENINGS = [
  'The study is well designed and clearly reported, and the conclusions follow from the results.',
  'A useful contribution with a sound design; the results are presented clearly.',
  'This is a carefully executed piece of work that will interest readers of the journal.',
  'The manuscript addresses a relevant question, and the methods are appropriate to it.',
];
const REPORT_REQUESTS = [
  'Please state the number of replicates in the abstract and give the units in every table.',
  'The discussion would gain from a comparison with recent work from neighbouring countries.',
  'Some figures could be combined, and the limitations of the study should be stated in the conclusion.',
  'Please check that every reference cited in the text appears in the list, and the other way round.',
  'The statistical model should be described in enough detail to be repeated.',
  'The practical recommendations could be stated more directly for extension staff.',
];

function reportOf(random: Random): { recommendation: 'Accept' | 'Minor Revision'; commentsToAuthor: string } {
  return { recommendation: random.next() < 0.6 ? 'Accept' : 'Minor Revision', commentsToAuthor: [random.pick(REPORT_OPENINGS), ...random.sample(REPORT_REQUESTS, 2)].join(' ') };
}

interface Person {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export interface BackCatalogueContext {
  issueIds: Map<string, number>;
  people: Record<DemoPersonKey, Person>;
  journalName: string;
}

const nameOf = (person: Person) => `${person.firstName} ${person.lastName}`;
const handlingEditorFor = (category: string): DemoEditorKey => (/Animal|Fisheries/.test(category) ? 'yusuf' : 'bello');

/** Writes the published papers, their authors, version 1, reviews, decision and events. */
export async function writeBackCatalogue(db: Db, plans: PublishedPlan[], context: BackCatalogueContext): Promise<void> {
  const { people } = context;
  const random = createRandom(20230316);
  const fileRows = await insertStoredFiles(
    db,
    plans.map((plan) => ({ sha256: plan.pdf!.sha256, sizeBytes: plan.pdf!.sizeBytes, mediaType: 'application/pdf', originalName: plan.pdf!.originalName, createdAt: plan.submittedAt })),
  );
  const fileIds = plans.map((plan) => fileRows.find((row) => row.sha256 === plan.pdf!.sha256 && row.originalName === plan.pdf!.originalName)!.id);
  // A published paper with a demo author account among its authors was submitted by that account.
  const submitterOf = (authors: DemoAuthorRow[]) => DEMO_AUTHOR_KEYS.find((key) => authors.some((a) => a.email === RESEARCHERS[key].email));

  const paperRows = await insertPapers(
    db,
    plans.map((plan, index) => {
      const submitter = submitterOf(plan.authors);
      return {
        title: plan.spec.title,
        abstract: abstractOf(plan.spec),
        keywords: plan.spec.keywords,
        category: plan.spec.category,
        status: 'PUBLISHED' as const,
        submitterId: submitter ? people[submitter].id : null,
        handlingEditorId: people[handlingEditorFor(plan.spec.category)].id,
        reviewRound: 1,
        issueId: context.issueIds.get(plan.issueKey)!,
        pages: plan.pages,
        doi: plan.doi,
        fundingInfo: plan.spec.funding ?? null,
        conflictOfInterest: 'The authors declare no conflict of interest.',
        manuscriptFileId: fileIds[index]!,
        // Not plan.downloads: the count is the usage events' (demo/seed/usage.ts, decision 0059).
        citationCount: plan.citations,
        authorNames: plan.authors.map((a) => a.name).join(', '),
        submittedAt: plan.submittedAt,
        publishedAt: plan.publishedAt,
        createdAt: plan.submittedAt,
        updatedAt: plan.publishedAt,
      };
    }),
  );

  const authorRows: NewPaperAuthorRow[] = [];
  const versionRows: NewPaperVersionRow[] = [];
  const eventRows: NewPaperEventRow[] = [];
  const reviewRows: NewReviewAssignmentRow[] = [];
  const decisionRows: NewDecisionRow[] = [];
  for (const [index, plan] of plans.entries()) {
    const paper = paperRows[index]!;
    const submitter = submitterOf(plan.authors);
    const submitterId = submitter ? people[submitter].id : null;
    const editor = people[handlingEditorFor(plan.spec.category)];
    const reviewers = random.sample<DemoReviewerKey>(['kwame', 'grace', 'pieter'], 2).map((key) => people[key]);
    const [volume, number] = plan.issueKey.split('/');
    const year = plan.publishedAt.getUTCFullYear();
    const handledAt = new Date(plan.submittedAt.getTime() + random.int(1, 4) * DAY);
    const firstReport = new Date(plan.reviewAt.getTime() + random.int(25, 45) * DAY);
    const reportTimes = [firstReport, new Date(firstReport.getTime() + random.int(2, 12) * DAY)];

    plan.authors.forEach((author, position) => authorRows.push({ paperId: paper.id, position: position + 1, ...author }));
    versionRows.push({
      paperId: paper.id,
      version: 1,
      manuscriptFileId: fileIds[index]!,
      metadata: {
        title: plan.spec.title,
        abstract: abstractOf(plan.spec),
        keywords: plan.spec.keywords,
        category: plan.spec.category,
        authors: plan.authors,
        coverLetter: null,
        fundingInfo: plan.spec.funding ?? null,
        ethicsStatement: null,
        conflictOfInterest: 'The authors declare no conflict of interest.',
        acknowledgments: null,
        specialIssueId: null,
      },
      submittedById: submitterId,
      createdAt: plan.submittedAt,
    });
    reviewers.forEach((reviewer, n) =>
      reviewRows.push({
        paperId: paper.id,
        reviewerId: reviewer.id,
        round: 1,
        status: 'COMPLETED',
        assignedById: editor.id,
        assignedAt: plan.reviewAt,
        dueAt: new Date(plan.reviewAt.getTime() + REVIEW_WEEKS * 7 * DAY),
        submittedAt: reportTimes[n]!,
        ...reportOf(random),
      }),
    );
    const addressee = plan.authors.find((a) => a.isPrimaryContact)!.name;
    decisionRows.push({
      paperId: paper.id,
      round: 1,
      decision: 'accept',
      editorId: editor.id,
      letter: [
        `Dear ${addressee},`,
        '',
        `On the reports of two reviewers, your manuscript "${plan.spec.title}" has been accepted for publication in ${context.journalName}. It will appear in Volume ${volume}, Issue ${number}.`,
        '',
        'Yours sincerely,',
        nameOf(editor),
        context.journalName,
      ].join('\n'),
      fromStatus: 'UNDER_REVIEW',
      toStatus: 'ACCEPTED',
      createdAt: plan.acceptedAt,
    });
    // The same kinds, actors and words as the services' events (core/workflow).
    eventRows.push(
      { paperId: paper.id, actorId: submitterId, kind: 'submitted', fromStatus: null, toStatus: 'SUBMITTED', comments: null, createdAt: plan.submittedAt },
      { paperId: paper.id, actorId: people.bello.id, kind: 'handling_editor_assigned', comments: `${nameOf(editor)} handles the paper.`, createdAt: handledAt },
      { paperId: paper.id, actorId: editor.id, kind: 'sent_to_review', fromStatus: 'SUBMITTED', toStatus: 'UNDER_REVIEW', createdAt: plan.reviewAt },
      { paperId: paper.id, actorId: editor.id, kind: 'reviewers_assigned', comments: `2 reviewers invited to round 1: ${reviewers.map(nameOf).join(', ')}.`, createdAt: plan.reviewAt },
      ...reviewRows.slice(-2).map((review, n) => ({ paperId: paper.id, actorId: review.reviewerId, kind: 'review_submitted', comments: `Reviewer ${n + 1}, round 1: ${review.recommendation}.`, createdAt: review.submittedAt! })),
      { paperId: paper.id, actorId: editor.id, kind: 'decision', decision: 'accept', fromStatus: 'UNDER_REVIEW', toStatus: 'ACCEPTED', comments: null, createdAt: plan.acceptedAt },
      { paperId: paper.id, actorId: editor.id, kind: 'published', fromStatus: 'ACCEPTED', toStatus: 'PUBLISHED', comments: `Volume ${volume}, Issue ${number} (${year}); DOI ${plan.doi}.`, createdAt: plan.publishedAt },
    );
  }
  await insertPaperAuthors(db, authorRows);
  await insertPaperVersions(db, versionRows);
  await insertReviewAssignments(db, reviewRows);
  await insertDecisions(db, decisionRows);
  await insertPaperEvents(db, eventRows);
}
