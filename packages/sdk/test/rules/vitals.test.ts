import { describe, expect, it } from 'vitest';
import { VITAL_HEALTHY_RANGE_TEXT, VITAL_KEYS, VITAL_UNITS, vitalRangeStatus, vitalsSnapshot, vitalsStartStep, vitalStatusLabel } from '../../src/rules/vitals.js';

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
    ['stressIndex', {}, 'good'],
  ] as const)('%s %j -> %s', (key, vitals, status) => {
    expect(vitalRangeStatus(key, vitals)).toBe(status);
  });
});

describe('vitalsSnapshot (spec 001 §9: stress index fixed at Normal)', () => {
  it('lists the six vitals in order with values and units', () => {
    const rows = vitalsSnapshot({ hr: 72.4, hrv: 41, sbp: 118, dbp: 76, rr: 14, spo2: 98 });
    expect(rows.map((r) => r.key)).toEqual([...VITAL_KEYS]);
    expect(rows.map((r) => [r.value, r.unit, r.status])).toEqual([
      ['72', 'bpm', 'good'],
      ['41', 'ms', 'good'],
      ['118/76', 'mmHg', 'good'],
      ['14', null, 'good'],
      ['98', 'SpO2 %', 'good'],
      ['Normal', null, 'good'],
    ]);
  });
  it('shows missing values as null but the stress index stays Normal', () => {
    const rows = vitalsSnapshot({ sbp: 118 });
    expect(rows.map((r) => r.value)).toEqual([null, null, null, null, null, 'Normal']);
    expect(rows[0].status).toBe('unavailable');
  });
  it.each([
    [0, 'base'],
    [1, 'snapshot'],
    [12, 'snapshot'],
  ])('with %d previous vitals the widget starts at %s (spec 001 §4)', (count, step) => {
    expect(vitalsStartStep(count)).toBe(step);
  });
});
