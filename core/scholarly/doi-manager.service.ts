import type { Deposit, DepositAnswer, DoiListQuery, DoiManagerPage } from '../../contract/scholarly/doi-manager.schema';
import { SCHOLARLY_MESSAGES as M } from '../../contract/scholarly/scholarly.messages';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { crossrefAccountOf, fetchSubmissionResult, sendDeposit, type CrossrefAccount } from './crossref-client';
import { findDepositRow, insertDeposit, listDoiIssueRows, listDoiPaperRows, saveDepositResult } from './doi-deposits.repo';
import { buildArticleDeposit, buildIssueDeposit, type CrossrefBatch } from './scholarly-outputs.service';

/**
 * The DOI manager (decision 0057): which published articles have DOIs, which were deposited, when,
 * with which batch id and Crossref's answer per DOI. A deposit is recorded only once Crossref's
 * receipt came back (a send that fails writes nothing); a failed record marks that record only.
 */

export async function listDoiPapers(ctx: Ctx, query: DoiListQuery): Promise<DoiManagerPage> {
  const [{ rows, total }, issues] = await Promise.all([listDoiPaperRows(ctx.db, query), listDoiIssueRows(ctx.db)]);
  return {
    items: rows.map((row) => ({
      paperId: row.paperId,
      title: row.title,
      doi: row.doi,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      issue: row.issueId !== null ? { id: row.issueId, volume: row.issueVolume!, number: row.issueNumber!, isPublished: row.issuePublished! } : null,
      deposit:
        row.depositId !== null
          ? { depositId: row.depositId, batchId: row.batchId!, submittedAt: row.submittedAt!.toISOString(), checkedAt: row.checkedAt?.toISOString() ?? null, status: row.status!, message: row.message }
          : null,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    issues,
    canDeposit: crossrefAccountOf(ctx.settings.crossref) !== null,
  };
}

function requireAccount(ctx: Ctx): CrossrefAccount {
  const account = crossrefAccountOf(ctx.settings.crossref);
  if (!account) throw new AppError('CONFLICT', M.noCredentials);
  return account;
}

async function requireDeposit(ctx: Ctx, id: number): Promise<Deposit> {
  const row = await findDepositRow(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', M.depositNotFound);
  return { ...row, submittedAt: row.submittedAt.toISOString(), checkedAt: row.checkedAt?.toISOString() ?? null };
}

async function deposit(ctx: Ctx, batch: CrossrefBatch, scope: { paperId: number | null; issueId: number | null }): Promise<DepositAnswer> {
  const account = requireAccount(ctx);
  // Crossref first: nothing is written unless its receipt says it has the batch.
  await sendDeposit(account, batch);
  const id = await ctx.db.transaction((tx) =>
    insertDeposit(tx, {
      batchId: batch.batchId,
      scope: scope.paperId !== null ? 'paper' : 'issue',
      ...scope,
      submittedById: ctx.actor?.id ?? null,
      submittedAt: ctx.clock(),
      records: batch.records,
    }),
  );
  return { message: M.submitted(batch.records.length), deposit: await requireDeposit(ctx, id) };
}

/** Deposits one published article (409 without a DOI or credentials; Crossref unreachable or refusing: CrossrefUnavailableError). */
export async function depositPaper(ctx: Ctx, paperId: number): Promise<DepositAnswer> {
  requireAccount(ctx);
  return deposit(ctx, await buildArticleDeposit(ctx, paperId), { paperId, issueId: null });
}

/** Deposits a published issue's articles that have a DOI. */
export async function depositIssue(ctx: Ctx, issueId: number): Promise<DepositAnswer> {
  requireAccount(ctx);
  return deposit(ctx, await buildIssueDeposit(ctx, issueId), { paperId: null, issueId });
}

/** Asks Crossref's submission log for a batch's result and records each DOI's answer. */
export async function refreshDeposit(ctx: Ctx, depositId: number): Promise<DepositAnswer> {
  const account = requireAccount(ctx);
  const current = await requireDeposit(ctx, depositId);
  const result = await fetchSubmissionResult(account, current.batchId);
  await ctx.db.transaction((tx) => saveDepositResult(tx, depositId, result.records, ctx.clock()));
  const updated = await requireDeposit(ctx, depositId);
  const answered = result.completed || updated.records.every((record) => record.status !== 'pending');
  return { message: answered ? M.refreshed : M.stillPending, deposit: updated };
}
