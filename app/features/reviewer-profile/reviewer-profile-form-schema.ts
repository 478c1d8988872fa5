import { z } from 'zod';
import { expertiseKeywords } from '../../../contract/reviews/reviewer-expertise';
import { reviewerProfileUpdateSchema, type ReviewerProfileUpdate } from '../../../contract/reviews/reviewer-profile.schema';

/** The card's fields as typed (expertise as comma-separated text). */
export interface ReviewerProfileFormValues {
  expertise: string;
  institution: string;
  unavailableUntil: string;
}

/** The contract's PUT /api/reviewer-profile rules, with the typed keywords split first: the same messages as the server's. */
export const reviewerProfileFormSchema = z.preprocess(
  (value) => ({ ...(value as object), expertise: expertiseKeywords(String((value as Partial<ReviewerProfileFormValues>).expertise ?? '')) }),
  reviewerProfileUpdateSchema,
) as unknown as z.ZodType<ReviewerProfileUpdate, ReviewerProfileFormValues>;
