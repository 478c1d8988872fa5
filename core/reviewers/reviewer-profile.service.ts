import { REVIEWER_PROFILE_MESSAGES as M, utcDay } from '../../contract/reviews/reviewer-profile.messages';
import { reviewerProfileUpdateSchema, type MyReviewerProfile, type ReviewerProfile, type ReviewerProfileUpdateInput } from '../../contract/reviews/reviewer-profile.schema';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import { findReviewerProfile, updateReviewerProfile, type ReviewerProfileRow } from './reviewer-pool.repo';

/** A reviewer's own profile (decision 0041): any account in the pool, whatever its role. */

const toDto = (row: ReviewerProfileRow): ReviewerProfile => ({
  expertise: row.expertise,
  institution: row.institution,
  unavailableUntil: row.unavailableUntil,
  active: row.active,
});

/** GET /api/reviewer-profile: the caller's profile, or null when the account is not in the pool. */
export async function getMyReviewerProfile(ctx: Ctx): Promise<MyReviewerProfile> {
  const actor = requireActor(ctx);
  const row = await findReviewerProfile(ctx.db, actor.id);
  return { profile: row ? toDto(row) : null };
}

/** PUT /api/reviewer-profile: expertise, institution and the unavailable-until date (today or later, or none). */
export async function updateMyReviewerProfile(ctx: Ctx, input: ReviewerProfileUpdateInput): Promise<ReviewerProfile> {
  const actor = requireActor(ctx);
  const data = reviewerProfileUpdateSchema.parse(input);
  const now = ctx.clock();
  if (data.unavailableUntil !== null && data.unavailableUntil < utcDay(now)) {
    throw new AppError('BAD_INPUT', M.dateInPast, { unavailableUntil: [M.dateInPast] });
  }
  const row = await updateReviewerProfile(ctx.db, actor.id, { ...data, updatedAt: now });
  if (!row) throw new AppError('NOT_FOUND', M.notInPool);
  return toDto(row);
}
