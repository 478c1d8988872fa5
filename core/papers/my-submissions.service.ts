import { AUTHOR_JOURNEY_MESSAGES as J, type MySubmission, type WithdrawResult } from '../../contract/papers/author-journey.schema';
import { PAPER_MESSAGES } from '../../contract/papers/messages';
import { isPaperOwner } from '../../contract/papers/paper-visibility.policy';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import { insertEvent, listPapersOfAuthor, lockPaper, updatePaper } from './submission.repo';

/**
 * acting-side.md §2 /dashboard, §4 and §7 GET /papers/my-submissions, POST /papers/{id}/withdraw:
 * the author's own papers (submitted by the account, or listing its confirmed email as an author's), and
 * withdrawal of one still SUBMITTED. Only the owner acts on a paper (decision 0019).
 */

export async function listMySubmissions(ctx: Ctx): Promise<MySubmission[]> {
  const actor = requireActor(ctx);
  const rows = await listPapersOfAuthor(ctx.db, actor.id, actor.emailVerified ? actor.email : null);
  return rows.map((row) => {
    const isOwner = isPaperOwner(row, actor);
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
      canWithdraw: isOwner && row.status === 'SUBMITTED',
      canRevise: isOwner && row.status === 'REVISIONS_REQUIRED',
    };
  });
}

/** acting-side.md §4: the author may withdraw only a SUBMITTED paper; others' papers are not found. */
export async function withdrawPaper(ctx: Ctx, paperId: number): Promise<WithdrawResult> {
  const actor = requireActor(ctx);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const paper = await lockPaper(tx, paperId);
    if (!paper || !isPaperOwner(paper, actor)) throw new AppError('NOT_FOUND', PAPER_MESSAGES.notFound);
    if (paper.status !== 'SUBMITTED') throw new AppError('CONFLICT', J.notWithdrawable);
    await updatePaper(tx, paperId, { status: 'WITHDRAWN', updatedAt: now });
    await insertEvent(tx, { paperId, actorId: actor.id, kind: 'status_changed', fromStatus: 'SUBMITTED', toStatus: 'WITHDRAWN', comments: 'Withdrawn by the author.', createdAt: now });
    return { id: paperId, status: 'WITHDRAWN' as const, message: J.withdrawn };
  });
}
