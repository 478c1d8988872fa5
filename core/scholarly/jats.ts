import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { ScholarlyArticle, ScholarlyArticleRecord, ScholarlyJournal } from './scholarly-record';
import { datePartsOf, paragraphsOf } from './xml-parts';

/**
 * JATS 1.3 Journal Publishing front matter (decision 0057): journal meta, article meta,
 * contributors, abstract, keywords, licence, history dates and funding, and an empty body (the
 * journal keeps the full text as a PDF, not as JATS). Valid against the JATS 1.3 schema
 * (tests/support/xml-schema.ts). `appendJatsArticle` writes the `<article>` element into any
 * parent, for OAI-PMH's metadata; `buildJatsDocument` is the whole document of /paper/{id}/jats.xml.
 */

export const JATS_NAMESPACES = {
  xlink: 'http://www.w3.org/1999/xlink',
  mml: 'http://www.w3.org/1998/Math/MathML',
  ali: 'http://www.niso.org/schemas/ali/1.0/',
} as const;

/** The journal's article types in JATS's vocabulary (JATS4R's recommended values). */
const ARTICLE_TYPES: Record<string, string> = {
  'original-research': 'research-article',
  review: 'review-article',
  'short-communication': 'brief-report',
  'case-study': 'case-report',
  'technical-note': 'research-article',
};

function dateElement(parent: XMLBuilder, name: 'pub-date' | 'date', attributes: Record<string, string>, parts: { year: string; month?: string; day?: string }) {
  const element = parent.ele(name, attributes);
  if (parts.day) element.ele('day').txt(parts.day);
  if (parts.month) element.ele('month').txt(parts.month);
  element.ele('year').txt(parts.year);
}

function journalMeta(front: XMLBuilder, journal: ScholarlyJournal) {
  const meta = front.ele('journal-meta');
  meta.ele('journal-id', { 'journal-id-type': 'publisher-id' }).txt(journal.abbreviation ?? journal.name);
  const titles = meta.ele('journal-title-group');
  titles.ele('journal-title').txt(journal.name);
  if (journal.abbreviation) titles.ele('abbrev-journal-title', { 'abbrev-type': 'publisher' }).txt(journal.abbreviation);
  // JATS Journal Publishing requires an ISSN: the route refuses a journal without one (requireIssn).
  if (journal.issnPrint) meta.ele('issn', { 'publication-format': 'print' }).txt(journal.issnPrint);
  if (journal.issnOnline) meta.ele('issn', { 'publication-format': 'electronic' }).txt(journal.issnOnline);
  meta.ele('publisher').ele('publisher-name').txt(journal.publisher);
}

function contributors(meta: XMLBuilder, article: ScholarlyArticle) {
  if (article.authors.length === 0) return;
  const group = meta.ele('contrib-group');
  const affiliations: string[] = [];
  for (const author of article.authors) {
    if (author.affiliation && !affiliations.includes(author.affiliation)) affiliations.push(author.affiliation);
  }
  for (const author of article.authors) {
    const contrib = group.ele('contrib', { 'contrib-type': 'author', ...(author.corresponding ? { corresp: 'yes' } : {}) });
    if (author.orcid) contrib.ele('contrib-id', { 'contrib-id-type': 'orcid' }).txt(author.orcid);
    const name = contrib.ele('name');
    name.ele('surname').txt(author.surname);
    if (author.givenNames) name.ele('given-names').txt(author.givenNames);
    if (author.email) contrib.ele('email').txt(author.email);
    if (author.affiliation) contrib.ele('xref', { 'ref-type': 'aff', rid: `aff${affiliations.indexOf(author.affiliation) + 1}` });
  }
  affiliations.forEach((affiliation, index) => group.ele('aff', { id: `aff${index + 1}` }).txt(affiliation));
}

function articleMeta(front: XMLBuilder, journal: ScholarlyJournal, article: ScholarlyArticle) {
  const meta = front.ele('article-meta');
  meta.ele('article-id', { 'pub-id-type': 'publisher-id' }).txt(String(article.id));
  if (article.doi) meta.ele('article-id', { 'pub-id-type': 'doi' }).txt(article.doi);
  meta.ele('article-categories').ele('subj-group', { 'subj-group-type': 'heading' }).ele('subject').txt(article.category);
  meta.ele('title-group').ele('article-title').txt(article.title);
  contributors(meta, article);
  dateElement(meta, 'pub-date', { 'publication-format': 'electronic', 'date-type': 'pub' }, datePartsOf(article.publishedAt));
  if (article.issue) {
    dateElement(meta, 'pub-date', { 'publication-format': 'electronic', 'date-type': 'collection' }, { year: String(article.issue.year) });
    meta.ele('volume').txt(String(article.issue.volume));
    meta.ele('issue').txt(String(article.issue.number));
  }
  if (article.pages) {
    meta.ele('fpage').txt(article.pages.first);
    if (article.pages.last) meta.ele('lpage').txt(article.pages.last);
  }
  const history = meta.ele('history');
  dateElement(history, 'date', { 'date-type': 'received' }, datePartsOf(article.receivedAt));
  if (article.acceptedAt) dateElement(history, 'date', { 'date-type': 'accepted' }, datePartsOf(article.acceptedAt));
  const year = datePartsOf(article.publishedAt).year;
  const permissions = meta.ele('permissions');
  permissions.ele('copyright-statement').txt(`\u00a9 ${year} The Authors`);
  permissions.ele('copyright-year').txt(year);
  permissions.ele('copyright-holder').txt('The Authors');
  const licence = permissions.ele('license', { 'license-type': 'open-access', 'xlink:href': journal.licence.url });
  licence.ele('ali:license_ref').txt(journal.licence.url);
  licence.ele('license-p').txt(`This article is distributed under the terms of the ${journal.licence.name} licence.`);
  meta.ele('self-uri', { 'xlink:href': article.articleUrl });
  if (article.pdfUrl) meta.ele('self-uri', { 'xlink:href': article.pdfUrl, 'content-type': 'application/pdf' });
  const abstract = meta.ele('abstract');
  const paragraphs = paragraphsOf(article.abstract);
  for (const paragraph of paragraphs.length ? paragraphs : ['']) abstract.ele('p').txt(paragraph);
  if (article.keywords.length) {
    const keywords = meta.ele('kwd-group', { 'kwd-group-type': 'author' });
    for (const keyword of article.keywords) keywords.ele('kwd').txt(keyword);
  }
  if (article.funding) meta.ele('funding-group').ele('funding-statement').txt(article.funding);
}

/** The `<article>` element of a record, written into `parent` (an OAI-PMH `<metadata>`, for instance); returns it. */
export function appendJatsArticle(parent: XMLBuilder, record: ScholarlyArticleRecord): XMLBuilder {
  const { journal, article } = record;
  const root = parent.ele('article', {
    'xmlns:xlink': JATS_NAMESPACES.xlink,
    'xmlns:mml': JATS_NAMESPACES.mml,
    'xmlns:ali': JATS_NAMESPACES.ali,
    'article-type': ARTICLE_TYPES[article.articleType] ?? 'research-article',
    'dtd-version': '1.3',
    'xml:lang': 'en',
  });
  const front = root.ele('front');
  journalMeta(front, journal);
  articleMeta(front, journal, article);
  // Only the metadata is held as XML: the body is left empty (the full text is the PDF).
  root.ele('body');
  return root;
}

/** The whole JATS document of an article. */
export function buildJatsDocument(record: ScholarlyArticleRecord): string {
  const document = create({ version: '1.0', encoding: 'UTF-8' });
  appendJatsArticle(document, record);
  return document.end({ prettyPrint: true });
}
