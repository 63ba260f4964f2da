import { VITAL_HEALTHY_RANGE_TEXT, vitalStatusWithThresholds, vitalsSnapshot, type DecryptedVitals, type VitalStatus } from '@healthdeck/sdk';
import type { VitalWarningThreshold } from '@healthdeck/contract/light';
import type { VitalsMessages } from './messages';

/** spec 001 §4 vital status badge: Good, Warning, Bad, Unavailable. */
export function VitalBadge({ status, t }: { status: VitalStatus; t: VitalsMessages }) {
  return (
    <span className={`hd-vitals__badge hd-vitals__badge--${status}`} part="badge" data-status={status}>
      {t.statuses[status]}
    </span>
  );
}

/**
 * One scan's six vitals (spec 001 §3 vital info keys): value with its unit (spec 001 §9: bpm, ms,
 * mmHg, SpO2 %), the status badge from the admin's warning thresholds (else the healthy ranges),
 * and the healthy range where the spec gives one. A vital the scan's method does not measure
 * (blood pressure, SpO2 and the stress index from a camera; the old sandbox's derived values) reads
 * 'Not measured' with the 'Unavailable' badge, never a value or a Good/Warning/Bad badge.
 */
export function VitalRows({ vitals, thresholds, t }: { vitals: DecryptedVitals; thresholds: readonly VitalWarningThreshold[]; t: VitalsMessages }) {
  return (
    <ul className="hd-vitals__rows" part="vitals">
      {vitalsSnapshot(vitals).map((row) => {
        const status = vitalStatusWithThresholds(row.key, vitals, thresholds);
        const range = row.key === 'bloodPressure' ? t.bloodPressureRange : (VITAL_HEALTHY_RANGE_TEXT as Partial<Record<string, string>>)[row.key];
        const value = row.measured ? row.value : null;
        return (
          <li key={row.key} className="hd-vitals__row" data-vital={row.key}>
            <span className="hd-vitals__name">{t.names[row.key]}</span>
            <span className="hd-vitals__value">
              {value ?? (row.measured ? t.noValue : t.notMeasured)}
              {value !== null && row.unit ? <span className="hd-vitals__unit"> {row.unit}</span> : null}
            </span>
            <VitalBadge status={status} t={t} />
            {range ? <span className="hd-vitals__range">{t.healthyRange(range)}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
