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

function dateElement(ns: JatsNamespace, parent: XMLBuilder, name: 'pub-date' | 'date', attributes: Record<string, string>, parts: { year: string; month?: string; day?: string }) {
  const element = parent.ele(ns, name, attributes);
  if (parts.day) element.ele(ns, 'day').txt(parts.day);
  if (parts.month) element.ele(ns, 'month').txt(parts.month);
  element.ele(ns, 'year').txt(parts.year);
}

function journalMeta(ns: JatsNamespace, front: XMLBuilder, journal: ScholarlyJournal) {
  const meta = front.ele(ns, 'journal-meta');
  meta.ele(ns, 'journal-id', { 'journal-id-type': 'publisher-id' }).txt(journal.abbreviation ?? journal.name);
  const titles = meta.ele(ns, 'journal-title-group');
  titles.ele(ns, 'journal-title').txt(journal.name);
  if (journal.abbreviation) titles.ele(ns, 'abbrev-journal-title', { 'abbrev-type': 'publisher' }).txt(journal.abbreviation);
  // JATS Journal Publishing requires an ISSN: the route refuses a journal without one (requireIssn).
  if (journal.issnPrint) meta.ele(ns, 'issn', { 'publication-format': 'print' }).txt(journal.issnPrint);
  if (journal.issnOnline) meta.ele(ns, 'issn', { 'publication-format': 'electronic' }).txt(journal.issnOnline);
  meta.ele(ns, 'publisher').ele(ns, 'publisher-name').txt(journal.publisher);
}

/** An affiliation's id, unique in a whole OAI-PMH page of articles too (xs:ID is document-wide). */
const affId = (article: ScholarlyArticle, n: number) => `a${article.id}-aff${n}`;

function contributors(ns: JatsNamespace, meta: XMLBuilder, article: ScholarlyArticle) {
  if (article.authors.length === 0) return;
  const group = meta.ele(ns, 'contrib-group');
  const affiliations: string[] = [];
  for (const author of article.authors) {
    if (author.affiliation && !affiliations.includes(author.affiliation)) affiliations.push(author.affiliation);
  }
  for (const author of article.authors) {
    const contrib = group.ele(ns, 'contrib', { 'contrib-type': 'author', ...(author.corresponding ? { corresp: 'yes' } : {}) });
    if (author.orcid) contrib.ele(ns, 'contrib-id', { 'contrib-id-type': 'orcid' }).txt(author.orcid);
    const name = contrib.ele(ns, 'name');
    name.ele(ns, 'surname').txt(author.surname);
    if (author.givenNames) name.ele(ns, 'given-names').txt(author.givenNames);
    if (author.email) contrib.ele(ns, 'email').txt(author.email);
    if (author.affiliation) contrib.ele(ns, 'xref', { 'ref-type': 'aff', rid: affId(article, affiliations.indexOf(author.affiliation) + 1) });
  }
  affiliations.forEach((affiliation, index) => group.ele(ns, 'aff', { id: affId(article, index + 1) }).txt(affiliation));
}

function articleMeta(ns: JatsNamespace, front: XMLBuilder, journal: ScholarlyJournal, article: ScholarlyArticle) {
  const meta = front.ele(ns, 'article-meta');
  meta.ele(ns, 'article-id', { 'pub-id-type': 'publisher-id' }).txt(String(article.id));
  if (article.doi) meta.ele(ns, 'article-id', { 'pub-id-type': 'doi' }).txt(article.doi);
  meta.ele(ns, 'article-categories').ele(ns, 'subj-group', { 'subj-group-type': 'heading' }).ele(ns, 'subject').txt(article.category);
  meta.ele(ns, 'title-group').ele(ns, 'article-title').txt(article.title);
  contributors(ns, meta, article);
  dateElement(ns, meta, 'pub-date', { 'publication-format': 'electronic', 'date-type': 'pub' }, datePartsOf(article.publishedAt));
  if (article.issue) {
    dateElement(ns, meta, 'pub-date', { 'publication-format': 'electronic', 'date-type': 'collection' }, { year: String(article.issue.year) });
    meta.ele(ns, 'volume').txt(String(article.issue.volume));
    meta.ele(ns, 'issue').txt(String(article.issue.number));
  }
  if (article.pages) {
    meta.ele(ns, 'fpage').txt(article.pages.first);
    if (article.pages.last) meta.ele(ns, 'lpage').txt(article.pages.last);
  }
  const history = meta.ele(ns, 'history');
  dateElement(ns, history, 'date', { 'date-type': 'received' }, datePartsOf(article.receivedAt));
  if (article.acceptedAt) dateElement(ns, history, 'date', { 'date-type': 'accepted' }, datePartsOf(article.acceptedAt));
  const year = datePartsOf(article.publishedAt).year;
  const permissions = meta.ele(ns, 'permissions');
  permissions.ele(ns, 'copyright-statement').txt(`\u00a9 ${year} The Authors`);
  permissions.ele(ns, 'copyright-year').txt(year);
  permissions.ele(ns, 'copyright-holder').txt('The Authors');
  const licence = permissions.ele(ns, 'license', { 'license-type': 'open-access', 'xlink:href': journal.licence.url });
  licence.ele('ali:license_ref').txt(journal.licence.url);
  licence.ele(ns, 'license-p').txt(`This article is distributed under the terms of the ${journal.licence.name} licence.`);
  meta.ele(ns, 'self-uri', { 'xlink:href': article.articleUrl });
  if (article.pdfUrl) meta.ele(ns, 'self-uri', { 'xlink:href': article.pdfUrl, 'content-type': 'application/pdf' });
  const abstract = meta.ele(ns, 'abstract');
  const paragraphs = paragraphsOf(article.abstract);
  for (const paragraph of paragraphs.length ? paragraphs : ['']) abstract.ele(ns, 'p').txt(paragraph);
  if (article.keywords.length) {
    const keywords = meta.ele(ns, 'kwd-group', { 'kwd-group-type': 'author' });
    for (const keyword of article.keywords) keywords.ele(ns, 'kwd').txt(keyword);
  }
  if (article.funding) meta.ele(ns, 'funding-group').ele(ns, 'funding-statement').txt(article.funding);
}

/**
 * JATS has no namespace of its own (null). OAI-PMH requires a record's metadata in a namespace, so
 * a repository gives JATS one: PubMed Central's OAI-PMH service uses the JATS Archiving namespace
 * for its JATS records, and so do we (server/oai; a Publishing article is valid Archiving).
 */
export const JATS_OAI_NAMESPACE = 'https://jats.nlm.nih.gov/ns/archiving/1.3/';
type JatsNamespace = string | null;

/** The `<article>` element of a record, written into `parent` (an OAI-PMH `<metadata>`, for instance) in `ns`; returns it. */
export function appendJatsArticle(parent: XMLBuilder, record: ScholarlyArticleRecord, ns: JatsNamespace = null): XMLBuilder {
  // Every element is made with an explicit namespace (null: none), or xmlbuilder2 would put it in
  // the parent's default namespace (OAI-PMH's).
  const { journal, article } = record;
  const root = parent.ele(ns, 'article', {
    'xmlns:xlink': JATS_NAMESPACES.xlink,
    'xmlns:mml': JATS_NAMESPACES.mml,
    'xmlns:ali': JATS_NAMESPACES.ali,
    'article-type': ARTICLE_TYPES[article.articleType] ?? 'research-article',
    'dtd-version': '1.3',
    'xml:lang': 'en',
  });
  const front = root.ele(ns, 'front');
  journalMeta(ns, front, journal);
  articleMeta(ns, front, journal, article);
  // Only the metadata is held as XML: the body is left empty (the full text is the PDF).
  root.ele(ns, 'body');
  return root;
}

/** The whole JATS document of an article. */
export function buildJatsDocument(record: ScholarlyArticleRecord): string {
  const document = create({ version: '1.0', encoding: 'UTF-8' });
  appendJatsArticle(document, record);
  return document.end({ prettyPrint: true });
}
