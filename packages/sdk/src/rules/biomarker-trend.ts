// spec 001 §3 Biomarker trend point (month, average, lastResultLevel: healthy, warning, unhealthy)
// and Biomarker score entry (month, score). Results are decrypted in the browser, so the trend is
// made here from the member's opened reports; the server never sees a value.
import type { BiomarkerLevel } from '@healthdeck/contract';
import { displayTimeZone, formatInZone } from './date-format.js';

/** The bounds a Spot result item is judged by (spec 001 §3: report_min ≤ low_min ≤ healthy_min ≤ healthy_max ≤ high_max ≤ report_max). */
export interface BiomarkerReading {
  name: string;
  result: string;
  result_level: string;
  low_min: number;
  healthy_min: number;
  healthy_max: number;
  high_max: number;
}

export interface BiomarkerTrendPoint {
  /** yyyy-MM in the member's time zone. */
  month: string;
  average: number;
  lastResultLevel: BiomarkerLevel;
}

export interface BiomarkerScoreEntry {
  month: string;
  score: number;
}

/** A reading with the time its report was made. */
export interface DatedReading<T> {
  at: string;
  value: T;
}

/**
 * A result's level: in the healthy band healthy; in the low or high band (low_min to high_max)
 * warning; beyond them unhealthy. A result that is not a number falls back to its H/N/L level
 * (N healthy, H or L warning).
 */
export function biomarkerResultLevel(reading: BiomarkerReading): BiomarkerLevel {
  const value = Number(reading.result);
  if (reading.result.trim() === '' || !Number.isFinite(value)) return reading.result_level === 'N' ? 'healthy' : 'warning';
  if (value >= reading.healthy_min && value <= reading.healthy_max) return 'healthy';
  if (value >= reading.low_min && value <= reading.high_max) return 'warning';
  return 'unhealthy';
}

/** A month-of function that formats each distinct time once (a report's readings share its time). */
function monthsIn(timeZone: string): (at: string) => string {
  const months = new Map<string, string>();
  return (at) => {
    let month = months.get(at);
    if (month === undefined) {
      month = formatInZone(at, 'yyyy-MM', timeZone);
      months.set(at, month);
    }
    return month;
  };
}
const byTime = <T>(a: DatedReading<T>, b: DatedReading<T>) => Date.parse(a.at) - Date.parse(b.at);
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * One biomarker's trend: per month, the average of its numeric results (two decimals) and the
 * level of the month's last result; oldest month first. Readings of other biomarkers and results
 * that are not numbers are left out.
 */
export function biomarkerTrend(name: string, readings: readonly DatedReading<BiomarkerReading>[], timeZone: string = displayTimeZone()): BiomarkerTrendPoint[] {
  const months = new Map<string, { sum: number; count: number; last: BiomarkerReading }>();
  const monthOf = monthsIn(timeZone);
  for (const reading of [...readings].sort(byTime)) {
    const value = Number(reading.value.result);
    if (reading.value.name !== name || reading.value.result.trim() === '' || !Number.isFinite(value)) continue;
    const month = monthOf(reading.at);
    if (!month) continue;
    const entry = months.get(month) ?? { sum: 0, count: 0, last: reading.value };
    months.set(month, { sum: entry.sum + value, count: entry.count + 1, last: reading.value });
  }
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, { sum, count, last }]) => ({ month, average: round(sum / count), lastResultLevel: biomarkerResultLevel(last) }));
}

/** Score entries (the Auria score): per month the month's last score; oldest month first. */
export function biomarkerScores(readings: readonly DatedReading<number>[], timeZone: string = displayTimeZone()): BiomarkerScoreEntry[] {
  const months = new Map<string, number>();
  const monthOf = monthsIn(timeZone);
  for (const reading of [...readings].sort(byTime)) {
    const month = monthOf(reading.at);
    if (month && Number.isFinite(reading.value)) months.set(month, reading.value);
  }
  return [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, score]) => ({ month, score }));
}

/**
 * When a kit's report was made: a Spot report's newest event (index 0 is the current status, spec
 * 001 §4), else when the server last updated the kit (a Namida report carries no dates).
 */
export function reportTime(kit: { updated_at: string }, report: { events?: readonly { created: string | null }[] } | null | undefined): string {
  return report?.events?.[0]?.created ?? kit.updated_at;
}
