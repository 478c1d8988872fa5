import { HOME_METRICS_KEY, SPEC_HOME_METRICS } from '../../contract/settings/metrics';
import { DEFAULT_DOI_PATTERN, DOI_SETTINGS_KEY } from '../../contract/settings/doi';
import { SHARED_MAIL_DOMAINS_SETTINGS_KEY } from '../../contract/reviews/reviewer-matching';
import { CONTACT_DETAILS_KEY } from '../../contract/settings/contact-details';
import type { AnnouncementAttachment } from '../../db/schema';
import { hashPassword } from '../../core/auth/passwords';
import type { Actor } from '../../core/context';
import type { FileStore } from '../../core/files/file-store';
import { countUsers } from '../../core/users/users.repo';
import { createAccount } from '../../core/users/users.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SHARED_MAIL_DOMAINS } from '../content/accounts';
import { DEMO_CATEGORIES } from '../content/categories';
import { DEMO_CONTACT_DETAILS, DEMO_IDENTITY } from '../content/contact';
import { JOURNAL_SETTINGS } from '../../contract/settings/journal-settings';
import { DEMO_ANNOUNCEMENTS, DEMO_EDITORIAL_MEMBERS, DEMO_ISSUES, DEMO_SPECIAL_ISSUES } from '../content/journal';
import { manuscriptSections } from '../content/manuscript-text';
import { abstractOf, DEMO_DOI_PREFIX } from '../content/paper-spec';
import { RESEARCHERS } from '../content/people';
import { DEMO_AUTHOR_KEYS, DEMO_EDITOR_EMAILS, DEMO_REVIEWER_EMAILS, DEMO_SUBMISSIONS, demoVersionsOf, type DemoPersonKey } from '../content/submissions';
import { authorsOf } from './authors';
import { DEMO_PUBLISHED_PAPERS, planBackCatalogue, renderBackCatalogue, writeBackCatalogue } from './back-catalogue';
import { renderManuscriptPdf, renderNoticePdf } from './demo-pdf';
import {
  insertAnnouncements,
  insertCategories,
  insertEditorialMembers,
  insertIssues,
  insertSettingIfMissing,
  insertSpecialIssues,
  insertStoredFiles,
  lastMailId,
  markMailSentWhenQueued,
  setAnnouncementAttachments,
  setSpecialIssueStatus,
  usersByEmail,
} from './demo.repo';
import { playEditorialHistory, type DemoBase, type DemoManuscripts } from './editorial-history';
import { seedContactMessages } from './contact-messages';
import { seedManuscriptFees, seedPublishedFees } from './fees';
import { seedMailTemplates } from './mail-templates';
import { seedNewsletterSubscriptions } from './newsletter-subscriptions';
import { seedReviewerApplications } from './reviewer-applications';
import { seedUsage } from './usage';

export { DEMO_PUBLISHED_PAPERS, DEMO_DOI_PREFIX };

/**
 * A word that appears in the title (and keywords) of exactly one demo paper, and in the
 * abstract of another one only: a search for it must rank DEMO_SEARCH_TITLE_PAPER first.
 */
export const DEMO_SEARCH_TITLE_WORD = 'moringa';
export const DEMO_SEARCH_TITLE_PAPER = 'Moringa oleifera leaf meal as a partial replacement for soybean meal in broiler diets: growth, carcass traits and meat quality';
export const DEMO_SEARCH_ABSTRACT_PAPER = 'Nutritional composition and consumer acceptability of biscuits enriched with orange-fleshed sweet potato and soybean flours';

const DAY = 86_400_000;
const dateOnlyUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** Every manuscript version of the unpublished papers, rendered before the transaction (decision 0022). */
async function renderSubmissions(): Promise<DemoManuscripts> {
  const rendered: DemoManuscripts = new Map();
  await Promise.all(
    DEMO_SUBMISSIONS.map(async (spec) => {
      const revisions = spec.history.filter((step) => step.step === 'revise');
      const dates = [spec.submittedAt, ...revisions.map((step) => step.at)];
      const versions = await Promise.all(
        dates.map(async (date, index) => ({
          bytes: await renderManuscriptPdf({ title: spec.title, authors: authorsOf(spec.authors, spec.primary), abstract: abstractOf(spec), keywords: spec.keywords, sections: manuscriptSections(spec), date: new Date(date) }),
          originalName: index === 0 ? `${spec.slug}.pdf` : `${spec.slug}-v${index + 1}.pdf`,
        })),
      );
      if (versions.length !== demoVersionsOf(spec)) throw new Error(`${spec.slug}: a PDF per version`);
      rendered.set(spec, versions);
    }),
  );
  return rendered;
}

interface StoredPdf {
  sha256: string;
  sizeBytes: number;
  originalName: string;
}

async function renderAttachments(files: FileStore): Promise<Map<number, StoredPdf>> {
  const stored = new Map<number, StoredPdf>();
  await Promise.all(
    DEMO_ANNOUNCEMENTS.map(async (announcement, index) => {
      if (!announcement.attachment) return;
      const { name, title, subtitle, sections } = announcement.attachment;
      const bytes = await renderNoticePdf({ title, subtitle, sections, date: new Date(announcement.publishedAt) });
      stored.set(index, { ...(await files.putBytes(bytes)), originalName: name });
    }),
  );
  return stored;
}

/** The announcement attachment as stored: the URL the server serves it from, and the file. */
export type DemoAttachment = AnnouncementAttachment & { fileId: number };

/** The demo's administrator, who reads the contact messages and answers one (decision 0042). */
async function demoAdmin(db: DemoBase['db']): Promise<Actor> {
  const email = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN')!.email;
  return { ...(await usersByEmail(db, [email])).get(email.toLowerCase())!, emailVerified: true };
}

/** Signals that another process created the accounts first; the transaction is rolled back. */
class AlreadySeeded extends Error {}

/** The services' actor for each demo person who takes a step. */
async function demoPeople(db: DemoBase['db']): Promise<Record<DemoPersonKey, Actor>> {
  const emails: Record<DemoPersonKey, string> = {
    ...DEMO_EDITOR_EMAILS,
    ...DEMO_REVIEWER_EMAILS,
    ...(Object.fromEntries(DEMO_AUTHOR_KEYS.map((key) => [key, RESEARCHERS[key].email])) as Record<(typeof DEMO_AUTHOR_KEYS)[number], string>),
  };
  const accounts = await usersByEmail(db, Object.values(emails));
  const actorOf = (email: string): Actor => ({ ...accounts.get(email.toLowerCase())!, emailVerified: true });
  return Object.fromEntries(Object.entries(emails).map(([key, email]) => [key, actorOf(email)])) as Record<DemoPersonKey, Actor>;
}

/**
 * Fills an empty database with the demo journal (demo/README.md): accounts, categories, the home
 * metrics, seven issues with their published articles (real PDFs in the file store), the demo
 * authors' manuscripts played through the workflow services, special issues, announcements and the
 * editorial board. It runs only when there are no accounts, so a restart never re-seeds and an
 * admin's deletions stay deleted. Files are written first (by content hash, so a rerun reuses
 * them); all rows are written in one transaction (each service's own is a savepoint in it).
 */
export async function seedDemo(context: DemoBase): Promise<{ seeded: boolean }> {
  const { db, files } = context;
  if ((await countUsers(db)) > 0) return { seeded: false };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const published = planBackCatalogue();
  const [, manuscripts, attachmentPdfs] = await Promise.all([renderBackCatalogue(files, published), renderSubmissions(), renderAttachments(files)]);

  try {
    await db.transaction(async (tx) => {
      for (const account of DEMO_ACCOUNTS) {
        if (!(await createAccount(tx, { ...account, password: DEMO_PASSWORD }, passwordHash))) throw new AlreadySeeded();
      }
      const people = await demoPeople(tx);

      await insertCategories(tx, DEMO_CATEGORIES);
      await insertSettingIfMissing(tx, HOME_METRICS_KEY, SPEC_HOME_METRICS);
      // Crossref's test prefix, as the demo papers' DOIs use (decision 0037).
      await insertSettingIfMissing(tx, DOI_SETTINGS_KEY, { prefix: DEMO_DOI_PREFIX, pattern: DEFAULT_DOI_PATTERN });
      // The demo's people share one made-up mail domain that stands for many employers (decision 0041).
      await insertSettingIfMissing(tx, SHARED_MAIL_DOMAINS_SETTINGS_KEY, DEMO_SHARED_MAIL_DOMAINS);
      // The editorial office's address, phone and map (decision 0042); the contact form mails the office.
      await insertSettingIfMissing(tx, CONTACT_DETAILS_KEY, DEMO_CONTACT_DETAILS);
      // Its name and ISSNs (JATS, Crossref, feeds and citation tags carry them; decision 0053).
      await insertSettingIfMissing(tx, JOURNAL_SETTINGS.identity.key, DEMO_IDENTITY);

      const issueRows = await insertIssues(
        tx,
        DEMO_ISSUES.map((issue) => ({ ...issue, isPublished: true, createdAt: new Date(dateOnlyUtc(issue.publicationDate).getTime() - 30 * DAY) })),
      );
      const issueIds = new Map(issueRows.map((row) => [`${row.volume}/${row.number}`, row.id]));
      // A call that has since closed was open when the demo's manuscripts came in; it closes after them.
      const calledFor = new Set(DEMO_SUBMISSIONS.map((spec) => spec.specialIssue));
      const specialRows = await insertSpecialIssues(
        tx,
        DEMO_SPECIAL_ISSUES.map((special, index) => ({ ...special, status: calledFor.has(index) ? 'open' : special.status })),
      );
      const specialIds = DEMO_SPECIAL_ISSUES.map((special) => specialRows.find((row) => row.title === special.title)!.id);

      await writeBackCatalogue(tx, published, { issueIds, people, journalName: context.settings.journalName });

      const firstMail = await lastMailId(tx);
      const admin = await demoAdmin(tx);
      // In time order, so the past mail stays in order: the back-catalogue's invoices (paid or waived at
      // its acceptances), last year's newsletter readers, the manuscripts, then yesterday's readers.
      await seedPublishedFees({ ...context, db: tx }, admin);
      await seedNewsletterSubscriptions({ ...context, db: tx }, admin, 'early');
      const paperIds = await playEditorialHistory({ ...context, db: tx }, people, manuscripts, specialIds);
      await seedReviewerApplications({ ...context, db: tx });
      await seedContactMessages({ ...context, db: tx }, admin);
      await seedManuscriptFees({ ...context, db: tx }, admin, people, paperIds);
      await seedNewsletterSubscriptions({ ...context, db: tx }, admin, 'recent');
      await seedMailTemplates({ ...context, db: tx }, admin);
      await markMailSentWhenQueued(tx, firstMail);
      for (const [index, special] of DEMO_SPECIAL_ISSUES.entries()) {
        if (special.status !== 'open' && calledFor.has(index)) await setSpecialIssueStatus(tx, specialIds[index]!, special.status);
      }

      const attachmentFiles = await insertStoredFiles(
        tx,
        [...attachmentPdfs.values()].map((pdf) => ({ sha256: pdf.sha256, sizeBytes: pdf.sizeBytes, mediaType: 'application/pdf', originalName: pdf.originalName })),
      );
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
        const fileId = attachmentFiles.find((row) => row.sha256 === pdf.sha256 && row.originalName === pdf.originalName)!.id;
        // Served by GET /api/announcements/{id}/attachments/{index} from the stored file.
        const attachment: DemoAttachment = { name: pdf.originalName, url: `/api/announcements/${id}/attachments/0`, fileId };
        await setAnnouncementAttachments(tx, id, [attachment]);
      }

      await insertEditorialMembers(
        tx,
        DEMO_EDITORIAL_MEMBERS.map((member, index) => ({ ...member, phone: member.phone ?? null, profile: member.profile ?? {}, displayOrder: index + 1 })),
      );
      // The last year's views and downloads of the published articles (decision 0059), up to today:
      // the Usage tab opens on the last twelve months; the download counts are these events'.
      await seedUsage({ db: tx }, new Date());
    });
  } catch (error) {
    if (error instanceof AlreadySeeded) return { seeded: false };
    throw error;
  }
  return { seeded: true };
}
