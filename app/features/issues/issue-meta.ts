import type { MetaDescriptor } from 'react-router';
import { LICENCE } from '../../../contract/journal/identity';
import type { JournalIdentity } from '../../../contract/journal/journal-facts';
import type { IssueDetail, IssuePaper } from '../../../contract/issues/issues.schema';
import { paperPath, paperPdfPath } from '../../../contract/papers/paper-urls';
import { issnsOf, pageRange, periodicalJsonLd } from '../../lib/scholarly-meta';

/**
 * What machines read on an issue page (issue 16): a schema.org PublicationIssue whose `hasPart`
 * lists each article, and one COinS span per article, so a reference manager saves the issue's
 * articles rather than "a webpage". The journal's name and ISSNs are the settings'.
 */

export function issueJsonLd(issue: IssueDetail, publicUrl: string, journal: JournalIdentity): Record<string, unknown> {
  const base = publicUrl.replace(/\/+$/, '');
  const periodical = periodicalJsonLd(journal);
  return {
    '@context': 'https://schema.org',
    '@type': 'PublicationIssue',
    '@id': `${base}/issues/${issue.id}`,
    url: `${base}/issues/${issue.id}`,
    issueNumber: String(issue.issue),
    name: issue.title,
    datePublished: issue.publicationDate,
    ...(issue.coverImageUrl ? { image: new URL(issue.coverImageUrl, `${base}/`).href } : {}),
    isPartOf: { '@type': 'PublicationVolume', volumeNumber: String(issue.volume), isPartOf: periodical },
    hasPart: issue.papers.map((paper) => {
      const range = pageRange(paper.pages);
      return {
        '@type': 'ScholarlyArticle',
        '@id': `${base}${paperPath(paper.id)}`,
        url: `${base}${paperPath(paper.id)}`,
        headline: paper.title,
        name: paper.title,
        author: paper.authors.map((author) => ({ '@type': 'Person', name: author.name })),
        ...(paper.keywords.length ? { keywords: paper.keywords.join(', ') } : {}),
        ...(range ? { pageStart: range.first, ...(range.last ? { pageEnd: range.last } : {}), pagination: paper.pages } : {}),
        ...(paper.doi ? { identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: paper.doi }, sameAs: `https://doi.org/${paper.doi}` } : {}),
        ...(paper.manuscriptFileName?.endsWith('.pdf') ? { encoding: { '@type': 'MediaObject', contentUrl: `${base}${paperPdfPath(paper.id)}`, encodingFormat: 'application/pdf' } } : {}),
        datePublished: issue.publicationDate,
        isAccessibleForFree: true,
        license: LICENCE.url,
      };
    }),
  };
}

/**
 * An OpenURL 1.0 ContextObject in KEV form for one article (COinS): the `title` of an empty
 * `<span class="Z3988">`, which Zotero and other reference managers read, one item per span.
 */
export function coinsTitle(paper: IssuePaper, issue: IssueDetail, publicUrl: string, journal: JournalIdentity): string {
  const base = publicUrl.replace(/\/+$/, '');
  const range = pageRange(paper.pages);
  const fields: [string, string][] = [
    ['ctx_ver', 'Z39.88-2004'],
    ['rft_val_fmt', 'info:ofi/fmt:kev:mtx:journal'],
    ['rft.genre', 'article'],
    ['rft.atitle', paper.title],
    ['rft.jtitle', journal.name],
    ['rft.stitle', journal.shortName],
    ['rft.volume', String(issue.volume)],
    ['rft.issue', String(issue.issue)],
    ['rft.date', issue.publicationDate],
    ...issnsOf(journal).map((issn, n): [string, string] => [n === 0 && journal.issnPrint ? 'rft.issn' : 'rft.eissn', issn]),
    ...(range ? ([['rft.spage', range.first], ...(range.last ? [['rft.epage', range.last]] : [])] as [string, string][]) : []),
    ...paper.authors.map((author): [string, string] => ['rft.au', author.name]),
    ['rft_id', `${base}${paperPath(paper.id)}`],
    ...(paper.doi ? ([['rft_id', `info:doi/${paper.doi}`]] as [string, string][]) : []),
  ];
  return new URLSearchParams(fields).toString();
}

/** The issue's sharing card: its cover when it has one, else the journal's card. */
export function issueImageMeta(issue: IssueDetail, publicUrl: string, journalCardPath: string): MetaDescriptor[] {
  const base = publicUrl.replace(/\/+$/, '');
  const image = issue.coverImageUrl ? new URL(issue.coverImageUrl, `${base}/`).href : `${base}${journalCardPath}`;
  return [
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: issue.coverImageUrl ? 'summary' : 'summary_large_image' },
    { name: 'twitter:image', content: image },
  ];
}
