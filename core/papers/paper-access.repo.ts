import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PAPER_STATUSES } from '../../contract/papers/paper-status';
import { VISIBLE_STATUSES } from '../../contract/papers/paper-visibility.policy';
import { HOLDING_ASSIGNMENT_STATUSES, isStaffRole, type PaperRelation, type PaperViewer } from '../../contract/papers/workflow/paper-relations';
import type { Db } from '../../db/client';
import { paperAuthors, papers, reviewAssignments } from '../../db/schema';

/**
 * "Papers this actor may see" in SQL (docs/decisions/0035-paper-access.md), built from the same
 * inputs as decidePaperAccess: each relation's SQL test AND the statuses VISIBLE_STATUSES gives
 * it. `paper-access.db.test.ts` checks every status × relation against the JS policy.
 *
 * A relation's test: SQL, `true` when it holds for this viewer whatever the paper, null when it never does.
 * The co-author's and the reviewer's are `papers.id = any(array(…))`: the account's few papers are
 * found once, by the address or reviewer index, and fetched by id (an OR with the owner's test is
 * then two index scans), where a correlated EXISTS would be tested on every paper of the journal.
 */
function relationHolds(relation: PaperRelation, viewer: PaperViewer | null): SQL | true | null {
  if (!viewer) return relation === 'anonymous' ? true : null;
  switch (relation) {
    case 'anonymous':
      return null;
    case 'signedIn':
      // Anyone signed in sees what everyone sees; the other relations only add to it.
      return true;
    case 'owner':
      return eq(papers.submitterId, viewer.id);
    case 'coAuthor':
      if (!viewer.emailVerified || viewer.email.trim() === '') return null;
      return sql`${papers.id} = any(array(select ${paperAuthors.paperId} from ${paperAuthors} where lower(trim(${paperAuthors.email})) = ${viewer.email.trim().toLowerCase()}))`;
    case 'reviewer':
      return sql`${papers.id} = any(array(select ${reviewAssignments.paperId} from ${reviewAssignments} where ${reviewAssignments.reviewerId} = ${viewer.id} and ${inArray(reviewAssignments.status, [...HOLDING_ASSIGNMENT_STATUSES])}))`;
    case 'handlingEditor':
      return isStaffRole(viewer.role) ? eq(papers.handlingEditorId, viewer.id) : null;
    case 'editor':
      return viewer.role === 'EDITOR' ? true : null;
    case 'admin':
      return viewer.role === 'ADMIN' ? true : null;
  }
}

/**
 * The WHERE condition on `papers` of the papers the viewer may see. A relation that holds whatever
 * the paper, in every status (editors, admins), is plain `true`: the planner then reads an index in
 * the list's order instead of testing the other relations' subqueries on every paper.
 */
export function visiblePapersWhere(viewer: PaperViewer | null): SQL {
  const parts: SQL[] = [];
  for (const [relation, statuses] of Object.entries(VISIBLE_STATUSES) as [PaperRelation, readonly string[]][]) {
    const holds = relationHolds(relation, viewer);
    if (!holds) continue;
    const everyStatus = PAPER_STATUSES.every((status) => statuses.includes(status));
    if (holds === true && everyStatus) return sql`true`;
    const inStatus = inArray(papers.status, [...statuses] as (typeof papers.status._.data)[]);
    parts.push(holds === true ? inStatus : everyStatus ? holds : and(holds, inStatus)!);
  }
  return parts.length ? or(...parts)! : sql`false`;
}

/** Papers the viewer is an author of: submitted by the account, or listing its confirmed address (decisions 0019, 0021). */
export function authoredPapersWhere(viewer: PaperViewer): SQL {
  return or(...(['owner', 'coAuthor'] as const).map((relation) => relationHolds(relation, viewer)).filter((part): part is SQL => part !== null && part !== true))!;
}

/** The ids, among `ids`, of the papers the viewer may see. */
export async function filterVisiblePaperIds(db: Db, viewer: PaperViewer | null, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: papers.id })
    .from(papers)
    .where(and(inArray(papers.id, ids), visiblePapersWhere(viewer)));
  return rows.map((row) => row.id);
}
