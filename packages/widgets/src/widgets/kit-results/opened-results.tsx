// Loaded while the kit's report is opened in the browser (kit-results.tsx starts it with the page):
// the results shown once it is open — every biomarker with its scale bar and trend, the Auria
// result with its band and score history — with their rules, adopted as they show.
import { lazy, Suspense, useId, useMemo } from 'react';
import type { KitStatusData, Kit, NamidaKitStatus, SpotResultItem } from '@healthdeck/contract/light';
import { AURIA_BAND_BOUNDS, AURIA_SCALE, auriaBand, auriaBarPosition, biomarkerBarPosition, biomarkerScores, biomarkerTrend } from '@healthdeck/sdk';
import { useLanguage } from '../../i18n/language';
import { adoptPartStyles } from '../../styles/part-styles';
import type { KitResultsText } from '../../kits/results-messages';
import { type OpenedResultsText, useOpenedResultsText } from '../../kits/opened-results-messages';
import openedResults from './opened-results.css?inline';
import { BiomarkerTrend, type ResultHistory, ScoreHistory, useResultHistory } from './result-history';
import { ResultSuggestions } from './result-suggestions';

export { openedResultsMessages } from '../../kits/opened-results-messages';

const adopt = adoptPartStyles(openedResults);
/** A 3D body scan's measurement, loaded when such a report is open (body-scan-result.tsx). */
const BodyScanResult = lazy(() => import('./body-scan-result'));

const percent = (value: number, min: number, max: number) => biomarkerBarPosition(max > min ? (value - min) / (max - min) : 0);

/** Numbers as the member's language writes them (decimal comma, minus sign), up to two decimals as reported. */
function useNumbers(): (value: number) => string {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    return (value: number) => format.format(value);
  }, [language]);
}

/**
 * spec 001 §3 Spot result item, §9 Spot level: value with unit, the H/N/L level (unless
 * hideResultLabel) and a scale bar of the report/low/healthy/high bounds with the value marked
 * (unless hideScale), its ends written under it and the healthy range in words, so the numbers
 * are there without the colours.
 */
function Biomarker({ item, history, t }: { item: SpotResultItem; history: ResultHistory['spot']; t: OpenedResultsText }) {
  const trend = useMemo(() => biomarkerTrend(item.name, history), [item.name, history]);
  const number = useNumbers();
  const value = Number(item.result);
  const numeric = item.result.trim() !== '' && Number.isFinite(value);
  const unit = item.unit_of_measure ? ` ${item.unit_of_measure}` : '';
  const withUnit = (n: number) => `${number(n)}${unit}`;
  const { report_min: min, report_max: max, healthy_min: healthyMin, healthy_max: healthyMax } = item;
  const segment = (from: number, to: number, kind: string) =>
    to > from ? <span key={kind} className={`hd-kit-results__segment hd-kit-results__segment--${kind}`} style={{ width: `${percent(to, min, max) - percent(from, min, max)}%` }} /> : null;
  return (
    <li className="hd-kit-results__biomarker" part="biomarker" data-level={item.result_level}>
      <div className="hd-kit-results__biomarker-head">
        <h4 className="hd-kit-results__biomarker-name">{item.name}</h4>
        <p className="hd-kit-results__value">
          <span className="hd-visually-hidden">{t.value}: </span>
          {numeric ? number(value) : item.result}
          {unit}
        </p>
        {item.hideResultLabel ? null : <span className={`hd-kit-results__level hd-kit-results__level--${item.result_level}`}>{t.levels[item.result_level]}</span>}
      </div>
      {item.description ? <p className="hd-kit-results__description">{item.description}</p> : null}
      {item.hideScale || !numeric || max <= min ? null : (
        <div className="hd-kit-results__scale-block">
          <div className="hd-kit-results__scale" role="img" aria-label={t.scaleOf(withUnit(value), withUnit(min), withUnit(max))} part="scale">
            <div className="hd-kit-results__track">
              {segment(min, item.low_min, 'report')}
              {segment(item.low_min, healthyMin, 'low')}
              {segment(healthyMin, healthyMax, 'healthy')}
              {segment(healthyMax, item.high_max, 'high')}
              {segment(item.high_max, max, 'report')}
            </div>
            <span className="hd-kit-results__marker" style={{ left: `${percent(value, min, max)}%` }} data-testid="marker" />
          </div>
          <div className="hd-kit-results__axis" aria-hidden="true">
            <span>{withUnit(min)}</span>
            <span>{withUnit(max)}</span>
          </div>
          {healthyMax > healthyMin ? (
            <p className="hd-kit-results__range" part="range">
              <span className="hd-kit-results__swatch hd-kit-results__swatch--healthy" aria-hidden="true" />
              {t.range}: {number(healthyMin)}–{number(healthyMax)}
              {unit}
            </p>
          ) : null}
        </div>
      )}
      <BiomarkerTrend points={trend} unit={unit} t={t} />
    </li>
  );
}

/** spec 001 §9 Auria result: score band, advice, disclaimer and the -6..4 bar. */
function AuriaResult({ data, history, t }: { data: NamidaKitStatus; history: ResultHistory['auria']; t: OpenedResultsText }) {
  const scores = useMemo(() => biomarkerScores(history), [history]);
  const titleId = useId();
  const number = useNumbers();
  if (!data.results) return null;
  const band = auriaBand(data.results.score);
  return (
    <section className="hd-kit-results__auria" aria-labelledby={titleId} part="auria">
      <h3 id={titleId}>{t.auriaTitle}</h3>
      <p>
        {t.auriaScore}: <strong>{number(data.results.score)}</strong> <span className={`hd-kit-results__band hd-kit-results__band--${band}`}>{t.bands[band]}</span>
      </p>
      <div className="hd-kit-results__scale" role="img" aria-label={`${t.auriaScore}: ${t.scaleOf(number(data.results.score), number(AURIA_SCALE.min), number(AURIA_SCALE.max))}`}>
        <div className="hd-kit-results__track hd-kit-results__track--auria" />
        <span className="hd-kit-results__marker" style={{ left: `${auriaBarPosition(data.results.score)}%` }} data-testid="marker" />
      </div>
      <div className="hd-kit-results__axis" aria-hidden="true">
        <span>{number(AURIA_SCALE.min)}</span>
        <span>{number(AURIA_SCALE.max)}</span>
      </div>
      <ul className="hd-kit-results__legend" part="legend">
        <li>
          <span className="hd-kit-results__swatch hd-kit-results__swatch--healthy" aria-hidden="true" />
          {t.bands.low}: {t.bandRanges.below(number(AURIA_BAND_BOUNDS.medium))}
        </li>
        <li>
          <span className="hd-kit-results__swatch hd-kit-results__swatch--medium" aria-hidden="true" />
          {t.bands.medium}: {t.bandRanges.between(number(AURIA_BAND_BOUNDS.medium), number(AURIA_BAND_BOUNDS.high))}
        </li>
        <li>
          <span className="hd-kit-results__swatch hd-kit-results__swatch--high" aria-hidden="true" />
          {t.bands.high}: {t.bandRanges.above(number(AURIA_BAND_BOUNDS.high))}
        </li>
      </ul>
      <p className="hd-kit-results__advice">{t.advice[band]}</p>
      <p className="hd-kit-results__disclaimer">{t.disclaimer}</p>
      <ScoreHistory entries={scores} t={t} />
    </section>
  );
}

/** The opened report's results, what they suggest (the organisation's result rules, compared here), and the history made from every report the member can open. */
export function OpenedResults({ kit, data, kits, t: page }: { kit: Kit; data: KitStatusData; kits: readonly Kit[]; t: KitResultsText }) {
  const t = useOpenedResultsText(page);
  const history = useResultHistory(kits);
  const biomarkersId = useId();
  const spotResults = useMemo(() => (data.provider_code === 'spot' ? data.samples.flatMap((s) => s.report?.results ?? []) : []), [data]);
  const readings = useMemo(() => spotResults.map((item) => ({ name: item.name, result: item.result, unit: item.unit_of_measure })), [spotResults]);
  return (
    // The parts stay items of the page's grid; the wrapper only carries the rules in.
    <div ref={adopt} className="hd-kit-results__opened">
      {spotResults.length > 0 && kit.results_ready ? <ResultSuggestions kit={kit} readings={readings} /> : null}
      {spotResults.length > 0 ? (
        <section aria-labelledby={biomarkersId}>
          <h3 id={biomarkersId}>{t.biomarkers}</h3>
          <ul className="hd-kit-results__biomarkers">
            {spotResults.map((item) => (
              <Biomarker key={item.name} item={item} history={history.spot} t={t} />
            ))}
          </ul>
        </section>
      ) : null}
      {data.provider_code === 'namida' ? <AuriaResult data={data} history={history.auria} t={t} /> : null}
      {data.provider_code === '3d-look' && data.measurement ? (
        <section aria-labelledby={biomarkersId}>
          <h3 id={biomarkersId}>{t.biomarkers}</h3>
          <Suspense fallback={<div aria-busy="true" style={{ minHeight: '14rem' }} />}>
            <BodyScanResult value={data.measurement} />
          </Suspense>
        </section>
      ) : null}
      {history.opening ? (
        <p role="status" aria-busy="true" className="hd-kit-results__opening">
          {t.openingHistory}
        </p>
      ) : null}
    </div>
  );
}
