import '../../components/tables/reflow-table.css';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { BOARD_MESSAGES as M, BOARD_ROLE_LABELS, BOARD_ROLES, BOARD_SORTS, type BoardSort } from '../../../contract/editorial/admin-board.messages';
import type { AdminBoardMember, AdminBoardPage, BoardQuery } from '../../../contract/editorial/admin-board.schema';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import type { Notice } from '../../components/feedback/notice-toast';
import { Pagination } from '../../components/layout/pagination';
import { formatCount } from '../../lib/format';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import type { BoardOutcome } from './board-actions';
import { MemberDialog } from './member-dialog';

/** 'Failed to load data. Please try again.' (acting-side.md §8, the admin dashboard's load failure). */
const LOAD_FAILED = 'Failed to load data. Please try again.';

const SORT_LABELS: Record<BoardSort, string> = {
  order: 'By display order',
  name: 'By name',
  role: 'By role',
  newest: 'Newest first',
};

interface BoardListProps {
  page: AdminBoardPage | null;
  query: BoardQuery;
  setQuery(change: Partial<BoardQuery>): void;
  hrefFor(change: Partial<BoardQuery>): string;
  loading: boolean;
  onNotice(notice: Notice): void;
}

/**
 * The Editorial Board tab of /admin-dashboard (acting-side.md §2, §3 "Editorial board member", §8;
 * decision 0046): members paged, searched and sorted on the server; add and edit in a dialog,
 * remove after a confirmation; the public editorial pages show each change at once.
 */
export function BoardList({ page, query, setQuery, hrefFor, loading, onNotice }: BoardListProps) {
  const [editing, setEditing] = useState<{ member: AdminBoardMember | null } | null>(null);
  const [removing, setRemoving] = useState<AdminBoardMember | null>(null);
  const remove = useTabAction<{ intent: string } & Record<string, string>, BoardOutcome>((outcome) => {
    setRemoving(null);
    onNotice(outcome.ok ? { ok: true, text: outcome.message } : { ok: false, text: outcome.message, detail: outcome.detail });
  });
  const filtered = query.q !== undefined || query.role !== 'all';
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setQuery({ q: q || undefined, page: 1 });
  }
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const first = page ? (page.page - 1) * page.pageSize + 1 : 0;

  return (
    <section aria-labelledby="board-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="board-heading" className="h4 mb-0">
          Editorial Board
        </h2>
        <Button onClick={() => setEditing({ member: null })} data-testid="add-member">
          Add Member
        </Button>
      </div>
      <Form role="search" onSubmit={search} className="mb-3" aria-label="Search editorial board members">
        <Row className="g-2 align-items-end">
          <Col md={5}>
            <Form.Label htmlFor="board-search">Search</Form.Label>
            <div className="d-flex gap-2">
              <Form.Control id="board-search" name="q" type="search" defaultValue={query.q ?? ''} key={query.q ?? ''} placeholder="Name, email, affiliation or title" />
              <Button type="submit" variant="outline-primary">
                Search
              </Button>
            </div>
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="board-role">Role</Form.Label>
            <Form.Select id="board-role" value={query.role} onChange={(event) => setQuery({ role: event.target.value as BoardQuery['role'], page: 1 })}>
              <option value="all">All roles</option>
              {BOARD_ROLES.map((role) => (
                <option key={role} value={role}>
                  {BOARD_ROLE_LABELS[role]}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} md={4}>
            <Form.Label htmlFor="board-sort">Order</Form.Label>
            <Form.Select id="board-sort" value={query.sort} onChange={(event) => setQuery({ sort: event.target.value as BoardSort, page: 1 })}>
              {BOARD_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </Form.Select>
          </Col>
        </Row>
      </Form>

      {page === null ? (
        <Alert variant="danger">{LOAD_FAILED}</Alert>
      ) : page.items.length === 0 ? (
        <div className="text-center border rounded py-5 px-3" data-testid="no-members">
          {filtered ? (
            <>
              <p className="lead mb-3">{M.noMembers}</p>
              <Button variant="outline-secondary" onClick={() => setQuery({ q: undefined, role: 'all', page: 1 })}>
                Show all members
              </Button>
            </>
          ) : (
            <p className="lead mb-0">No member has been added yet.</p>
          )}
        </div>
      ) : (
        <>
          <p className="text-body-secondary mb-2" role="status" data-testid="members-count">
            Showing {formatCount(first)}–{formatCount(first + page.items.length - 1)} of {formatCount(page.total)} members.
          </p>
          <Table responsive hover className="reflow-table align-middle" aria-busy={loading || undefined} style={loading ? { opacity: 0.6 } : undefined} data-testid="members-table">
            <caption className="visually-hidden">Editorial board members, {SORT_LABELS[query.sort].toLowerCase()}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Photo</th>
                <th scope="col">Role</th>
                <th scope="col">Affiliation</th>
                <th scope="col">Email</th>
                <th scope="col">Order</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((member) => (
                <tr key={member.id} data-testid="member-row">
                  <td className="fw-semibold">
                    {member.name}
                    <span className="d-block small text-body-secondary fw-normal">{member.title}</span>
                  </td>
                  <td data-label="Photo" className={member.photo ? undefined : 'reflow-empty'}>
                    {member.photo && <img src={member.photo.url} width={member.photo.width} height={member.photo.height} alt={`Photo of ${member.name}`} loading="lazy" style={{ width: 40, height: 'auto' }} className="rounded" />}
                  </td>
                  <td data-label="Role">
                    {BOARD_ROLE_LABELS[member.role]}
                    {member.position !== BOARD_ROLE_LABELS[member.role] && <span className="d-block small text-body-secondary">{member.position}</span>}
                  </td>
                  <td data-label="Affiliation">{member.affiliation}</td>
                  <td data-label="Email" className="text-break">
                    {member.email}
                  </td>
                  <td data-label="Order">{member.displayOrder}</td>
                  <td data-label="Actions">
                    <div className="d-flex gap-2">
                      <Button size="sm" variant="outline-primary" onClick={() => setEditing({ member })} aria-label={`Edit ${member.name}`}>
                        Edit
                      </Button>
                      <Button size="sm" variant="outline-danger" onClick={() => setRemoving(member)} aria-label={`Remove ${member.name}`}>
                        Remove
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination label="Editorial board pages" page={page.page} pageCount={pageCount} hrefFor={(n) => hrefFor({ page: n })} preventScrollReset />
        </>
      )}

      <MemberDialog
        member={editing?.member ?? null}
        show={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={(outcome) => {
          setEditing(null);
          onNotice({ ok: true, text: outcome.message });
        }}
      />
      <ConfirmDialog
        id="remove-member-dialog"
        show={removing !== null}
        title="Remove Member"
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove.send({ intent: 'removeMember', memberId: String(removing.id) })}
      >
        {removing && <p className="mb-0">{M.confirmRemove(removing.name)}</p>}
      </ConfirmDialog>
    </section>
  );
}
