import type { DecryptedVitals, HealthDeck } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import type { VitalsMessages } from '../../vitals/messages';
import { NavLink } from '../../vitals/nav-link';
import { VitalRows } from '../../vitals/vital-rows';
import { useVitalThresholds } from '../../vitals/vitals-client';
import type { VitalsScanMessages } from '../../vitals/scan-messages';

/** The saved scan (spec 001 §2): its six vitals with their badges, History and Retake. Loaded when the scan starts. */
export default function ScanResult({
  client,
  values,
  historyHref,
  onRetake,
  t,
}: {
  client: HealthDeck;
  values: DecryptedVitals;
  historyHref: string;
  onRetake: () => void;
  t: VitalsMessages & VitalsScanMessages;
}) {
  // Fetched since the scan started (scan-session.ts scanStarted); none (the spec's healthy ranges) if they failed.
  const thresholds = useVitalThresholds(client);
  return (
    <div className="hd-vitals__body" part="body">
      <p className="hd-vitals__text" role="status">
        {t.saved}
      </p>
      <VitalRows vitals={values} thresholds={thresholds} t={t} />
      <div className="hd-vitals__actions">
        <NavLink href={historyHref} variant="outlined">
          {t.history}
        </NavLink>
        <Button onClick={onRetake}>{t.retake}</Button>
      </div>
    </div>
  );
}
