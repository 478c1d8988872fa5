import { SCHOLARLY_MESSAGES as M } from '../../contract/scholarly/scholarly.messages';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { getContactDetails } from '../settings/settings.service';
import { buildCrossrefDeposit, crossrefTimestamp, newBatchId, type CrossrefHead } from './crossref';
import { doajArticle, type DoajArticle } from './doaj';
import { buildJatsDocument } from './jats';
import { loadArticleRecord, loadIssueRecord, requireIssn } from './scholarly.service';
import type { ScholarlyJournal } from './scholarly-record';

/**
 * The documents of decision 0057, each from the one loader: JATS for /paper/{id}/jats.xml,
 * Crossref deposits for the DOI manager, DOAJ's JSON for an issue.
 */

/** /paper/{id}/jats.xml: a published article's JATS front matter (404 for anything else). */
export async function getArticleJats(ctx: Ctx, paperId: number): Promise<string> {
  const record = await loadArticleRecord(ctx, paperId);
  requireIssn(record.journal);
  return buildJatsDocument(record);
}

export interface CrossrefBatch {
  batchId: string;
  xml: string;
  /** The DOIs the batch registers, with their papers. */
  records: { paperId: number; doi: string }[];
}

async function headFor(ctx: Ctx, journal: ScholarlyJournal, what: string): Promise<CrossrefHead> {
  const now = ctx.clock();
  const settings = ctx.settings.crossref;
  const contact = settings?.depositorEmail ? null : await getContactDetails(ctx);
  return {
    batchId: newBatchId(journal.abbreviation ?? journal.name, what, now),
    timestamp: crossrefTimestamp(now),
    depositorName: settings?.depositorName ?? journal.publisher,
    depositorEmail: settings?.depositorEmail ?? contact?.email ?? `crossref@${new URL(journal.siteUrl).hostname}`,
    registrant: journal.publisher,
  };
}

/** A published article's deposit; 409 when it has no DOI or the journal no ISSN. */
export async function buildArticleDeposit(ctx: Ctx, paperId: number): Promise<CrossrefBatch> {
  const { journal, article } = await loadArticleRecord(ctx, paperId);
  requireIssn(journal);
  if (!article.doi) throw new AppError('CONFLICT', M.noDoi);
  const head = await headFor(ctx, journal, `paper${article.id}`);
  return {
    batchId: head.batchId,
    xml: buildCrossrefDeposit(head, { journal, issue: article.issue, articles: [article] }),
    records: [{ paperId: article.id, doi: article.doi }],
  };
}

/** A published issue's deposit: its published articles with a DOI (the others are left out); 409 when none has one. */
export async function buildIssueDeposit(ctx: Ctx, issueId: number): Promise<CrossrefBatch> {
  const { journal, issue, articles } = await loadIssueRecord(ctx, issueId);
  requireIssn(journal);
  const withDoi = articles.filter((article) => article.doi !== null);
  if (withDoi.length === 0) throw new AppError('CONFLICT', M.noDoisInIssue);
  const head = await headFor(ctx, journal, `issue${issue.id}`);
  return {
    batchId: head.batchId,
    xml: buildCrossrefDeposit(head, { journal, issue, articles: withDoi }),
    records: withDoi.map((article) => ({ paperId: article.id, doi: article.doi! })),
  };
}

/** DOAJ's articles of a published issue. */
export async function getIssueDoajArticles(ctx: Ctx, issueId: number): Promise<DoajArticle[]> {
  const { journal, issue, articles } = await loadIssueRecord(ctx, issueId);
  return articles.map((article) => doajArticle(journal, issue, article));
}
