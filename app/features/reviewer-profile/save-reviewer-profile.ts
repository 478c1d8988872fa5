import { z } from 'zod';
import { REVIEWER_PROFILE_MESSAGES as M, reviewerProfileSchema } from '../../../contract/reviews/reviewer-profile.schema';
import { expertiseKeywords } from '../../../contract/reviews/reviewer-expertise';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';

/** The card's form as the dashboard's clientAction receives it (decision 0036): expertise as comma-separated text. */
export const reviewerProfileIntentSchema = z.object({
  intent: z.literal('saveReviewerProfile'),
  expertise: z.string(),
  institution: z.string(),
  unavailableUntil: z.string(),
});
export type ReviewerProfileIntent = z.output<typeof reviewerProfileIntentSchema>;

export interface ReviewerProfileOutcome {
  intent: 'saveReviewerProfile';
  ok: boolean;
  message: string;
  /** The server's field messages (400), by field name. */
  fieldErrors?: Record<string, string>;
}

/** PUT /api/reviewer-profile with the bearer token; the dashboard's loader then shows what the server holds. */
export async function saveReviewerProfile(form: ReviewerProfileIntent): Promise<ReviewerProfileOutcome> {
  try {
    await sendJson(
      '/reviewer-profile',
      { expertise: expertiseKeywords(form.expertise), institution: form.institution, unavailableUntil: form.unavailableUntil || null },
      reviewerProfileSchema,
      { method: 'PUT' },
    );
    return { intent: 'saveReviewerProfile', ok: true, message: M.saved };
  } catch (error) {
    console.warn('The reviewer profile was not saved', error);
    const fieldErrors = error instanceof ApiError ? Object.fromEntries(Object.entries(error.problem?.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? ''])) : {};
    return { intent: 'saveReviewerProfile', ok: false, message: M.saveFailed, ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}) };
  }
}
