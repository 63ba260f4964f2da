import type { VitalWarningThreshold } from '@healthdeck/contract/light';

// spec 001 §3 (Vitals record, vital info keys), §4 (vital status badge) and §9 (units, healthy
// ranges), spec 000 §3.4 (vital status values). A vital is shown only when it was measured: spec
// 001 §9 fixes the stress index at Normal in the snapshot, which no scan measures, so it shows as
// Unavailable, as do blood pressure and SpO2, which a camera cannot measure
// (docs/decisions/0080-unmeasured-vitals.md).

/** spec 001 §3: vital info keys, in the order the base step lists them. */
export const VITAL_KEYS = ['heartRate', 'heartRateVariability', 'bloodPressure', 'respirationRate', 'o2Saturation', 'stressIndex'] as const;
export type VitalKey = (typeof VITAL_KEYS)[number];

/** spec 000 §3.4 vital status values and spec 001 §4 badge labels. */
export const VITAL_STATUS_LABELS = { good: 'Good', warning: 'Warning', bad: 'Bad', unavailable: 'Unavailable' } as const;
export type VitalStatus = keyof typeof VITAL_STATUS_LABELS;

/** spec 001 §4: a vital status as its badge label; an unknown or missing status is 'Unavailable'. */
export function vitalStatusLabel(status: string | null | undefined): string {
  return (VITAL_STATUS_LABELS as Readonly<Record<string, string>>)[status ?? ''] ?? VITAL_STATUS_LABELS.unavailable;
}

/** spec 001 §9 units: bpm, ms, mmHg, SpO2 percent. The spec gives no unit for respiration or stress index. */
export const VITAL_UNITS: Readonly<Record<VitalKey, string | null>> = {
  heartRate: 'bpm',
  heartRateVariability: 'ms',
  bloodPressure: 'mmHg',
  respirationRate: null,
  o2Saturation: 'SpO2 %',
  stressIndex: null,
};

/** spec 001 §9 healthy ranges, as shown. */
export const VITAL_HEALTHY_RANGE_TEXT = {
  heartRate: '60-100 BPM',
  bloodPressure: '90/60 to 120/80 mmHg',
  respirationRate: '12-16',
  o2Saturation: '95-100%',
} as const;

/** spec 001 §9 healthy ranges as numbers (inclusive). Blood pressure: systolic 90–120 and diastolic 60–80. */
export const VITAL_HEALTHY_RANGES = {
  heartRate: { min: 60, max: 100 },
  systolic: { min: 90, max: 120 },
  diastolic: { min: 60, max: 80 },
  respirationRate: { min: 12, max: 16 },
  o2Saturation: { min: 95, max: 100 },
} as const;

/** spec 001 §3: decrypted vital values, and (ours) how they were measured. */
export interface DecryptedVitals {
  hr?: number | null;
  hrv?: number | null;
  sbp?: number | null;
  dbp?: number | null;
  rr?: number | null;
  spo2?: number | null;
  /** Ours: how the values were measured (VITALS_MEASURED_BY); absent on records saved before methods were recorded. */
  method?: string | null;
}

/** The method of a scan read in the member's browser (rPPG from the camera: docs/decisions/0079). */
export const BROWSER_RPPG_METHOD = 'browser-rppg';

/**
 * The vitals each method can measure. The browser's camera reading gives heart rate, and HR
 * variability and respiration when its signal is clear enough; a vendor adapter that measures more
 * adds its method here. A record without a method was read by the old server sandbox, which read
 * heart rate and respiration from the light signal and derived the rest by formula: those derived
 * values are not measurements.
 */
export const VITALS_MEASURED_BY: Readonly<Record<string, readonly VitalKey[]>> = {
  [BROWSER_RPPG_METHOD]: ['heartRate', 'heartRateVariability', 'respirationRate'],
};
const LEGACY_MEASURED: readonly VitalKey[] = ['heartRate', 'respirationRate'];

/** Whether a record's method can measure `key`; the stress index has no value in a record, so nothing measures it. */
export function vitalMeasurable(key: VitalKey, vitals: Pick<DecryptedVitals, 'method'>): boolean {
  if (key === 'stressIndex') return false;
  return (vitals.method ? VITALS_MEASURED_BY[vitals.method] : LEGACY_MEASURED)?.includes(key) ?? false;
}

const inRange = (value: number, range: { min: number; max: number }) => value >= range.min && value <= range.max;
const present = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * spec 001 §4, §9: a vital's badge status from the healthy ranges: missing → unavailable, inside
 * → good, outside → warning. 'bad' needs the admin's vital_warning_thresholds (spec 000 §3.1),
 * whose shape the spec does not give, so this range check never says bad. Vitals without a range
 * (HRV, stress index) are good when present.
 */
export function vitalRangeStatus(key: VitalKey, vitals: DecryptedVitals): VitalStatus {
  switch (key) {
    case 'heartRate':
      return !present(vitals.hr) ? 'unavailable' : inRange(vitals.hr, VITAL_HEALTHY_RANGES.heartRate) ? 'good' : 'warning';
    case 'heartRateVariability':
      return present(vitals.hrv) ? 'good' : 'unavailable';
    case 'bloodPressure':
      if (!present(vitals.sbp) || !present(vitals.dbp)) return 'unavailable';
      return inRange(vitals.sbp, VITAL_HEALTHY_RANGES.systolic) && inRange(vitals.dbp, VITAL_HEALTHY_RANGES.diastolic) ? 'good' : 'warning';
    case 'respirationRate':
      return !present(vitals.rr) ? 'unavailable' : inRange(vitals.rr, VITAL_HEALTHY_RANGES.respirationRate) ? 'good' : 'warning';
    case 'o2Saturation':
      return !present(vitals.spo2) ? 'unavailable' : inRange(vitals.spo2, VITAL_HEALTHY_RANGES.o2Saturation) ? 'good' : 'warning';
    case 'stressIndex':
      return 'unavailable';
  }
}

/**
 * A record's measured values only: a value its method cannot measure (VITALS_MEASURED_BY), such
 * as the old sandbox's blood pressure, SpO2 and HRV derived by formula, is left out. What is shown,
 * judged or handed on (the admin's reads) goes through this; the sealed record itself is kept as it is.
 */
export function measuredVitals(vitals: DecryptedVitals): DecryptedVitals {
  const measured: DecryptedVitals = { method: vitals.method ?? null };
  for (const key of VITAL_KEYS) {
    if (!vitalMeasurable(key, vitals)) continue;
    for (const name of VALUES_OF[key]) measured[name] = vitals[name] ?? null;
  }
  return measured;
}

export interface VitalSnapshotRow {
  key: VitalKey;
  /** The value as shown ('72', '118/76'); null when missing or not measured. */
  value: string | null;
  unit: string | null;
  status: VitalStatus;
  /** False when the record's method cannot measure this vital (shown 'Unavailable', not measured). */
  measured: boolean;
}

/** spec 001 §2 snapshot step: one row per vital key, measured values only; blood pressure as sbp/dbp. */
export function vitalsSnapshot(recorded: DecryptedVitals): VitalSnapshotRow[] {
  const vitals = measuredVitals(recorded);
  const text = (value: number | null | undefined) => (present(value) ? String(Math.round(value)) : null);
  const values: Record<VitalKey, string | null> = {
    heartRate: text(vitals.hr),
    heartRateVariability: text(vitals.hrv),
    bloodPressure: present(vitals.sbp) && present(vitals.dbp) ? `${text(vitals.sbp)}/${text(vitals.dbp)}` : null,
    respirationRate: text(vitals.rr),
    o2Saturation: text(vitals.spo2),
    stressIndex: null,
  };
  return VITAL_KEYS.map((key) => ({ key, value: values[key], unit: VITAL_UNITS[key], status: vitalRangeStatus(key, vitals), measured: vitalMeasurable(key, vitals) }));
}

/** spec 001 §4: the vitals widget starts at snapshot when a previous vital exists, otherwise at base. */
export function vitalsStartStep(totalCount: number): 'snapshot' | 'base' {
  return totalCount > 0 ? 'snapshot' : 'base';
}

/** The decrypted values each vital key is judged on (blood pressure: both sbp and dbp). */
const VALUES_OF: Readonly<Record<VitalKey, readonly Exclude<keyof DecryptedVitals, 'method'>[]>> = {
  heartRate: ['hr'],
  heartRateVariability: ['hrv'],
  bloodPressure: ['sbp', 'dbp'],
  respirationRate: ['rr'],
  o2Saturation: ['spo2'],
  stressIndex: [],
};

const outside = (value: number, min: number | null, max: number | null) => (min !== null && value < min) || (max !== null && value > max);

/**
 * spec 000 §3.4 vital status with the admin's vital_warning_thresholds (spec 000 §3.1): bad outside
 * a value's bad bounds, warning outside its warning bounds; a key without thresholds falls back to
 * the spec's healthy ranges (rules/vitals.ts), and a missing or unmeasured value is unavailable.
 */
export function vitalStatusWithThresholds(key: VitalKey, recorded: DecryptedVitals, thresholds: readonly VitalWarningThreshold[]): VitalStatus {
  const vitals = measuredVitals(recorded);
  const fallback = vitalRangeStatus(key, vitals);
  const rules = VALUES_OF[key].flatMap((name) => thresholds.filter((t) => t.value === name).map((t) => ({ t, v: vitals[name] })));
  if (fallback === 'unavailable' || rules.length === 0) return fallback;
  if (rules.some(({ t, v }) => typeof v === 'number' && outside(v, t.bad_min, t.bad_max))) return 'bad';
  if (rules.some(({ t, v }) => typeof v === 'number' && outside(v, t.warning_min, t.warning_max))) return 'warning';
  return 'good';
}
