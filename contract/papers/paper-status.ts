/** reading-side.md §4 / acting-side.md §4: the paper statuses (db/schema/papers.ts holds the same list). */
export const PAPER_STATUSES = ['SUBMITTED', 'UNDER_REVIEW', 'REVISIONS_REQUIRED', 'ACCEPTED', 'PUBLISHED', 'REJECTED', 'WITHDRAWN'] as const;
/** Zod-free, so that pages showing a status badge do not load zod (decision 0032); the schema is paper-status.schema.ts. */
export type PaperStatus = (typeof PAPER_STATUSES)[number];

/** The only status anyone may read (reading-side.md §6); lists and search show nothing else. */
export const PUBLIC_PAPER_STATUS = 'PUBLISHED' satisfies PaperStatus;

export type BadgeVariant = 'info' | 'primary' | 'success' | 'danger' | 'warning' | 'secondary' | 'light';

/** acting-side.md §4 "Badges" (Bootstrap variants); reading-side.md §4 gives the same as colours. */
const BADGE_VARIANTS: Record<PaperStatus, BadgeVariant> = {
  SUBMITTED: 'info',
  UNDER_REVIEW: 'primary',
  ACCEPTED: 'success',
  REJECTED: 'danger',
  REVISIONS_REQUIRED: 'warning',
  WITHDRAWN: 'secondary',
  PUBLISHED: 'success',
};

/** Any other status shows 'light' (the spec's fallback). */
export function statusBadgeVariant(status: string): BadgeVariant {
  return (BADGE_VARIANTS as Record<string, BadgeVariant>)[status] ?? 'light';
}

/** Underscores shown as spaces: 'REVISIONS_REQUIRED' → 'REVISIONS REQUIRED'. */
export function statusLabel(status: string): string {
  return status.replace(/_/g, ' ');
}
