import '../../components/tables/reflow-table.css';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { EDITOR_DESK_MESSAGES as M } from '../../../contract/editor-desk/editor-desk.messages';
import type { Appeal } from '../../../contract/editor-desk/editor-desk.schema';
import { APPEAL_OUTCOME_LABELS } from '../../../contract/papers/workflow/editorial-decisions';
import { formatLongDate } from '../../lib/format';
import { useMirror } from './use-mirror';

interface AppealsSectionProps {
  appeals: Appeal[] | null;
  showAll: boolean;
  onShowAll(all: boolean): void;
  onDecide(appeal: Appeal): void;
}

const statusText = (appeal: Appeal) =>
  appeal.status === 'open' ? 'Open' : `${APPEAL_OUTCOME_LABELS[appeal.status]}${appeal.decidedAt ? ` on ${formatLongDate(appeal.decidedAt)}` : ''}`;

/**
 * Appeals against rejections (reading-side.md §4, "within 30 days", outcomes upheld, reversed or
 * modified; GET /api/editor/appeals): open ones first, every appeal with the toggle.
 */
export function AppealsSection({ appeals, showAll, onShowAll, onDecide }: AppealsSectionProps) {
  const [all, setAll] = useMirror(showAll);
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="appeals-heading" className="h4 mb-0">
          Appeals
        </h2>
        <Form.Check
          type="switch"
          id="appeals-show-all"
          label="Show decided appeals too"
          checked={all}
          onChange={(event) => {
            setAll(event.currentTarget.checked);
            onShowAll(event.currentTarget.checked);
          }}
        />
      </div>
      {appeals === null ? (
        <Alert variant="danger">{M.appealsLoadFailed}</Alert>
      ) : appeals.length === 0 ? (
        <p className="text-body-secondary" data-testid="no-appeals">
          {showAll ? 'No appeal has been filed.' : 'No appeal is waiting for a decision.'}
        </p>
      ) : (
        <Table hover className="align-middle reflow-table desk-table mb-0" aria-labelledby="appeals-heading" data-testid="appeals-table">
          <thead>
            <tr>
              <th scope="col">Paper</th>
              <th scope="col">Appellant</th>
              <th scope="col">Reasons</th>
              <th scope="col">Filed</th>
              <th scope="col">Rejected</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {appeals.map((appeal) => (
              <tr key={appeal.id} data-testid="appeal-row">
                <td data-label="Paper">
                  <Link to={`/paper/${appeal.paper.id}`} className="fw-semibold">
                    {appeal.paper.title}
                  </Link>
                </td>
                <td data-label="Appellant">{appeal.appellant ?? 'A former account'}</td>
                <td data-label="Reasons" className="desk-reasons">
                  {appeal.reasons}
                  {appeal.hasFile && <span className="d-block small text-body-secondary">With a supporting file</span>}
                </td>
                <td data-label="Filed" className="text-nowrap">
                  {formatLongDate(appeal.filedAt)}
                </td>
                <td data-label="Rejected" className="text-nowrap">
                  {formatLongDate(appeal.rejectedAt)}
                </td>
                <td data-label="Status">{statusText(appeal)}</td>
                <td data-label="Actions" className={appeal.status === 'open' ? undefined : 'reflow-empty'}>
                  {appeal.status === 'open' && (
                    <Button variant="outline-primary" size="sm" onClick={() => onDecide(appeal)}>
                      Decide<span className="visually-hidden">: appeal on {appeal.paper.title}</span>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
