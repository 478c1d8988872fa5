import type { SpecialIssue } from '../../contract/special-issues/special-issues.schema';
import type { Ctx } from '../context';
import { listSpecialIssueRowsWithCounts } from './special-issues.repo';

/**
 * GET /api/special-issues and the /special-issues page (reading-side.md §2): real records with
 * real submission counts, never the built-in samples the original showed on failure.
 */
export async function listSpecialIssues(ctx: Ctx): Promise<SpecialIssue[]> {
  const rows = await listSpecialIssueRowsWithCounts(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    deadline: row.deadline,
    guestEditors: row.guestEditors,
    description: row.description,
    expectedPublication: row.expectedPublication,
    submissionCount: Number(row.submissionCount),
    maxArticles: row.maxArticles,
  }));
}
