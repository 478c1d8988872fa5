import { randomBytes, timingSafeEqual } from 'node:crypto';
import { reviewDueDaysSchema } from '../../contract/reviews/review.schema';
import { REVIEW_DUE_DAYS_DEFAULT, REVIEW_DUE_DAYS_SETTINGS_KEY } from '../../contract/reviews/reviewer-constants';
import type { Db } from '../../db/client';
import { hashLinkToken } from '../auth/email-confirmation.service';
import { findSetting } from '../settings/settings.repo';

/**
 * What an invitation to review carries (decision 0041): two due dates from the journal's settings,
 * and a link whose token only the mail holds; the assignment keeps its SHA-256.
 */

const DAY_MS = 86_400_000;

export interface InvitationDueDates {
  /** The answer (accept or decline) is due then. */
  responseDueAt: Date;
  /** The review is due then. */
  dueAt: Date;
}

/** The due dates of an invitation sent at `now`, from the setting `review-due-days` (7 and 28 days unless the journal says otherwise). */
export async function invitationDueDates(db: Db, now: Date): Promise<InvitationDueDates> {
  const setting = reviewDueDaysSchema.safeParse(await findSetting(db, REVIEW_DUE_DAYS_SETTINGS_KEY));
  const days = setting.success ? setting.data : REVIEW_DUE_DAYS_DEFAULT;
  return { responseDueAt: new Date(now.getTime() + days.respond * DAY_MS), dueAt: new Date(now.getTime() + days.review * DAY_MS) };
}

/** A fresh link token (32 random bytes, base64url) and the hash the assignment stores. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** The presented token is the one whose hash the assignment keeps (compared in constant time). */
export function isInvitationToken(presented: string, storedHash: string | null): boolean {
  if (storedHash === null) return false;
  const a = Buffer.from(hashLinkToken(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The link of the invitation mail: the review page, which reads the token from its address. */
export const invitationLink = (publicUrl: string, assignmentId: number, token: string) => `${publicUrl}/review/${assignmentId}?token=${token}`;
