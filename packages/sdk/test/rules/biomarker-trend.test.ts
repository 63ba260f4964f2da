import { describe, expect, it } from 'vitest';
import { biomarkerResultLevel, biomarkerScores, biomarkerTrend, reportTime, type BiomarkerReading } from '../../src/rules/biomarker-trend.js';

// spec 001 §3 Biomarker trend point (month, average, lastResultLevel healthy/warning/unhealthy) and score entry (month, score).
const glucose = (result: string, result_level = 'N'): BiomarkerReading => ({
  name: 'Glucose',
  result,
  result_level,
  low_min: 60,
  healthy_min: 70,
  healthy_max: 99,
  high_max: 125,
});

describe('biomarkerResultLevel', () => {
  it('is healthy in the healthy band, warning in the low or high band, unhealthy beyond', () => {
    expect(biomarkerResultLevel(glucose('70'))).toBe('healthy');
    expect(biomarkerResultLevel(glucose('99'))).toBe('healthy');
    expect(biomarkerResultLevel(glucose('65', 'L'))).toBe('warning');
    expect(biomarkerResultLevel(glucose('125', 'H'))).toBe('warning');
    expect(biomarkerResultLevel(glucose('126', 'H'))).toBe('unhealthy');
    expect(biomarkerResultLevel(glucose('59.9', 'L'))).toBe('unhealthy');
  });

  it('falls back to the H/N/L level for a result that is not a number', () => {
    expect(biomarkerResultLevel(glucose('Negative', 'N'))).toBe('healthy');
    expect(biomarkerResultLevel(glucose('Positive', 'H'))).toBe('warning');
    expect(biomarkerResultLevel(glucose('', 'N'))).toBe('healthy');
  });
});

describe('biomarkerTrend', () => {
  it('averages each month (two decimals), takes the level of its last result, oldest month first', () => {
    const readings = [
      { at: '2026-03-20T10:00:00Z', value: glucose('130', 'H') },
      { at: '2026-01-05T10:00:00Z', value: glucose('80') },
      { at: '2026-03-02T10:00:00Z', value: glucose('91') },
      { at: '2026-01-25T10:00:00Z', value: glucose('85.5') },
      { at: '2026-02-10T10:00:00Z', value: { ...glucose('5'), name: 'HbA1c' } },
      { at: '2026-02-11T10:00:00Z', value: glucose('Pending') },
    ];
    expect(biomarkerTrend('Glucose', readings, 'UTC')).toEqual([
      { month: '2026-01', average: 82.75, lastResultLevel: 'healthy' },
      { month: '2026-03', average: 110.5, lastResultLevel: 'unhealthy' },
    ]);
  });

  it("groups by the month in the member's time zone", () => {
    const readings = [{ at: '2026-02-01T03:00:00Z', value: glucose('90') }];
    expect(biomarkerTrend('Glucose', readings, 'America/Chicago')).toEqual([{ month: '2026-01', average: 90, lastResultLevel: 'healthy' }]);
    expect(biomarkerTrend('Glucose', readings, 'UTC')[0]?.month).toBe('2026-02');
  });

  it('leaves out readings with an invalid time and is empty without readings', () => {
    expect(biomarkerTrend('Glucose', [{ at: 'not a date', value: glucose('90') }], 'UTC')).toEqual([]);
    expect(biomarkerTrend('Glucose', [], 'UTC')).toEqual([]);
  });
});

describe('biomarkerScores', () => {
  it("keeps each month's last score, oldest month first", () => {
    const scores = [
      { at: '2026-05-30T09:00:00Z', value: 1.5 },
      { at: '2026-04-01T09:00:00Z', value: -2 },
      { at: '2026-05-02T09:00:00Z', value: 3 },
    ];
    expect(biomarkerScores(scores, 'UTC')).toEqual([
      { month: '2026-04', score: -2 },
      { month: '2026-05', score: 1.5 },
    ]);
  });
});

describe('reportTime', () => {
  it("is the report's newest event, else when the kit was last updated", () => {
    expect(reportTime({ updated_at: '2026-06-01T00:00:00Z' }, { events: [{ created: '2026-05-20T12:00:00Z' }, { created: '2026-05-01T12:00:00Z' }] })).toBe('2026-05-20T12:00:00Z');
    expect(reportTime({ updated_at: '2026-06-01T00:00:00Z' }, { events: [{ created: null }] })).toBe('2026-06-01T00:00:00Z');
    expect(reportTime({ updated_at: '2026-06-01T00:00:00Z' }, null)).toBe('2026-06-01T00:00:00Z');
  });
});
