import { AUTHOR_JOURNEY_MESSAGES as J, type MySubmission, type WithdrawResult } from '../../contract/papers/author-journey.schema';
import { isPaperOwner } from '../../contract/papers/paper-visibility.policy';
import { requireActor, type Ctx } from '../context';
import { insertEvent, listPapersOfAuthor, updatePaper } from './submission.repo';
import { actionsForPapers, requireOwnerAction, viewerOf } from '../workflow/paper-workflow';

/**
 * acting-side.md §2 /dashboard, §4 and §7 GET /papers/my-submissions, POST /papers/{id}/withdraw:
 * the author's own papers (submitted by the account, or listing its confirmed email as an author's), and
 * withdrawal of one still SUBMITTED. Only the owner acts on a paper (decision 0019).
 */

export async function listMySubmissions(ctx: Ctx): Promise<MySubmission[]> {
  const actor = requireActor(ctx);
  const rows = await listPapersOfAuthor(ctx.db, viewerOf(actor)!);
  const workflow = await actionsForPapers(ctx.db, rows, actor, ctx.clock());
  return rows.map((row) => {
    const isOwner = isPaperOwner(row, actor);
    const { actions } = workflow.get(row.id)!;
    return {
      id: row.id,
      title: row.title,
      category: row.category,
      status: row.status,
      submissionDate: row.submittedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: row.currentVersion,
      specialIssue: row.specialIssueId !== null && row.specialIssueTitle !== null ? { id: row.specialIssueId, title: row.specialIssueTitle } : null,
      isOwner,
      canWithdraw: actions.includes('withdraw'),
      canRevise: actions.includes('revise'),
    };
  });
}

/** acting-side.md §4: the author may withdraw only a SUBMITTED paper; others' papers are not found. */
export async function withdrawPaper(ctx: Ctx, paperId: number): Promise<WithdrawResult> {
  const actor = requireActor(ctx);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    // Only the owner withdraws; for anyone else the paper does not exist here (decision 0019).
    const state = await requireOwnerAction(tx, paperId, actor, 'withdraw', now);
    const to = state.to!;
    await updatePaper(tx, paperId, { status: to, updatedAt: now });
    await insertEvent(tx, { paperId, actorId: actor.id, kind: 'status_changed', fromStatus: state.paper.status, toStatus: to, comments: 'Withdrawn by the author.', createdAt: now });
    return { id: paperId, status: 'WITHDRAWN' as const, message: J.withdrawn };
  });
}
