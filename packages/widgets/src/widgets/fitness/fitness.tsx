import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import type { BodyMetricRecord, FitnessGoalsResponse } from '@healthdeck/contract/light';
import {
  bodyMetricsQuery,
  compareWithPreviousDay,
  fitnessGoalsQuery,
  fitnessReady,
  fitnessTotals,
  type HealthDeck,
  localDay,
  type PhysicalSummary,
  RING_RADIUS,
  ringProgress,
  todayAndPreviousDay,
} from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';
import { useLanguage, useMessages } from '../../i18n/language';
import { hostNavigation } from '../shared/host-navigation';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { ROTATION_MS, useRotation } from '../shared/use-rotation';
import { fitnessMessages, type FitnessMessages } from './messages';
import { NoDevice, useNoDevice } from '../shared/no-device';
import { useHostNavigate } from '../../provider/host-navigate';
import { DemoDataBadge } from '../shared/demo-data-badge';

/** spec 001 §2: clicking the fitness widget opens /client/fitness. */
export const FITNESS_HREF = '/client/fitness';

export interface FitnessProps {
  /** Where the card leads (default /client/fitness). */
  href?: string;
  /**
   * A host app's own navigation (the portal passes react-router's navigate): a plain click is handed
   * to it instead of loading the page; modified clicks still open the link as usual.
   */
  onNavigate?: (path: string) => void;
  /** How long each motivational message stays, in ms (default 10 s). */
  messageIntervalMs?: number;
  /** When a load failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
  /** Where a device is connected, linked from the empty state (default /client/profile#connected-devices). */
  devicesHref?: string;
}

const summaryOf = (record: BodyMetricRecord | undefined): PhysicalSummary | null => record?.data.physical_health?.summary.physical_summary ?? null;

// spec 001 §4, §8, §9: the dashboard's Fitness widget — steps, calories and miles against the goals.
export function Fitness(props: FitnessProps) {
  const client = useHealthDeck();
  const session = useStore(client.$session);
  const t = useMessages(fitnessMessages);
  const hostNavigate = useHostNavigate();
  const titleId = useId();
  const frame = (children: ReactNode) => (
    <section className="hd-root hd-widget-card hd-fitness" part="widget" aria-labelledby={titleId}>
      <h2 id={titleId} className="hd-widget-card__title hd-fitness__title" part="title">
        {t.title}
      </h2>
      {children}
    </section>
  );
  if (!session) {
    return frame(
      <p className="hd-signed-out" part="locked">
        {t.signedOut}
      </p>,
    );
  }
  return <SignedInFitness {...props} onNavigate={props.onNavigate ?? hostNavigate} client={client} t={t} frame={frame} />;
}

interface Metric {
  key: 'steps' | 'calories' | 'miles';
  label: string;
  value: number;
  goal: number;
  previous: number | null;
  /** Digits shown after the decimal point. */
  digits: number;
}

function SignedInFitness({
  href,
  devicesHref,
  onNavigate,
  messageIntervalMs,
  onError,
  client,
  t,
  frame,
}: FitnessProps & { client: HealthDeck; t: FitnessMessages; frame: (children: ReactNode) => ReactNode }) {
  const language = useLanguage();
  const goalsQuery = useQuery({ ...fitnessGoalsQuery(client), retry: false });
  const activity = useQuery({ ...bodyMetricsQuery(client, 'physical_summary'), retry: false });
  const messageIndex = useRotation(t.motivation.length, messageIntervalMs ?? ROTATION_MS);
  // Body metrics exist only with a connected device: an empty answer asks whether one is connected.
  const device = useNoDevice(client, activity.data !== undefined && activity.data.data.body_metrics.length === 0);
  const failed = activity.isError ? activity : goalsQuery;

  // spec 001 §8: the message is shown and the error logged.
  useReportLoadFailure('fitness', failed, t.loadFailed, onError);

  if ((goalsQuery.isError && !goalsQuery.data) || (activity.isError && !activity.data)) {
    const retry = {
      isError: true,
      error: failed.error,
      isFetching: goalsQuery.isFetching || activity.isFetching,
      refetch: () => Promise.all([goalsQuery.isError ? goalsQuery.refetch() : null, activity.isError ? activity.refetch() : null]),
    };
    return frame(<LoadFailure block="hd-fitness" query={retry} message={t.loadFailed} retryLabel={t.retry} />);
  }

  // spec 001 §4: "Sleep and fitness widgets show a skeleton while loading".
  if (!goalsQuery.data || !activity.data || device.pending) {
    return frame(
      <div className="hd-fitness__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loading}>
        <span className="hd-fitness__bone hd-fitness__bone--ring hd-shimmer" />
        <span className="hd-fitness__bone hd-fitness__bone--ring hd-shimmer" />
        <span className="hd-fitness__bone hd-fitness__bone--ring hd-shimmer" />
      </div>,
    );
  }

  // No device, no activity: say so and lead to where one is connected, goals or not (docs/decisions/0040-nothing-invented.md).
  if (device.noDevice) return frame(<NoDevice block="hd-fitness" message={t.noDevice} action={t.connectDevice} href={devicesHref} />);

  const goals: FitnessGoalsResponse['goals'] = goalsQuery.data.goals;
  // By date: a lone record of yesterday is no data for today (the widget then renders nothing).
  const { today: todayRecord, previous: previousRecord } = todayAndPreviousDay(activity.data.data.body_metrics, localDay());
  const today = summaryOf(todayRecord);
  // spec 001 §4: "fitness renders nothing until all three goals and the data exist".
  if (!today || !fitnessReady(goals, today)) return null;

  const totals = fitnessTotals(today);
  const previousSummary = summaryOf(previousRecord);
  const previous = previousSummary ? fitnessTotals(previousSummary) : null;
  const metrics: Metric[] = [
    { key: 'steps', label: t.steps, value: totals.steps, goal: goals.GoalStepCount ?? 0, previous: previous?.steps ?? null, digits: 0 },
    { key: 'calories', label: t.calories, value: totals.calories, goal: goals.GoalActivityCaloriesBurned ?? 0, previous: previous?.calories ?? null, digits: 0 },
    { key: 'miles', label: t.miles, value: totals.miles, goal: goals.GoalDistanceCount ?? 0, previous: previous?.miles ?? null, digits: 1 },
  ];
  const link = href && href.length > 0 ? href : FITNESS_HREF;

  const open = hostNavigation(onNavigate && (() => onNavigate(link)));

  return frame(
    <>
      <a className="hd-fitness__card" part="body link" href={link} onClick={open}>
        <span className="hd-fitness__rings" part="rings">
          {metrics.map((metric) => (
            <Ring key={metric.key} metric={metric} t={t} language={language} />
          ))}
        </span>
        <span data-testid="fitness-message" className="hd-fitness__message" part="message">
          {t.motivation[messageIndex]}
        </span>
        <span className="hd-visually-hidden">{t.open}</span>
      </a>
      <DemoDataBadge source={todayRecord?.sandbox} />
    </>,
  );
}

function Ring({ metric, t, language }: { metric: Metric; t: FitnessMessages; language: string }) {
  const format = (value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: metric.digits, minimumFractionDigits: metric.digits }).format(value);
  // spec 001 §9: rings of radius 40.
  const ring = ringProgress(metric.value, metric.goal);
  const rounded = (value: number) => Number(value.toFixed(metric.digits));
  const comparison = compareWithPreviousDay(rounded(metric.value), metric.previous === null ? null : rounded(metric.previous));
  const comparisonText =
    comparison === null ? null : comparison.direction === 'same' ? t.same : comparison.direction === 'up' ? t.more(format(comparison.amount)) : t.less(format(comparison.amount));
  return (
    <span className={`hd-fitness__metric hd-fitness__metric--${metric.key}`} part={`metric metric-${metric.key}`} data-testid={`fitness-${metric.key}`}>
      <svg className="hd-fitness__ring" part="ring" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle className="hd-fitness__ring-track" cx="50" cy="50" r={RING_RADIUS} />
        <circle
          className="hd-fitness__ring-fill"
          cx="50"
          cy="50"
          r={RING_RADIUS}
          strokeDasharray={ring.circumference}
          strokeDashoffset={ring.dashOffset}
          transform="rotate(-90 50 50)"
          data-percent={Math.round(ring.percent)}
        />
      </svg>
      <span className="hd-fitness__label" part="metric-label">
        {metric.label}
      </span>
      <span className="hd-fitness__value" part="metric-value">
        {t.ofGoal(format(metric.value), format(metric.goal))}
      </span>
      <span className="hd-visually-hidden">{`, ${t.percentOfGoal(Math.round(ring.percent))}`}</span>
      {comparisonText ? (
        <span className={`hd-fitness__comparison hd-fitness__comparison--${comparison?.direction}`} part="comparison">
          {comparisonText}
        </span>
      ) : null}
    </span>
  );
}
