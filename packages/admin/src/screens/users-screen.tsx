import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ERROR_MESSAGES, type RoleName, type RouteQuery } from '@healthdeck/contract';
import { HealthDeckError, adminUsersQuery } from '@healthdeck/sdk';
import { Input, Pagination, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';
import { formatDate } from '../users/format.js';
import { Link } from 'react-router';
import { LoginAsUserButton } from '../users/login-as-user.js';
import { pageCount } from '../users/paging.js';
import { roleLabel, usersMessages } from '../users/messages.js';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../users/table-constants.js';
import { LoadState } from '../shared/load-state.js';
import { adminMessages } from '../shared/messages.js';
import { ScrollRegion } from '../shared/scroll-region.js';

type RoleFilter = RoleName | 'all';

/** The server's message as sent; anything else the contract's Unexpected. */
const describeFailure = (error: unknown) => (error instanceof HealthDeckError ? error.message : ERROR_MESSAGES.Unexpected);

/**
 * /admin (default admin item, spec 000 §2): the users table, a server table (spec 001 §2): debounced
 * search, role filter, paging with First Page / Previous / Next / Last Page and 'Page X of Y'.
 */
export function UsersScreen() {
  const sdk = useHealthDeck();
  const roleId = useId();
  const t = useMessages(usersMessages);
  const common = useMessages(adminMessages);
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
  const users = useQuery({ ...adminUsersQuery(sdk, query), placeholderData: keepPreviousData, retry: false });

  const total = users.data?.total_count ?? 0;
  const pages = pageCount(total, PAGE_SIZE);
  // Rows can disappear between pages (users removed): never stay past the last page.
  if (users.data && !users.isPlaceholderData && page > pages) setPage(pages);
  const busy = users.isFetching;
  const rows = users.data?.users ?? [];

  return (
    <div className="hd-page">
      <h1>{t.title}</h1>
      <search className="hd-table-toolbar">
        <Input label={t.search} name="search" type="search" placeholder={t.searchPlaceholder} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        <div className="hd-select">
          <label htmlFor={roleId}>{t.role}</label>
          <select id={roleId} name="role" value={role} onChange={(e) => setRole(e.currentTarget.value as RoleFilter)}>
            <option value="all">{t.allRoles}</option>
            <option value="admin">{t.roleNames.admin}</option>
            <option value="member">{t.roleNames.member}</option>
          </select>
        </div>
      </search>

      {users.isError ? <LoadState error={users.error} loading={t.loading} describe={describeFailure} onRetry={() => void users.refetch()} /> : null}

      {/* At 375 px the six columns scroll in their own region, not the page. */}
      <ScrollRegion label={common.tableLabel(t.title)}>
        <table className="hd-table" aria-busy={busy} aria-describedby="users-page-label">
          <caption className="hd-visually-hidden">{t.title}</caption>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.email}</th>
              <th scope="col">{t.roles}</th>
              <th scope="col">{t.verified}</th>
              <th scope="col">{t.organizations}</th>
              <th scope="col">{common.created}</th>
              <th scope="col">
                <span className="hd-visually-hidden">{common.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.isPending ? (
              <tr>
                <td colSpan={7}>
                  <LoadState error={null} loading={t.loading} onRetry={() => void users.refetch()} />
                </td>
              </tr>
            ) : rows.length === 0 && !users.isError ? (
              <tr>
                <td colSpan={7}>{common.noResults}</td>
              </tr>
            ) : (
              rows.map((user) => (
                <tr key={user.id}>
                  <td>{user.name ?? t.noName}</td>
                  <td>{user.email}</td>
                  <td>{user.roles.map((r) => roleLabel(t.roleNames, r)).join(', ')}</td>
                  <td>{user.verified ? common.yes : common.no}</td>
                  <td>{user.organizations.map((o) => o.name).join(', ')}</td>
                  <td>{formatDate(user.created_at)}</td>
                  <td>
                    <div className="hd-row-actions">
                      <Link to={`/admin/users/${user.id}`} aria-label={t.openMemberLabel(user.email)}>
                        {t.openMember}
                      </Link>
                      <Link to={`/admin/links/user/${user.id}`} aria-label={common.linksOf(user.email)}>
                        {common.links}
                      </Link>
                      {user.roles.includes('admin') ? null : <LoginAsUserButton userId={user.id} email={user.email} />}
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>

      <Pagination page={page} pages={pages} onPage={setPage} total={t.total(total)} labelId="users-page-label" />
    </div>
  );
}
