import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import type { Kit, NamidaKitStatus, SpotResultItem } from '@healthdeck/contract/light';
import { AURIA_SCALE, auriaBand, auriaBarPosition, biomarkerBarPosition, biomarkerScores, biomarkerTrend, namidaCanDownload, kitReportLocked } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { useHostNavigate } from '../../provider/host-navigate';
import { hostNavigation } from '../shared/host-navigation';
import { LoadFailure } from '../shared/load-failure';
import { useKitDownload } from '../testing-center/kit-download';
import { useKits } from '../testing-center/kits-client';
import { kitLabel, useOpenedKit } from '../testing-center/opened-kit';
import { useKitMessages } from '../testing-center/messages';
import { kitResultsMessages, type KitResultsText } from './messages';
import { UnlockForm, usePreloadUnlockForm } from '../testing-center/unlock-form';
import { BiomarkerTrend, type ResultHistory, ScoreHistory, useResultHistory } from './result-history';

export interface KitResultsProps {
  /** The printed kit ID of /client/testing-center/{kitId}. */
  kitId: string;
  /** The testing center (default /client/testing-center). */
  testingCenterHref?: string;
}

const percent = (value: number, min: number, max: number) => biomarkerBarPosition(max > min ? (value - min) / (max - min) : 0);

/**
 * spec 001 §3 Spot result item, §9 Spot level: value with unit, the H/N/L level (unless
 * hideResultLabel) and a scale bar of the report/low/healthy/high bounds with the value marked
 * (unless hideScale).
 */
function Biomarker({ item, history, t }: { item: SpotResultItem; history: ResultHistory['spot']; t: KitResultsText }) {
  const trend = useMemo(() => biomarkerTrend(item.name, history), [item.name, history]);
  const value = Number(item.result);
  const numeric = Number.isFinite(value);
  const unit = item.unit_of_measure ? ` ${item.unit_of_measure}` : '';
  const { report_min: min, report_max: max } = item;
  const segment = (from: number, to: number, kind: string) =>
    to > from ? <span key={kind} className={`hd-kit-results__segment hd-kit-results__segment--${kind}`} style={{ width: `${percent(to, min, max) - percent(from, min, max)}%` }} /> : null;
  return (
    <li className="hd-kit-results__biomarker" part="biomarker" data-level={item.result_level}>
      <div className="hd-kit-results__biomarker-head">
        <h4 className="hd-kit-results__biomarker-name">{item.name}</h4>
        <p className="hd-kit-results__value">
          <span className="hd-visually-hidden">{t.value}: </span>
          {item.result}
          {unit}
        </p>
        {item.hideResultLabel ? null : <span className={`hd-kit-results__level hd-kit-results__level--${item.result_level}`}>{t.levels[item.result_level]}</span>}
      </div>
      {item.description ? <p className="hd-kit-results__description">{item.description}</p> : null}
      {item.hideScale || !numeric || max <= min ? null : (
        <div className="hd-kit-results__scale" role="img" aria-label={`${t.range}: ${item.healthy_min}–${item.healthy_max}${unit}`} part="scale">
          <div className="hd-kit-results__track">
            {segment(min, item.low_min, 'report')}
            {segment(item.low_min, item.healthy_min, 'low')}
            {segment(item.healthy_min, item.healthy_max, 'healthy')}
            {segment(item.healthy_max, item.high_max, 'high')}
            {segment(item.high_max, max, 'report')}
          </div>
          <span className="hd-kit-results__marker" style={{ left: `${percent(value, min, max)}%` }} data-testid="marker" />
        </div>
      )}
      <BiomarkerTrend points={trend} unit={unit} t={t} />
    </li>
  );
}

/** spec 001 §9 Auria result: score band, advice, disclaimer and the -6..4 bar. */
function AuriaResult({ data, history, t }: { data: NamidaKitStatus; history: ResultHistory['auria']; t: KitResultsText }) {
  const scores = useMemo(() => biomarkerScores(history), [history]);
  const titleId = useId();
  if (!data.results) return null;
  const band = auriaBand(data.results.score);
  return (
    <section className="hd-kit-results__auria" aria-labelledby={titleId} part="auria">
      <h3 id={titleId}>{t.auriaTitle}</h3>
      <p>
        {t.auriaScore}: <strong>{data.results.score}</strong> <span className={`hd-kit-results__band hd-kit-results__band--${band}`}>{t.bands[band]}</span>
      </p>
      <div className="hd-kit-results__scale" role="img" aria-label={`${t.auriaScore} ${data.results.score} (${AURIA_SCALE.min} – ${AURIA_SCALE.max})`}>
        <div className="hd-kit-results__track hd-kit-results__track--auria" />
        <span className="hd-kit-results__marker" style={{ left: `${auriaBarPosition(data.results.score)}%` }} data-testid="marker" />
      </div>
      <div className="hd-kit-results__axis" aria-hidden="true">
        <span>{AURIA_SCALE.min}</span>
        <span>{AURIA_SCALE.max}</span>
      </div>
      <p className="hd-kit-results__advice">{t.advice[band]}</p>
      <p className="hd-kit-results__disclaimer">{t.disclaimer}</p>
      <ScoreHistory entries={scores} t={t} />
    </section>
  );
}

function Results({ kit, kits, t }: { kit: Kit; kits: readonly Kit[]; t: KitResultsText }) {
  const { keys } = useKits();
  const opened = useOpenedKit(kit);
  const history = useResultHistory(kits);
  const data = opened.data ?? null;
  const { busy, error, download, preload } = useKitDownload(kit, data);
  const label = kitLabel(kit, data);
  const biomarkersId = useId();
  const locked = kitReportLocked(kit, keys);

  const spotResults = data?.provider_code === 'spot' ? data.samples.flatMap((s) => s.report?.results ?? []) : [];
  const namidaNoFile = data?.provider_code === 'namida' && !namidaCanDownload(data);
  return (
    <>
      <p className="hd-kit-results__meta">
        {t.kitId}: <strong>{kit.kit_id}</strong> · {t.status}: <strong>{t.labels[label] ?? label}</strong>
      </p>
      {!kit.results_ready ? <p>{t.noResultsYet}</p> : null}
      {locked ? <UnlockForm /> : null}
      {opened.isPending && !locked && kit.encrypted_data ? (
        <p role="status" aria-busy="true">
          {t.loading}
        </p>
      ) : null}
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
      {data?.provider_code === 'namida' ? <AuriaResult data={data} history={history.auria} t={t} /> : null}
      {data && history.opening ? (
        <p role="status" aria-busy="true" className="hd-kit-results__opening">
          {t.openingHistory}
        </p>
      ) : null}
      {kit.results_ready ? (
        <div className="hd-kit-results__downloads">
          {namidaNoFile ? (
            <p>{t.noResultsFile}</p>
          ) : kit.provider_code === 'namida' && !data ? null : (
            <Button loading={busy} onPointerEnter={preload} onFocus={preload} onClick={() => void download()}>
              {t.downloadResults}
            </Button>
          )}
          {error ? (
            <p role="alert" className="hd-kit-results__error">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * /client/testing-center/{kitId} (spec 001 §2, opened by 'Results Ready'): every biomarker with its
 * value, unit, level and scale bar; the Auria result with its band, advice and bar; the downloads
 * (Spot results PDF; Auria_Results_{kitId}.pdf from rawResults, 'No results file available.'
 * without). The report is decrypted in the browser; while locked the page asks for the password.
 */
export function KitResults({ kitId, testingCenterHref = '/client/testing-center' }: KitResultsProps) {
  const t = useKitMessages(kitResultsMessages);
  const { client, queries, privateKey } = useKits();
  usePreloadUnlockForm(privateKey);
  const session = useStore(client.$session);
  const navigate = useHostNavigate();
  const titleId = useId();
  const kits = useQuery({ ...queries.list(), enabled: session !== null });
  const kit = kits.data?.kits.find((k) => k.kit_id === kitId.trim().toUpperCase()) ?? null;
  // Opening the kit marks its new results as seen (sdk kits.get).
  useQuery({ ...queries.one(kit?.id ?? ''), enabled: Boolean(kit?.results_ready) });

  return (
    <section className="hd-root hd-kit-results" part="widget" aria-labelledby={titleId}>
      <a className="hd-kit-results__back" href={testingCenterHref} onClick={hostNavigation(navigate ? () => navigate(testingCenterHref) : undefined)}>
        ← {t.backToTestingCenter}
      </a>
      <h2 id={titleId} className="hd-kit-results__title" part="title">
        {kit ? `${kit.name} — ${t.resultsTitle}` : t.resultsTitle}
      </h2>
      {!session ? (
        <p>{t.signedOut}</p>
      ) : kits.isError ? (
        <LoadFailure block="hd-kit-results" query={kits} message={t.loadFailed} retryLabel={t.retry} />
      ) : kits.isPending ? (
        <p role="status" aria-busy="true">
          {t.loading}
        </p>
      ) : !kit ? (
        <p role="alert">{t.notFound}</p>
      ) : (
        <Results kit={kit} kits={kits.data.kits} t={t} />
      )}
    </section>
  );
}
