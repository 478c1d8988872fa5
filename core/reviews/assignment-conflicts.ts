import { CONFLICT_MESSAGES } from '../../contract/reviews/assignment.messages';
import type { Db } from '../../db/client';
import { AppError } from '../errors';
import type { PaperState } from '../workflow/paper-workflow';
import { paperConflictCheck } from './paper-conflicts';
import { findPoolIdentities } from './reviewer-candidates.repo';

/**
 * Decision 0041: the reasons for inviting reviewers despite a conflict of interest, by reviewer.
 * A conflicted reviewer without a reason is refused (400 on `reviewers`, naming them and the
 * conflict); an author of the paper is refused by the assignment itself, reason or not.
 */
export async function requireConflictReasons(
  db: Db,
  state: Pick<PaperState, 'authors' | 'paper'>,
  reviewerIds: readonly number[],
  overrides: readonly { reviewerId: number; reason: string }[],
): Promise<Map<number, string>> {
  const [check, identities] = await Promise.all([paperConflictCheck(db, state), findPoolIdentities(db, [...reviewerIds])]);
  const reasons = new Map<number, string>();
  for (const reviewer of identities) {
    const conflicts = check(reviewer).filter((conflict) => conflict.kind !== 'author');
    if (conflicts.length === 0) continue;
    const reason = overrides.find((override) => override.reviewerId === reviewer.id)?.reason.trim();
    if (!reason) {
      const message = CONFLICT_MESSAGES.needsReason(reviewer.name, conflicts.map((conflict) => conflict.label));
      throw new AppError('BAD_INPUT', message, { reviewers: [message] });
    }
    reasons.set(reviewer.id, reason);
  }
  return reasons;
}
