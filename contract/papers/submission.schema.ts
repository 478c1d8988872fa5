import { z } from 'zod';
import { emailText, firstBroken, requiredText } from '../auth/auth.schema';
import { tooLong } from '../auth/messages';
import { MAX_ROW_ID } from '../http/ids';
import { plainText } from '../http/text';
import { ARTICLE_TYPE_IDS } from '../journal/manuscripts';
import { FEE_TIERS } from '../journal/fees';
import { isValidOrcid } from './orcid';
import { CHECKLIST_IDS } from './submission-checklist';
import { requiresEthicsStatement, SUBMISSION_CATEGORIES } from './submission-categories';

/**
 * The submission form (acting-side.md §3 "Submission form", §5 "Submission"): one schema the
 * /submit-paper form and POST /api/papers both validate with, messages word for word.
 */
export const SUBMISSION_MESSAGES = {
  titleRequired: 'Title is required',
  abstractRequired: 'Abstract is required',
  abstractTooLong: 'Abstract must be less than 500 words',
  keywordsRequired: 'Keywords are required',
  categoryRequired: 'Please select a category',
  authorNameRequired: 'Author name is required',
  authorEmailRequired: 'Author email is required',
  authorEmailInvalid: 'Invalid email format',
  authorAffiliationRequired: 'Author affiliation is required',
  completeAuthorRequired: 'At least one complete author is required',
  primaryContactRequired: 'A valid primary contact author is required',
  orcidInvalid: 'ORCID iD must look like 0000-0002-1825-0097, with a valid last character',
  manuscriptRequired: 'Please upload your manuscript',
  fileTooLarge: 'File is too large. Maximum size is 10MB.',
  fileTypeInvalid: 'Invalid file type. Please upload a PDF or Word document.',
  coverLetterRequired: 'Cover letter is required',
  ethicsRequired: 'Ethics statement is required for this category',
  authorsNotJson: 'The authors must be sent as a JSON list.',
  articleTypeRequired: 'Please select an article type',
  feeTierInvalid: 'Please choose the standard, developing-country or student rate',
  checklistIncomplete: 'Please confirm every item of the submission checklist',
  checklistNotJson: 'The checklist must be sent as a JSON list.',
  licenceRequired: 'Please agree to publish under the CC BY 4.0 licence',
  submissionFailed: 'Paper submission failed. Please try again.',
  submissionSuccessful: 'Submission Successful!',
} as const;
const M = SUBMISSION_MESSAGES;

/** acting-side.md §9: 10MB (10485760 bytes). */
export const MANUSCRIPT_MAX_BYTES = 10 * 1024 * 1024;
/** Decision 0018: the abstract limit counts words, as the message and the hint say. */
export const ABSTRACT_MAX_WORDS = 500;
export const MAX_AUTHORS = 30;

export const countWords = (text: string) => text.trim().split(/\s+/u).filter(Boolean).length;


export const submissionAuthorSchema = z.object({
  name: requiredText(M.authorNameRequired, 'Author name'),
  email: emailText(M.authorEmailRequired, M.authorEmailInvalid),
  affiliation: requiredText(M.authorAffiliationRequired, 'Author affiliation', 300),
  orcid: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    plainText().trim().refine(isValidOrcid, M.orcidInvalid).optional(),
  ),
  isPrimaryContact: z.boolean().default(false),
});
export type SubmissionAuthor = z.infer<typeof submissionAuthorSchema>;
export type SubmissionAuthorInput = z.input<typeof submissionAuthorSchema>;

const isComplete = (author: Partial<SubmissionAuthorInput>) =>
  Boolean(author.name?.trim() && author.email?.trim() && author.affiliation?.trim());

/** Exactly one primary contact, with a name and an email (the form's radio makes it one). */
const authorsSchema = z
  .array(submissionAuthorSchema, { error: M.completeAuthorRequired })
  .max(MAX_AUTHORS, `A paper can list at most ${MAX_AUTHORS} authors`)
  .superRefine((authors, ctx) => {
    if (!authors.some(isComplete)) {
      ctx.addIssue({ code: 'custom', message: M.completeAuthorRequired });
      return;
    }
    const primary = authors.filter((author) => author.isPrimaryContact);
    if (primary.length !== 1 || !primary[0]!.name || !primary[0]!.email) ctx.addIssue({ code: 'custom', message: M.primaryContactRequired });
  });

const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number({ error: 'must be a paper or special issue number' }).int().positive().max(MAX_ROW_ID).optional(),
);

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const optionalLongText = (label: string, max: number) =>
  z.preprocess((value) => (value === null ? undefined : value), plainText().trim().max(max, tooLong(label, max)).default(''));

export const submissionSchema = z
  .object({
    title: requiredText(M.titleRequired, 'Title', 500),
    abstract: plainText({ error: M.abstractRequired })
      .trim()
      .superRefine(
        firstBroken<string>([
          [(v) => v.length > 0, M.abstractRequired],
          [(v) => countWords(v) <= ABSTRACT_MAX_WORDS && v.length <= 10_000, M.abstractTooLong],
        ]),
      ),
    keywords: requiredText(M.keywordsRequired, 'Keywords', 500),
    category: plainText({ error: M.categoryRequired })
      .trim()
      .refine((value) => (SUBMISSION_CATEGORIES as readonly string[]).includes(value), M.categoryRequired),
    coverLetter: requiredText(M.coverLetterRequired, 'Cover letter', 20_000),
    fundingInfo: optionalLongText('Funding information', 5_000),
    ethicsStatement: optionalLongText('Ethics statement', 10_000),
    conflictOfInterest: optionalLongText('Conflict of interest', 5_000),
    acknowledgments: optionalLongText('Acknowledgments', 5_000),
    authors: authorsSchema,
    revisionOf: optionalId,
    specialIssueId: optionalId,
    /** Required for a new paper; a revision keeps the paper's type (and rate), so both are ignored then. */
    articleType: z.preprocess(blankToUndefined, z.enum(ARTICLE_TYPE_IDS, { error: M.articleTypeRequired }).optional()),
    /** The rate the author claims (decision 0048); the office checks eligibility before the invoice is paid. */
    feeTier: z.preprocess(blankToUndefined, z.enum(FEE_TIERS, { error: M.feeTierInvalid }).default('standard')),
    checklist: z
      .array(z.enum(CHECKLIST_IDS, { error: M.checklistIncomplete }), { error: M.checklistIncomplete })
      .refine((ids) => CHECKLIST_IDS.every((id) => ids.includes(id)), M.checklistIncomplete),
    licenceConsent: z.preprocess(
      (value) => (value === 'true' || value === 'on' ? true : value === 'false' || value === '' || value === undefined ? false : value),
      z.boolean({ error: M.licenceRequired }).refine((value) => value, M.licenceRequired),
    ),
  })
  .superRefine((submission, ctx) => {
    if (!submission.revisionOf && !submission.articleType) ctx.addIssue({ code: 'custom', path: ['articleType'], message: M.articleTypeRequired });
    if (requiresEthicsStatement(submission.category) && !submission.ethicsStatement) {
      ctx.addIssue({ code: 'custom', path: ['ethicsStatement'], message: M.ethicsRequired });
    }
  });
export type SubmissionInput = z.input<typeof submissionSchema>;
export type Submission = z.output<typeof submissionSchema>;

/** Keywords as the form takes them (comma-separated) and as papers store them. */
export const splitKeywords = (text: string) =>
  [...new Set(text.split(',').map((keyword) => keyword.trim()).filter(Boolean))];

/** The multipart `checklist` field is JSON text, a list of the confirmed items' ids, like `authors`. */
export const parseChecklistJson = (text: unknown): unknown[] | null => (Array.isArray(text) ? text : parseAuthorsJson(text));

/** The multipart `authors` field is JSON text (acting-side.md §7); anything else is bad input. */
export function parseAuthorsJson(text: unknown): unknown[] | null {
  if (typeof text !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
