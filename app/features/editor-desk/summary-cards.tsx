import Alert from 'react-bootstrap/Alert';
import type { EditorStats } from '../../../contract/editor-desk/editor-desk.schema';
import { formatCount } from '../../lib/format';

export const COUNTS_FAILED = 'Failed to load the counts. Please try again later.';

/** The dashboard's key figures (GET /api/editor/stats). */
export function SummaryCards({ stats }: { stats: EditorStats | null }) {
  if (!stats) return <Alert variant="danger">{COUNTS_FAILED}</Alert>;
  const cards = [
    { key: 'total', label: 'Submissions', value: stats.total },
    { key: 'overdue', label: 'Overdue', value: stats.overdue },
    { key: 'open-appeals', label: 'Open appeals', value: stats.openAppeals },
    { key: 'mine', label: 'Handled by you', value: stats.mine },
  ];
  return (
    <ul className="desk-summary list-unstyled mb-4" aria-label="Summary" data-testid="desk-summary">
      {cards.map((card) => (
        <li key={card.key} className="desk-summary__card" data-testid={`summary-${card.key}`}>
          <span className="desk-summary__value">{formatCount(card.value)}</span>
          <span className="desk-summary__label">{card.label}</span>
        </li>
      ))}
    </ul>
  );
}
