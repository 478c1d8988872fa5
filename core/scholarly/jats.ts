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
  const element = parent.ele(null, name, attributes);
  if (parts.day) element.ele(null, 'day').txt(parts.day);
  if (parts.month) element.ele(null, 'month').txt(parts.month);
  element.ele(null, 'year').txt(parts.year);
}

function journalMeta(front: XMLBuilder, journal: ScholarlyJournal) {
  const meta = front.ele(null, 'journal-meta');
  meta.ele(null, 'journal-id', { 'journal-id-type': 'publisher-id' }).txt(journal.abbreviation ?? journal.name);
  const titles = meta.ele(null, 'journal-title-group');
  titles.ele(null, 'journal-title').txt(journal.name);
  if (journal.abbreviation) titles.ele(null, 'abbrev-journal-title', { 'abbrev-type': 'publisher' }).txt(journal.abbreviation);
  // JATS Journal Publishing requires an ISSN: the route refuses a journal without one (requireIssn).
  if (journal.issnPrint) meta.ele(null, 'issn', { 'publication-format': 'print' }).txt(journal.issnPrint);
  if (journal.issnOnline) meta.ele(null, 'issn', { 'publication-format': 'electronic' }).txt(journal.issnOnline);
  meta.ele(null, 'publisher').ele(null, 'publisher-name').txt(journal.publisher);
}

function contributors(meta: XMLBuilder, article: ScholarlyArticle) {
  if (article.authors.length === 0) return;
  const group = meta.ele(null, 'contrib-group');
  const affiliations: string[] = [];
  for (const author of article.authors) {
    if (author.affiliation && !affiliations.includes(author.affiliation)) affiliations.push(author.affiliation);
  }
  for (const author of article.authors) {
    const contrib = group.ele(null, 'contrib', { 'contrib-type': 'author', ...(author.corresponding ? { corresp: 'yes' } : {}) });
    if (author.orcid) contrib.ele(null, 'contrib-id', { 'contrib-id-type': 'orcid' }).txt(author.orcid);
    const name = contrib.ele(null, 'name');
    name.ele(null, 'surname').txt(author.surname);
    if (author.givenNames) name.ele(null, 'given-names').txt(author.givenNames);
    if (author.email) contrib.ele(null, 'email').txt(author.email);
    if (author.affiliation) contrib.ele(null, 'xref', { 'ref-type': 'aff', rid: `aff${affiliations.indexOf(author.affiliation) + 1}` });
  }
  affiliations.forEach((affiliation, index) => group.ele(null, 'aff', { id: `aff${index + 1}` }).txt(affiliation));
}

function articleMeta(front: XMLBuilder, journal: ScholarlyJournal, article: ScholarlyArticle) {
  const meta = front.ele(null, 'article-meta');
  meta.ele(null, 'article-id', { 'pub-id-type': 'publisher-id' }).txt(String(article.id));
  if (article.doi) meta.ele(null, 'article-id', { 'pub-id-type': 'doi' }).txt(article.doi);
  meta.ele(null, 'article-categories').ele(null, 'subj-group', { 'subj-group-type': 'heading' }).ele(null, 'subject').txt(article.category);
  meta.ele(null, 'title-group').ele(null, 'article-title').txt(article.title);
  contributors(meta, article);
  dateElement(meta, 'pub-date', { 'publication-format': 'electronic', 'date-type': 'pub' }, datePartsOf(article.publishedAt));
  if (article.issue) {
    dateElement(meta, 'pub-date', { 'publication-format': 'electronic', 'date-type': 'collection' }, { year: String(article.issue.year) });
    meta.ele(null, 'volume').txt(String(article.issue.volume));
    meta.ele(null, 'issue').txt(String(article.issue.number));
  }
  if (article.pages) {
    meta.ele(null, 'fpage').txt(article.pages.first);
    if (article.pages.last) meta.ele(null, 'lpage').txt(article.pages.last);
  }
  const history = meta.ele(null, 'history');
  dateElement(history, 'date', { 'date-type': 'received' }, datePartsOf(article.receivedAt));
  if (article.acceptedAt) dateElement(history, 'date', { 'date-type': 'accepted' }, datePartsOf(article.acceptedAt));
  const year = datePartsOf(article.publishedAt).year;
  const permissions = meta.ele(null, 'permissions');
  permissions.ele(null, 'copyright-statement').txt(`\u00a9 ${year} The Authors`);
  permissions.ele(null, 'copyright-year').txt(year);
  permissions.ele(null, 'copyright-holder').txt('The Authors');
  const licence = permissions.ele(null, 'license', { 'license-type': 'open-access', 'xlink:href': journal.licence.url });
  licence.ele('ali:license_ref').txt(journal.licence.url);
  licence.ele(null, 'license-p').txt(`This article is distributed under the terms of the ${journal.licence.name} licence.`);
  meta.ele(null, 'self-uri', { 'xlink:href': article.articleUrl });
  if (article.pdfUrl) meta.ele(null, 'self-uri', { 'xlink:href': article.pdfUrl, 'content-type': 'application/pdf' });
  const abstract = meta.ele(null, 'abstract');
  const paragraphs = paragraphsOf(article.abstract);
  for (const paragraph of paragraphs.length ? paragraphs : ['']) abstract.ele(null, 'p').txt(paragraph);
  if (article.keywords.length) {
    const keywords = meta.ele(null, 'kwd-group', { 'kwd-group-type': 'author' });
    for (const keyword of article.keywords) keywords.ele(null, 'kwd').txt(keyword);
  }
  if (article.funding) meta.ele(null, 'funding-group').ele(null, 'funding-statement').txt(article.funding);
}

/** The `<article>` element of a record, written into `parent` (an OAI-PMH `<metadata>`, for instance); returns it. */
export function appendJatsArticle(parent: XMLBuilder, record: ScholarlyArticleRecord): XMLBuilder {
  // JATS has no namespace: every element is made with an explicit null namespace, or xmlbuilder2
  // would put it in the parent's default namespace (OAI-PMH's); `<article xmlns="">` then says so.
  const { journal, article } = record;
  const root = parent.ele(null, 'article', {
    'xmlns:xlink': JATS_NAMESPACES.xlink,
    'xmlns:mml': JATS_NAMESPACES.mml,
    'xmlns:ali': JATS_NAMESPACES.ali,
    'article-type': ARTICLE_TYPES[article.articleType] ?? 'research-article',
    'dtd-version': '1.3',
    'xml:lang': 'en',
  });
  const front = root.ele(null, 'front');
  journalMeta(front, journal);
  articleMeta(front, journal, article);
  // Only the metadata is held as XML: the body is left empty (the full text is the PDF).
  root.ele(null, 'body');
  return root;
}

/** The whole JATS document of an article. */
export function buildJatsDocument(record: ScholarlyArticleRecord): string {
  const document = create({ version: '1.0', encoding: 'UTF-8' });
  appendJatsArticle(document, record);
  return document.end({ prettyPrint: true });
}
