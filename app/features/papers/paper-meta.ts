import type { MetaDescriptor } from 'react-router';
import { JOURNAL_NAME, LICENCE, PUBLISHER } from '../../../contract/journal/identity';
import { PUBLIC_PAPER_STATUS } from '../../../contract/papers/paper-status';
import { paperPath, paperPdfPath } from '../../../contract/papers/paper-urls';
import type { PaperDetail } from '../../../contract/papers/papers.schema';
import { pageTitle } from '../../lib/section-titles';

/**
 * The head of /paper/{id} (issue 5 "Paper detail"): Google Scholar citation_* tags (published
 * papers only), canonical link, Open Graph, and the schema.org ScholarlyArticle JSON-LD.
 */

export interface PaperUrls {
  page: string;
  pdf: string | null;
}

/** citation_pdf_url only for a published paper whose manuscript is a PDF. */
export function paperUrls(publicUrl: string, paper: Pick<PaperDetail, 'id' | 'manuscriptFileName' | 'status'>): PaperUrls {
  const base = publicUrl.replace(/\/+$/, '');
  const isPdf = paper.manuscriptFileName?.endsWith('.pdf') ?? false;
  return {
    page: `${base}${paperPath(paper.id)}`,
    pdf: isPdf && paper.status === PUBLIC_PAPER_STATUS ? `${base}${paperPdfPath(paper.id)}` : null,
  };
}

/** '101-115', '101–115' or '101' → first and last page. */
export function pageRange(pages: string | null): { first: string; last: string | null } | null {
  const match = pages?.trim().match(/^([\w.]+)\s*(?:[-–—]\s*([\w.]+))?$/);
  return match ? { first: match[1]!, last: match[2] ?? null } : null;
}

/** Google Scholar wants YYYY/MM/DD. */
const scholarDate = (iso: string) => iso.slice(0, 10).replace(/-/g, '/');

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * The authors the head may name: none for a reviewer's anonymised view (decision 0035). The
 * server already sends none there; the head does not rely on it, as double-blind review is at stake.
 */
const namedAuthors = (paper: Pick<PaperDetail, 'authors' | 'access'>) => (paper.access.isReviewer ? [] : paper.authors);

export function paperMeta(paper: PaperDetail, urls: PaperUrls): MetaDescriptor[] {
  const published = paper.status === PUBLIC_PAPER_STATUS;
  const description = shorten(paper.abstract.replace(/\s+/g, ' ').trim(), 300);
  const tags: MetaDescriptor[] = [
    { title: pageTitle(paper.title) },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: urls.page },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: JOURNAL_NAME },
    { property: 'og:title', content: paper.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: urls.page },
  ];
  if (!published) return [...tags, { name: 'robots', content: 'noindex, nofollow' }];

  if (paper.publicationDate) tags.push({ property: 'article:published_time', content: paper.publicationDate });
  for (const keyword of paper.keywords) tags.push({ property: 'article:tag', content: keyword });

  tags.push({ name: 'citation_title', content: paper.title });
  for (const author of namedAuthors(paper)) {
    tags.push({ name: 'citation_author', content: author.name });
    if (author.affiliation) tags.push({ name: 'citation_author_institution', content: author.affiliation });
    if (author.orcid) tags.push({ name: 'citation_author_orcid', content: `https://orcid.org/${author.orcid}` });
  }
  if (paper.publicationDate) tags.push({ name: 'citation_publication_date', content: scholarDate(paper.publicationDate) });
  tags.push({ name: 'citation_journal_title', content: JOURNAL_NAME }, { name: 'citation_publisher', content: PUBLISHER });
  if (paper.volume !== null) tags.push({ name: 'citation_volume', content: String(paper.volume) });
  if (paper.issue !== null) tags.push({ name: 'citation_issue', content: String(paper.issue) });
  const range = pageRange(paper.pages);
  if (range) {
    tags.push({ name: 'citation_firstpage', content: range.first });
    if (range.last) tags.push({ name: 'citation_lastpage', content: range.last });
  }
  if (paper.doi) tags.push({ name: 'citation_doi', content: paper.doi });
  if (paper.keywords.length) tags.push({ name: 'citation_keywords', content: paper.keywords.join('; ') });
  if (urls.pdf) tags.push({ name: 'citation_pdf_url', content: urls.pdf });
  tags.push({ name: 'citation_abstract_html_url', content: urls.page }, { name: 'citation_language', content: 'en' });
  return tags;
}

/** schema.org ScholarlyArticle for a published paper. */
export function paperJsonLd(paper: PaperDetail, urls: PaperUrls): Record<string, unknown> {
  const range = pageRange(paper.pages);
  const periodical = { '@type': 'Periodical', name: JOURNAL_NAME, publisher: { '@type': 'Organization', name: PUBLISHER } };
  const volume = paper.volume !== null ? { '@type': 'PublicationVolume', volumeNumber: String(paper.volume), isPartOf: periodical } : periodical;
  const isPartOf = paper.issue !== null ? { '@type': 'PublicationIssue', issueNumber: String(paper.issue), isPartOf: volume } : volume;
  return {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    '@id': urls.page,
    url: urls.page,
    headline: shorten(paper.title, 110),
    name: paper.title,
    abstract: paper.abstract,
    keywords: paper.keywords.join(', '),
    inLanguage: 'en',
    author: namedAuthors(paper).map((author) => ({
      '@type': 'Person',
      name: author.name,
      ...(author.affiliation ? { affiliation: { '@type': 'Organization', name: author.affiliation } } : {}),
      ...(author.orcid ? { sameAs: `https://orcid.org/${author.orcid}` } : {}),
    })),
    ...(paper.publicationDate ? { datePublished: paper.publicationDate.slice(0, 10) } : {}),
    ...(range ? { pageStart: range.first, ...(range.last ? { pageEnd: range.last } : {}), pagination: paper.pages } : {}),
    ...(paper.doi ? { identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: paper.doi }, sameAs: `https://doi.org/${paper.doi}` } : {}),
    ...(urls.pdf ? { encoding: { '@type': 'MediaObject', contentUrl: urls.pdf, encodingFormat: 'application/pdf' } } : {}),
    isPartOf,
    publisher: { '@type': 'Organization', name: PUBLISHER },
    isAccessibleForFree: true,
    license: LICENCE.url,
  };
}

/** JSON for an inline script: '<', '>', '&' and line separators escaped, so no text can close the tag. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
