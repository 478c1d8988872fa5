import '../../components/tables/reflow-table.css';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { ROLE_LABELS, ROLES, type Role } from '../../../contract/auth/roles';
import { formatLongDate } from '../../../contract/format/long-date';
import { USER_ADMIN_MESSAGES as M, type AdminUser, type UserListQuery, type UserPage, type UserSort } from '../../../contract/users/users.schema';
import type { Notice } from '../../components/feedback/notice-toast';
import { Pagination } from '../../components/layout/pagination';
import { SortHeader } from '../../components/tables/sort-header';
import { formatCount } from '../../lib/format';
import { useSession } from '../../lib/session';
import { DeleteUserModal } from './delete-user-modal';
import type { UserIntent, UserOutcome } from './user-actions';
import { UserFormModal } from './user-form-modal';
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
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const first = page ? (page.page - 1) * page.pageSize + 1 : 0;

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setQuery({ q: q || undefined, page: 1 });
  }
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
      <Form role="search" onSubmit={search} className="mb-3" aria-label="Search users">
        <Row className="g-2 align-items-end">
          <Col md={5}>
            <Form.Label htmlFor="users-search">Search</Form.Label>
            <div className="d-flex gap-2">
              <Form.Control id="users-search" name="q" type="search" defaultValue={query.q ?? ''} key={query.q ?? ''} placeholder="Name or email" />
              <Button type="submit" variant="outline-primary">
                Search
              </Button>
            </div>
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="users-role">Role</Form.Label>
            <Form.Select id="users-role" value={query.role ?? ''} onChange={(event) => setQuery({ role: (event.target.value || undefined) as Role | undefined, page: 1 })}>
              <option value="">All roles</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} md={4}>
            <Form.Label htmlFor="users-order">Order</Form.Label>
            <Form.Select
              id="users-order"
              value={`${query.sort}:${order}`}
              onChange={(event) => {
                const [sort, next] = event.target.value.split(':') as [UserSort, 'asc' | 'desc'];
                sortBy(sort, next);
              }}
            >
              {ORDER_OPTIONS.map((option) => (
                <option key={`${option.sort}:${option.order}`} value={`${option.sort}:${option.order}`}>
                  {option.label}
                </option>
              ))}
            </Form.Select>
          </Col>
        </Row>
      </Form>

      {page === null ? (
        <Alert variant="danger">{M.loadFailed}</Alert>
      ) : page.items.length === 0 ? (
        <div className="text-center border rounded py-5 px-3" data-testid="no-users">
          <p className="lead mb-3">No accounts match.</p>
          {filtered && (
            <Button variant="outline-secondary" onClick={() => setQuery({ q: undefined, role: undefined, page: 1 })}>
              Show all accounts
            </Button>
          )}
        </div>
      ) : (
        <>
          <p className="text-body-secondary mb-2" role="status" data-testid="users-count">
            Showing {formatCount(first)}–{formatCount(first + page.items.length - 1)} of {formatCount(page.total)} accounts.
          </p>
          <Table responsive hover className="reflow-table align-middle" aria-busy={loading || undefined} style={loading ? { opacity: 0.6 } : undefined} data-testid="users-table">
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
          <Pagination label="Users pages" page={page.page} pageCount={pageCount} hrefFor={(n) => hrefFor({ page: n })} preventScrollReset />
        </>
      )}

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
