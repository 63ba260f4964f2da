import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HealthSummaryResponse } from '@healthdeck/contract/light';
import { createDevicesApi, devicesQueries, formatSleepDuration, metersToMiles, type HealthDeck } from '@healthdeck/sdk';
import { useLanguage, useMessages } from '../../i18n/language';
import { formatDay } from '../shared/format-date';
import { InfoCard, InfoEmpty, InfoSkeleton } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { NoDevice } from '../shared/no-device';
import { insightsMessages, type InsightsMessages } from './messages';

export interface InsightsProps {
  /** Where a device is connected (default the profile's Connected devices). */
  devicesHref?: string;
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

type Summary = HealthSummaryResponse['health_summary'];

/** A device's name from its data source code (fitbit → Fitbit). */
const sourceName = (source: string) => source.charAt(0).toUpperCase() + source.slice(1);

/** The latest day's figures, each with its unit; what the devices did not record reads "Not recorded". */
export function insightFigures(summary: Summary, language: string, t: InsightsMessages): { label: string; value: string }[] {
  const number = (value: number, digits = 0) => new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  const or = (value: number | null, show: (v: number) => string) => (value === null ? t.notRecorded : show(value));
  return [
    { label: t.steps, value: or(summary.steps, (v) => number(v)) },
    { label: t.distance, value: or(summary.distance_meters, (v) => t.miles.replace('{value}', number(metersToMiles(v), 1))) },
    { label: t.calories, value: or(summary.calories_kcal, (v) => t.kcal.replace('{value}', number(v))) },
    { label: t.sleep, value: or(summary.sleep_seconds, (v) => formatSleepDuration(v)) },
  ];
}

function InsightsBody({ client, t, devicesHref, onError }: InsightsProps & { client: HealthDeck; t: InsightsMessages }) {
  const queries = useMemo(() => devicesQueries(createDevicesApi(client)), [client]);
  const summary = useQuery(queries.healthSummary());
  const language = useLanguage();
  useReportLoadFailure('insights', summary, t.failed, onError);
  if (summary.isError) return <LoadFailure block="hd-info-card" query={summary} message={t.failed} retryLabel={t.retry} />;
  if (summary.isPending) return <InfoSkeleton label={t.loading} />;
  const data = summary.data.health_summary;
  if (data.connected_sources.length === 0) return <NoDevice block="hd-info-card" message={t.noDevice} action={t.connect} href={devicesHref} />;
  if (!data.date) return <InfoEmpty>{t.empty}</InfoEmpty>;
  return (
    <div className="hd-info-card__body" part="body">
      <h3 className="hd-info-card__subtitle" part="day">
        {t.latestDay.replace('{date}', formatDay(data.date, language, { dateStyle: 'full' }))}
      </h3>
      <dl className="hd-insights__figures" part="figures">
        {insightFigures(data, language, t).map((figure) => (
          <div key={figure.label} className="hd-insights__figure">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="hd-insights__sources">{t.from.replace('{sources}', data.connected_sources.map(sourceName).join(', '))}</p>
    </div>
  );
}

/**
 * The INSIGHTS page (spec 000 §3.4): the latest day the member's connected devices recorded —
 * steps, distance in miles (1609.34 m, spec 001 §9), calories and sleep in hours and minutes —
 * from GET health-summary (spec 000 §7.6). Without a connected device it says so and links to
 * where one is connected; nothing is shown that the member's devices did not record.
 */
export function Insights({ devicesHref, onError }: InsightsProps) {
  const t = useMessages(insightsMessages);
  return (
    <InfoCard folder="insights" title={t.title} signedOut={t.signedOut}>
      {(client) => <InsightsBody client={client} t={t} devicesHref={devicesHref} onError={onError} />}
    </InfoCard>
  );
}
