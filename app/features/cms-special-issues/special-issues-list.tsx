import '../../components/tables/reflow-table.css';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatLongDate } from '../../../contract/format/long-date';
import { ADMIN_SPECIAL_ISSUE_MESSAGES as M } from '../../../contract/special-issues/admin-special-issues.messages';
import { specialIssueBadgeVariant, specialIssueStatusLabel } from '../../../contract/special-issues/special-issues.messages';
import type { SpecialIssue } from '../../../contract/special-issues/special-issues.schema';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import type { AdminTabViewProps } from '../../components/admin-dashboard/admin-tab';
import type { SpecialIssueIntent, SpecialIssueOutcome } from './special-issue-actions';
import type { CmsSpecialIssuesData } from './special-issues-data';
import type { SpecialIssuesQuery } from './special-issues-query';
import { SpecialIssueDialog, type SpecialIssueSubmit } from './special-issue-dialog';

type IntentFields = { [K in keyof SpecialIssueIntent]?: string } & { intent: SpecialIssueIntent['intent'] };


function StatusBadge({ status }: { status: string }) {
  const variant = specialIssueBadgeVariant(status);
  return (
    <Badge bg={variant} text={variant === 'light' || variant === 'warning' || variant === 'info' ? 'dark' : undefined}>
      {specialIssueStatusLabel(status)}
    </Badge>
  );
}

/**
 * /admin/cms "Special issues" (issue 15; decision 0052): every special issue with its status badge
 * in the spec's words (reading-side.md §4) and its real submitted/max; add and edit in a dialog,
 * delete after a confirmation; each outcome a toast. What is saved shows on /special-issues and in
 * the submission form at once.
 */
export function SpecialIssuesList({ data, onNotice }: AdminTabViewProps<SpecialIssuesQuery, CmsSpecialIssuesData>) {
  const [editing, setEditing] = useState<{ issue: SpecialIssue | null } | null>(null);
  const [deleting, setDeleting] = useState<SpecialIssue | null>(null);
  const [failure, setFailure] = useState<SpecialIssueOutcome | null>(null);
  const save = useTabAction<IntentFields, SpecialIssueOutcome>((outcome) => {
    if (!outcome.ok) return setFailure(outcome);
    setEditing(null);
    onNotice({ ok: true, text: outcome.message });
  });
  const remove = useTabAction<IntentFields, SpecialIssueOutcome>((outcome) => {
    setDeleting(null);
    onNotice(outcome.ok ? { ok: true, text: outcome.message } : { ok: false, text: outcome.message, detail: outcome.detail });
  });
  const submit: SpecialIssueSubmit = {
    busy: save.busy,
    failure,
    send: (intent) => {
      setFailure(null);
      void save.send(intent);
    },
  };
  const open = (issue: SpecialIssue | null) => {
    setFailure(null);
    setEditing({ issue });
  };
  const list = data.specialIssues;

  return (
    <div data-testid="cms-special-issues">
      <div className="d-flex justify-content-end mb-3">
        <Button onClick={() => open(null)} data-testid="new-special-issue">
          New Special Issue
        </Button>
      </div>
      {list === null ? (
        <Alert variant="danger">{M.loadFailed}</Alert>
      ) : list.length === 0 ? (
        <p className="lead text-center border rounded py-5 px-3" data-testid="no-special-issues">
          {M.none}
        </p>
      ) : (
        <Table responsive hover className="reflow-table align-middle" data-testid="special-issues-table">
          <caption className="visually-hidden">Special issues, open calls first</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Deadline</th>
              <th scope="col">Guest editors</th>
              <th scope="col">Submitted</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((issue) => (
              <tr key={issue.id} data-testid="special-issue-row">
                <td className="fw-semibold">{issue.title}</td>
                <td data-label="Status">
                  <StatusBadge status={issue.status} />
                </td>
                <td data-label="Deadline" className="text-nowrap">
                  {formatLongDate(issue.deadline)}
                </td>
                <td data-label="Guest editors" className="small">
                  {issue.guestEditors.join('; ') || 'To be announced'}
                </td>
                <td data-label="Submitted" className="text-nowrap">
                  {issue.submissionCount}/{issue.maxArticles}
                </td>
                <td data-label="Actions">
                  <div className="d-flex gap-2">
                    <Button size="sm" variant="outline-primary" onClick={() => open(issue)} aria-label={`Edit ${issue.title}`}>
                      Edit
                    </Button>
                    <Button size="sm" variant="outline-danger" onClick={() => setDeleting(issue)} aria-label={`Delete ${issue.title}`}>
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <SpecialIssueDialog issue={editing?.issue ?? null} show={editing !== null} submit={submit} onClose={() => setEditing(null)} />
      <ConfirmDialog
        id="delete-special-issue-dialog"
        show={deleting !== null}
        title="Delete Special Issue"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.busy}
        onConfirm={() => deleting && void remove.send({ intent: 'deleteSpecialIssue', specialIssueId: String(deleting.id) })}
        onCancel={() => setDeleting(null)}
      >
        <p className="mb-0">{deleting ? M.confirmDelete(deleting.title) : ''}</p>
      </ConfirmDialog>
    </div>
  );
}
