import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, createSortedRowModel, rowSortingFeature, sortFn_alphanumeric, sortFn_basic, tableFeatures, useTable, type SortingState } from '@tanstack/react-table';
import { createContext, useContext, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LINK_PAIRS, linkEnds, type LinkedItem, type LinkPairDef, type LinkPairName } from '@healthdeck/contract/light';
import { Button, useMessages } from '@healthdeck/widgets';
import { SortableHead } from '../classes/sortable-head.js';
import { formatDate } from '../users/format.js';
import { LoadState } from '../shared/load-state.js';
import { adminMessages } from '../shared/messages.js';
import { Outcome } from '../shared/outcome.js';
import { LinkAddForm } from './link-add-form.js';
import { linksPath } from './link-ends.js';
import { linkFailure, useLinks } from './use-links.js';
import { linksMessages } from './messages.js';
import { ScrollRegion } from '../shared/scroll-region.js';

// One link pair of spec 000 §3.3 seen from one of its records: the linked records in a TanStack
// table (sorted in the browser: the list is the record's whole set of links), each removable, with
// the pair's extras (a campaign's is_active switch, a health action's priority); and the add form.

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel(), sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic } });
const helper = createColumnHelper<typeof features, LinkedItem>();

interface RowActions {
  /** The id of the linked record being changed, if any (every row waits meanwhile). */
  busy: string | null;
  remove: (item: LinkedItem) => void;
  toggle: (item: LinkedItem, active: boolean) => void;
  savePriority: (item: LinkedItem, raw: string) => void;
}
const RowActionsContext = createContext<RowActions | null>(null);
function useRowActions(): RowActions {
  const actions = useContext(RowActionsContext);
  if (!actions) throw new Error('A link row outside its section');
  return actions;
}

function ActiveCell({ item }: { item: LinkedItem }) {
  const M = useMessages(linksMessages);
  const { busy, toggle } = useRowActions();
  return (
    <input
      type="checkbox"
      className="hd-checkbox"
      checked={item.is_active === true}
      disabled={busy !== null}
      aria-label={M.activeLabel(item.label)}
      onChange={(e) => toggle(item, e.currentTarget.checked)}
    />
  );
}

/** The link's priority, edited here and saved with its own button (spec 000 §3.3 priority). */
function PriorityCell({ item }: { item: LinkedItem }) {
  const M = useMessages(linksMessages);
  const { busy, savePriority } = useRowActions();
  const [value, setValue] = useState(String(item.priority ?? 0));
  return (
    <div className="hd-link-priority">
      <input
        type="number"
        inputMode="numeric"
        step={1}
        className="hd-link-priority__input"
        value={value}
        aria-label={M.priorityLabel(item.label)}
        onChange={(e) => setValue(e.currentTarget.value)}
      />
      <Button type="button" variant="plain" disabled={busy !== null} aria-label={M.savePriorityLabel(item.label)} onClick={() => savePriority(item, value)}>
        {M.savePriority}
      </Button>
    </div>
  );
}

function RemoveCell({ item }: { item: LinkedItem }) {
  const M = useMessages(linksMessages);
  const { busy, remove } = useRowActions();
  return (
    <Button type="button" variant="plain" color="red" loading={busy === item.id} disabled={busy !== null} aria-label={M.removeLabel(item.label)} onClick={() => remove(item)}>
      {M.remove}
    </Button>
  );
}

export interface LinkSectionProps {
  pair: LinkPairName;
  /** The field this record fills in the pair's calls (e.g. organization_id). */
  field: string;
  recordId: string;
}

export function LinkSection({ pair, field, recordId }: LinkSectionProps) {
  const M = useMessages(linksMessages);
  const common = useMessages(adminMessages);
  const def: LinkPairDef = LINK_PAIRS[pair];
  const ends = linkEnds(pair, field);
  if (!ends) throw new Error(`${field} is not a field of the ${pair} pair`);
  const { other } = ends;
  const names = M.endNames[other.kind];
  const { queries, call } = useLinks();
  const linked = useQuery({ ...queries.linked({ pair, field, id: recordId }), retry: false });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = `hd-links-${pair}-${field}`;

  const ids = (item: LinkedItem) => ({ [field]: recordId, [other.field]: item.id });
  async function run(item: LinkedItem, work: () => Promise<string>) {
    setBusy(item.id);
    setError(null);
    setNotice(null);
    try {
      setNotice(await work());
    } catch (e) {
      setError(linkFailure(e));
    } finally {
      setBusy(null);
    }
  }
  const rowActions: RowActions = {
    busy,
    remove: (item) =>
      void run(item, async () => {
        await call(def.unlink, pair, ids(item));
        return M.removed(item.label);
      }),
    toggle: (item, active) =>
      void run(item, async () => {
        if (!def.toggle) throw new Error(`${pair} has no toggle`);
        await call(def.toggle, pair, ids(item), { is_active: active });
        return M.toggled(item.label, active);
      }),
    savePriority: (item, raw) =>
      void run(item, async () => {
        const priority = Number(raw);
        if (raw.trim() === '' || !Number.isFinite(priority)) throw new RangeError(M.priorityRange);
        // Linking again sets the priority (the server keeps one link per pair).
        await call(def.link, pair, ids(item), { priority, add_to_all_users: false });
        return M.prioritySaved(item.label, priority);
      }),
  };

  // The columns stay the same while the section lives (cells read the busy state and the actions
  // from context): a new cell function would remount the cells and lose a priority being typed.
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('label', {
          id: 'label',
          header: M.name,
          sortFn: 'alphanumeric',
          cell: (info) => (
            <Link to={linksPath(other.kind, info.row.original.id)} aria-label={M.openLabel(info.getValue())}>
              {info.getValue()}
            </Link>
          ),
        }),
        ...(def.toggle
          ? [helper.accessor((item) => item.is_active === true, { id: 'is_active', header: M.active, sortFn: 'basic', cell: (info) => <ActiveCell item={info.row.original} /> })]
          : []),
        ...(def.priority
          ? [helper.accessor((item) => item.priority ?? 0, { id: 'priority', header: M.priority, sortFn: 'basic', cell: (info) => <PriorityCell item={info.row.original} /> })]
          : []),
        helper.accessor((item) => item.linked_at ?? '', {
          id: 'linked_at',
          header: M.linked,
          sortFn: 'basic',
          cell: (info) => (info.getValue() ? formatDate(info.getValue()) : '—'),
        }),
        helper.display({ id: 'actions', header: M.actions, cell: ({ row }) => <RemoveCell item={row.original} /> }),
      ]),
    [def, other, M],
  );

  const rows = linked.data?.items ?? [];
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    state: { sorting },
    onSortingChange: (updater) => setSorting(typeof updater === 'function' ? updater(sorting) : updater),
  });

  return (
    <section className="hd-link-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{names.plural}</h2>
      <Outcome error={error} notice={notice} />
      {linked.isError || linked.isPending ? (
        <LoadState error={linked.error} loading={M.loading(names.plural)} describe={linkFailure} onRetry={() => void linked.refetch()} />
      ) : rows.length === 0 ? (
        <p>{M.none(names.plural)}</p>
      ) : (
        <ScrollRegion label={common.tableLabel(names.plural)}>
          <RowActionsContext.Provider value={rowActions}>
            <table className="hd-table" aria-busy={busy !== null}>
              <caption className="hd-visually-hidden">{names.plural}</caption>
              <SortableHead groups={table.getHeaderGroups()} render={(header) => <table.FlexRender header={header} />} />
              <tbody>
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id}>
                    {row.getAllCells().map((cell) => (
                      <td key={cell.id} data-label={String(cell.column.columnDef.header ?? '')}>
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </RowActionsContext.Provider>
        </ScrollRegion>
      )}
      <LinkAddForm
        pair={pair}
        field={field}
        recordId={recordId}
        linkedIds={rows.map((r) => r.id)}
        onAdded={(message) => {
          setError(null);
          setNotice(message);
        }}
      />
    </section>
  );
}
