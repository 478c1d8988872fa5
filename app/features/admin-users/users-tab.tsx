import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ROLE_LABELS, ROLES, type Role } from '../../../contract/auth/roles';
import { formatLongDate } from '../../../contract/format/long-date';
import { USER_ADMIN_MESSAGES as M, type AdminUser, type UserListQuery, type UserPage, type UserSort } from '../../../contract/users/users.schema';
import type { Notice } from '../../components/feedback/notice-toast';
import { SortHeader } from '../../components/tables/sort-header';
import { useSession } from '../../lib/session';
import { DeleteUserModal } from './delete-user-modal';
import type { UserIntent, UserOutcome } from './user-actions';
import { UserFormModal } from './user-form-modal';
import { ListResults, ListSearch, ListSelect, listTableProps } from '../../components/admin-dashboard/admin-list';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';

export type UsersTabQuery = Pick<UserListQuery, 'q' | 'role' | 'sort' | 'order' | 'page'>;

interface UsersTabProps {
  page: UserPage | null;
  query: UsersTabQuery;
  setQuery(change: Partial<UsersTabQuery>): void;
  hrefFor(change: Partial<UsersTabQuery>): string;
  loading: boolean;
  onNotice(notice: Notice): void;
}

const NATURAL: Record<UserSort, 'asc' | 'desc'> = { name: 'asc', email: 'asc', role: 'asc', created: 'desc' };
/** The Order select (the column headers sort too, but phones show no header row). */
const ORDER_OPTIONS: { sort: UserSort; order: 'asc' | 'desc'; label: string }[] = [
  { sort: 'name', order: 'asc', label: 'Name (A–Z)' },
  { sort: 'name', order: 'desc', label: 'Name (Z–A)' },
  { sort: 'email', order: 'asc', label: 'Email (A–Z)' },
  { sort: 'email', order: 'desc', label: 'Email (Z–A)' },
  { sort: 'role', order: 'asc', label: 'Role' },
  { sort: 'created', order: 'desc', label: 'Newest first' },
  { sort: 'created', order: 'asc', label: 'Oldest first' },
];
const ROLE_BADGES: Record<Role, string> = { ADMIN: 'danger', EDITOR: 'primary', REVIEWER: 'info', AUTHOR: 'secondary' };

const noticeOf = (outcome: UserOutcome): Notice => ({ ok: outcome.ok, text: outcome.message, ...(outcome.detail ? { detail: outcome.detail } : {}) });

/**
 * The admin dashboard's Users tab (acting-side.md §2, §3 "User", §5 "Admin user form", §7, §8;
 * decision 0045): the accounts, paged, searched and sorted on the server; create, edit, delete
 * (confirmed, naming the papers that stay) and a password reset link.
 */
export function UsersTab({ page, query, setQuery, hrefFor, loading, onNotice }: UsersTabProps) {
  // The signed-in admin's own row offers no Delete (the server refuses it too).
  const viewerId = useSession().user?.id ?? null;
  const [editing, setEditing] = useState<AdminUser | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const actions = useTabAction<UserIntent, UserOutcome>((outcome) => {
    if (outcome.intent === 'deleteUser') setDeleting(null);
    onNotice(noticeOf(outcome));
  });
  const order = query.order ?? NATURAL[query.sort];
  const filtered = query.q !== undefined || query.role !== undefined;

  const sortBy = (sort: UserSort, next: 'asc' | 'desc') => setQuery({ sort, order: next === NATURAL[sort] ? undefined : next, page: 1 });

  return (
    <section aria-labelledby="users-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="users-heading" className="h4 mb-0">
          Users
        </h2>
        <Button variant="primary" onClick={() => setEditing(null)}>
          New User
        </Button>
      </div>
      <ListSearch id="users" label="Search users" placeholder="Name or email" q={query.q} onSearch={(q) => setQuery({ q, page: 1 })}>
        <ListSelect
          id="users-role"
          label="Role"
          value={query.role ?? ''}
          options={[{ value: '', label: 'All roles' }, ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))]}
          onChange={(role) => setQuery({ role: role || undefined, page: 1 })}
        />
        <ListSelect
          id="users-order"
          label="Order"
          md={4}
          value={`${query.sort}:${order}`}
          options={ORDER_OPTIONS.map((option) => ({ value: `${option.sort}:${option.order}`, label: option.label }))}
          onChange={(value) => {
            const [sort, next] = value.split(':') as [UserSort, 'asc' | 'desc'];
            sortBy(sort, next);
          }}
        />
      </ListSearch>

      <ListResults
        page={page}
        failed={M.loadFailed}
        noun="accounts"
        filtered={filtered}
        empty={{ none: 'No accounts match.', noMatch: 'No accounts match.', showAll: 'Show all accounts', onShowAll: () => setQuery({ q: undefined, role: undefined, page: 1 }) }}
        testIds={{ empty: 'no-users', count: 'users-count' }}
        pages={{ label: 'Users pages', hrefFor: (n) => hrefFor({ page: n }) }}
      >
        {(page) => (
          <Table {...listTableProps(loading)} data-testid="users-table">
            <caption className="visually-hidden">Accounts</caption>
            <thead>
              <tr>
                <SortHeader label="Name" sortKey="name" sort={query.sort} order={order} onSort={sortBy} />
                <SortHeader label="Email" sortKey="email" sort={query.sort} order={order} onSort={sortBy} />
                <SortHeader label="Role" sortKey="role" sort={query.sort} order={order} onSort={sortBy} />
                <th scope="col">Institution</th>
                <SortHeader label="Registered" sortKey="created" sort={query.sort} order={order} onSort={sortBy} natural="desc" />
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((user) => {
                const name = `${user.firstName} ${user.lastName}`;
                return (
                  <tr key={user.id} data-testid="user-row">
                    <td className="fw-semibold">
                      {name}
                      {user.id === viewerId && <span className="d-block small text-body-secondary fw-normal">You</span>}
                    </td>
                    <td data-label="Email" className="text-break">
                      {user.email}
                    </td>
                    <td data-label="Role">
                      <Badge bg={ROLE_BADGES[user.role]}>{ROLE_LABELS[user.role]}</Badge>
                    </td>
                    <td data-label="Institution" className={user.institution ? undefined : 'reflow-empty'}>
                      {user.institution}
                    </td>
                    <td data-label="Registered" className="text-nowrap">
                      {formatLongDate(user.createdAt)}
                    </td>
                    <td data-label="Actions">
                      <div className="d-flex flex-wrap gap-2">
                        <Button size="sm" variant="outline-primary" onClick={() => setEditing(user)} aria-label={`Edit ${name}`}>
                          Edit
                        </Button>
                        <Button size="sm" variant="outline-secondary" className="text-nowrap" disabled={actions.busy} onClick={() => void actions.send({ intent: 'sendResetLink', userId: user.id })} aria-label={`Send reset link to ${name}`}>
                          Send reset link
                        </Button>
                        {user.id !== viewerId && (
                          <Button size="sm" variant="outline-danger" disabled={actions.busy} onClick={() => setDeleting(user)} aria-label={`Delete ${name}`}>
                            Delete
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </ListResults>

      <UserFormModal
        user={editing}
        onCancel={() => setEditing(undefined)}
        onDone={(outcome) => {
          onNotice(noticeOf(outcome));
          if (outcome.ok) setEditing(undefined);
        }}
      />
      <DeleteUserModal user={deleting} busy={actions.busy} onCancel={() => setDeleting(null)} onConfirm={(user) => void actions.send({ intent: 'deleteUser', userId: user.id })} />
    </section>
  );
}
