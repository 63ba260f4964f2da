import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BodyMetricRecord } from '@healthdeck/contract/light';
import { bodyMetricsQuery, fitnessGoalsQuery, fitnessTotals, localDay, type PhysicalSummary, todayAndPreviousDay } from '@healthdeck/sdk';
import { adoptStyles, Button, DemoDataBadge, demoDataStyles, formatDay, useHealthDeck, useLanguage, useMessages, useUserFlowVisit } from '@healthdeck/widgets';
import { fitnessMessages } from './fitness-messages.js';
import './fitness.css';

const summaryOf = (record: BodyMetricRecord | undefined): PhysicalSummary | null => record?.data.physical_health?.summary.physical_summary ?? null;
/** Numbers as the language shown writes them (9,490 in English, 9.490 in German). */
function numberFormats(language: string) {
  return {
    integer: new Intl.NumberFormat(language, { maximumFractionDigits: 0 }),
    oneDecimal: new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  };
}

/**
 * /client/fitness (spec 001 §2, opened by clicking the fitness widget): today's and yesterday's
 * steps, miles and calories from the member's fitness tracker, and their goals. The same queries as
 * the widget, so the numbers come from the cache the dashboard already filled.
 */
export function FitnessScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(fitnessMessages);
  const language = useLanguage();
  // spec 000 §3.4 (docs/decisions/0053-user-flow-events.md): fitness starts when the member opens this screen and finishes when they leave it.
  useUserFlowVisit(sdk, 'fitness_started', 'fitness_finished');
  useEffect(() => adoptStyles(document, demoDataStyles), []);
  const activity = useQuery({ ...bodyMetricsQuery(sdk, 'physical_summary'), retry: false });
  const goals = useQuery({ ...fitnessGoalsQuery(sdk), retry: false });

  if (activity.isError || goals.isError) {
    return (
      <div className="hd-page hd-fitness-page">
        <h1>{t.title}</h1>
        <div className="hd-card">
          <p role="alert" className="hd-form-alert">
            {t.loadFailed}
          </p>
          <Button
            type="button"
            variant="outlined"
            loading={activity.isFetching || goals.isFetching}
            onClick={() => {
              if (activity.isError) void activity.refetch();
              if (goals.isError) void goals.refetch();
            }}
          >
            {t.retry}
          </Button>
        </div>
      </div>
    );
  }

  if (!activity.data || !goals.data) {
    return (
      <div className="hd-page hd-fitness-page">
        <h1>{t.title}</h1>
        <p role="status">{t.loading}</p>
      </div>
    );
  }

  // By date: a lone record may be yesterday's, which is then no data for today.
  const todayDay = localDay();
  const { today: todayRecord, previous: yesterdayRecord } = todayAndPreviousDay(activity.data.data.body_metrics, todayDay);
  const today = summaryOf(todayRecord);
  const yesterday = summaryOf(yesterdayRecord);
  const todays = today ? fitnessTotals(today) : null;
  const y = yesterday ? fitnessTotals(yesterday) : null;
  const { integer, oneDecimal } = numberFormats(language);
  const g = goals.data.goals;
  const shortDay = (day: string) => formatDay(day, language, { month: 'short', day: 'numeric' });
  const cell = (value: number | null | undefined, format: Intl.NumberFormat) => (typeof value === 'number' ? format.format(value) : '—');
  const rows = [
    { name: t.steps, today: todays?.steps, yesterday: y?.steps, goal: g.GoalStepCount, format: integer },
    { name: t.miles, today: todays?.miles, yesterday: y?.miles, goal: g.GoalDistanceCount, format: oneDecimal },
    { name: t.calories, today: todays?.calories, yesterday: y?.calories, goal: g.GoalActivityCaloriesBurned, format: integer },
  ];

  return (
    <div className="hd-page hd-fitness-page">
      <h1>{t.title}</h1>
      <div className="hd-card">
        {today ? null : <p>{t.noActivity}</p>}
        <table className="hd-fitness-table">
          <caption>{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.measure}</th>
              <th scope="col">
                {t.today}
                <span className="hd-fitness-table__day">{shortDay(todayDay)}</span>
              </th>
              <th scope="col">
                {t.yesterday}
                {yesterdayRecord ? <span className="hd-fitness-table__day">{shortDay(yesterdayRecord.date)}</span> : null}
              </th>
              <th scope="col">{t.goal}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td>{cell(row.today, row.format)}</td>
                <td>{cell(row.yesterday, row.format)}</td>
                <td>{cell(row.goal, row.format)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {/* The tracker's sandbox made these numbers up: say so (docs/decisions/0090-sandboxes-say-so.md). */}
        <DemoDataBadge source={todayRecord?.sandbox ?? yesterdayRecord?.sandbox} />
        {g.GoalStepCount === null || g.GoalDistanceCount === null || g.GoalActivityCaloriesBurned === null ? <p className="hd-fitness-page__note">{t.goalsNotSet}</p> : null}
      </div>
    </div>
  );
}
