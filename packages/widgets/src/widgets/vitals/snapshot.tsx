import type { VitalWarningThreshold } from '@healthdeck/contract/light';
import type { LatestVitals } from '@healthdeck/sdk';
import { useLanguage } from '../../i18n/language';
import { DemoDataBadge } from '../shared/demo-data-badge';
import { LockedState } from '../shared/locked-state';
import type { VitalsMessages } from '../../vitals/messages';
import { NavLink } from '../../vitals/nav-link';
import { VitalRows } from '../../vitals/vital-rows';

/**
 * The snapshot step (spec 001 §2, §4): the last vitals with their badges (or the locked state when
 * the vital cannot be opened), marked as demo data when the simulate call or the seed made it up,
 * History and Retake. The Vitals widget loads it while the last vital
 * loads.
 */
export default function Snapshot({
  last,
  thresholds,
  scanHref,
  historyHref,
  t,
}: {
  last: LatestVitals | null;
  thresholds: readonly VitalWarningThreshold[];
  scanHref: string;
  historyHref: string;
  t: VitalsMessages;
}) {
  const language = useLanguage();
  return (
    <>
      <h3 className="hd-vitals__heading">{t.snapshotTitle}</h3>
      {last?.created_at ? (
        <p className="hd-vitals__date">{t.measuredOn(new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(last.created_at)))}</p>
      ) : null}
      <DemoDataBadge source={last?.sandbox} />
      {last?.vitals ? <VitalRows vitals={last.vitals} thresholds={thresholds} t={t} /> : <LockedState t={t} />}
      <div className="hd-vitals__actions">
        <NavLink href={historyHref} variant="outlined">
          {t.history}
        </NavLink>
        <NavLink href={scanHref}>{t.retake}</NavLink>
      </div>
    </>
  );
}
