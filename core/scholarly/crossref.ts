import { randomBytes } from 'node:crypto';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { ScholarlyArticle, ScholarlyIssue, ScholarlyJournal } from './scholarly-record';
import { datePartsOf, datePartsOfDay, paragraphsOf } from './xml-parts';

/**
 * A Crossref 5.4.0 deposit (decision 0057): the journal with its ISSNs, the issue, each article
 * with its contributors in order (ORCID, affiliation), abstract in JATS, publication and
 * acceptance dates, pages, the CC BY licence, DOI and resource URL, and the PDF for text mining.
 * Valid against crossref5.4.0.xsd (tests/support/xml-schema.ts).
 */

export const CROSSREF_NAMESPACES = {
  crossref: 'http://www.crossref.org/schema/5.4.0',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
  jats: 'http://www.ncbi.nlm.nih.gov/JATS1',
  ai: 'http://www.crossref.org/AccessIndicators.xsd',
} as const;

export interface CrossrefHead {
  /** Unique per generation (Crossref keys its submission log by it). */
  batchId: string;
  /** An integer that grows with every deposit of the same DOI: yyyymmddhhmmssSSS. */
  timestamp: string;
  depositorName: string;
  depositorEmail: string;
  registrant: string;
}

export interface CrossrefDeposit {
  journal: ScholarlyJournal;
  /** The issue the articles are deposited under; null for an article whose issue is not public. */
  issue: ScholarlyIssue | null;
  /** Articles with a DOI (the service leaves the others out). */
  articles: ScholarlyArticle[];
}

/** yyyymmddhhmmssSSS of an instant (UTC). */
export const crossrefTimestamp = (at: Date) => at.toISOString().replace(/\D/g, '').slice(0, 17);

/** A batch id no other generation has: the journal's short name, what it holds, the time and a random part. */
export function newBatchId(prefix: string, what: string, at: Date): string {
  const slug = prefix.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'journal';
  return `${slug}-${what}-${crossrefTimestamp(at)}-${randomBytes(4).toString('hex')}`;
}

function dateParts(parent: XMLBuilder, name: string, parts: { year: string; month?: string; day?: string }, mediaType?: 'online') {
  const element = parent.ele(name, mediaType ? { media_type: mediaType } : {});
  if (parts.month) element.ele('month').txt(parts.month);
  if (parts.day) element.ele('day').txt(parts.day);
  element.ele('year').txt(parts.year);
}

// Crossref's length limits: a longer value would fail the whole batch.
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function contributors(parent: XMLBuilder, article: ScholarlyArticle) {
  if (article.authors.length === 0) return;
  const list = parent.ele('contributors');
  article.authors.forEach((author, index) => {
    const person = list.ele('person_name', { sequence: index === 0 ? 'first' : 'additional', contributor_role: 'author' });
    if (author.givenNames) person.ele('given_name').txt(clip(author.givenNames, 60));
    person.ele('surname').txt(clip(author.surname, 60));
    if (author.affiliation) person.ele('affiliations').ele('institution').ele('institution_name').txt(clip(author.affiliation, 1024));
    if (author.orcid) person.ele('ORCID').txt(author.orcid);
  });
}

function journalArticle(parent: XMLBuilder, journal: ScholarlyJournal, article: ScholarlyArticle) {
  const element = parent.ele('journal_article', { publication_type: 'full_text', language: 'en' });
  element.ele('titles').ele('title').txt(article.title);
  contributors(element, article);
  const abstract = element.ele(CROSSREF_NAMESPACES.jats, 'jats:abstract');
  const paragraphs = paragraphsOf(article.abstract);
  for (const paragraph of paragraphs.length ? paragraphs : ['']) abstract.ele(CROSSREF_NAMESPACES.jats, 'jats:p').txt(paragraph);
  dateParts(element, 'publication_date', datePartsOf(article.publishedAt), 'online');
  if (article.acceptedAt) dateParts(element, 'acceptance_date', datePartsOf(article.acceptedAt));
  if (article.pages) {
    const pages = element.ele('pages');
    pages.ele('first_page').txt(clip(article.pages.first, 32));
    if (article.pages.last) pages.ele('last_page').txt(clip(article.pages.last, 32));
  }
  const licence = element.ele(CROSSREF_NAMESPACES.ai, 'ai:program', { name: 'AccessIndicators' });
  licence.ele(CROSSREF_NAMESPACES.ai, 'ai:free_to_read');
  licence.ele(CROSSREF_NAMESPACES.ai, 'ai:license_ref', { applies_to: 'vor' }).txt(journal.licence.url);
  licence.ele(CROSSREF_NAMESPACES.ai, 'ai:license_ref', { applies_to: 'tdm' }).txt(journal.licence.url);
  const doiData = element.ele('doi_data');
  doiData.ele('doi').txt(article.doi ?? '');
  doiData.ele('resource').txt(article.articleUrl);
  if (article.pdfUrl) {
    doiData.ele('collection', { property: 'text-mining' }).ele('item').ele('resource', { mime_type: 'application/pdf' }).txt(article.pdfUrl);
  }
}

/** The deposit document. */
export function buildCrossrefDeposit(head: CrossrefHead, deposit: CrossrefDeposit): string {
  const { journal, issue, articles } = deposit;
  const document = create({ version: '1.0', encoding: 'UTF-8' });
  const batch = document.ele(CROSSREF_NAMESPACES.crossref, 'doi_batch', {
    version: '5.4.0',
    'xmlns:xsi': CROSSREF_NAMESPACES.xsi,
    'xmlns:jats': CROSSREF_NAMESPACES.jats,
    'xmlns:ai': CROSSREF_NAMESPACES.ai,
    'xsi:schemaLocation': `${CROSSREF_NAMESPACES.crossref} https://www.crossref.org/schemas/crossref5.4.0.xsd`,
  });
  const headElement = batch.ele('head');
  headElement.ele('doi_batch_id').txt(head.batchId);
  headElement.ele('timestamp').txt(head.timestamp);
  const depositor = headElement.ele('depositor');
  depositor.ele('depositor_name').txt(clip(head.depositorName, 130));
  depositor.ele('email_address').txt(head.depositorEmail);
  headElement.ele('registrant').txt(clip(head.registrant, 255));

  const journalElement = batch.ele('body').ele('journal');
  const metadata = journalElement.ele('journal_metadata', { language: 'en' });
  metadata.ele('full_title').txt(clip(journal.name, 255));
  if (journal.abbreviation) metadata.ele('abbrev_title').txt(clip(journal.abbreviation, 150));
  if (journal.issnPrint) metadata.ele('issn', { media_type: 'print' }).txt(journal.issnPrint);
  if (journal.issnOnline) metadata.ele('issn', { media_type: 'electronic' }).txt(journal.issnOnline);
  if (issue) {
    const issueElement = journalElement.ele('journal_issue');
    dateParts(issueElement, 'publication_date', datePartsOfDay(issue.publicationDate), 'online');
    issueElement.ele('journal_volume').ele('volume').txt(String(issue.volume));
    issueElement.ele('issue').txt(String(issue.number));
  }
  for (const article of articles) journalArticle(journalElement, journal, article);
  return document.end({ prettyPrint: true });
}
