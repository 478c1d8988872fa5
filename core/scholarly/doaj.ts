import type { ScholarlyArticle, ScholarlyIssue, ScholarlyJournal } from './scholarly-record';
import { datePartsOfDay } from './xml-parts';

/**
 * DOAJ's article format (decision 0057): the `bibjson` of their article API and bulk upload
 * (https://doaj.org/api/docs, "Article"), one object per article.
 */

export interface DoajArticle {
  bibjson: {
    title: string;
    author: { name: string; affiliation?: string; orcid_id?: string }[];
    identifier: { type: 'pissn' | 'eissn' | 'doi'; id: string }[];
    journal: { volume: string; number: string; start_page?: string; end_page?: string };
    keywords: string[];
    abstract: string;
    link: { type: 'fulltext'; url: string; content_type: string }[];
    year: string;
    month: string;
  };
}

export function doajArticle(journal: ScholarlyJournal, issue: ScholarlyIssue, article: ScholarlyArticle): DoajArticle {
  const identifier: DoajArticle['bibjson']['identifier'] = [];
  if (journal.issnPrint) identifier.push({ type: 'pissn', id: journal.issnPrint });
  if (journal.issnOnline) identifier.push({ type: 'eissn', id: journal.issnOnline });
  if (article.doi) identifier.push({ type: 'doi', id: article.doi });
  const { year, month } = datePartsOfDay(article.publishedAt.toISOString().slice(0, 10));
  return {
    bibjson: {
      title: article.title,
      author: article.authors.map((author) => ({
        name: author.name,
        ...(author.affiliation ? { affiliation: author.affiliation } : {}),
        ...(author.orcid ? { orcid_id: author.orcid } : {}),
      })),
      identifier,
      journal: {
        volume: String(issue.volume),
        number: String(issue.number),
        ...(article.pages ? { start_page: article.pages.first } : {}),
        ...(article.pages?.last ? { end_page: article.pages.last } : {}),
      },
      // DOAJ takes at most 6 keywords.
      keywords: article.keywords.slice(0, 6),
      abstract: article.abstract,
      link: [article.pdfUrl ? { type: 'fulltext', url: article.pdfUrl, content_type: 'PDF' } : { type: 'fulltext', url: article.articleUrl, content_type: 'HTML' }],
      year,
      month,
    },
  };
}
