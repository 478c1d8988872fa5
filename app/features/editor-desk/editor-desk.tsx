import './editor-desk.css';
import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { EDITOR_DESK_MESSAGES as M } from '../../../contract/editor-desk/editor-desk.messages';
import type { Appeal, EditorStats, SubmissionRow, SubmissionsPage } from '../../../contract/editor-desk/editor-desk.schema';
import type { ReviewerApplication } from '../../../contract/reviews/reviewer-application.schema';
import { statusLabel, type PaperStatus } from '../../../contract/papers/paper-status';
import { SUBMISSION_CATEGORIES } from '../../../contract/papers/submission-categories';
import { NoticeToast, type Notice } from '../../components/feedback/notice-toast';
import { Pagination } from '../../components/layout/pagination';
import { formatCount } from '../../lib/format';
import { writeSearchParams } from '../../lib/search-params';
import { AppealModal } from './appeal-modal';
import { AppealsSection } from './appeals-section';
import { ApproveApplicationModal, DeclineApplicationModal } from './application-modals';
import { ApplicationsSection } from './applications-section';
import { AssignReviewersModal } from './assign-reviewers-modal';
import { CountChart } from './count-chart';
import { dashboardQuerySchema, type DashboardQuery, type DashboardView } from './dashboard-query';
import { DecisionModal } from './decision-modal';
import type { DeskOutcome } from './desk-actions';
import { EditorGuidelinesCard } from './editor-guidelines';
import { ConfirmModal, HandlingEditorModal } from './handling-editor-modal';
import { PublishModal } from './publish-modal';
import type { DeskDialog } from './row-menu';
import { SubmissionsFilters, type FilterValues } from './submissions-filters';
import { SubmissionsTable } from './submissions-table';
import { COUNTS_FAILED, SummaryCards } from './summary-cards';

type ApplicationDialog = { kind: 'approveApplication' | 'declineApplication'; application: ReviewerApplication };
type OpenDialog = { kind: 'appeal'; appeal: Appeal } | ApplicationDialog | (DeskDialog & { row: SubmissionRow });

interface EditorDeskProps {
  stats: EditorStats | null;
  submissions: SubmissionsPage | null;
  appeals: Appeal[] | null;
  /** Reviewer applications (issue 14): open ones, or all with the switch. */
  applications: ReviewerApplication[] | null;
  query: DashboardQuery;
  setQuery(change: Partial<DashboardQuery>): void;
  /** A new list is on its way (the address changed): the table dims until it arrives. */
  loading: boolean;
  viewerId: number | null;
  statusBadge(status: PaperStatus): ReactNode;
  /** Shown beside the editor guidelines (the signed-in account). */
  aside?: ReactNode;
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  return (
    <div className="text-center border rounded py-5 px-3" data-testid="no-submissions">
      {filtered ? (
        <>
          <p className="lead mb-3">No submissions match these filters.</p>
          <Button variant="outline-secondary" onClick={onClear}>
            Clear filters
          </Button>
        </>
      ) : (
        <p className="lead mb-0">There are no submissions yet.</p>
      )}
    </div>
  );
}

function ResultsLine({ page }: { page: SubmissionsPage }) {
  const first = (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, first + page.items.length - 1);
  return (
    <p className="text-body-secondary mb-2" role="status" data-testid="submissions-count">
      {page.total === 0 ? 'No submissions found.' : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(page.total)} submissions.`}
    </p>
  );
}

/**
 * /editor-dashboard (acting-side.md §2): the summary, the submissions table with its filters and
 * per-row actions, the appeals, the reviewer applications, the counts by status and by category,
 * and the editor guidelines.
 * Everything comes from the page's loader (server or /api); every change goes through the page's
 * clientAction from one of the dialogs, after which the loader runs again.
 */
export function EditorDesk({ stats, submissions, appeals, applications, query, setQuery, loading, viewerId, statusBadge, aside }: EditorDeskProps) {
  const [open, setOpen] = useState<{ dialog: OpenDialog; show: boolean } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const close = () => setOpen((current) => current && { ...current, show: false });
  const exited = () => setOpen(null);
  const done = (outcome: DeskOutcome) => {
    close();
    setNotice({ ok: outcome.ok, text: outcome.message, ...(outcome.detail ? { detail: outcome.detail } : {}) });
  };
  const dialog = open?.dialog;
  const showing = (kind: OpenDialog['kind']) => open?.show === true && dialog?.kind === kind;
  const rowOf = (kind: OpenDialog['kind']) => (dialog && dialog.kind === kind && 'row' in dialog ? dialog.row : null);
  const applicationOf = (kind: ApplicationDialog['kind']) => (dialog && dialog.kind === kind && 'application' in dialog ? dialog.application : null);
  const openApplications = applications?.filter((application) => application.status === 'open').length ?? 0;

  const hrefFor = (change: Partial<DashboardQuery>) => `?${writeSearchParams({ ...query, ...change }, dashboardQuerySchema).toString()}`;
  const filter = (change: Partial<FilterValues>) => setQuery({ ...change, page: 1 });
  const filtered = query.status !== undefined || query.category !== undefined || query.q !== undefined || query.mine;
  const clearFilters = () => filter({ status: undefined, category: undefined, q: undefined, mine: false });

  const categories = stats ? stats.byCategory.map((entry) => entry.category) : [...SUBMISSION_CATEGORIES];
  if (query.category && !categories.includes(query.category)) categories.push(query.category);

  const pageCount = submissions ? Math.max(1, Math.ceil(submissions.total / submissions.pageSize)) : 1;

  let table: ReactNode;
  if (submissions === null) table = <Alert variant="danger">{M.loadFailed}</Alert>;
  else if (submissions.items.length === 0) table = <EmptyState filtered={filtered} onClear={clearFilters} />;
  else
    table = (
      <SubmissionsTable
        rows={submissions.items}
        sort={{ sort: query.sort, order: query.order }}
        onSort={(sort) => setQuery({ ...sort, page: 1 })}
        statusBadge={statusBadge}
        viewerId={viewerId}
        onAction={(row, chosen) => setOpen({ dialog: { ...chosen, row }, show: true })}
        appealsHref={hrefFor({ view: 'appeals' })}
        busy={loading}
      />
    );

  return (
    <>
      <NoticeToast notice={notice} onClear={() => setNotice(null)} />
      <SummaryCards stats={stats} />
      <Tabs id="desk-sections" activeKey={query.view} onSelect={(key) => key && setQuery({ view: key as DashboardView })} className="mb-3" transition={false}>
        <Tab eventKey="submissions" title="Submissions">
          <section aria-labelledby="submissions-heading">
            <h2 id="submissions-heading" className="h4 mb-3">
              Submissions
            </h2>
            <SubmissionsFilters values={query} categories={categories} onChange={filter} />
            {submissions && <ResultsLine page={submissions} />}
            {table}
            {submissions && (
              <div className="mt-3">
                <Pagination label="Submissions pages" page={submissions.page} pageCount={pageCount} hrefFor={(page) => hrefFor({ page })} preventScrollReset />
              </div>
            )}
          </section>
        </Tab>
        <Tab
          eventKey="appeals"
          title={
            <>
              Appeals
              {stats && stats.openAppeals > 0 && (
                <span className="badge rounded-pill text-bg-light border ms-2">
                  {formatCount(stats.openAppeals)}
                  <span className="visually-hidden"> open</span>
                </span>
              )}
            </>
          }
        >
          <section aria-labelledby="appeals-heading">
            <AppealsSection
              appeals={appeals}
              showAll={query.appeals === 'all'}
              onShowAll={(all) => setQuery({ appeals: all ? 'all' : 'open' })}
              onDecide={(appeal) => setOpen({ dialog: { kind: 'appeal', appeal }, show: true })}
            />
          </section>
        </Tab>
        <Tab
          eventKey="applications"
          title={
            <>
              Applications
              {openApplications > 0 && (
                <span className="badge rounded-pill text-bg-light border ms-2">
                  {formatCount(openApplications)}
                  <span className="visually-hidden"> open</span>
                </span>
              )}
            </>
          }
        >
          <section aria-labelledby="applications-heading">
            <ApplicationsSection
              applications={applications}
              showAll={query.applications === 'all'}
              onShowAll={(all) => setQuery({ applications: all ? 'all' : 'open' })}
              onApprove={(application) => setOpen({ dialog: { kind: 'approveApplication', application }, show: true })}
              onDecline={(application) => setOpen({ dialog: { kind: 'declineApplication', application }, show: true })}
            />
          </section>
        </Tab>
      </Tabs>

      <section className="mt-5" aria-labelledby="counts-heading">
        <h2 id="counts-heading" className="h4 mb-3">
          Submissions by Status and Category
        </h2>
        {stats ? (
          <Row className="g-4">
            <Col lg={5}>
              <CountChart
                id="status-chart"
                title="Papers by status"
                labelHeader="Status"
                rows={stats.byStatus.map((entry) => ({ label: statusLabel(entry.status), count: entry.count }))}
              />
            </Col>
            <Col lg={7}>
              <CountChart
                id="category-chart"
                title="Papers by category"
                labelHeader="Category"
                rows={[...stats.byCategory].sort((a, b) => b.count - a.count).map((entry) => ({ label: entry.category, count: entry.count }))}
              />
            </Col>
          </Row>
        ) : (
          <Alert variant="danger">{COUNTS_FAILED}</Alert>
        )}
      </section>

      <Row className="g-4 mt-4">
        <Col lg={6}>
          <EditorGuidelinesCard />
        </Col>
        {aside && <Col lg={6}>{aside}</Col>}
      </Row>

      <DecisionModal
        row={rowOf('decision')}
        show={showing('decision')}
        initial={dialog?.kind === 'decision' ? dialog.decision : 'reject'}
        onClose={close}
        onExited={exited}
        onDone={done}
      />
      <AssignReviewersModal row={rowOf('assignReviewers')} show={showing('assignReviewers')} onClose={close} onExited={exited} onDone={done} />
      <HandlingEditorModal row={rowOf('handlingEditor')} show={showing('handlingEditor')} viewerId={viewerId} onClose={close} onExited={exited} onDone={done} />
      <PublishModal row={rowOf('publish')} show={showing('publish')} onClose={close} onExited={exited} onDone={done} />
      <ConfirmModal
        id="take-paper-modal"
        title="Take Paper"
        row={rowOf('takePaper')}
        show={showing('takePaper')}
        question={(row) => `Take "${row.title}"? You become its handling editor.`}
        note="The handling editor receives the paper’s mail and finds it under Mine."
        confirmLabel="Take paper"
        busyLabel="Saving..."
        intent={(row) => ({ intent: 'handlingEditor', paperId: row.id, editorId: viewerId })}
        onClose={close}
        onExited={exited}
        onDone={done}
      />
      <ConfirmModal
        id="reinvite-modal"
        title="Invite Previous Reviewers"
        row={rowOf('reinviteReviewers')}
        show={showing('reinviteReviewers')}
        question={(row) => `Invite the reviewers of round ${formatCount(row.round - 1)} to review the revised version of "${row.title}"?`}
        note="Each is invited by email to review the new version."
        confirmLabel="Invite reviewers"
        busyLabel="Inviting..."
        intent={(row) => ({ intent: 'reinviteReviewers', paperId: row.id })}
        onClose={close}
        onExited={exited}
        onDone={done}
      />
      <AppealModal appeal={dialog?.kind === 'appeal' ? dialog.appeal : null} show={showing('appeal')} onClose={close} onExited={exited} onDone={done} />
      <ApproveApplicationModal application={applicationOf('approveApplication')} show={showing('approveApplication')} onClose={close} onExited={exited} onDone={done} />
      <DeclineApplicationModal application={applicationOf('declineApplication')} show={showing('declineApplication')} onClose={close} onExited={exited} onDone={done} />
    </>
  );
}
