import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { BOARD_MESSAGES as M, BOARD_ROLE_LABELS, BOARD_ROLES, BOARD_SORTS, type BoardSort } from '../../../contract/editorial/admin-board.messages';
import type { AdminBoardMember, AdminBoardPage, BoardQuery } from '../../../contract/editorial/admin-board.schema';
import { ListResults, ListSearch, ListSelect, listTableProps } from '../../components/admin-dashboard/admin-list';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import type { Notice } from '../../components/feedback/notice-toast';
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
      <ListSearch id="board" label="Search editorial board members" placeholder="Name, email, affiliation or title" q={query.q} onSearch={(q) => setQuery({ q, page: 1 })}>
        <ListSelect
          id="board-role"
          label="Role"
          value={query.role}
          options={[{ value: 'all', label: 'All roles' }, ...BOARD_ROLES.map((role) => ({ value: role, label: BOARD_ROLE_LABELS[role] }))]}
          onChange={(role) => setQuery({ role, page: 1 })}
        />
        <ListSelect id="board-sort" label="Order" md={4} value={query.sort} options={BOARD_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))} onChange={(sort) => setQuery({ sort, page: 1 })} />
      </ListSearch>

      <ListResults
        page={page}
        failed={LOAD_FAILED}
        noun="members"
        filtered={filtered}
        empty={{ none: 'No member has been added yet.', noMatch: M.noMembers, showAll: 'Show all members', onShowAll: () => setQuery({ q: undefined, role: 'all', page: 1 }) }}
        testIds={{ empty: 'no-members', count: 'members-count' }}
        pages={{ label: 'Editorial board pages', hrefFor: (n) => hrefFor({ page: n }) }}
      >
        {(page) => (
          <Table {...listTableProps(loading)} data-testid="members-table">
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
        )}
      </ListResults>

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
