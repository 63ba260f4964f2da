import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { flexRender, getCoreRowModel, getFilteredRowModel, getPaginationRowModel, getSortedRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { Pagination } from '../pagination/pagination';
import { useMessages } from '../../i18n/language';
import { clientTableMessages } from './messages';
import { useOverflowsSideways } from '../use-overflows-sideways';

/** spec 001 §9 Tables: a client table without pagination shows 100 rows. */
export const CLIENT_TABLE_UNPAGED_ROWS = 100;
/** Rows per page when paginated (spec 001 §9 gives the server table's 10; we use it here too). */
export const CLIENT_TABLE_PAGE_SIZE = 10;
/** Keyboard resize step in pixels. */
const RESIZE_STEP = 16;

export type { ColumnDef, SortingState };

export interface ClientTableProps<T> {
  /** The rows; undefined while loading. */
  data: readonly T[] | undefined;
  columns: ColumnDef<T, unknown>[];
  /** The table's accessible name. */
  label: string;
  /** Shown while `loading` (spec 001 §2: 'Loading Test Results' in the testing center). */
  loadingText: string;
  loading?: boolean;
  /** spec 001 §2: with pagination (default), First Page / Previous / Next / Last Page and 'Page X of Y'; without, the first 100 rows. */
  pagination?: boolean;
  pageSize?: number;
  getRowId?: (row: T, index: number) => string;
  /** Marks a row as selected (aria-selected and a class). */
  isSelected?: (row: T) => boolean;
}

/**
 * spec 001 §2 "Client table": a search box, sortable and resizable columns, pagination (the shared
 * Pagination: 'First Page', 'Previous', 'Next', 'Last Page' and 'Page X of Y'), 'No Results Found.'
 * when empty and a loading text. Headless logic from TanStack Table; columns resize with the mouse
 * (drag the header's edge) or the keyboard (arrow keys on the focused handle).
 */
export function ClientTable<T>({
  data,
  columns,
  label,
  loadingText,
  loading = data === undefined,
  pagination = true,
  pageSize = CLIENT_TABLE_PAGE_SIZE,
  getRowId,
  isSelected,
}: ClientTableProps<T>) {
  const t = useMessages(clientTableMessages);
  const searchId = useId();
  const scroll = useOverflowsSideways();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [paging, setPaging] = useState({ pageIndex: 0, pageSize: pagination ? pageSize : CLIENT_TABLE_UNPAGED_ROWS });
  const rows = useMemo(() => (data ? [...data] : []), [data]);

  const table = useReactTable<T>({
    data: rows,
    columns,
    state: { sorting, globalFilter, pagination: paging },
    onSortingChange: setSorting,
    onGlobalFilterChange: (value: string) => {
      setGlobalFilter(value);
      setPaging((p) => ({ ...p, pageIndex: 0 }));
    },
    onPaginationChange: setPaging,
    globalFilterFn: 'includesString',
    columnResizeMode: 'onChange',
    enableColumnResizing: true,
    autoResetPageIndex: false,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const visible = table.getRowModel().rows;
  const pageCount = Math.max(1, table.getPageCount());
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <div className="hd-client-table" part="table-wrapper">
      <div className="hd-client-table__toolbar">
        <div className="hd-client-table__search">
          <label className="hd-visually-hidden" htmlFor={searchId}>
            {t.search}
          </label>
          <input
            id={searchId}
            type="search"
            className="hd-client-table__search-input"
            part="search"
            placeholder={t.search}
            value={globalFilter}
            onChange={(event) => table.setGlobalFilter(event.target.value)}
          />
        </div>
      </div>
      {scroll.overflows ? (
        <p className="hd-client-table__scroll-hint" part="scroll-hint">
          {t.scrollHint} <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div ref={scroll.ref} className="hd-client-table__scroll">
        <table className="hd-client-table__table" part="table" aria-label={label} aria-busy={loading || undefined} style={{ width: table.getTotalSize() }}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title = typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : header.column.id;
                  const resize = (event: KeyboardEvent<HTMLDivElement>) => {
                    const delta = event.key === 'ArrowRight' ? RESIZE_STEP : event.key === 'ArrowLeft' ? -RESIZE_STEP : 0;
                    if (!delta) return;
                    event.preventDefault();
                    const min = header.column.columnDef.minSize ?? 40;
                    table.setColumnSizing((sizes) => ({ ...sizes, [header.column.id]: Math.max(min, header.getSize() + delta) }));
                  };
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      style={{ width: header.getSize() }}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      className="hd-client-table__th"
                    >
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
                        <button type="button" className="hd-client-table__sort" onClick={header.column.getToggleSortingHandler()}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span className="hd-client-table__sort-icon" aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                      {header.column.getCanResize() ? (
                        // biome-ignore lint/a11y/useSemanticElements: a focusable separator that resizes its column is the WAI-ARIA window splitter; <hr> is a static thematic break, not a control with a value
                        <div
                          role="separator"
                          aria-orientation="vertical"
                          aria-label={t.resize(title)}
                          aria-valuenow={header.getSize()}
                          tabIndex={0}
                          className={`hd-client-table__resizer${header.column.getIsResizing() ? ' hd-client-table__resizer--active' : ''}`}
                          onMouseDown={header.getResizeHandler()}
                          onTouchStart={header.getResizeHandler()}
                          onDoubleClick={() => header.column.resetSize()}
                          onKeyDown={resize}
                        />
                      ) : null}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={columnCount} className="hd-client-table__message" role="status">
                  {loadingText}
                </td>
              </tr>
            ) : visible.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="hd-client-table__message">
                  {t.empty}
                </td>
              </tr>
            ) : (
              visible.map((row) => {
                const selected = isSelected?.(row.original) ?? false;
                return (
                  <tr key={row.id} className={selected ? 'hd-client-table__row hd-client-table__row--selected' : 'hd-client-table__row'} aria-selected={isSelected ? selected : undefined}>
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} style={{ width: cell.column.getSize() }}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {pagination ? <Pagination page={Math.min(paging.pageIndex + 1, pageCount)} pages={pageCount} onPage={(page) => table.setPageIndex(page - 1)} /> : null}
    </div>
  );
}
