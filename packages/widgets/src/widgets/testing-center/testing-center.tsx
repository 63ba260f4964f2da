import { useCallback, useEffect, useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import type { Kit } from '@healthdeck/contract/light';
import { KITS_PAGE_MAX } from '@healthdeck/contract/light';
import { kitReportLocked, kitsPagesQuery } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { ClientTable, type ColumnDef } from '../../primitives/client-table/client-table';
import { useMessages } from '../../i18n/language';
import { useOrderDate } from '../shared/format-date';
import { useHostNavigate } from '../../provider/host-navigate';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { useResealInBackground } from '../../kits/background-reseal';
import { cardMessages } from '../../kits/card-messages';
import { KitDetailCard, selectKit } from '../../kits/kit-detail-card';
import { KitStatusButton, trackingOf } from '../../kits/kit-status-button';
import { KIT_REGISTER_PATH, useKits } from '../../kits/kits-client';
import { kitLabel, useOpenedKit } from '../../kits/opened-kit';
import { centerMessages, type CenterText } from '../../kits/center-messages';
import { useKitMessages } from '../../kits/messages';
import { NoKitYet } from '../../kits/no-kit';
import { UnlockForm, usePreloadUnlockForm } from '../../kits/unlock-form';

export { KIT_REGISTER_PATH };

export interface TestingCenterProps {
  /** Rows per page; 0 turns pagination off (then 100 rows, spec 001 §9). */
  pageSize?: number;
  /** Where a member with no kit is sent (default /client/testing-center/register). */
  registerHref?: string;
  /** The testing center's address, below which each kit's results are (default /client/testing-center). */
  testingCenterHref?: string;
  onError?: (detail: { message: string }) => void;
}

function StatusCell({ kit, onSelect, testingCenterHref }: { kit: Kit; onSelect: (kit: Kit) => void; testingCenterHref?: string }) {
  const opened = useOpenedKit(kit);
  return <KitStatusButton kit={kit} label={kitLabel(kit, opened.data)} trackingNumber={trackingOf(opened.data)} onSelect={onSelect} testingCenterHref={testingCenterHref} />;
}

/**
 * The table's columns. The status (with its action) comes second, and the first two fit a 375 px
 * phone together (150 + 190 px of its 343: 'Results Ready' on one line, longer labels wrap), so a
 * member sees each kit's name and status without scrolling the table sideways; the order date and
 * the kit ID follow.
 */
function kitColumns(t: CenterText, orderDate: (value: string) => string, onSelect: (kit: Kit) => void, onShow: (kit: Kit) => void, testingCenterHref?: string): ColumnDef<Kit, unknown>[] {
  return [
    {
      id: 'test',
      header: t.columnTest,
      accessorKey: 'name',
      size: 150,
      cell: ({ row }) => (
        <button type="button" className="hd-testing-center__show" onClick={() => onShow(row.original)}>
          {row.original.name}
        </button>
      ),
    },
    {
      id: 'status',
      header: t.columnStatus,
      accessorFn: (kit) => kitLabel(kit, null),
      size: 190,
      cell: ({ row }) => <StatusCell kit={row.original} onSelect={onSelect} testingCenterHref={testingCenterHref} />,
    },
    {
      id: 'orderDate',
      header: t.columnOrderDate,
      accessorFn: (kit) => kit.order_date ?? kit.created_at,
      sortingFn: 'datetime',
      size: 140,
      cell: ({ getValue }) => orderDate(getValue() as string),
    },
    { id: 'kitId', header: t.columnKitId, accessorKey: 'kit_id', size: 160 },
  ];
}

/**
 * /client/testing-center (spec 001 §2): the member's kits in the client table (search, sortable
 * and resizable columns, pagination, 'No Results Found.', 'Loading Test Results') and the test
 * detail card of the selected kit (the newest at first). A member with no kit is sent to the
 * register page. Kit reports are opened in the browser once the member unlocks their key.
 */
export function TestingCenter({ pageSize = 10, registerHref = KIT_REGISTER_PATH, testingCenterHref, onError }: TestingCenterProps) {
  const t = useKitMessages(centerMessages);
  const card = useMessages(cardMessages);
  const { client, keys } = useKits();
  usePreloadUnlockForm(keys.privateKey);
  const session = useStore(client.$session);
  const navigate = useHostNavigate();
  // The server pages the kits (a table page at a time, or its most without pagination); older ones come with Load more.
  const kits = useInfiniteQuery({ ...kitsPagesQuery(client, pageSize > 0 ? pageSize : KITS_PAGE_MAX), enabled: session !== null });
  useReportLoadFailure('testing-center', kits, t.loadFailed, onError);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = useMemo(() => kits.data?.pages.flatMap((page) => page.kits), [kits.data]);
  const total = kits.data?.pages.at(-1)?.total_count ?? 0;
  const selected = list?.find((k) => k.id === selectedId) ?? list?.[0] ?? null;
  const empty = list !== undefined && list.length === 0;
  useResealInBackground(list);

  // Only on a fresh answer: a cached empty list from before a registration is being read again.
  const noKit = empty && !kits.isFetching;
  useEffect(() => {
    if (noKit && navigate) navigate(registerHref);
  }, [noKit, navigate, registerHref]);

  // spec 001 §4 'Partially Completed': select that kit (the testing center state's kit) and reload.
  const select = useCallback(
    (kit: Kit) => {
      setSelectedId(kit.id);
      selectKit(client, kit);
    },
    [client],
  );
  const orderDate = useOrderDate();
  const columns = useMemo(() => kitColumns(t, orderDate, select, (kit) => setSelectedId(kit.id), testingCenterHref), [t, orderDate, select, testingCenterHref]);

  if (!session) {
    return (
      <section className="hd-root hd-testing-center" part="widget">
        <p className="hd-signed-out">{t.signedOut}</p>
      </section>
    );
  }

  const locked = (list ?? []).some((k) => kitReportLocked(k, keys));

  return (
    <section className="hd-root hd-testing-center" part="widget" aria-label={t.title}>
      {kits.isError && !kits.isFetchNextPageError ? (
        <LoadFailure block="hd-testing-center" query={kits} message={t.loadFailed} retryLabel={t.retry} />
      ) : (
        <>
          {empty ? <NoKitYet registerHref={registerHref} className="hd-testing-center__empty" /> : null}
          {/* Right under the page's title (the widget has none of its own), so the form's title is a second-level heading. */}
          {locked ? <UnlockForm headingLevel={2} /> : null}
          <ClientTable<Kit>
            data={list}
            columns={columns}
            label={t.tableLabel}
            loadingText={t.loading}
            loading={kits.isPending}
            pagination={pageSize > 0}
            pageSize={pageSize > 0 ? pageSize : undefined}
            getRowId={(kit) => kit.id}
            isSelected={(kit) => kit.id === selected?.id}
          />
          {list && kits.hasNextPage ? (
            <div className="hd-testing-center__more" part="more">
              <p className="hd-testing-center__shown" aria-live="polite">
                {kits.isFetchingNextPage ? t.loadingMore : t.shownOf(list.length, total)}
              </p>
              {kits.isFetchNextPageError ? (
                <p role="alert" className="hd-testing-center__error" part="error">
                  {t.loadFailed}
                </p>
              ) : null}
              <Button variant="outlined" color="blue" onClick={() => void kits.fetchNextPage()} loading={kits.isFetchingNextPage}>
                {kits.isFetchNextPageError ? t.retry : t.loadMore}
              </Button>
            </div>
          ) : null}
          {selected ? (
            <section className="hd-testing-center__details" aria-label={card.details}>
              <KitDetailCard kit={selected} onSelect={select} unlockPrompt={false} testingCenterHref={testingCenterHref} />
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}
