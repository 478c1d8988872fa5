/**
 * What the scholarly outputs (JATS front matter, Crossref deposits, DOAJ articles, OAI-PMH) know of
 * a published article and its issue (decision 0057). Loaded once by scholarly.service.ts, only what
 * the public may see (decision 0007): the corresponding author's email is there because the public
 * page prints it; no other email is.
 */

export interface ScholarlyJournal {
  name: string;
  /** The short name, used as the abbreviated title. */
  abbreviation: string | null;
  issnPrint: string | null;
  issnOnline: string | null;
  publisher: string;
  licence: { name: string; url: string };
  /** The site's address without a trailing slash (PUBLIC_URL). */
  siteUrl: string;
}

export interface ScholarlyIssue {
  id: number;
  volume: number;
  number: number;
  year: number;
  title: string;
  /** YYYY-MM-DD. */
  publicationDate: string;
  url: string;
}

export interface ScholarlyAuthor {
  /** The name as the paper lists it. */
  name: string;
  /** The name split as citations split it ('Jean-Pierre Dubois' → Jean-Pierre, Dubois). */
  givenNames: string | null;
  surname: string;
  affiliation: string | null;
  /** The full https://orcid.org/… address, or null. */
  orcid: string | null;
  corresponding: boolean;
  /** Only the corresponding author's, as the public page shows it. */
  email: string | null;
}

export interface ScholarlyPages {
  first: string;
  last: string | null;
}

export interface ScholarlyArticle {
  id: number;
  title: string;
  authors: ScholarlyAuthor[];
  abstract: string;
  keywords: string[];
  category: string;
  articleType: string;
  /** The pages as entered ('12-25'), and split when they read as a range or a single page. */
  pagesText: string | null;
  pages: ScholarlyPages | null;
  doi: string | null;
  /** The first submission. */
  receivedAt: Date;
  /** The editor's acceptance, when the history records one. */
  acceptedAt: Date | null;
  publishedAt: Date;
  funding: string | null;
  articleUrl: string;
  /** The public PDF (galley, or a manuscript that is a PDF); null when there is none. */
  pdfUrl: string | null;
  /** The issue, only once it is published (decision 0037: a draft issue's number is not public). */
  issue: ScholarlyIssue | null;
  /** The data model keeps no reference lists yet: always empty (decision 0057). */
  references: string[];
}

export interface ScholarlyArticleRecord {
  journal: ScholarlyJournal;
  article: ScholarlyArticle;
}

export interface ScholarlyIssueRecord {
  journal: ScholarlyJournal;
  issue: ScholarlyIssue;
  articles: ScholarlyArticle[];
}
