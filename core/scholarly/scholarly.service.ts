import { LICENCE } from '../../contract/journal';
import { paperPath, paperPdfPath } from '../../contract/papers/paper-urls';
import { SCHOLARLY_MESSAGES as M } from '../../contract/scholarly/scholarly.messages';
import type { CslName } from '../citations/citation-js';
import { cslName } from '../citations/csl-item';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { getJournalIdentity } from '../settings/journal-settings.service';
import { findIssueRow, findPublicPaperRow, listPublicPaperRows, listPublicPaperRowsOfIssue, type ScholarlyIssueRow, type ScholarlyPaperRow } from './scholarly.repo';
import type { ScholarlyArticle, ScholarlyArticleRecord, ScholarlyAuthor, ScholarlyIssue, ScholarlyIssueRecord, ScholarlyJournal, ScholarlyPages } from './scholarly-record';

/**
 * The one loader of the scholarly outputs (decision 0057): JATS, Crossref, DOAJ and OAI-PMH read
 * these records and nothing else. Public facts only (decisions 0007, 0035, 0037).
 */

/** The byline split as the citations split it (decision 0044), particles kept with the surname. */
export function splitName(name: string): { givenNames: string | null; surname: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  let parsed: CslName = {};
  try {
    parsed = cslName(trimmed);
  } catch {
    parsed = {};
  }
  const surname = [parsed['dropping-particle'], parsed['non-dropping-particle'], parsed.family].filter(Boolean).join(' ');
  if (!surname) return { givenNames: null, surname: trimmed };
  return { givenNames: parsed.given?.trim() || null, surname };
}

/** '12-25', '12–25', '12', 'e1234': first and last page; anything else is kept as text only. */
export function parsePages(pages: string | null): ScholarlyPages | null {
  if (!pages) return null;
  const match = /^\s*([A-Za-z]{0,3}\d{1,9})\s*(?:[-\u2010-\u2015]\s*([A-Za-z]{0,3}\d{1,9}))?\s*$/.exec(pages);
  if (!match) return null;
  return { first: match[1]!, last: match[2] ?? null };
}

const orcidUrl = (orcid: string | null) => (orcid ? `https://orcid.org/${orcid.replace(/^https?:\/\/orcid\.org\//i, '').toUpperCase()}` : null);

async function loadJournal(ctx: Ctx): Promise<ScholarlyJournal> {
  const identity = await getJournalIdentity(ctx);
  return {
    name: identity.name,
    abbreviation: identity.shortName.trim() || null,
    issnPrint: identity.issnPrint,
    issnOnline: identity.issnOnline,
    publisher: identity.publisher,
    licence: { name: LICENCE.name, url: LICENCE.url },
    siteUrl: ctx.settings.publicUrl.replace(/\/+$/, ''),
  };
}

function toIssue(siteUrl: string, row: Pick<ScholarlyIssueRow, 'id' | 'volume' | 'number' | 'year' | 'title' | 'publicationDate'>): ScholarlyIssue {
  return { id: row.id, volume: row.volume, number: row.number, year: row.year, title: row.title, publicationDate: row.publicationDate, url: `${siteUrl}/issues/${row.id}` };
}

function toAuthor(row: NonNullable<ScholarlyPaperRow['authors']>[number]): ScholarlyAuthor {
  return {
    name: row.name,
    ...splitName(row.name),
    affiliation: row.affiliation.trim() || null,
    orcid: orcidUrl(row.orcid),
    corresponding: row.isPrimaryContact,
    email: row.isPrimaryContact ? row.email : null,
  };
}

function toArticle(siteUrl: string, row: ScholarlyPaperRow, issue: ScholarlyIssue | null): ScholarlyArticle {
  return {
    id: row.id,
    title: row.title,
    authors: (row.authors ?? []).map(toAuthor),
    abstract: row.abstract,
    keywords: row.keywords.filter((keyword) => keyword.trim() !== ''),
    category: row.category,
    articleType: row.articleType,
    pagesText: row.pages?.trim() || null,
    pages: parsePages(row.pages),
    doi: row.doi?.trim() || null,
    receivedAt: row.submittedAt,
    acceptedAt: row.acceptedAt ? new Date(row.acceptedAt) : null,
    // A published paper always has its date; the submission date stands in for a row from before the field.
    publishedAt: row.publishedAt ?? row.submittedAt,
    funding: row.fundingInfo?.trim() || null,
    articleUrl: `${siteUrl}${paperPath(row.id)}`,
    pdfUrl: row.hasPdf ? `${siteUrl}${paperPdfPath(row.id)}` : null,
    issue,
    references: [],
  };
}

function issueOfRow(siteUrl: string, row: ScholarlyPaperRow): ScholarlyIssue | null {
  if (row.issueId === null || !row.issuePublished) return null;
  return toIssue(siteUrl, {
    id: row.issueId,
    volume: row.issueVolume!,
    number: row.issueNumber!,
    year: row.issueYear!,
    title: row.issueTitle!,
    publicationDate: row.issuePublicationDate!,
  });
}

/** A published article; anything else is 'not found'. */
export async function loadArticleRecord(ctx: Ctx, paperId: number): Promise<ScholarlyArticleRecord> {
  const [journal, row] = await Promise.all([loadJournal(ctx), findPublicPaperRow(ctx.db, paperId)]);
  if (!row) throw new AppError('NOT_FOUND', M.paperNotFound);
  return { journal, article: toArticle(journal.siteUrl, row, issueOfRow(journal.siteUrl, row)) };
}

/** Published articles by id, in one query (OAI-PMH's pages of records); ids not published are left out. */
export async function loadArticleRecords(ctx: Ctx, paperIds: number[]): Promise<ScholarlyArticleRecord[]> {
  const [journal, rows] = await Promise.all([loadJournal(ctx), listPublicPaperRows(ctx.db, paperIds)]);
  return rows.map((row) => ({ journal, article: toArticle(journal.siteUrl, row, issueOfRow(journal.siteUrl, row)) }));
}

/** A published issue and its published articles (one query for the articles, however many). */
export async function loadIssueRecord(ctx: Ctx, issueId: number): Promise<ScholarlyIssueRecord> {
  const [journal, issueRow] = await Promise.all([loadJournal(ctx), findIssueRow(ctx.db, issueId)]);
  if (!issueRow) throw new AppError('NOT_FOUND', M.issueNotFound);
  if (!issueRow.isPublished) throw new AppError('CONFLICT', M.issueNotPublished);
  const issue = toIssue(journal.siteUrl, issueRow);
  const rows = await listPublicPaperRowsOfIssue(ctx.db, issueId);
  return { journal, issue, articles: rows.map((row) => toArticle(journal.siteUrl, row, issue)) };
}

/** JATS and Crossref both need an ISSN (JATS Journal Publishing requires one; Crossref needs one for a journal without a title DOI). */
export function requireIssn(journal: ScholarlyJournal): void {
  if (!journal.issnOnline && !journal.issnPrint) throw new AppError('CONFLICT', M.noIssn);
}
