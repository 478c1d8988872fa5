import { z } from 'zod';
import { requiredText } from '../auth/auth.schema';
import { AUTH_MESSAGES } from '../auth/messages';
import { expertiseKeywordsSchema } from './reviewer-application.schema';
import { isCalendarDate, REVIEWER_PROFILE_MESSAGES as M } from './reviewer-profile.messages';

export { REVIEWER_PROFILE_MESSAGES } from './reviewer-profile.messages';

/**
 * A reviewer's own profile (decision 0041): GET and PUT /api/reviewer-profile, for an account in
 * the reviewer pool whatever its role. The pool's editors read the same expertise and institution.
 */
export const reviewerProfileSchema = z.object({
  expertise: z.array(z.string()),
  institution: z.string(),
  /** Not to be invited before this day (YYYY-MM-DD); null when available. */
  unavailableUntil: z.string().nullable(),
  /** Out of the pool (set by the editors): the profile stays, invitations stop. */
  active: z.boolean(),
});
export type ReviewerProfile = z.infer<typeof reviewerProfileSchema>;

/** GET /api/reviewer-profile: null for an account that is not in the pool. */
export const myReviewerProfileSchema = z.object({ profile: reviewerProfileSchema.nullable() });
export type MyReviewerProfile = z.infer<typeof myReviewerProfileSchema>;

/** PUT /api/reviewer-profile: the whole editable profile; an empty or null date means available. A past date is refused by the service (its clock). */
export const reviewerProfileUpdateSchema = z.object({
  expertise: z.preprocess((value) => value ?? [], expertiseKeywordsSchema).refine((keywords) => keywords.length > 0, M.expertiseRequired),
  institution: requiredText(AUTH_MESSAGES.institutionRequired, 'Institution', 200),
  unavailableUntil: z
    .preprocess((value) => (value === '' || value === undefined ? null : value), z.string({ error: M.dateInvalid }).nullable())
    .refine((value) => value === null || isCalendarDate(value), M.dateInvalid),
});
export type ReviewerProfileUpdateInput = z.input<typeof reviewerProfileUpdateSchema>;
export type ReviewerProfileUpdate = z.output<typeof reviewerProfileUpdateSchema>;
