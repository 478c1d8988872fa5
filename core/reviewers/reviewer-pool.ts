import { mergeExpertise } from '../../contract/reviews/reviewer-expertise';
import type { Db } from '../../db/client';
import { findReviewerProfile, insertReviewerProfile, updateReviewerProfile } from './reviewer-pool.repo';

/**
 * How an account joins the reviewer pool (decision 0041): a profile with these keywords and
 * institution, or, when it has one, the profile active again with the keywords added to what it
 * held (its institution and availability stay the reviewer's own). The account's role is not
 * touched. Call inside the transaction of the change that admits it.
 */
export async function joinReviewerPool(tx: Db, userId: number, profile: { expertise: string[]; institution: string }, now: Date): Promise<void> {
  if (await insertReviewerProfile(tx, { userId, ...profile, now })) return;
  const existing = await findReviewerProfile(tx, userId);
  await updateReviewerProfile(tx, userId, { expertise: mergeExpertise(existing?.expertise ?? [], profile.expertise), active: true, updatedAt: now });
}
