import { useId, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { TIMELINE_KINDS, type KitStatusData, type MoodValue, type TimelineKind } from '@healthdeck/contract/light';
import { biomarkerReadingsQuery, biomarkerTrend, timelinePagesQuery, type BodyMeasurement, type DecryptedVitals, type OpenedTimelineEntry } from '@healthdeck/sdk';
import { Button, formatDay, formatInstant, LockedState, Sparkline, useHealthDeck, useLanguage, useMessages } from '@healthdeck/widgets';
import { timelineMessages, type TimelineMessages } from './timeline-messages.js';
import './timeline.css';

// Ours: the member's one timeline (docs/decisions/0105-one-timeline.md). Pages come from the server
// by a time cursor across kinds; each page's sealed records are opened here (the sdk's
// timelinePagesQuery) and drawn once the page is open. A lab result lists its biomarkers; one opens
// its trend across every kit the member can open.

/** The User Timing mark set when the first page is drawn (scripts/timeline-benchmark.ts reads it). */
export const TIMELINE_DRAWN_MARK = 'hd:timeline-first-page';

export function TimelineScreen() {
  const t = useMessages(timelineMessages);
  const sdk = useHealthDeck();
  const privateKey = useStore(sdk.$privateKey);
  // The data key is part of the pages' cache key: draw again when the one unlock opens it.
  useStore(sdk.$dataKey);
  const [kinds, setKinds] = useState<TimelineKind[]>([]);
  const timeline = useInfiniteQuery({ ...timelinePagesQuery(sdk, kinds, { privateKey }), retry: false });
  const entries = timeline.data?.pages.flatMap((page) => page.entries) ?? [];
  const locked = entries.some((entry) => entry.locked);

  return (
    <div className="hd-page hd-timeline-page">
      <h1>{t.title}</h1>
      <p className="hd-timeline__intro">{t.intro}</p>
      {/* Sealed entries the session's keys cannot open yet (a reload, the idle lock): the one locked
          state, whose unlock opens them here and on every other sealed screen. */}
      {locked ? <LockedState t={t.unlock} /> : null}
      <KindFilter t={t} kinds={kinds} onChange={setKinds} />
      {timeline.isError && entries.length === 0 ? (
        <div className="hd-card">
          <p role="alert" className="hd-form-alert">
            {t.loadFailed}
          </p>
          <Button type="button" variant="outlined" loading={timeline.isFetching} onClick={() => void timeline.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : timeline.isPending ? (
        <p role="status">{t.loading}</p>
      ) : entries.length === 0 ? (
        <p>{kinds.length ? t.emptyFiltered : t.empty}</p>
      ) : (
        <>
          <ol className="hd-timeline__list" ref={markDrawn}>
            {entries.map((entry) => (
              <TimelineItem key={`${entry.kind}:${entry.id}`} entry={entry} t={t} />
            ))}
          </ol>
          {timeline.isFetchNextPageError ? (
            <p role="alert" className="hd-form-alert">
              {t.loadFailed}
            </p>
          ) : null}
          {timeline.hasNextPage ? (
            <Button type="button" variant="outlined" loading={timeline.isFetchingNextPage} onClick={() => void timeline.fetchNextPage()}>
              {timeline.isFetchingNextPage ? t.loadingMore : t.more}
            </Button>
          ) : (
            <p className="hd-timeline__end">{t.end}</p>
          )}
        </>
      )}
    </div>
  );
}

/** Marks (once per page load) the moment the first page's list is in the document. */
function markDrawn(list: HTMLOListElement | null) {
  if (list && typeof performance.mark === 'function' && performance.getEntriesByName(TIMELINE_DRAWN_MARK).length === 0) performance.mark(TIMELINE_DRAWN_MARK);
}

/** "Everything", or any set of kinds: a group of toggle buttons (each a checkbox to assistive technology). */
function KindFilter({ t, kinds, onChange }: { t: TimelineMessages; kinds: TimelineKind[]; onChange: (kinds: TimelineKind[]) => void }) {
  const legendId = useId();
  return (
    <fieldset className="hd-timeline__filter" aria-labelledby={legendId}>
      <legend id={legendId}>{t.show}</legend>
      <label className="hd-timeline__chip">
        <input type="checkbox" checked={kinds.length === 0} onChange={() => onChange([])} />
        {t.everything}
      </label>
      {TIMELINE_KINDS.map((kind) => (
        <label key={kind} className="hd-timeline__chip">
          <input type="checkbox" checked={kinds.includes(kind)} onChange={(event) => onChange(event.target.checked ? [...kinds, kind] : kinds.filter((k) => k !== kind))} />
          {t.kinds[kind]}
        </label>
      ))}
    </fieldset>
  );
}

function TimelineItem({ entry, t }: { entry: OpenedTimelineEntry; t: TimelineMessages }) {
  const language = useLanguage();
  const when = 'day' in entry ? formatDay(entry.day, language) : formatInstant(entry.at, language);
  return (
    <li className={`hd-timeline__item hd-timeline__item--${entry.kind}`}>
      <p className="hd-timeline__meta">
        <span className="hd-timeline__kind">{t.kinds[entry.kind]}</span>
        <time dateTime={'day' in entry ? entry.day : entry.at}>{when}</time>
      </p>
      {entry.locked ? <p className="hd-timeline__locked">{t.locked}</p> : <EntryBody entry={entry} t={t} />}
    </li>
  );
}

const number = (language: string, value: number, digits = 0) => new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);

function EntryBody({ entry, t }: { entry: OpenedTimelineEntry; t: TimelineMessages }) {
  const language = useLanguage();
  const sealedButClosed = 'encrypted_data' in entry && entry.encrypted_data && entry.opened === null;
  switch (entry.kind) {
    case 'hydration':
      return <p>{t.ounces(number(language, entry.ounces))}</p>;
    case 'sleep':
      return <p>{t.hours(number(language, entry.hours, 1))}</p>;
    case 'mood':
      return <p>{t.moods[entry.mood as MoodValue] ?? entry.mood}</p>;
    case 'symptom':
      return <p>{entry.symptom}</p>;
    case 'programme_action':
      return (
        <p>
          {[entry.title, entry.programme].filter(Boolean).join(' · ')} — {t.actionStatus[entry.status]}
        </p>
      );
    case 'appointment':
      return (
        <p>
          {t.withHost(entry.type, entry.host_name)} — {t.appointmentStatus[entry.status]}
        </p>
      );
    case 'medication': {
      if (sealedButClosed) return <p>{t.unreadable}</p>;
      const details = entry.opened as { name?: string; strength?: string; dosage?: string } | null;
      return (
        <p>
          {[details?.name, details?.strength, details?.dosage].filter(Boolean).join(' · ')} ({t.since(formatDay(entry.start_date, language))})
        </p>
      );
    }
    case 'vital': {
      if (sealedButClosed) return <p>{t.unreadable}</p>;
      const v = (entry.opened ?? {}) as DecryptedVitals;
      const parts = [
        typeof v.hr === 'number' ? `${t.heartRate} ${number(language, v.hr)} bpm` : null,
        typeof v.sbp === 'number' && typeof v.dbp === 'number' ? `${t.bloodPressure} ${number(language, v.sbp)}/${number(language, v.dbp)} mmHg` : null,
        typeof v.spo2 === 'number' ? `${t.oxygen} ${number(language, v.spo2)} %` : null,
        typeof v.rr === 'number' ? `${t.respiration} ${number(language, v.rr)}/min` : null,
      ].filter(Boolean);
      return <p>{parts.join(' · ')}</p>;
    }
    case 'body_scan': {
      if (!entry.encrypted_data) return <p>{t.resultsPending}</p>;
      if (sealedButClosed) return <p>{t.unreadable}</p>;
      const m = (entry.opened ?? {}) as BodyMeasurement;
      const parts = [
        typeof m.bmi === 'number' ? `${t.bmi} ${number(language, m.bmi, 1)}` : null,
        typeof m.fat_percentage === 'number' ? `${t.bodyFat} ${number(language, m.fat_percentage, 1)} %` : null,
      ];
      return <p>{parts.filter(Boolean).join(' · ')}</p>;
    }
    case 'lab':
      return <LabBody entry={entry} t={t} />;
  }
}

function LabBody({ entry, t }: { entry: Extract<OpenedTimelineEntry, { kind: 'lab' }>; t: TimelineMessages }) {
  const language = useLanguage();
  const [trendOf, setTrendOf] = useState<string | null>(null);
  const report = entry.opened as KitStatusData | null;
  const title = (
    <p className="hd-timeline__title">
      {entry.test_name} · {entry.kit_id}
    </p>
  );
  if (!entry.results_ready || !entry.encrypted_data)
    return (
      <>
        {title}
        <p>{t.resultsPending}</p>
      </>
    );
  if (!report)
    return (
      <>
        {title}
        <p>{t.unreadable}</p>
      </>
    );
  if (report.provider_code === 'namida')
    return (
      <>
        {title}
        <p>{report.results ? `${t.score} ${number(language, report.results.score)}` : t.resultsPending}</p>
      </>
    );
  if (report.provider_code !== 'spot') return title;
  const results = report.samples.flatMap((sample) => sample.report?.results ?? []);
  return (
    <>
      {title}
      <ul className="hd-timeline__biomarkers">
        {results.map((item) => (
          <li key={item.name}>
            <button type="button" className="hd-timeline__biomarker" aria-expanded={trendOf === item.name} onClick={() => setTrendOf(trendOf === item.name ? null : item.name)}>
              <span>{item.name}</span>{' '}
              <span>
                {item.result} {item.unit_of_measure}
              </span>
              <span className="hd-page-visually-hidden"> — {t.showTrend(item.name)}</span>
            </button>
            {trendOf === item.name ? <BiomarkerTrendPanel name={item.name} unit={item.unit_of_measure} t={t} /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

const monthLabel = (month: string, language: string) => formatDay(`${month}-15`, language, { month: 'short', year: 'numeric' });

/** One biomarker across every lab report the member can open: the line of its monthly averages and their table. */
function BiomarkerTrendPanel({ name, unit, t }: { name: string; unit: string; t: TimelineMessages }) {
  const sdk = useHealthDeck();
  const privateKey = useStore(sdk.$privateKey);
  // The data key is part of the readings' cache key: draw again when the one unlock opens it.
  useStore(sdk.$dataKey);
  const language = useLanguage();
  const titleId = useId();
  const readings = useQuery({ ...biomarkerReadingsQuery(sdk, { privateKey }), retry: false });
  if (readings.isError) return <p role="alert">{t.trendFailed}</p>;
  if (!readings.data) return <p role="status">{t.trendLoading}</p>;
  const points = biomarkerTrend(name, readings.data);
  return (
    <section className="hd-timeline__trend" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.trendTitle(name)}</h2>
      {points.length < 2 ? (
        <p>{t.trendTooFew}</p>
      ) : (
        <>
          <Sparkline points={points.map((p) => ({ key: p.month, value: p.average, level: p.lastResultLevel }))} className="hd-timeline__sparkline" pointClass="hd-timeline__point" />
          <table className="hd-timeline__trend-table" aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">{t.month}</th>
                <th scope="col">{t.average}</th>
                <th scope="col">{t.level}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.month}>
                  <th scope="row">{monthLabel(point.month, language)}</th>
                  <td>
                    {number(language, point.average, 2)} {unit}
                  </td>
                  <td>{t.levels[point.lastResultLevel]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
