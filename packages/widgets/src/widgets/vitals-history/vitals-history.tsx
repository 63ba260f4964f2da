import { lazy, Suspense, useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchVitals, openVital, vitalsKeys, type HealthDeck } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { preloadLockedState } from '../shared/locked-state';
import { WidgetShell } from '../shared/widget-shell';
import { vitalsMessages, type VitalsMessages } from '../../vitals/messages';
import { VITALS_HISTORY_PAGE_SIZE, type HistoryPage } from './page';
import { vitalsHistoryMessages, type VitalsHistoryMessages } from '../../vitals/history-messages';
import { VITALS_SCAN_PATH } from '../../vitals/paths';
import { useKeyState, useVitalThresholds } from '../../vitals/vitals-client';
import { VitalsSkeleton } from '../../vitals/skeleton';

export { VITALS_HISTORY_PAGE_SIZE };

// The page of scans (rows, badges, pager, locked state) loads on demand, started when the screen
// mounts so it arrives while the records load; the skeleton stands for both.
const loadList = () => import('./history-list');
const HistoryList = lazy(loadList);

export interface VitalsHistoryProps {
  /** The scan, for the empty state (default /client/vitals). */
  scanHref?: string;
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

/**
 * The member's vitals, newest first (spec 001 §2 /client/vitals/history, the History button): each
 * scan's date and its six vitals with units, status badges and healthy ranges (VitalRows), ten a
 * page. Records are opened in the browser; any that cannot be opened make the page ask for the
 * password once.
 */
export function VitalsHistory(props: VitalsHistoryProps) {
  const t = { ...useMessages(vitalsMessages), ...useMessages(vitalsHistoryMessages) };
  return (
    <WidgetShell frame="card" block="hd-vitals" title={t.historyTitle} signedOut={t.signedOut}>
      {(client) => <VitalsHistoryContent client={client} t={t} {...props} />}
    </WidgetShell>
  );
}

function VitalsHistoryContent({ client, t, scanHref = VITALS_SCAN_PATH, onError }: VitalsHistoryProps & { client: HealthDeck; t: VitalsMessages & VitalsHistoryMessages }) {
  const { privateKey, keyState } = useKeyState(client);
  const thresholds = useVitalThresholds(client);
  const [page, setPage] = useState(1);
  useEffect(() => {
    void loadList();
  }, []);
  useEffect(() => {
    if (!privateKey) preloadLockedState();
  }, [privateKey]);
  const history = useQuery({
    queryKey: [...vitalsKeys.all, 'history', page, ...keyState],
    queryFn: async ({ signal }) => {
      const { vitals } = await fetchVitals(client, { page, take: VITALS_HISTORY_PAGE_SIZE }, signal);
      const opened = await Promise.all(
        vitals.models.map(async (record) => ({
          id: record.id,
          created_at: record.created_at,
          sandbox: record.sandbox,
          values: await openVital(client, record, { privateKey }).catch(() => null),
        })),
      );
      return { total: vitals.total_count, scans: opened } as HistoryPage;
    },
    placeholderData: keepPreviousData,
  });
  useReportLoadFailure('vitals history', history, t.historyLoadFailed, onError);

  if (history.isError) return <LoadFailure block="hd-vitals" query={history} message={t.historyLoadFailed} retryLabel={t.retry} />;
  const skeleton = <VitalsSkeleton label={t.loading} />;
  if (!history.data) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <HistoryList data={history.data} page={page} setPage={setPage} scanHref={scanHref} thresholds={thresholds} t={t} />
    </Suspense>
  );
}
