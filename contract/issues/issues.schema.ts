import { z } from 'zod';
import { MAX_ROW_ID, parseRowId, rowIdParam } from '../http/ids';

export { MAX_ROW_ID, parseRowId };

/**
 * Issue shapes of the read side (reading-side.md §3 "Issue", "Volume group"; §2 "Archives",
 * "Journal issues browser"). Dates are ISO 8601 calendar dates (YYYY-MM-DD).
 */

/** Texts the spec quotes for issues (reading-side.md §2, §8), used by API and pages. */
export const ISSUE_MESSAGES = {
  noIssuesAvailable: 'No issues available at this time.',
  noPapers: "This issue doesn't contain any papers yet.",
  noIssuesCurrently: 'No issues are currently available.',
  loadFailed: 'Failed to load journal issues. Please try again later.',
  detailFailed: 'Failed to load issue details. Please try again later.',
  notFound: 'Issue not found.',
  noCurrentIssue: 'No issue has been published yet.',
  invalidId: 'The issue id must be a positive whole number.',
  invalidNumber: 'The volume and issue number must be positive whole numbers.',
} as const;

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

/** The issue buttons of reading-side.md §2: 'Vol. {volume}, No. {issue} ({year})'. */
export function issueButtonLabel(issue: Pick<Issue, 'volume' | 'issue' | 'year'>): string {
  return `Vol. ${issue.volume}, No. ${issue.issue} (${issue.year})`;
}

/** 'Volume 8, Issue 3 (2024)': the issue's citation label, used once on its page and in its title. */
export function issueCitationLabel(issue: Pick<Issue, 'volume' | 'issue' | 'year'>): string {
  return `Volume ${issue.volume}, Issue ${issue.issue} (${issue.year})`;
}

/** Pages as the issue lists them: 'N/A' when empty (reading-side.md §2). */
export function issuePagesLabel(pages: string | null | undefined): string {
  return pages && pages.trim() ? pages : 'N/A';
}
