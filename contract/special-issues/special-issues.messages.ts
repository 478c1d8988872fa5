/** Zod-free: pages import these without loading zod and the schemas (decision 0032). */
export const SPECIAL_ISSUE_STATUSES = ['open', 'closed', 'planning', 'review'] as const;

/** reading-side.md §4: the badge text of each status; anything else is 'Unknown'. */
const STATUS_LABELS: Record<string, string> = {
  open: 'Open for Submissions',
  closed: 'Closed',
  planning: 'Coming Soon',
  review: 'Under Review',
};

export function specialIssueStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? 'Unknown';
}

export type SpecialIssueBadgeVariant = 'success' | 'secondary' | 'info' | 'warning' | 'light';

const STATUS_VARIANTS: Record<string, SpecialIssueBadgeVariant> = { open: 'success', closed: 'secondary', planning: 'info', review: 'warning' };

export function specialIssueBadgeVariant(status: string): SpecialIssueBadgeVariant {
  return STATUS_VARIANTS[status] ?? 'light';
}

/** reading-side.md §4: only an open special issue accepts submissions (the deadline too: specialIssueRefusal, decision 0034). */
export function acceptsSubmissions(status: string): boolean {
  return status === 'open';
}

/** The Submit Article link of an open special issue (reading-side.md §2; acting-side.md /submit-paper). */
export const submitToSpecialIssuePath = (id: number) => `/submit-paper?special_issue=${id}`;

/** Filled share of the progress bar, 0-100. */
export function submissionProgress(submissionCount: number, maxArticles: number): number {
  if (maxArticles <= 0) return 0;
  return Math.min(100, Math.round((submissionCount / maxArticles) * 100));
}

export const SPECIAL_ISSUE_MESSAGES = {
  loadFailed: 'Failed to load special issues. Please try again later.',
  none: 'No special issues have been announced yet. Check back soon or propose one to the editorial office.',
} as const;
