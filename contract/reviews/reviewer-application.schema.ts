import { z } from 'zod';
import { emailField, optionalText, requiredText } from '../auth/auth.schema';
import { AUTH_MESSAGES } from '../auth/messages';
import { roleSchema } from '../auth/role.schema';
import { plainText } from '../http/text';
import { EXPERTISE_LIMITS, REVIEWER_APPLICATION_LIMITS as L, REVIEWER_APPLICATION_MESSAGES as M } from './reviewer-application.messages';
import { REVIEWER_APPLICATION_STATUSES } from './reviewer-constants';
import { expertiseKeywords } from './reviewer-expertise';

export { REVIEWER_APPLICATION_MESSAGES } from './reviewer-application.messages';

/**
 * The reviewer application (acting-side.md §2 /become-reviewer, §3, §5, §7 POST
 * /api/reviewer-applications) and the editors' queue of applications (issue 14; decision 0041
 * "Applications"). Every field is plain text: stored as written, shown as text, never as markup.
 */

/** POST /api/reviewer-applications: the seven fields; name, email, institution, expertise and qualifications required. */
export const reviewerApplicationFormSchema = z.object({
  name: requiredText(M.nameRequired, 'Name', L.name),
  email: emailField,
  institution: requiredText(AUTH_MESSAGES.institutionRequired, 'Institution', L.institution),
  expertise: requiredText(M.expertiseRequired, 'Areas of expertise', L.expertise),
  qualifications: requiredText(M.qualificationsRequired, 'Qualifications', L.qualifications),
  publications: optionalText('Publications', L.publications),
  motivation: optionalText('Motivation', L.motivation),
});
export type ReviewerApplicationInput = z.input<typeof reviewerApplicationFormSchema>;
export type ReviewerApplicationForm = z.output<typeof reviewerApplicationFormSchema>;

/** The same answer for every accepted application: the success panel's text. */
export const reviewerApplicationSubmittedSchema = z.object({ message: z.literal(M.submitted) });
export type ReviewerApplicationSubmitted = z.infer<typeof reviewerApplicationSubmittedSchema>;

/** GET /api/editor/reviewer-applications?status=open|all. */
export const reviewerApplicationsQuerySchema = z.object({ status: z.enum(['open', 'all']).default('open') });

/** An application as the editors read it: every field, its state, and the account it concerns. */
export const reviewerApplicationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  institution: z.string(),
  expertise: z.string(),
  qualifications: z.string(),
  publications: z.string().nullable(),
  motivation: z.string().nullable(),
  status: z.enum(REVIEWER_APPLICATION_STATUSES),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  /**
   * Open: the account that already has this address, if any (approving gives it a profile and
   * keeps its role). Approved: the account that joined the pool. Declined: null.
   */
  account: z.object({ id: z.number().int(), name: z.string(), role: roleSchema, inPool: z.boolean() }).nullable(),
});
export type ReviewerApplication = z.infer<typeof reviewerApplicationSchema>;
export const reviewerApplicationListSchema = z.array(reviewerApplicationSchema);

/** Expertise keywords as an editor or a reviewer gives them: each plain text, trimmed, no repeats. */
export const expertiseKeywordsSchema = z
  .array(plainText().trim().max(EXPERTISE_LIMITS.keywordLength, M.keywordTooLong), { error: 'Expertise must be a list of keywords' })
  .max(EXPERTISE_LIMITS.keywords, M.tooManyKeywords)
  .transform((keywords) => expertiseKeywords(keywords));

/**
 * POST /api/editor/reviewer-applications/{id}/approve: optionally the expertise keywords as the
 * editor normalised them (otherwise those of the application's expertise text). No body is fine.
 */
export const approveApplicationSchema = z.object({ expertise: expertiseKeywordsSchema.optional() }).nullish();
export type ApproveApplicationInput = z.input<typeof approveApplicationSchema>;

export const applicationDecisionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['approved', 'declined']),
  message: z.string(),
  /** Approved: the account in the pool, and whether it was made now (it then has a set-password link by mail). */
  account: z.object({ id: z.number().int(), created: z.boolean() }).nullable(),
});
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;
