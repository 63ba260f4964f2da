import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { createColumnHelper, rowSortingFeature, tableFeatures, useTable, type RowData, type SortingState } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { Input, Pagination, useMessages } from '@healthdeck/widgets';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';
import { LoadState } from '../shared/load-state.js';
import { adminMessages } from '../shared/messages.js';
import { pageCount } from '../users/paging.js';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../users/table-constants.js';
import { serverTableMessages } from './messages.js';
import { SortableHead } from '../classes/sortable-head.js';
import { ScrollRegion } from '../shared/scroll-region.js';

// spec 001 §2 Server table (admin): debounced search, sortable columns mapped to the server's sort
// fields (spec 001 §7), paging 10 a page (§9), a skeleton while loading, an upload button (csv or
// json only) with a template download. TanStack Table with manual sorting: the server sorts and pages.

const features = tableFeatures({ rowSortingFeature });

export interface ServerColumn<Row, Sort extends string> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's sort field for this column (spec 001 §7), if it sorts. */
  sort?: Sort;
}

export interface ServerQuery<Sort extends string> {
  page: number;
  take: number;
  search?: string;
  sort?: Sort;
  direction: 'asc' | 'desc';
}

export interface ServerTableProps<Row extends RowData, Sort extends string> {
  /** Plural, as the caption ('Kits'). */
  label: string;
  /** Lower case, in sentences ('kits'). */
  what: string;
  columns: readonly ServerColumn<Row, Sort>[];
  query: (q: ServerQuery<Sort>) => { queryKey: QueryKey; queryFn: (context: { signal?: AbortSignal }) => Promise<{ rows: Row[]; total: number }> };
  rowId: (row: Row) => string;
  /** Shown beside the search (the upload and template buttons). */
  tools?: ReactNode;
}

export function ServerTable<Row extends RowData, Sort extends string>({ label, what, columns, query, rowId, tools }: ServerTableProps<Row, Sort>) {
  const M = useMessages(serverTableMessages);
  const common = useMessages(adminMessages);
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<SortingState>([]);
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  // A new search or sort starts again at page 1 (adjusting state while rendering).
  const resetKey = JSON.stringify([settled, sorting]);
  const [lastResetKey, setLastResetKey] = useState(resetKey);
  if (resetKey !== lastResetKey) {
    setLastResetKey(resetKey);
    setPage(1);
  }

  const sort = sorting[0];
  const sortField = columns.find((c) => c.id === sort?.id)?.sort;
  const options = query({ page, take: PAGE_SIZE, ...(settled ? { search: settled } : {}), ...(sortField ? { sort: sortField } : {}), direction: sort?.desc ? 'desc' : 'asc' });
  const result = useQuery({ ...options, placeholderData: keepPreviousData, retry: false });
  const rows = result.data?.rows ?? [];
  const total = result.data?.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE);
  if (result.data && !result.isPlaceholderData && page > pages) setPage(pages);

  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>();
    return helper.columns(
      columns.map((c) =>
        // An accessor column (TanStack sorts only those); the server sorts, so the value is never read.
        helper.accessor((row: Row) => rowId(row), {
          id: c.id,
          header: c.header,
          enableSorting: c.sort !== undefined,
          // Ascending first, whatever the rows hold (or none).
          sortDescFirst: false,
          cell: ({ row }) => c.cell(row.original),
        }),
      ),
    );
  }, [columns, rowId]);
  const table = useTable({
    features,
    columns: tableColumns,
    data: rows,
    getRowId: rowId,
    manualSorting: true,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: (updater) => setSorting((current) => (typeof updater === 'function' ? updater(current) : updater)),
  });

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not a landmark in the browsers the build still targets (Safari 16); role="search" on a div works everywhere */}
      <div className="hd-table-toolbar" role="search" aria-label={M.search(what)}>
        <Input label={M.search(what)} name="search" type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        {tools}
      </div>
      {result.isError || result.isPending ? <LoadState quiet error={result.error} loading={M.loading(what)} onRetry={() => void result.refetch()} /> : null}
      <ScrollRegion label={common.tableLabel(label)}>
        <table className="hd-table" aria-busy={result.isFetching}>
          <caption className="hd-visually-hidden">{label}</caption>
          <SortableHead groups={table.getHeaderGroups()} render={(header) => <table.FlexRender header={header} />} />
          <tbody>
            {result.isPending ? (
              Array.from({ length: PAGE_SIZE }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder skeleton rows with no data behind them, never reordered
                // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <tr> is not focusable (no tabindex, nothing focusable inside)
                <tr key={i} className="hd-skeleton-row" aria-hidden="true">
                  {columns.map((c) => (
                    <td key={c.id}>
                      <span className="hd-skeleton" />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>{common.noResults}</td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
      <Pagination page={page} pages={pages} onPage={setPage} total={M.total(total)} />
    </>
  );
}
