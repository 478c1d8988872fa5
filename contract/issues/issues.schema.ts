import { z } from 'zod';
import { MAX_ROW_ID, parseRowId, rowIdParam } from '../http/ids';

import { ISSUE_MESSAGES } from './issues.messages';

export { MAX_ROW_ID, parseRowId };
export { ISSUE_MESSAGES, issueButtonLabel } from './issues.messages';

/**
 * Issue shapes of the read side (reading-side.md §3 "Issue", "Volume group"; §2 "Archives",
 * "Journal issues browser"). Dates are ISO 8601 calendar dates (YYYY-MM-DD).
 */


/** GET /api/issues: `issue` and `issueNumber` carry the same number (the spec names it both ways). */
export const issueSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  volume: z.number().int(),
  issue: z.number().int(),
  issueNumber: z.number().int(),
  year: z.number().int(),
  publicationDate: z.string(),
  description: z.string(),
});
export type Issue = z.infer<typeof issueSchema>;

export const issueListSchema = z.array(issueSchema);

/** A paper as an issue lists it; only published papers appear. */
export const issuePaperSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  pages: z.string().nullable(),
  authors: z.array(z.object({ name: z.string() })),
  keywords: z.array(z.string()),
  doi: z.string().nullable(),
  /** The article type shown in the table of contents (the paper's category). */
  category: z.string(),
  /** paper-{id}.pdf (or .doc, .docx) when the paper has a manuscript, downloaded at /api/papers/{id}/download. */
  manuscriptFileName: z.string().nullable(),
});
export type IssuePaper = z.infer<typeof issuePaperSchema>;

/** GET /api/issues/{id}, /current, /{volume}/{number}. */
export const issueDetailSchema = issueSchema.extend({
  /** The issue's cover image (a path on this site), when it has one. */
  coverImageUrl: z.string().nullable(),
  /** The cover's size, so the page reserves its space (decision 0046); null for a cover given only by address. */
  coverWidth: z.number().int().nullable(),
  coverHeight: z.number().int().nullable(),
  papers: z.array(issuePaperSchema),
});
export type IssueDetail = z.infer<typeof issueDetailSchema>;

/** GET /api/issues/archives: one group per volume, newest volume first. */
export const volumeGroupSchema = z.object({
  volumeNumber: z.number().int(),
  year: z.number().int(),
  issues: z.array(z.object({ id: z.number().int(), issueNumber: z.number().int(), publicationDate: z.string() })),
});
export type VolumeGroup = z.infer<typeof volumeGroupSchema>;
export const volumeGroupListSchema = z.array(volumeGroupSchema);

/** Path numbers (contract/http/ids.ts): digits only, else 400; a number no issue can have is 404. */
export const issueIdParamsSchema = z.object({ id: rowIdParam({ invalid: ISSUE_MESSAGES.invalidId, notFound: ISSUE_MESSAGES.notFound }) });
const issueNumberParam = rowIdParam({ invalid: ISSUE_MESSAGES.invalidNumber, notFound: ISSUE_MESSAGES.notFound });
export const issueNumberParamsSchema = z.object({ volume: issueNumberParam, number: issueNumberParam });
