import { z } from 'zod';
import { rowIdParam } from '../http/ids';
import { SCHOLARLY_MESSAGES as M } from './scholarly.messages';

/** Paths of the scholarly outputs (decision 0057). */
export const paperIdParamsSchema = z.object({ id: rowIdParam({ invalid: 'The paper id must be a whole number', notFound: M.paperNotFound }) });
export const issueIdParamsSchema = z.object({ id: rowIdParam({ invalid: 'The issue id must be a whole number', notFound: M.issueNotFound }) });

/** The addresses of the documents, written once for the API and the DOIs section. */
export const jatsPath = (paperId: number) => `/paper/${paperId}/jats.xml`;
export const crossrefPaperXmlPath = (paperId: number) => `/api/admin/crossref/papers/${paperId}.xml`;
export const crossrefIssueXmlPath = (issueId: number) => `/api/admin/crossref/issues/${issueId}.xml`;
export const doajIssueJsonPath = (issueId: number) => `/api/admin/doaj/issues/${issueId}.json`;

export const doajArticleSchema = z.object({
  bibjson: z.object({
    title: z.string(),
    author: z.array(z.object({ name: z.string(), affiliation: z.string().optional(), orcid_id: z.string().optional() })),
    identifier: z.array(z.object({ type: z.enum(['pissn', 'eissn', 'doi']), id: z.string() })),
    journal: z.object({ volume: z.string(), number: z.string(), start_page: z.string().optional(), end_page: z.string().optional() }),
    keywords: z.array(z.string()),
    abstract: z.string(),
    link: z.array(z.object({ type: z.literal('fulltext'), url: z.string(), content_type: z.string() })),
    year: z.string(),
    month: z.string(),
  }),
});
export const doajArticlesSchema = z.array(doajArticleSchema);
