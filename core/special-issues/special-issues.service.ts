import { ADMIN_SPECIAL_ISSUE_MESSAGES as M, type SpecialIssueForm, type SpecialIssueSaved } from '../../contract/special-issues/admin-special-issues.schema';
import type { SpecialIssue } from '../../contract/special-issues/special-issues.schema';
import type { Db } from '../../db/client';
import { requireActor, type Ctx } from '../context';
import { AppError } from '../errors';
import {
  countPapersOfSpecialIssue,
  deleteSpecialIssue as deleteSpecialIssueRow,
  findSpecialIssueRowWithCount,
  insertSpecialIssue,
  listSpecialIssueRowsWithCounts,
  lockSpecialIssue,
  updateSpecialIssue as updateSpecialIssueRow,
} from './special-issues.repo';

type SpecialIssueRow = Awaited<ReturnType<typeof listSpecialIssueRowsWithCounts>>[number];

function toSpecialIssue(row: SpecialIssueRow): SpecialIssue {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    deadline: row.deadline,
    guestEditors: row.guestEditors,
    description: row.description,
    expectedPublication: row.expectedPublication,
    submissionCount: Number(row.submissionCount),
    maxArticles: row.maxArticles,
  };
}

/**
 * GET /api/special-issues and the /special-issues page (reading-side.md §2): real records with
 * real submission counts, never the built-in samples the original showed on failure.
 */
export async function listSpecialIssues(ctx: Ctx): Promise<SpecialIssue[]> {
  const rows = await listSpecialIssueRowsWithCounts(ctx.db);
  return rows.map(toSpecialIssue);
}

async function requireSpecialIssue(db: Db, id: number): Promise<SpecialIssue> {
  const row = await findSpecialIssueRowWithCount(db, id);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return toSpecialIssue(row);
}

/**
 * The rules the form's schema cannot check (decision 0052): an issue open for submissions takes
 * them until its deadline (acting-side.md §4, specialIssueRefusal), so its deadline may not have
 * passed already; and the ceiling may not fall under what was already submitted.
 */
function checkForm(ctx: Ctx, form: SpecialIssueForm, submitted: number): void {
  const today = ctx.clock().toISOString().slice(0, 10);
  if (form.status === 'open' && form.deadline !== null && form.deadline < today) throw new AppError('BAD_INPUT', M.deadlinePassed, { deadline: [M.deadlinePassed] });
  if (form.maxArticles < submitted) {
    const message = M.maxArticlesBelowSubmitted(submitted);
    throw new AppError('BAD_INPUT', message, { maxArticles: [message] });
  }
}

const valuesOf = (form: SpecialIssueForm) => ({
  title: form.title,
  description: form.description,
  status: form.status,
  deadline: form.deadline,
  expectedPublication: form.expectedPublication,
  guestEditors: form.guestEditors,
  maxArticles: form.maxArticles,
});

/** POST /api/admin/special-issues (ADMIN and EDITOR, issue 15). */
export async function createSpecialIssue(ctx: Ctx, form: SpecialIssueForm): Promise<SpecialIssueSaved> {
  requireActor(ctx);
  checkForm(ctx, form, 0);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const id = await insertSpecialIssue(tx, { ...valuesOf(form), createdAt: now, updatedAt: now });
    return { message: M.created, specialIssue: await requireSpecialIssue(tx, id) };
  });
}

/**
 * PUT /api/admin/special-issues/{id}. Closing (or any status but open) stops new submissions at
 * once (the submission service asks specialIssueRefusal); papers already submitted keep their
 * special issue and go on through review as before.
 */
export async function updateSpecialIssue(ctx: Ctx, id: number, form: SpecialIssueForm): Promise<SpecialIssueSaved> {
  requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await lockSpecialIssue(tx, id))) throw new AppError('NOT_FOUND', M.notFound);
    const current = await requireSpecialIssue(tx, id);
    checkForm(ctx, form, current.submissionCount);
    await updateSpecialIssueRow(tx, id, { ...valuesOf(form), updatedAt: ctx.clock() });
    return { message: M.updated, specialIssue: await requireSpecialIssue(tx, id) };
  });
}

/** DELETE /api/admin/special-issues/{id}: refused (409) while any paper names it (decision 0052). */
export async function deleteSpecialIssue(ctx: Ctx, id: number): Promise<{ message: string }> {
  requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await lockSpecialIssue(tx, id))) throw new AppError('NOT_FOUND', M.notFound);
    const papers = await countPapersOfSpecialIssue(tx, id);
    if (papers > 0) throw new AppError('CONFLICT', M.deleteRefused(papers));
    await deleteSpecialIssueRow(tx, id);
    return { message: M.deleted };
  });
}
