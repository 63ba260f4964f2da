import { useQuery } from '@tanstack/react-query';
import type { BodyMetricRecord } from '@healthdeck/contract/light';
import {
  bodyMetricsQuery,
  formatHoursMinutes,
  formatSleepDuration,
  type HealthDeck,
  sleepDifference,
  sleepDurationSeconds,
  sleepStageShares,
  type SleepSummaryDuration,
} from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { WidgetShell } from '../shared/widget-shell';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { sleepSummaryMessages, type SleepSummaryMessages } from './messages';
import { ROTATION_MS, useRotation } from '../shared/use-rotation';
import { NoDevice, useNoDevice } from '../shared/no-device';
import { DemoDataBadge } from '../shared/demo-data-badge';

export interface SleepSummaryProps {
  /** Where a device is connected, linked from the empty state (default /client/profile#connected-devices). */
  devicesHref?: string;
  /** How long each sleep tip stays, in ms (default 10 s). */
  tipIntervalMs?: number;
  /** When the load failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

const durationOf = (record: BodyMetricRecord | undefined): SleepSummaryDuration | null => record?.data.sleep_health?.summary.sleep_summary.duration ?? null;

// spec 001 §4, §8, §9: the dashboard's Sleep Summary widget (latest night from the body metrics).
export function SleepSummary(props: SleepSummaryProps) {
  const t = useMessages(sleepSummaryMessages);
  return (
    <WidgetShell frame="card" block="hd-sleep-summary" title={t.title} signedOut={t.signedOut}>
      {(client) => <SignedInSummary {...props} client={client} t={t} />}
    </WidgetShell>
  );
}

/** spec 001 §9: the day-over-day wording, from the sdk's rounding rule. */
function comparisonText(today: number, previous: number, t: SleepSummaryMessages): string {
  const difference = sleepDifference(today, previous);
  if (difference.direction === 'similar') return t.similar;
  const amount = difference.hours === 0 && difference.minutes === 0 ? t.underHalfHour : formatHoursMinutes(difference.hours, difference.minutes);
  return difference.direction === 'more' ? t.more(amount) : t.less(amount);
}

function SignedInSummary({ tipIntervalMs, onError, devicesHref, client, t }: SleepSummaryProps & { client: HealthDeck; t: SleepSummaryMessages }) {
  const query = useQuery({ ...bodyMetricsQuery(client, 'sleep_summary'), retry: false });
  const records = (query.data?.data.body_metrics ?? []).filter((record) => durationOf(record) !== null);
  // Body metrics exist only with a connected device: an empty answer asks whether one is connected.
  const device = useNoDevice(client, query.data !== undefined && records.length === 0);
  // spec 001 §9: nine rotating sleep tips when only one record exists.
  const tipIndex = useRotation(records.length === 1 ? t.tips.length : 0, tipIntervalMs ?? ROTATION_MS);

  // spec 001 §8: the message is shown and the error logged.
  useReportLoadFailure('sleep summary', query, t.loadFailed, onError);

  if (query.isError && !query.data) {
    return <LoadFailure block="hd-sleep-summary" query={query} message={t.loadFailed} retryLabel={t.retry} />;
  }

  // spec 001 §4: "Sleep and fitness widgets show a skeleton while loading".
  if (!query.data || device.pending) {
    return (
      <div className="hd-sleep-summary__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loading}>
        <span className="hd-sleep-summary__bone hd-sleep-summary__bone--duration hd-shimmer" />
        <span className="hd-sleep-summary__bone hd-sleep-summary__bone--line hd-shimmer" />
        <span className="hd-sleep-summary__bone hd-sleep-summary__bone--bar hd-shimmer" />
        <span className="hd-sleep-summary__bone hd-sleep-summary__bone--bar hd-shimmer" />
        <span className="hd-sleep-summary__bone hd-sleep-summary__bone--bar hd-shimmer" />
      </div>
    );
  }

  const latest = durationOf(records[0]);
  if (!latest && device.noDevice) {
    return <NoDevice block="hd-sleep-summary" message={t.noDevice} action={t.connectDevice} href={devicesHref} />;
  }
  if (!latest) {
    return (
      <p className="hd-sleep-summary__empty" part="empty">
        {t.empty}
      </p>
    );
  }

  const seconds = sleepDurationSeconds(latest);
  const previous = durationOf(records[1]);
  const shares = sleepStageShares(latest);
  const stages = [
    { key: 'light', label: t.light, share: shares.light },
    { key: 'deep', label: t.deep, share: shares.deep },
    { key: 'rem', label: t.rem, share: shares.rem },
  ] as const;

  return (
    <div className="hd-sleep-summary__body" part="body">
      <p className="hd-sleep-summary__duration-line">
        <span className="hd-sleep-summary__label">{t.lastNight}</span>{' '}
        <span data-testid="sleep-duration" className="hd-sleep-summary__duration" part="duration">
          {formatSleepDuration(seconds)}
        </span>
      </p>
      <DemoDataBadge source={records[0]?.sandbox} />
      {previous ? (
        <p data-testid="sleep-comparison" className="hd-sleep-summary__comparison" part="comparison">
          {comparisonText(seconds, sleepDurationSeconds(previous), t)}
        </p>
      ) : null}
      <fieldset className="hd-sleep-summary__stages" part="stages" aria-label={t.stages}>
        {stages.map((stage) => {
          const percent = Math.round(stage.share);
          return (
            <div key={stage.key} className={`hd-sleep-summary__stage hd-sleep-summary__stage--${stage.key}`} part={`stage stage-${stage.key}`}>
              <span className="hd-sleep-summary__stage-label">{stage.label}</span>
              <span
                className="hd-sleep-summary__track"
                role="progressbar"
                aria-label={stage.label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={t.share(percent)}
              >
                <span className="hd-sleep-summary__fill" part="stage-bar" style={{ width: `${stage.share}%` }} />
              </span>
              <span className="hd-sleep-summary__percent" part="stage-percent">{`${percent}%`}</span>
            </div>
          );
        })}
      </fieldset>
      {records.length === 1 ? (
        <div className="hd-sleep-summary__tip" part="tip">
          <p className="hd-sleep-summary__tip-title">{t.tipTitle}</p>
          <p data-testid="sleep-tip" className="hd-sleep-summary__tip-text">
            {t.tips[tipIndex]}
          </p>
        </div>
      ) : null}
    </div>
  );
}
