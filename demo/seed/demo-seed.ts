import { HOME_METRICS_KEY, SPEC_HOME_METRICS } from '../../contract/settings/metrics';
import { DEFAULT_DOI_PATTERN, DOI_SETTINGS_KEY } from '../../contract/settings/doi';
import type { EditorialDecision } from '../../contract/papers/workflow/editorial-decisions';
import type { Db } from '../../db/client';
import type { AnnouncementAttachment } from '../../db/schema';
import { hashPassword } from '../../core/auth/passwords';
import type { FileStore } from '../../core/files/file-store';
import { countUsers } from '../../core/users/users.repo';
import { createAccount } from '../../core/users/users.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../content/accounts';
import { DEMO_CATEGORIES } from '../content/categories';
import { DEMO_ANNOUNCEMENTS, DEMO_EDITORIAL_MEMBERS, DEMO_ISSUES, DEMO_SPECIAL_ISSUES } from '../content/journal';
import { manuscriptSections } from '../content/manuscript-text';
import { abstractOf, DEMO_DOI_PREFIX, type PublishedPaperSpec } from '../content/paper-spec';
import { VOLUME_7_PAPERS } from '../content/papers-vol7';
import { VOLUME_8_PAPERS } from '../content/papers-vol8';
import { renderManuscriptPdf, renderNoticePdf } from './demo-pdf';
import { RESEARCHERS, type ResearcherKey } from '../content/people';
import { createRandom, orcidFrom } from './random';
import { DEMO_ANIMAL_EDITOR_EMAIL, DEMO_AUTHOR_KEYS, DEMO_EDITOR_EMAIL, DEMO_REVIEWER_EMAILS, DEMO_SUBMISSIONS, type DemoSubmissionSpec } from '../content/submissions';
import {
  insertAnnouncements,
  insertCategories,
  insertEditorialMembers,
  insertIssues,
  insertPaperAuthors,
  insertPaperEvents,
  insertPapers,
  insertPaperVersions,
  insertReviewAssignments,
  insertDecisions,
  type NewDecisionRow,
  insertSettingIfMissing,
  insertSpecialIssues,
  insertStoredFiles,
  setAnnouncementAttachments,
  userIdsByEmail,
  type NewPaperAuthorRow,
  type NewPaperEventRow,
  type NewPaperRow,
  type NewPaperVersionRow,
  type NewReviewAssignmentRow,
} from './demo.repo';

/** Every published article of the demo journal, in issue order. */
export const DEMO_PUBLISHED_PAPERS: readonly PublishedPaperSpec[] = [...VOLUME_7_PAPERS, ...VOLUME_8_PAPERS];

/**
 * A word that appears in the title (and keywords) of exactly one demo paper, and in the
 * abstract of another one only: a search for it must rank DEMO_SEARCH_TITLE_PAPER first.
 */
export const DEMO_SEARCH_TITLE_WORD = 'moringa';
export const DEMO_SEARCH_TITLE_PAPER = 'Moringa oleifera leaf meal as a partial replacement for soybean meal in broiler diets: growth, carcass traits and meat quality';
export const DEMO_SEARCH_ABSTRACT_PAPER = 'Nutritional composition and consumer acceptability of biscuits enriched with orange-fleshed sweet potato and soybean flours';

export { DEMO_DOI_PREFIX };

/** Citation and download figures grow with the time since publication up to this date. */
const FIGURES_AS_OF = Date.parse('2026-11-01T00:00:00Z');
const DAY = 86_400_000;

interface StoredPdf {
  sha256: string;
  sizeBytes: number;
  originalName: string;
}

interface AuthorRow {
  name: string;
  email: string;
  affiliation: string;
  orcid: string | null;
  isPrimaryContact: boolean;
}

function authorsOf(keys: readonly ResearcherKey[], primary = 0): AuthorRow[] {
  return keys.map((key, index) => {
    const person = RESEARCHERS[key];
    return {
      name: person.name,
      email: person.email,
      affiliation: person.affiliation,
      orcid: 'orcidSeed' in person && person.orcidSeed ? orcidFrom(person.orcidSeed) : null,
      isPrimaryContact: index === primary,
    };
  });
}

function dateOnlyUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

async function storePdf(files: FileStore, bytes: Uint8Array, originalName: string): Promise<StoredPdf> {
  const { sha256, sizeBytes } = await files.putBytes(bytes);
  return { sha256, sizeBytes, originalName };
}

/** Everything about a published paper that is decided before any row is written. */
interface PublishedPlan {
  spec: PublishedPaperSpec;
  issueKey: string;
  authors: AuthorRow[];
  pages: string;
  doi: string;
  submittedAt: Date;
  reviewAt: Date;
  acceptedAt: Date;
  publishedAt: Date;
  downloads: number;
  citations: number;
  pdf?: StoredPdf;
}

function planPublished(): PublishedPlan[] {
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

async function renderPublished(files: FileStore, plans: PublishedPlan[]): Promise<void> {
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
      plan.pdf = await storePdf(files, bytes, `${plan.spec.slug}.pdf`);
    }),
  );
}

async function renderSubmissions(files: FileStore): Promise<Map<DemoSubmissionSpec, StoredPdf>> {
  const stored = new Map<DemoSubmissionSpec, StoredPdf>();
  await Promise.all(
    DEMO_SUBMISSIONS.map(async (spec) => {
      const bytes = await renderManuscriptPdf({
        title: spec.title,
        authors: authorsOf(spec.authors, spec.primary),
        abstract: abstractOf(spec),
        keywords: spec.keywords,
        sections: manuscriptSections(spec),
        date: new Date(spec.submittedAt),
      });
      stored.set(spec, await storePdf(files, bytes, `${spec.slug}.pdf`));
    }),
  );
  return stored;
}

async function renderAttachments(files: FileStore): Promise<Map<number, StoredPdf>> {
  const stored = new Map<number, StoredPdf>();
  await Promise.all(
    DEMO_ANNOUNCEMENTS.map(async (announcement, index) => {
      if (!announcement.attachment) return;
      const { name, title, subtitle, sections } = announcement.attachment;
      const bytes = await renderNoticePdf({ title, subtitle, sections, date: new Date(announcement.publishedAt) });
      stored.set(index, await storePdf(files, bytes, name));
    }),
  );
  return stored;
}

/** The announcement attachment as stored: the URL the server serves it from, and the file. */
export type DemoAttachment = AnnouncementAttachment & { fileId: number };

function metadataOf(paper: NewPaperRow, authors: AuthorRow[]) {
  return {
    title: paper.title,
    abstract: paper.abstract,
    keywords: paper.keywords,
    category: paper.category,
    authors,
    coverLetter: paper.coverLetter ?? null,
    fundingInfo: paper.fundingInfo ?? null,
    ethicsStatement: paper.ethicsStatement ?? null,
    conflictOfInterest: paper.conflictOfInterest ?? null,
    acknowledgments: paper.acknowledgments ?? null,
    specialIssueId: paper.specialIssueId ?? null,
  };
}

/** Signals that another process created the accounts first; the transaction is rolled back. */
class AlreadySeeded extends Error {}

/**
 * Fills an empty database with the demo journal: accounts, categories, the home metrics,
 * seven issues with their published articles (real PDFs in the file store), manuscripts in
 * every other status owned by the demo authors, special issues, announcements and the
 * editorial board. It runs only when there are no accounts, so a restart never re-seeds and
 * an admin's deletions stay deleted. Files are written first (by content hash, so a rerun
 * reuses them); all rows are written in one transaction.
 */
export async function seedDemo(db: Db, files: FileStore): Promise<{ seeded: boolean }> {
  if ((await countUsers(db)) > 0) return { seeded: false };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const published = planPublished();
  const [, submissionPdfs, attachmentPdfs] = await Promise.all([renderPublished(files, published), renderSubmissions(files), renderAttachments(files)]);

  try {
    await db.transaction(async (tx) => {
      for (const account of DEMO_ACCOUNTS) {
        if (!(await createAccount(tx, { ...account, password: DEMO_PASSWORD }, passwordHash))) throw new AlreadySeeded();
      }
      const accountIds = await userIdsByEmail(
        tx,
        DEMO_ACCOUNTS.map((a) => a.email),
      );
      const idOf = (email: string) => accountIds.get(email.toLowerCase()) ?? null;
      const authorAccountId = (authors: AuthorRow[]) => {
        const own = DEMO_AUTHOR_KEYS.map((key) => RESEARCHERS[key].email).find((email) => authors.some((a) => a.email === email));
        return own ? idOf(own) : null;
      };
      const editorFor = (category: string) => (/Animal|Fisheries/.test(category) ? idOf(DEMO_ANIMAL_EDITOR_EMAIL) : idOf(DEMO_EDITOR_EMAIL));

      await insertCategories(tx, DEMO_CATEGORIES);
      await insertSettingIfMissing(tx, HOME_METRICS_KEY, SPEC_HOME_METRICS);
      // Crossref's test prefix, as the demo papers' DOIs use (decision 0037).
      await insertSettingIfMissing(tx, DOI_SETTINGS_KEY, { prefix: DEMO_DOI_PREFIX, pattern: DEFAULT_DOI_PATTERN });

      const issueRows = await insertIssues(
        tx,
        DEMO_ISSUES.map((issue) => ({ ...issue, isPublished: true, createdAt: new Date(dateOnlyUtc(issue.publicationDate).getTime() - 30 * DAY) })),
      );
      const issueIds = new Map(issueRows.map((row) => [`${row.volume}/${row.number}`, row.id]));
      const specialRows = await insertSpecialIssues(tx, DEMO_SPECIAL_ISSUES);
      const specialIds = DEMO_SPECIAL_ISSUES.map((special) => specialRows.find((row) => row.title === special.title)!.id);

      // Files: one stored_files row per manuscript or attachment.
      const pdfs = [...published.map((p) => p.pdf!), ...submissionPdfs.values(), ...attachmentPdfs.values()];
      const fileRows = await insertStoredFiles(
        tx,
        pdfs.map((pdf) => ({ sha256: pdf.sha256, sizeBytes: pdf.sizeBytes, mediaType: 'application/pdf', originalName: pdf.originalName })),
      );
      const fileIdOf = (pdf: StoredPdf) => fileRows.find((row) => row.sha256 === pdf.sha256 && row.originalName === pdf.originalName)!.id;

      // Papers: the published articles, then the manuscripts of the demo authors.
      interface PaperPlan {
        row: NewPaperRow;
        authors: AuthorRow[];
        events: Omit<NewPaperEventRow, 'paperId'>[];
        reviews: Omit<NewReviewAssignmentRow, 'paperId'>[];
        decisions: Omit<NewDecisionRow, 'paperId'>[];
      }
      /** An editor's change is a decision (decision 0034): its letter is the comment the demo gives. */
      const DEMO_DECISION: Record<string, EditorialDecision> = { REVISIONS_REQUIRED: 'major_revision', ACCEPTED: 'accept', REJECTED: 'reject' };
      const plans: PaperPlan[] = [];
      for (const plan of published) {
        const submitterId = authorAccountId(plan.authors);
        const editorId = editorFor(plan.spec.category);
        const fileId = fileIdOf(plan.pdf!);
        plans.push({
          row: {
            title: plan.spec.title,
            abstract: abstractOf(plan.spec),
            keywords: plan.spec.keywords,
            category: plan.spec.category,
            status: 'PUBLISHED',
            submitterId,
            handlingEditorId: editorId,
            reviewRound: 1,
            issueId: issueIds.get(plan.issueKey)!,
            pages: plan.pages,
            doi: plan.doi,
            fundingInfo: plan.spec.funding ?? null,
            conflictOfInterest: 'The authors declare no conflict of interest.',
            manuscriptFileId: fileId,
            downloadCount: plan.downloads,
            citationCount: plan.citations,
            authorNames: plan.authors.map((a) => a.name).join(', '),
            submittedAt: plan.submittedAt,
            publishedAt: plan.publishedAt,
            createdAt: plan.submittedAt,
            updatedAt: plan.publishedAt,
          },
          authors: plan.authors,
          events: [
            { actorId: submitterId, kind: 'submitted', fromStatus: null, toStatus: 'SUBMITTED', comments: null, createdAt: plan.submittedAt },
            { actorId: editorId, kind: 'sent_to_review', fromStatus: 'SUBMITTED', toStatus: 'UNDER_REVIEW', comments: 'Sent to two reviewers.', createdAt: plan.reviewAt },
            { actorId: editorId, kind: 'decision', decision: 'accept', fromStatus: 'UNDER_REVIEW', toStatus: 'ACCEPTED', comments: null, createdAt: plan.acceptedAt },
            { actorId: editorId, kind: 'published', fromStatus: 'ACCEPTED', toStatus: 'PUBLISHED', comments: `Published in Vol. ${plan.issueKey.replace('/', ', No. ')}.`, createdAt: plan.publishedAt },
          ],
          reviews: [],
          decisions: [{ round: 1, decision: 'accept', editorId, letter: 'Accepted after revision.', fromStatus: 'UNDER_REVIEW', toStatus: 'ACCEPTED', createdAt: plan.acceptedAt }],
        });
      }
      for (const spec of DEMO_SUBMISSIONS) {
        const authors = authorsOf(spec.authors, spec.primary);
        const submitterId = idOf(RESEARCHERS[spec.submitter].email);
        const editorId = spec.handlingEditor === 'animals' ? idOf(DEMO_ANIMAL_EDITOR_EMAIL) : idOf(DEMO_EDITOR_EMAIL);
        const submittedAt = new Date(spec.submittedAt);
        const status = spec.changes.at(-1)?.to ?? 'SUBMITTED';
        let from = 'SUBMITTED';
        const events: PaperPlan['events'] = [{ actorId: submitterId, kind: 'submitted', fromStatus: null, toStatus: 'SUBMITTED', comments: null, createdAt: submittedAt }];
        const decisions: PaperPlan['decisions'] = [];
        for (const change of spec.changes) {
          const at = new Date(change.at);
          const decision = change.by === 'editor' ? DEMO_DECISION[change.to] : undefined;
          if (decision) {
            events.push({ actorId: editorId, kind: 'decision', decision, fromStatus: from, toStatus: change.to, comments: null, createdAt: at });
            decisions.push({ round: from === 'SUBMITTED' ? 0 : 1, decision, editorId, letter: change.comments, fromStatus: from, toStatus: change.to, createdAt: at });
          } else {
            const kind = change.to === 'UNDER_REVIEW' ? 'sent_to_review' : 'status_changed';
            events.push({ actorId: change.by === 'author' ? submitterId : editorId, kind, fromStatus: from, toStatus: change.to, comments: change.comments, createdAt: at });
          }
          from = change.to;
        }
        plans.push({
          row: {
            title: spec.title,
            abstract: abstractOf(spec),
            keywords: spec.keywords,
            category: spec.category,
            status,
            submitterId,
            handlingEditorId: editorId,
            reviewRound: spec.reviews.length ? 1 : 0,
            specialIssueId: spec.specialIssue === undefined ? null : specialIds[spec.specialIssue]!,
            fundingInfo: spec.funding ?? null,
            coverLetter: spec.coverLetter,
            ethicsStatement: spec.ethicsStatement ?? null,
            conflictOfInterest: spec.conflictOfInterest,
            acknowledgments: spec.acknowledgments ?? null,
            manuscriptFileId: fileIdOf(submissionPdfs.get(spec)!),
            authorNames: authors.map((a) => a.name).join(', '),
            submittedAt,
            createdAt: submittedAt,
            updatedAt: new Date(spec.changes.at(-1)?.at ?? spec.submittedAt),
          },
          authors,
          events,
          reviews: spec.reviews.map((review) => ({
            reviewerId: idOf(DEMO_REVIEWER_EMAILS[review.reviewer])!,
            status: review.status,
            assignedById: editorId,
            assignedAt: new Date(review.assignedAt),
            dueAt: new Date(review.dueAt),
            submittedAt: review.submittedAt ? new Date(review.submittedAt) : null,
            recommendation: review.recommendation ?? null,
            commentsToAuthor: review.commentsToAuthor ?? null,
            confidentialComments: review.confidentialComments ?? null,
          })),
          decisions,
        });
      }

      const paperRows = await insertPapers(
        tx,
        plans.map((p) => p.row),
      );
      const paperIdOf = (title: string) => paperRows.find((row) => row.title === title)!.id;
      const authorRows: NewPaperAuthorRow[] = [];
      const versionRows: NewPaperVersionRow[] = [];
      const eventRows: NewPaperEventRow[] = [];
      const reviewRows: NewReviewAssignmentRow[] = [];
      const decisionRows: NewDecisionRow[] = [];
      for (const plan of plans) {
        const paperId = paperIdOf(plan.row.title);
        plan.authors.forEach((author, index) => authorRows.push({ paperId, position: index + 1, ...author }));
        versionRows.push({ paperId, version: 1, manuscriptFileId: plan.row.manuscriptFileId, metadata: metadataOf(plan.row, plan.authors), submittedById: plan.row.submitterId, createdAt: plan.row.submittedAt });
        for (const event of plan.events) eventRows.push({ paperId, ...event });
        for (const review of plan.reviews) reviewRows.push({ paperId, ...review });
        for (const decision of plan.decisions) decisionRows.push({ paperId, ...decision });
      }
      await insertPaperAuthors(tx, authorRows);
      await insertPaperVersions(tx, versionRows);
      await insertPaperEvents(tx, eventRows);
      await insertReviewAssignments(tx, reviewRows);
      await insertDecisions(tx, decisionRows);

      const announcementRows = await insertAnnouncements(
        tx,
        DEMO_ANNOUNCEMENTS.map((a) => ({
          title: a.title,
          content: a.content,
          type: a.type,
          author: a.author,
          category: a.category,
          tags: a.tags,
          priority: a.priority,
          publishedAt: new Date(a.publishedAt),
          createdAt: new Date(a.publishedAt),
        })),
      );
      for (const [index, pdf] of attachmentPdfs) {
        const id = announcementRows.find((row) => row.title === DEMO_ANNOUNCEMENTS[index]!.title)!.id;
        // Served by GET /api/announcements/{id}/attachments/{index} from the stored file.
        const attachment: DemoAttachment = { name: pdf.originalName, url: `/api/announcements/${id}/attachments/0`, fileId: fileIdOf(pdf) };
        await setAnnouncementAttachments(tx, id, [attachment]);
      }

      await insertEditorialMembers(
        tx,
        DEMO_EDITORIAL_MEMBERS.map((member, index) => ({ ...member, phone: member.phone ?? null, profile: member.profile ?? {}, displayOrder: index + 1 })),
      );
    });
  } catch (error) {
    if (error instanceof AlreadySeeded) return { seeded: false };
    throw error;
  }
  return { seeded: true };
}
