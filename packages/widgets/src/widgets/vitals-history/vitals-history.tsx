import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DecryptedVitals, HealthDeck } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { useLanguage, useMessages } from '../../i18n/language';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { LockedState, preloadLockedState } from '../shared/locked-state';
import { WidgetShell } from '../shared/widget-shell';
import { vitalsMessages, type VitalsMessages } from '../vitals/messages';
import { vitalsHistoryMessages, type VitalsHistoryMessages } from './messages';
import { NavLink } from '../vitals/nav-link';
import { VitalRows } from '../vitals/vital-rows';
import { VITALS_SCAN_PATH } from '../vitals/paths';
import { useKeyState, useVitalThresholds, vitalsOf } from '../vitals/vitals-client';

/** Scans per page of the history. */
export const VITALS_HISTORY_PAGE_SIZE = 10;

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
    <WidgetShell block="hd-vitals" title={t.historyTitle} signedOut={t.signedOut}>
      {(client) => <VitalsHistoryContent client={client} t={t} {...props} />}
    </WidgetShell>
  );
}

function VitalsHistoryContent({ client, t, scanHref = VITALS_SCAN_PATH, onError }: VitalsHistoryProps & { client: HealthDeck; t: VitalsMessages & VitalsHistoryMessages }) {
  const { api } = vitalsOf(client);
  const { privateKey, keyState } = useKeyState(client);
  const thresholds = useVitalThresholds(client);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (!privateKey) preloadLockedState();
  }, [privateKey]);
  const history = useQuery({
    queryKey: ['vitals', 'history', page, ...keyState],
    queryFn: async ({ signal }) => {
      const { vitals } = await api.list({ page, take: VITALS_HISTORY_PAGE_SIZE }, signal);
      const opened = await Promise.all(
        vitals.models.map(async (record) => ({ id: record.id, created_at: record.created_at, values: await api.open(record, { privateKey }).catch(() => null) })),
      );
      return { total: vitals.total_count, scans: opened as { id: string; created_at: string; values: DecryptedVitals | null }[] };
    },
    placeholderData: keepPreviousData,
  });
  useReportLoadFailure('vitals history', history, t.historyLoadFailed, onError);

  if (history.isError) return <LoadFailure block="hd-vitals" query={history} message={t.historyLoadFailed} retryLabel={t.retry} />;
  if (!history.data) {
    return (
      <div className="hd-vitals__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loading}>
        <span className="hd-skeleton hd-skeleton--line" />
        <span className="hd-skeleton hd-skeleton--bar" />
        <span className="hd-skeleton hd-skeleton--line" />
      </div>
    );
  }

  const { total, scans } = history.data;
  if (total === 0) {
    return (
      <div className="hd-vitals__body" part="body">
        <p className="hd-vitals__text">{t.historyEmpty}</p>
        <div className="hd-vitals__actions">
          <NavLink href={scanHref}>{t.takeMyVitals}</NavLink>
        </div>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(total / VITALS_HISTORY_PAGE_SIZE));
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="hd-vitals__body" part="body">
      {scans.some((scan) => scan.values === null) ? <LockedState t={t} /> : null}
      <ol className="hd-vitals__scans">
        {scans.map((scan) => (
          <li key={scan.id} className="hd-vitals__scan" data-vital-id={scan.id}>
            <h3 className="hd-vitals__heading">{date.format(new Date(scan.created_at))}</h3>
            {scan.values ? <VitalRows vitals={scan.values} thresholds={thresholds} t={t} /> : <p className="hd-vitals__note">{t.lockedTitle}</p>}
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav className="hd-vitals__pager" aria-label={t.historyTitle}>
          <Button variant="outlined" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t.previous}
          </Button>
          <span aria-live="polite">{t.pageOf(page, pages)}</span>
          <Button variant="outlined" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t.next}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
