import Dropdown from 'react-bootstrap/Dropdown';
import type { SubmissionRow } from '../../../contract/editor-desk/editor-desk.schema';
import { rowMenu, type DeskDialog } from './row-menu';

interface RowActionsMenuProps {
  row: SubmissionRow;
  viewerId: number | null;
  onChoose(row: SubmissionRow, dialog: DeskDialog): void;
}

/**
 * The per-row actions menu (acting-side.md §2, §4): only what the row's `actions` allow
 * (row-menu.ts); disabled for WITHDRAWN, and when nothing is open to the editor now.
 */
export function RowActionsMenu({ row, viewerId, onChoose }: RowActionsMenuProps) {
  const items = rowMenu(row, viewerId);
  const id = `row-actions-${row.id}`;
  if (items.length === 0)
    return (
      <>
        <button type="button" className="btn btn-outline-secondary btn-sm dropdown-toggle" id={id} disabled aria-describedby={`${id}-none`}>
          Actions<span className="visually-hidden">: {row.title}</span>
        </button>
        <span id={`${id}-none`} className="visually-hidden">
          {row.status === 'WITHDRAWN' ? 'No actions: the paper was withdrawn.' : 'No actions are open now.'}
        </span>
      </>
    );
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="outline-primary" size="sm" id={id}>
        Actions<span className="visually-hidden">: {row.title}</span>
      </Dropdown.Toggle>
      {/* Fixed, so the menu is not clipped by the table's scroll region. */}
      <Dropdown.Menu popperConfig={{ strategy: 'fixed' }} renderOnMount={false}>
        {items.map((item) => (
          <Dropdown.Item as="button" type="button" key={item.label} onClick={() => onChoose(row, item.dialog)}>
            {item.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
