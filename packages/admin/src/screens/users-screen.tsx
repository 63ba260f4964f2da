import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ERROR_MESSAGES, type RoleName, type RouteQuery } from '@healthdeck/contract';
import { HealthDeckError } from '@healthdeck/sdk';
import { Button, Input, useHealthDeck } from '@healthdeck/widgets';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';
import { formatDate } from '../users/format.js';
import { Link } from 'react-router';
import { LoginAsUserButton } from '../users/login-as-user.js';
import { MEMBER_MESSAGES } from '../member/messages.js';
import { pageCount, pageLabel } from '../users/paging.js';
import { NO_RESULTS, PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../users/table-constants.js';

type RoleFilter = RoleName | 'all';

/**
 * /admin (default admin item, spec 000 §2): the users table, a server table (spec 001 §2): debounced
 * search, role filter, paging with First Page / Previous / Next / Last Page and 'Page X of Y'.
 */
export function UsersScreen() {
  const sdk = useHealthDeck();
  const roleId = useId();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  // A new search or filter starts again at page 1 (adjusting state while rendering, no extra fetch).
  const filterKey = `${settledSearch}\u0000${role}`;
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (filterKey !== lastFilterKey) {
    setLastFilterKey(filterKey);
    setPage(1);
  }

  const query: RouteQuery<'adminUsers'> = {
    page,
    take: PAGE_SIZE,
    ...(settledSearch ? { search: settledSearch } : {}),
    ...(role !== 'all' ? { role } : {}),
  };
  // No silent retries: a failure shows at once with a 'Try again' button.
  const users = useQuery({ ...sdk.queries.admin.users(query), placeholderData: keepPreviousData, retry: false });

  const total = users.data?.total_count ?? 0;
  const pages = pageCount(total, PAGE_SIZE);
  // Rows can disappear between pages (users removed): never stay past the last page.
  if (users.data && !users.isPlaceholderData && page > pages) setPage(pages);
  const busy = users.isFetching;
  const rows = users.data?.users ?? [];

  return (
    <div className="hd-page">
      <h1>Users</h1>
      <search className="hd-table-toolbar">
        <Input label="Search users" name="search" type="search" placeholder="Email" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        <div className="hd-select">
          <label htmlFor={roleId}>Role</label>
          <select id={roleId} name="role" value={role} onChange={(e) => setRole(e.currentTarget.value as RoleFilter)}>
            <option value="all">All roles</option>
            <option value="admin">Admin</option>
            <option value="member">Member</option>
          </select>
        </div>
      </search>

      {users.isError ? (
        <div className="hd-table-error" role="alert">
          <p>{users.error instanceof HealthDeckError ? users.error.message : ERROR_MESSAGES.Unexpected}</p>
          <Button type="button" onClick={() => void users.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}

      <table className="hd-table" aria-busy={busy} aria-describedby="users-page-label">
        <caption className="hd-visually-hidden">Users</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Roles</th>
            <th scope="col">Verified</th>
            <th scope="col">Organizations</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span className="hd-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.isPending ? (
            <tr>
              <td colSpan={6} role="status">
                <span className="hd-spinner" aria-hidden="true" /> Loading Users
              </td>
            </tr>
          ) : rows.length === 0 && !users.isError ? (
            <tr>
              <td colSpan={6}>{NO_RESULTS}</td>
            </tr>
          ) : (
            rows.map((user) => (
              <tr key={user.id}>
                <td>{user.email}</td>
                <td>{user.roles.join(', ')}</td>
                <td>{user.verified ? 'Yes' : 'No'}</td>
                <td>{user.organizations.map((o) => o.name).join(', ')}</td>
                <td>{formatDate(user.created_at)}</td>
                <td>
                  <div className="hd-row-actions">
                    <Link to={`/admin/users/${user.id}`} aria-label={MEMBER_MESSAGES.openLabel(user.email)}>
                      {MEMBER_MESSAGES.open}
                    </Link>
                    <Link to={`/admin/links/user/${user.id}`} aria-label={`Links of ${user.email}`}>
                      Links
                    </Link>
                    {user.roles.includes('admin') ? null : <LoginAsUserButton userId={user.id} email={user.email} />}
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>

      <nav className="hd-pagination" aria-label="Pagination">
        <Button type="button" variant="outlined" disabled={page <= 1} onClick={() => setPage(1)}>
          First Page
        </Button>
        <Button type="button" variant="outlined" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span id="users-page-label" aria-live="polite">
          {pageLabel(page, pages)}
        </span>
        <Button type="button" variant="outlined" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
        <Button type="button" variant="outlined" disabled={page >= pages} onClick={() => setPage(pages)}>
          Last Page
        </Button>
        <span className="hd-pagination__total">{total === 1 ? '1 user' : `${total} users`}</span>
      </nav>
    </div>
  );
}
