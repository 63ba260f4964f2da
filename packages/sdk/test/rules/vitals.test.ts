import { describe, expect, it } from 'vitest';
import {
  BROWSER_RPPG_METHOD,
  measuredVitals,
  VITAL_HEALTHY_RANGE_TEXT,
  VITAL_KEYS,
  VITAL_UNITS,
  vitalRangeStatus,
  vitalsSnapshot,
  vitalsStartStep,
  vitalStatusLabel,
  vitalStatusWithThresholds,
} from '../../src/rules/vitals.js';

describe('vitalStatusLabel (spec 001 §4: Good, Warning, Bad, Unavailable)', () => {
  it.each([
    ['good', 'Good'],
    ['warning', 'Warning'],
    ['bad', 'Bad'],
    ['unavailable', 'Unavailable'],
    ['', 'Unavailable'],
    [null, 'Unavailable'],
    ['GOOD', 'Unavailable'],
  ])('%j -> %j', (status, label) => {
    expect(vitalStatusLabel(status)).toBe(label);
  });
});

describe('units and healthy ranges (spec 001 §9)', () => {
  it('uses bpm, ms, mmHg and SpO2 percent', () => {
    expect(VITAL_UNITS).toEqual({
      heartRate: 'bpm',
      heartRateVariability: 'ms',
      bloodPressure: 'mmHg',
      respirationRate: null,
      o2Saturation: 'SpO2 %',
      stressIndex: null,
    });
  });
  it('shows heart rate 60-100 BPM, blood pressure 90/60 to 120/80 mmHg, respiration 12-16, O2 95-100%', () => {
    expect(VITAL_HEALTHY_RANGE_TEXT).toEqual({
      heartRate: '60-100 BPM',
      bloodPressure: '90/60 to 120/80 mmHg',
      respirationRate: '12-16',
      o2Saturation: '95-100%',
    });
  });

  it.each([
    ['heartRate', { hr: 59 }, 'warning'],
    ['heartRate', { hr: 60 }, 'good'],
    ['heartRate', { hr: 100 }, 'good'],
    ['heartRate', { hr: 101 }, 'warning'],
    ['heartRate', {}, 'unavailable'],
    ['bloodPressure', { sbp: 90, dbp: 60 }, 'good'],
    ['bloodPressure', { sbp: 120, dbp: 80 }, 'good'],
    ['bloodPressure', { sbp: 121, dbp: 80 }, 'warning'],
    ['bloodPressure', { sbp: 110, dbp: 59 }, 'warning'],
    ['bloodPressure', { sbp: 110 }, 'unavailable'],
    ['respirationRate', { rr: 11 }, 'warning'],
    ['respirationRate', { rr: 12 }, 'good'],
    ['respirationRate', { rr: 16 }, 'good'],
    ['respirationRate', { rr: 17 }, 'warning'],
    ['respirationRate', { rr: null }, 'unavailable'],
    ['o2Saturation', { spo2: 94 }, 'warning'],
    ['o2Saturation', { spo2: 95 }, 'good'],
    ['o2Saturation', { spo2: 100 }, 'good'],
    ['o2Saturation', {}, 'unavailable'],
    ['heartRateVariability', { hrv: 42 }, 'good'],
    ['heartRateVariability', {}, 'unavailable'],
    ['stressIndex', {}, 'unavailable'],
  ] as const)('%s %j -> %s', (key, vitals, status) => {
    expect(vitalRangeStatus(key, vitals)).toBe(status);
  });
});

describe('vitalsSnapshot: measured values only (docs/decisions/0080)', () => {
  it('shows what the camera measured; blood pressure, SpO2 and the stress index are not measured and Unavailable', () => {
    const rows = vitalsSnapshot({ method: BROWSER_RPPG_METHOD, hr: 72.4, hrv: 41, rr: 14, sbp: null, dbp: null, spo2: null });
    expect(rows.map((r) => r.key)).toEqual([...VITAL_KEYS]);
    expect(rows.map((r) => [r.value, r.unit, r.status, r.measured])).toEqual([
      ['72', 'bpm', 'good', true],
      ['41', 'ms', 'good', true],
      [null, 'mmHg', 'unavailable', false],
      ['14', null, 'good', true],
      [null, 'SpO2 %', 'unavailable', false],
      [null, null, 'unavailable', false],
    ]);
  });
  it('a measurable value the scan could not give (signal not clear enough) is missing, not unmeasured', () => {
    const rows = vitalsSnapshot({ method: BROWSER_RPPG_METHOD, hr: 64, hrv: null, rr: null });
    expect(rows.map((r) => [r.value, r.status, r.measured])).toEqual([
      ['64', 'good', true],
      [null, 'unavailable', true],
      [null, 'unavailable', false],
      [null, 'unavailable', true],
      [null, 'unavailable', false],
      [null, 'unavailable', false],
    ]);
  });
  it('an old sandbox record shows its heart rate and respiration only: its HRV, blood pressure and SpO2 were derived by formula', () => {
    const legacy = { hr: 72, hrv: 45, sbp: 118, dbp: 76, rr: 14, spo2: 97 };
    expect(measuredVitals(legacy)).toEqual({ method: null, hr: 72, rr: 14 });
    expect(vitalsSnapshot(legacy).map((r) => [r.value, r.status, r.measured])).toEqual([
      ['72', 'good', true],
      [null, 'unavailable', false],
      [null, 'unavailable', false],
      ['14', 'good', true],
      [null, 'unavailable', false],
      [null, 'unavailable', false],
    ]);
    const thresholds = [{ value: 'sbp' as const, warning_min: null, warning_max: 110, bad_min: null, bad_max: 115 }];
    expect(vitalStatusWithThresholds('bloodPressure', legacy, thresholds)).toBe('unavailable');
  });
  it('an unknown method is trusted with nothing', () => {
    expect(measuredVitals({ method: 'somebody-else', hr: 70, sbp: 120, dbp: 80 })).toEqual({ method: 'somebody-else' });
  });
  it.each([
    [0, 'base'],
    [1, 'snapshot'],
    [12, 'snapshot'],
  ])('with %d previous vitals the widget starts at %s (spec 001 §4)', (count, step) => {
    expect(vitalsStartStep(count)).toBe(step);
  });
});
