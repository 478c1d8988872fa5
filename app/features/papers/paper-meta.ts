import type { MetaDescriptor } from 'react-router';
import { LICENCE } from '../../../contract/journal/identity';
import type { JournalIdentity } from '../../../contract/journal/journal-facts';
import { PUBLIC_PAPER_STATUS } from '../../../contract/papers/paper-status';
import { paperPath, paperPdfPath } from '../../../contract/papers/paper-urls';
import type { PaperDetail } from '../../../contract/papers/papers.schema';
import { issnsOf, pageRange, periodicalJsonLd } from '../../lib/scholarly-meta';
import { pageTitle } from '../../lib/section-titles';

export { pageRange };

/**
 * The head of /paper/{id} (issue 5 "Paper detail", issue 16): Google Scholar citation_* tags,
 * Dublin Core DC.* tags and the licence link (published papers only), canonical link, Open Graph
 * and Twitter card, and the schema.org ScholarlyArticle JSON-LD. The journal's name, ISSNs and
 * publisher are the settings' (decision 0053).
 */

export interface PaperUrls {
  page: string;
  pdf: string | null;
  /** The sharing card (og:image, twitter:image): the journal's card drawn from its name. */
  image: string;
}

/** The journal's sharing card, drawn by the server from the journal's name (server/site). */
export const JOURNAL_CARD_PATH = '/journal-card.png';

/** citation_pdf_url only for a published paper whose manuscript is a PDF. */
export function paperUrls(publicUrl: string, paper: Pick<PaperDetail, 'id' | 'manuscriptFileName' | 'status'>): PaperUrls {
  const base = publicUrl.replace(/\/+$/, '');
  const isPdf = paper.manuscriptFileName?.endsWith('.pdf') ?? false;
  return {
    page: `${base}${paperPath(paper.id)}`,
    pdf: isPdf && paper.status === PUBLIC_PAPER_STATUS ? `${base}${paperPdfPath(paper.id)}` : null,
    image: `${base}${JOURNAL_CARD_PATH}`,
  };
}


/** Google Scholar wants YYYY/MM/DD. */
const scholarDate = (iso: string) => iso.slice(0, 10).replace(/-/g, '/');

/** At most `max` characters, cut at a word boundary with an ellipsis (the description tags' length). */
const shorten = (text: string, max: number) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};


/**
 * The authors the head may name: none for a reviewer's anonymised view (decision 0035). The
 * server already sends none there; the head does not rely on it, as double-blind review is at stake.
 */
const namedAuthors = (paper: Pick<PaperDetail, 'authors' | 'access'>) => (paper.access.isReviewer ? [] : paper.authors);

export function paperMeta(paper: PaperDetail, urls: PaperUrls, journal: JournalIdentity): MetaDescriptor[] {
  const published = paper.status === PUBLIC_PAPER_STATUS;
  const abstract = paper.abstract.replace(/\s+/g, ' ').trim();
  const description = shorten(abstract, 300);
  const tags: MetaDescriptor[] = [
    { title: pageTitle(paper.title, journal.name) },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: urls.page },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: journal.name },
    { property: 'og:title', content: paper.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: urls.page },
    { property: 'og:image', content: urls.image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: journal.name },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: paper.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: urls.image },
  ];
  if (!published) return [...tags, { name: 'robots', content: 'noindex, nofollow' }];

  if (paper.publicationDate) tags.push({ property: 'article:published_time', content: paper.publicationDate });
  for (const keyword of paper.keywords) tags.push({ property: 'article:tag', content: keyword });
  tags.push({ tagName: 'link', rel: 'license', href: LICENCE.url });

  const authors = namedAuthors(paper);
  const range = pageRange(paper.pages);
  tags.push({ name: 'citation_title', content: paper.title });
  for (const author of authors) {
    tags.push({ name: 'citation_author', content: author.name });
    if (author.affiliation) tags.push({ name: 'citation_author_institution', content: author.affiliation });
    if (author.orcid) tags.push({ name: 'citation_author_orcid', content: `https://orcid.org/${author.orcid}` });
  }
  if (paper.publicationDate) tags.push({ name: 'citation_publication_date', content: scholarDate(paper.publicationDate) });
  tags.push(
    { name: 'citation_journal_title', content: journal.name },
    { name: 'citation_journal_abbrev', content: journal.shortName },
    { name: 'citation_publisher', content: journal.publisher },
  );
  for (const issn of issnsOf(journal)) tags.push({ name: 'citation_issn', content: issn });
  if (paper.volume !== null) tags.push({ name: 'citation_volume', content: String(paper.volume) });
  if (paper.issue !== null) tags.push({ name: 'citation_issue', content: String(paper.issue) });
  if (range) {
    tags.push({ name: 'citation_firstpage', content: range.first });
    if (range.last) tags.push({ name: 'citation_lastpage', content: range.last });
  }
  if (paper.doi) tags.push({ name: 'citation_doi', content: paper.doi });
  if (paper.keywords.length) tags.push({ name: 'citation_keywords', content: paper.keywords.join('; ') });
  tags.push({ name: 'citation_abstract', content: abstract });
  if (urls.pdf) tags.push({ name: 'citation_pdf_url', content: urls.pdf });
  tags.push({ name: 'citation_abstract_html_url', content: urls.page }, { name: 'citation_language', content: 'en' });

  // Dublin Core (DCMI's HTML encoding), for harvesters and reference managers that read it.
  tags.push({ tagName: 'link', rel: 'schema.DC', href: 'http://purl.org/dc/elements/1.1/' }, { name: 'DC.title', content: paper.title });
  for (const author of authors) tags.push({ name: 'DC.creator', content: author.name });
  for (const keyword of paper.keywords) tags.push({ name: 'DC.subject', content: keyword });
  tags.push({ name: 'DC.description', content: abstract }, { name: 'DC.publisher', content: journal.publisher });
  if (paper.publicationDate) tags.push({ name: 'DC.date', content: paper.publicationDate.slice(0, 10) });
  tags.push({ name: 'DC.type', content: 'Text' }, { name: 'DC.format', content: 'text/html' }, { name: 'DC.identifier', content: urls.page });
  if (paper.doi) tags.push({ name: 'DC.identifier', content: `https://doi.org/${paper.doi}` });
  const source = [journal.name, paper.volume !== null ? `Vol. ${paper.volume}` : null, paper.issue !== null ? `No. ${paper.issue}` : null, paper.pages ? `pp. ${paper.pages}` : null];
  tags.push(
    { name: 'DC.source', content: source.filter(Boolean).join(', ') },
    ...issnsOf(journal).map((issn) => ({ name: 'DC.source', content: `urn:issn:${issn}` })),
    { name: 'DC.language', content: 'en' },
    { name: 'DC.rights', content: LICENCE.url },
  );
  return tags;
}

/** schema.org ScholarlyArticle for a published paper. */
export function paperJsonLd(paper: PaperDetail, urls: PaperUrls, journal: JournalIdentity): Record<string, unknown> {
  const range = pageRange(paper.pages);
  const periodical = periodicalJsonLd(journal);
  const volume = paper.volume !== null ? { '@type': 'PublicationVolume', volumeNumber: String(paper.volume), isPartOf: periodical } : periodical;
  const isPartOf = paper.issue !== null ? { '@type': 'PublicationIssue', issueNumber: String(paper.issue), isPartOf: volume } : volume;
  return {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    '@id': urls.page,
    url: urls.page,
    // The whole title: schema.org sets no length, and a title cut mid-word misquotes the paper.
    headline: paper.title,
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
    image: urls.image,
    publisher: { '@type': 'Organization', name: journal.publisher },
    isAccessibleForFree: true,
    license: LICENCE.url,
  };
}

/** JSON for an inline script: '<', '>', '&' and line separators escaped, so no text can close the tag. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
