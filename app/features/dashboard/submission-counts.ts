import type { MySubmission } from '../../../contract/papers/author-journey.schema';
import { PAPER_STATUSES, statusLabel, type PaperStatus } from '../../../contract/papers/paper-status';

export interface StatusCount {
  status: PaperStatus;
  /** 'Under review', for running text. */
  label: string;
  count: number;
}

/** The dashboard's summary: how many submissions in each status, in the journal's status order, zeros left out. */
export function countByStatus(submissions: readonly Pick<MySubmission, 'status'>[]): StatusCount[] {
  return PAPER_STATUSES.map((status) => {
    const words = statusLabel(status).toLowerCase();
    return { status, label: words.charAt(0).toUpperCase() + words.slice(1), count: submissions.filter((s) => s.status === status).length };
  }).filter((entry) => entry.count > 0);
}
