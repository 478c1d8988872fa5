import type { EditorStats, SubmissionRow, SubmissionsPage, SubmissionsQuery } from '../../contract/editor-desk/editor-desk.schema';
import type { OverdueKind } from '../../contract/editor-desk/editor-desk.messages';
import { EDITOR_TARGETS } from '../../contract/journal/review';
import { PAPER_STATUSES } from '../../contract/papers/paper-status';
import { isHoldingAssignment, isOpenAssignment } from '../../contract/papers/workflow/paper-relations';
import { requireActor, type Ctx } from '../context';
import { actionsForPapers, viewerOf } from './paper-workflow';
import { listSubmissionPage, submissionStats } from './editor-queue.repo';

/**
 * The editors' submissions table and counts (acting-side.md §2 /editor-dashboard, §7 GET
 * /editor/submissions; issue 13): server-side paging, sorting, filters, search, the "mine" view,
 * overdue flags from the editor guideline constants, and each row's actions from the policy.
 */

const DAY_MS = 86_400_000;
const SCREENING_MS = EDITOR_TARGETS.screeningDays * DAY_MS;
const FOLLOW_UP_MS = EDITOR_TARGETS.reviewerFollowUpWeeks * 7 * DAY_MS;

interface OverdueInput {
  status: string;
  submittedAt: Date;
  round: number;
  assignments: { round: number; status: string; assignedAt: Date; dueAt: Date | null }[];
}

/** The editor guidelines (acting-side.md §9): screening within 7 days, follow up after 3 weeks, review within 8 weeks. */
export function overdueFlag(paper: OverdueInput, now: Date): { kind: OverdueKind; since: Date } | null {
  if (paper.status === 'SUBMITTED') {
    const since = new Date(paper.submittedAt.getTime() + SCREENING_MS);
    return since < now ? { kind: 'screening', since } : null;
  }
  if (paper.status !== 'UNDER_REVIEW') return null;
  const open = paper.assignments.filter((a) => a.round === paper.round && isOpenAssignment(a.status));
  const pastDue = open.filter((a) => a.dueAt && a.dueAt < now).map((a) => a.dueAt!.getTime());
  if (pastDue.length) return { kind: 'reviewComplete', since: new Date(Math.min(...pastDue)) };
  const followUps = open.map((a) => a.assignedAt.getTime() + FOLLOW_UP_MS).filter((t) => t < now.getTime());
  return followUps.length ? { kind: 'reviewerFollowUp', since: new Date(Math.min(...followUps)) } : null;
}

/** GET /api/editor/submissions. */
export async function listSubmissions(ctx: Ctx, query: SubmissionsQuery): Promise<SubmissionsPage> {
  const actor = requireActor(ctx);
  const now = ctx.clock();
  const { rows, total } = await listSubmissionPage(ctx.db, query, viewerOf(actor)!);
  const workflow = await actionsForPapers(ctx.db, rows, actor, now);
  const items = rows.map((row): SubmissionRow => {
    const { actions, assignments, openAppeal } = workflow.get(row.id)!;
    const overdue = overdueFlag({ status: row.status, submittedAt: row.submittedAt, round: row.round, assignments }, now);
    const round = assignments.filter((a) => a.round === row.round);
    return {
      id: row.id,
      title: row.title,
      authorNames: row.authorNames,
      category: row.category,
      status: row.status,
      submittedAt: row.submittedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
      round: row.round,
      specialIssue: row.specialIssue,
      handlingEditor: row.handlingEditorId !== null && row.handlerFirstName !== null ? { id: row.handlingEditorId, name: `${row.handlerFirstName} ${row.handlerLastName}` } : null,
      reviews: { assigned: round.filter((a) => isHoldingAssignment(a.status)).length, completed: round.filter((a) => a.status === 'COMPLETED').length },
      overdue: overdue ? { kind: overdue.kind, since: overdue.since.toISOString() } : null,
      openAppeal,
      actions,
    };
  });
  return { items, page: query.page, pageSize: query.pageSize, total };
}

/** GET /api/editor/stats: counts by status and by category, overdue papers, open appeals, mine. */
export async function getEditorStats(ctx: Ctx): Promise<EditorStats> {
  const actor = requireActor(ctx);
  const stats = await submissionStats(ctx.db, viewerOf(actor)!, ctx.clock(), { screeningMs: SCREENING_MS, followUpMs: FOLLOW_UP_MS });
  const counts = new Map(stats.byStatus.map((s) => [s.status, s.count]));
  return {
    total: stats.total,
    byStatus: PAPER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    byCategory: stats.byCategory,
    overdue: stats.overdue,
    openAppeals: stats.openAppeals,
    mine: stats.mine,
  };
}
