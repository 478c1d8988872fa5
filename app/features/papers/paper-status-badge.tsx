import { statusBadgeVariant, statusLabel } from '../../../contract/papers/paper-status';

/**
 * acting-side.md §4 "Badges": the Bootstrap variant of each status, underscores shown as spaces.
 * text-bg-* picks a readable text colour for each background.
 */
export function PaperStatusBadge({ status }: { status: string }) {
  return (
    <span className={`badge paper-status-badge text-bg-${statusBadgeVariant(status)}`} data-testid="paper-status">
      {statusLabel(status)}
    </span>
  );
}
