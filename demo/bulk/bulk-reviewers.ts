import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../core/auth/passwords';
import type { Db } from '../../db/client';
import { papers, reviewAssignments, reviewerProfiles, users } from '../../db/schema';
import { createRandom } from '../seed/random';
import { FIELD_POOLS, FIRST_NAMES, INSTITUTIONS, LAST_NAMES } from './bulk-words';

/**
 * A reviewer pool in bulk for bench/reviewers.ts (issue 14): `reviewers` accounts with profiles
 * (expertise from one field's words), `past` completed reviews on the published papers already in
 * the database (two reviewers a paper, with days taken and ratings), and `open` invitations and
 * accepted assignments on the papers under review, in their current round. Written directly, in
 * the shape the services leave them; deterministic for a seed.
 */
export interface BulkPoolOptions {
  reviewers: number;
  past: number;
  open: number;
  seed?: number;
  now?: Date;
}

const DAY = 86_400_000;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

export async function seedBulkReviewerPool(db: Db, options: BulkPoolOptions): Promise<{ reviewerIds: number[]; past: number; open: number; ms: number }> {
  const started = performance.now();
  const random = createRandom(options.seed ?? 41);
  const now = (options.now ?? new Date()).getTime();
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const accounts = Array.from({ length: options.reviewers }, (_, i) => ({
    email: `bulk.pool.${i + 1}@pool${i % 97}.example.net`,
    passwordHash,
    firstName: random.pick(FIRST_NAMES),
    lastName: random.pick(LAST_NAMES),
    role: 'REVIEWER' as const,
    institution: random.pick(INSTITUTIONS),
    emailVerifiedAt: new Date(Date.UTC(2024, 0, 1)),
  }));
  const reviewerIds: number[] = [];
  await inChunks(accounts, async (chunk) => {
    const rows = await db.insert(users).values(chunk).returning({ id: users.id });
    reviewerIds.push(...rows.map((row) => row.id));
  });
  await inChunks(
    reviewerIds.map((userId, i) => {
      const pool = random.pick(FIELD_POOLS);
      return {
        userId,
        institution: accounts[i]!.institution,
        expertise: random.sample([...pool.keywords, ...pool.subjects, ...pool.treatments], random.int(3, 6)),
        unavailableUntil: random.next() < 0.05 ? new Date(now + random.int(5, 60) * DAY).toISOString().slice(0, 10) : null,
      };
    }),
    (chunk) => db.insert(reviewerProfiles).values(chunk),
  );

  const published = await db.select({ id: papers.id }).from(papers).where(sql`${papers.status} = 'PUBLISHED'`).orderBy(papers.id).limit(Math.ceil(options.past / 2));
  const past = published.flatMap(({ id }, i) => {
    const [a, b] = random.sample(reviewerIds, 2) as [number, number];
    return [a, b].slice(0, Math.min(2, options.past - i * 2)).map((reviewerId) => {
      const assignedAt = now - random.int(60, 900) * DAY;
      return {
        paperId: id,
        reviewerId,
        round: 1,
        status: 'COMPLETED' as const,
        assignedAt: new Date(assignedAt),
        respondedAt: new Date(assignedAt + random.int(1, 6) * DAY),
        submittedAt: new Date(assignedAt + random.int(10, 60) * DAY),
        recommendation: random.pick(['Accept', 'Minor Revision', 'Major Revision', 'Reject']),
        rating: random.int(2, 5),
      };
    });
  });
  await inChunks(past, (chunk) => db.insert(reviewAssignments).values(chunk));

  const underReview = await db.select({ id: papers.id, round: papers.reviewRound }).from(papers).where(sql`${papers.status} = 'UNDER_REVIEW'`).orderBy(papers.id);
  const perPaper = underReview.length === 0 ? 0 : Math.ceil(options.open / underReview.length);
  const open = underReview
    .flatMap(({ id, round }) =>
      random.sample(reviewerIds, perPaper).map((reviewerId) => {
        const assignedAt = now - random.int(0, 50) * DAY;
        const accepted = random.next() < 0.6;
        return {
          paperId: id,
          reviewerId,
          round: Math.max(1, round),
          status: accepted ? ('ACCEPTED' as const) : ('INVITED' as const),
          assignedAt: new Date(assignedAt),
          responseDueAt: new Date(assignedAt + 7 * DAY),
          dueAt: new Date(assignedAt + 28 * DAY),
          respondedAt: accepted ? new Date(assignedAt + 2 * DAY) : null,
        };
      }),
    )
    .slice(0, options.open);
  await inChunks(open, (chunk) => db.insert(reviewAssignments).values(chunk).onConflictDoNothing());
  for (const table of ['users', 'reviewer_profiles', 'review_assignments']) await db.execute(sql.raw(`analyze ${table}`));
  return { reviewerIds, past: past.length, open: open.length, ms: performance.now() - started };
}
