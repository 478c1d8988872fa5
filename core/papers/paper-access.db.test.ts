import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decidePaperAccess } from '../../contract/papers/paper-visibility.policy';
import { PAPER_STATUSES } from '../../contract/papers/paper-status';
import { REVIEW_ASSIGNMENT_STATUSES, type PaperViewer } from '../../contract/papers/workflow/paper-relations';
import type { Role } from '../../contract/auth/roles';
import type { Database } from '../../db/client';
import { categories, paperAuthors, papers, reviewAssignments, users } from '../../db/schema';
import { openTestDatabase } from '../../tests/support/test-database';
import { filterVisiblePaperIds } from './paper-access.repo';

/**
 * Decision 0035: the SQL of "papers this actor may see" and decidePaperAccess agree for every
 * status × relation (and the relations' edge cases: unconfirmed address, declined review,
 * handling editor who lost the role, case of the email).
 */
let database: Database;
const viewers: Record<string, PaperViewer | null> = { anonymous: null };
const paperIds: number[] = [];
const subjects = new Map<number, Parameters<typeof decidePaperAccess>[0]>();

async function person(key: string, role: Role, email: string, verified = true): Promise<void> {
  const [row] = await database.db
    .insert(users)
    .values({ email, passwordHash: 'x', firstName: key, lastName: 'Test', role, institution: 'Test University', emailVerifiedAt: verified ? new Date() : null })
    .returning({ id: users.id });
  viewers[key] = { id: row!.id, role, email, emailVerified: verified };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(categories).values({ name: 'Soil Science and Land Management', displayOrder: 1 });
  await person('owner', 'AUTHOR', 'owner@example.org');
  await person('co-author', 'AUTHOR', 'co.author@example.org');
  await person('co-author, unconfirmed address', 'AUTHOR', 'unconfirmed@example.org', false);
  await person('co-author who is an editor', 'EDITOR', 'editor.author@example.org');
  for (const status of REVIEW_ASSIGNMENT_STATUSES) await person(`reviewer (${status})`, 'REVIEWER', `reviewer.${status.toLowerCase()}@example.org`);
  await person('handling editor', 'EDITOR', 'handling@example.org');
  await person('handling editor now an author', 'AUTHOR', 'former.editor@example.org');
  await person('other editor', 'EDITOR', 'editor@example.org');
  await person('admin', 'ADMIN', 'admin@example.org');
  await person('stranger', 'AUTHOR', 'stranger@example.org');
  await person('stranger reviewer', 'REVIEWER', 'stranger.reviewer@example.org');

  const id = (key: string) => viewers[key]!.id;
  for (const [index, status] of PAPER_STATUSES.entries()) {
    for (const handler of ['handling editor', 'handling editor now an author']) {
      const [paper] = await database.db
        .insert(papers)
        .values({ title: `${status} ${handler}`, abstract: 'A', category: 'Soil Science and Land Management', status, submitterId: id('owner'), handlingEditorId: id(handler) })
        .returning({ id: papers.id });
      const paperId = paper!.id;
      const authorEmails = ['Owner@Example.org', ' CO.AUTHOR@example.org', 'unconfirmed@example.org', 'editor.author@example.org'];
      await database.db.insert(paperAuthors).values(authorEmails.map((email, position) => ({ paperId, position, name: `Author ${position}`, email, affiliation: 'X', isPrimaryContact: position === 0 })));
      const reviewerIds: number[] = [];
      for (const assignment of REVIEW_ASSIGNMENT_STATUSES) {
        const reviewerId = id(`reviewer (${assignment})`);
        await database.db.insert(reviewAssignments).values({ paperId, reviewerId, round: 1 + (index % 2), status: assignment });
        if (['INVITED', 'ACCEPTED', 'COMPLETED'].includes(assignment)) reviewerIds.push(reviewerId);
      }
      paperIds.push(paperId);
      subjects.set(paperId, { status, submitterId: id('owner'), authorEmails, handlingEditorId: id(handler), reviewerIds });
    }
  }
});
afterAll(() => database.close());

describe('papers this actor may see: SQL and decidePaperAccess agree (decision 0035)', () => {
  it('covers every status with each handling editor', () => {
    expect(paperIds).toHaveLength(PAPER_STATUSES.length * 2);
  });

  it.each(['anonymous', 'owner', 'co-author', 'co-author, unconfirmed address', 'co-author who is an editor', ...REVIEW_ASSIGNMENT_STATUSES.map((s) => `reviewer (${s})`), 'handling editor', 'handling editor now an author', 'other editor', 'admin', 'stranger', 'stranger reviewer'])(
    '%s',
    async (key) => {
      const viewer = viewers[key]!;
      const bySql = new Set(await filterVisiblePaperIds(database.db, viewer ?? null, paperIds));
      const byPolicy = new Set(paperIds.filter((id) => decidePaperAccess(subjects.get(id)!, viewer ?? null) !== null));
      const describe = (ids: Set<number>) => [...ids].map((id) => subjects.get(id)!.status).sort();
      expect(describe(bySql)).toEqual(describe(byPolicy));
      expect([...bySql].sort()).toEqual([...byPolicy].sort());
      // Everyone sees the published ones; nobody without a relation sees more.
      expect(byPolicy.size).toBeGreaterThanOrEqual(2);
    },
  );

  it('a reviewer sees a paper only while the assignment holds', async () => {
    const reviewer = viewers['reviewer (ACCEPTED)']!;
    const underReview = paperIds.find((id) => subjects.get(id)!.status === 'UNDER_REVIEW')!;
    expect(await filterVisiblePaperIds(database.db, reviewer, [underReview])).toEqual([underReview]);
    await database.db.update(reviewAssignments).set({ status: 'CANCELLED' }).where(eq(reviewAssignments.reviewerId, reviewer.id));
    expect(await filterVisiblePaperIds(database.db, reviewer, [underReview])).toEqual([]);
  });
});
