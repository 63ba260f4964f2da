import { createColumnHelper, rowSortingFeature, tableFeatures, useTable, type SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Classkey } from '@healthdeck/contract/light';
import type { ClassRecord } from '@healthdeck/sdk';
import { Button, useMessages } from '@healthdeck/widgets';
import { adminMessages, type AdminMessages } from '../shared/messages.js';
import { classMessages } from './messages.js';
import { formatDate } from '../users/format.js';
import { PAGE_SIZE } from '../users/table-constants.js';
import { RECORD_LINKS } from './class-catalogue.js';
import { classNames } from './class-names.js';
import { listColumns, recordTitle, type FormField } from './class-fields.js';
import { useFieldLabel } from './field-labels.js';
import { useOptionLabel } from './option-labels.js';
import { SortableHead } from './sortable-head.js';
import { ScrollRegion } from '../shared/scroll-region.js';

// TanStack Table (a kept library rather than a hand-written table) over the server's page: the
// server sorts and pages (spec 001 §9 server table), so sorting is manual and there is no client
// row model beyond the rows answered.

const features = tableFeatures({ rowSortingFeature });
type Row = ClassRecord<Classkey>;
const helper = createColumnHelper<typeof features, Row>();

function cellText(field: FormField, value: unknown, t: AdminMessages, option: (name: string, value: string | number | boolean) => string): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field.kind === 'checkbox') return value === true ? t.yes : t.no;
  if (field.kind === 'date' || field.kind === 'datetime') return formatDate(String(value));
  if (field.kind === 'select' && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) return option(field.name, value);
  return String(value);
}

export interface ClassTableProps {
  classkey: Classkey;
  rows: Row[];
  /** Fields the server sorts by (ClassMeta.sort_fields plus created_at, updated_at). */
  sortable: readonly string[];
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  /** First load: skeleton rows (spec 001 §2 server table). */
  loading: boolean;
  busy: boolean;
  onDelete: (row: Row) => void;
}

export function ClassTable({ classkey, rows, sortable, sorting, onSortingChange, loading, busy, onDelete }: ClassTableProps) {
  const entry = useMessages(classNames)[classkey];
  const t = useMessages(classMessages);
  const common = useMessages(adminMessages);
  const label = useFieldLabel();
  const option = useOptionLabel();
  const columns = useMemo(
    () =>
      helper.columns([
        ...listColumns(classkey).map((field) =>
          helper.accessor((row: Row) => (row.data as Record<string, unknown>)[field.name], {
            id: field.name,
            header: label(field.name),
            enableSorting: sortable.includes(field.name),
            cell: (info) => cellText(field, info.getValue(), common, option),
          }),
        ),
        helper.accessor((row: Row) => row.created_at, {
          id: 'created_at',
          header: common.created,
          enableSorting: true,
          cell: (info) => formatDate(String(info.getValue())),
        }),
        helper.display({
          id: 'actions',
          header: common.actions,
          cell: ({ row }) => {
            const title = recordTitle(classkey, row.original);
            return (
              <div className="hd-row-actions">
                <Link to={`/admin/classes/${classkey}/${encodeURIComponent(row.original.id)}`} aria-label={t.editRecord(title)}>
                  {common.edit}
                </Link>
                {RECORD_LINKS[classkey]?.map((link) => (
                  <Link key={link.label} to={link.path(row.original.id)} aria-label={t.recordLinkLabel(t.recordLinks[link.label], title)}>
                    {t.recordLinks[link.label]}
                  </Link>
                ))}
                <Button type="button" variant="plain" color="red" aria-label={common.deleteLabel(title)} onClick={() => onDelete(row.original)}>
                  {common.delete}
                </Button>
              </div>
            );
          },
        }),
      ]),
    [classkey, sortable, onDelete, t, common, label, option],
  );

  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    manualSorting: true,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: (updater) => onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
  });

  const columnCount = columns.length;
  return (
    <ScrollRegion label={common.tableLabel(entry.label)}>
      <table className="hd-table" aria-busy={busy}>
        <caption className="hd-visually-hidden">{entry.label}</caption>
        <SortableHead groups={table.getHeaderGroups()} render={(header) => <table.FlexRender header={header} />} />
        <tbody>
          {loading ? (
            Array.from({ length: PAGE_SIZE }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder skeleton rows with no data behind them, never reordered
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <tr> is not focusable (no tabindex, nothing focusable inside); Biome counts the row role as interactive
              <tr key={i} className="hd-skeleton-row" aria-hidden="true">
                {Array.from({ length: columnCount }, (_, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder skeleton cells with no data behind them, never reordered
                  <td key={j}>
                    <span className="hd-skeleton" />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount}>{common.noResults}</td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} data-label={String(cell.column.columnDef.header ?? '')}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
