import { useCallback, useId, useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { Kit, KitStatusData, SpotResultItem } from '@healthdeck/contract/light';
import { reportTime, type BiomarkerScoreEntry, type BiomarkerTrendPoint, type DatedReading } from '@healthdeck/sdk';
import { Sparkline as SparklineChart } from '../../primitives/sparkline/sparkline';
import { useKits } from '../../kits/kits-client';
import { openedKitQuery } from '../../kits/opened-kit';
import type { OpenedResultsText } from '../../kits/opened-results-messages';
import { useLanguage } from '../../i18n/language';
import { formatMonth } from '../shared/format-date';

// spec 001 §3 Biomarker trend point and score entry. The member's reports are decrypted in the
// browser, so the history is made from every kit with results the member can open (the result
// page opens them all; each report is opened once per kit version and cached).

export interface ResultHistory {
  spot: DatedReading<SpotResultItem>[];
  auria: DatedReading<number>[];
  /** Some reports are still being opened. */
  opening: boolean;
}

/**
 * The member's opened reports, as dated Spot readings and Auria scores. Combined once per change
 * of the opened reports (not on every render), and empty until every report is open, so the
 * trends are drawn once rather than redrawn as each of many reports opens.
 */
export function useResultHistory(kits: readonly Kit[]): ResultHistory {
  const { client, keys } = useKits();
  const reported = useMemo(() => kits.filter((kit) => kit.results_ready && kit.encrypted_data), [kits]);
  const combine = useCallback(
    (opened: { data?: KitStatusData | null; isLoading: boolean }[]): ResultHistory => {
      const history: ResultHistory = { spot: [], auria: [], opening: opened.some((query) => query.isLoading) };
      if (history.opening) return history;
      opened.forEach(({ data }, index) => {
        const kit = reported[index];
        if (!data || !kit) return;
        if (data.provider_code === 'spot') {
          const at = reportTime(kit, data);
          for (const sample of data.samples) for (const value of sample.report?.results ?? []) history.spot.push({ at, value });
        } else if (data.provider_code === 'namida' && data.results) {
          history.auria.push({ at: reportTime(kit, null), value: data.results.score });
        }
      });
      return history;
    },
    [reported],
  );
  return useQueries({ queries: reported.map((kit) => openedKitQuery(client, kit, keys)), combine });
}

/** A trend's line in the result page's classes (primitives/sparkline). */
function Sparkline({ points }: { points: { month: string; value: number; level?: string }[] }) {
  return <SparklineChart points={points.map((p) => ({ key: p.month, value: p.value, level: p.level }))} className="hd-kit-results__sparkline" pointClass="hd-kit-results__point" />;
}

/** A biomarker's monthly averages (two or more months): the line and, on request, the table of months. */
export function BiomarkerTrend({ points, unit, t }: { points: BiomarkerTrendPoint[]; unit: string; t: OpenedResultsText }) {
  const captionId = useId();
  const language = useLanguage();
  if (points.length < 2) return null;
  return (
    <div className="hd-kit-results__trend" part="trend">
      <Sparkline points={points.map((p) => ({ month: p.month, value: p.average, level: p.lastResultLevel }))} />
      <details>
        <summary id={captionId}>
          {t.trend} ({points.length})
        </summary>
        <table className="hd-kit-results__trend-table" aria-labelledby={captionId}>
          <tbody>
            {points.map((point) => (
              <tr key={point.month}>
                <th scope="row">{formatMonth(point.month, language)}</th>
                <td>
                  {point.average}
                  {unit}
                </td>
                <td>
                  <span className={`hd-kit-results__trend-level hd-kit-results__trend-level--${point.lastResultLevel}`}>{t.trendLevels[point.lastResultLevel]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

/** The Auria score by month (two or more months). */
export function ScoreHistory({ entries, t }: { entries: BiomarkerScoreEntry[]; t: OpenedResultsText }) {
  const titleId = useId();
  const language = useLanguage();
  if (entries.length < 2) return null;
  return (
    <div className="hd-kit-results__trend" part="score-history">
      <h4 id={titleId}>{t.scoreHistory}</h4>
      <Sparkline points={entries.map((e) => ({ month: e.month, value: e.score }))} />
      <table className="hd-kit-results__trend-table" aria-labelledby={titleId}>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.month}>
              <th scope="row">{formatMonth(entry.month, language)}</th>
              <td>{entry.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
