import type { Dispatch, SetStateAction } from 'react';
import type { VitalWarningThreshold } from '@healthdeck/contract/light';
import { Button } from '../../primitives/button/button';
import { useLanguage } from '../../i18n/language';
import { DemoDataBadge } from '../shared/demo-data-badge';
import { LockedState } from '../shared/locked-state';
import type { VitalsMessages } from '../../vitals/messages';
import { NavLink } from '../../vitals/nav-link';
import { VitalRows } from '../../vitals/vital-rows';
import type { VitalsHistoryMessages } from '../../vitals/history-messages';
import { VITALS_HISTORY_PAGE_SIZE, type HistoryPage } from './page';

/**
 * One page of the history once loaded: the empty state, or each scan's date, demo-data mark (a
 * simulated or seeded record) and rows (VitalRows),
 * the locked state when a record could not be opened, and the pager. VitalsHistory loads this part
 * while the page's records load, behind the same skeleton.
 */
export default function HistoryList({
  data,
  page,
  setPage,
  scanHref,
  thresholds,
  t,
}: {
  data: HistoryPage;
  page: number;
  setPage: Dispatch<SetStateAction<number>>;
  scanHref: string;
  thresholds: readonly VitalWarningThreshold[];
  t: VitalsMessages & VitalsHistoryMessages;
}) {
  const language = useLanguage();
  const { total, scans } = data;
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
            <DemoDataBadge source={scan.sandbox} />
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
