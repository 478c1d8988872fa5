/** Zod-free: pages import these without loading zod and the schemas (decision 0032). */
import type { Issue } from './issues.schema';

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

/** The issue buttons of reading-side.md §2: 'Vol. {volume}, No. {issue} ({year})'. */
export function issueButtonLabel(issue: Pick<Issue, 'volume' | 'issue' | 'year'>): string {
  return `Vol. ${issue.volume}, No. ${issue.issue} (${issue.year})`;
}

/** 'Volume 8, Issue 3 (2024)': the issue's citation label, used once on its page and in its title. */
export function issueCitationLabel(issue: Pick<Issue, 'volume' | 'issue' | 'year'>): string {
  return `Volume ${issue.volume}, Issue ${issue.issue} (${issue.year})`;
}
