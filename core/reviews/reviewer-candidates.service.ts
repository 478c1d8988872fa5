import { expertiseMatcher } from '../../contract/reviews/reviewer-matching';
import type { ReviewerCandidateRow, ReviewerCandidates, ReviewerCandidatesQuery } from '../../contract/reviews/reviewer-candidates.schema';
import { requireActor, type Ctx } from '../context';
import { findPaperById } from '../papers/papers.repo';
import { requireAllowed, requireVisiblePaper } from '../workflow/paper-workflow';
import { paperConflictCheck } from './paper-conflicts';
import { listPoolWithLoad, listRecordsOf, type PoolRow } from './reviewer-candidates.repo';

/**
 * The assignment modal's list (issue 14; decision 0041): the active reviewer pool ranked for this
 * paper — available before unavailable, free of conflicts before conflicted, then by match, then
 * the lighter load — each with the facts behind its place; the best `limit` of them (narrowed by
 * `q` first), and those already assigned in the round. Editors only, while the workflow lets
 * them assign reviewers to the paper.
 */
export async function listReviewerCandidates(ctx: Ctx, paperId: number, query: ReviewerCandidatesQuery): Promise<ReviewerCandidates> {
  const actor = requireActor(ctx);
  const state = await requireVisiblePaper(ctx.db, paperId, actor, { lock: false });
  requireAllowed(state, 'assignReviewers', ctx.clock());
  const [paper, pool, conflicts] = await Promise.all([findPaperById(ctx.db, paperId), listPoolWithLoad(ctx.db, query.q), paperConflictCheck(ctx.db, state)]);
  const keywords = paper?.keywords ?? [];
  const today = ctx.clock().toISOString().slice(0, 10);
  // Invited to this round already, whatever their answer or the editor's cancellation: they cannot be invited to it again.
  const assignedNow = new Set(state.assignments.filter((a) => a.round === state.paper.reviewRound).map((a) => a.reviewerId));

  const match = expertiseMatcher({ category: state.paper.category, keywords });
  const ranked = pool.map((reviewer: PoolRow) => ({
    reviewer,
    name: `${reviewer.firstName} ${reviewer.lastName}`,
    match: match(reviewer.expertise),
    unavailableUntil: reviewer.unavailableUntil !== null && reviewer.unavailableUntil >= today ? reviewer.unavailableUntil : null,
    conflicts: conflicts({ id: reviewer.id, email: reviewer.email, institution: reviewer.institution }),
    assigned: assignedNow.has(reviewer.id),
  }));
  ranked.sort(
    (a, b) =>
      Number(a.unavailableUntil !== null) - Number(b.unavailableUntil !== null) ||
      Number(a.conflicts.length > 0) - Number(b.conflicts.length > 0) ||
      b.match.score - a.match.score ||
      a.reviewer.open - b.reviewer.open ||
      a.name.localeCompare(b.name) ||
      a.reviewer.id - b.reviewer.id,
  );
  const shown = ranked.filter((row, index) => index < query.limit || row.assigned);
  // The record of past reviews only for the rows shown: the ranking does not use it.
  const records = new Map((await listRecordsOf(ctx.db, shown.map((row) => row.reviewer.id))).map((record) => [record.reviewerId, record]));
  const candidates = shown.map((row): ReviewerCandidateRow => {
    const record = records.get(row.reviewer.id);
    const averageDays = record?.averageDays ?? null;
    const averageRating = record?.averageRating ?? null;
    return {
      id: row.reviewer.id,
      name: row.name,
      institution: row.reviewer.institution,
      expertise: row.reviewer.expertise,
      match: row.match,
      openAssignments: row.reviewer.open,
      completedReviews: record?.completed ?? 0,
      averageDaysToComplete: averageDays === null ? null : Math.round(averageDays * 10) / 10,
      lastReviewAt: record?.lastReviewAt ? new Date(record.lastReviewAt).toISOString() : null,
      averageRating: averageRating === null ? null : Math.round(averageRating * 10) / 10,
      unavailableUntil: row.unavailableUntil,
      conflicts: row.conflicts,
      assigned: row.assigned,
    };
  });
  return {
    total: ranked.length,
    paper: { id: state.paper.id, title: state.paper.title, category: state.paper.category, keywords, round: state.paper.reviewRound },
    candidates,
  };
}
