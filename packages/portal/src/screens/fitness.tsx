import { useQuery } from '@tanstack/react-query';
import type { BodyMetricRecord } from '@healthdeck/contract/light';
import { fitnessTotals, type PhysicalSummary } from '@healthdeck/sdk';
import { Button, useHealthDeck, useUserFlowVisit } from '@healthdeck/widgets';
import './fitness.css';

/** spec 001 §8: the activity data could not be read. */
export const FITNESS_LOAD_FAILED = 'Something went wrong while loading your activity data.';

const summaryOf = (record: BodyMetricRecord | undefined): PhysicalSummary | null => record?.data.physical_health?.summary.physical_summary ?? null;
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * /client/fitness (spec 001 §2, opened by clicking the fitness widget): today's and yesterday's
 * steps, miles and calories from the member's fitness tracker, and their goals. The same queries as
 * the widget, so the numbers come from the cache the dashboard already filled.
 */
export function FitnessScreen() {
  const sdk = useHealthDeck();
  // spec 000 §3.4 (docs/DECISIONS.md): fitness starts when the member opens this screen and finishes when they leave it.
  useUserFlowVisit(sdk, 'fitness_started', 'fitness_finished');
  const activity = useQuery({ ...sdk.queries.bodyMetrics.physicalSummary(), retry: false });
  const goals = useQuery({ ...sdk.queries.bodyMetrics.goals(), retry: false });

  if (activity.isError || goals.isError) {
    return (
      <div className="hd-page hd-fitness-page">
        <h1>Fitness</h1>
        <div className="hd-card">
          <p role="alert" className="hd-form-alert">
            {FITNESS_LOAD_FAILED}
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
            Try again
          </Button>
        </div>
      </div>
    );
  }

  if (!activity.data || !goals.data) {
    return (
      <div className="hd-page hd-fitness-page">
        <h1>Fitness</h1>
        <p role="status">Loading your activity…</p>
      </div>
    );
  }

  const [todayRecord, yesterdayRecord] = activity.data.data.body_metrics;
  const today = summaryOf(todayRecord);
  const yesterday = summaryOf(yesterdayRecord);
  const t = today ? fitnessTotals(today) : null;
  const y = yesterday ? fitnessTotals(yesterday) : null;
  const g = goals.data.goals;
  const cell = (value: number | null | undefined, format: Intl.NumberFormat) => (typeof value === 'number' ? format.format(value) : '—');
  const rows = [
    { name: 'Steps', today: t?.steps, yesterday: y?.steps, goal: g.GoalStepCount, format: integer },
    { name: 'Miles', today: t?.miles, yesterday: y?.miles, goal: g.GoalDistanceCount, format: oneDecimal },
    { name: 'Calories (kcal)', today: t?.calories, yesterday: y?.calories, goal: g.GoalActivityCaloriesBurned, format: integer },
  ];

  return (
    <div className="hd-page hd-fitness-page">
      <h1>Fitness</h1>
      <div className="hd-card">
        {today ? null : <p>No activity has been recorded yet.</p>}
        <table className="hd-fitness-table">
          <caption>Your activity from your fitness tracker</caption>
          <thead>
            <tr>
              <th scope="col">Measure</th>
              <th scope="col">Today{todayRecord ? ` (${todayRecord.date})` : ''}</th>
              <th scope="col">Yesterday{yesterdayRecord ? ` (${yesterdayRecord.date})` : ''}</th>
              <th scope="col">Goal</th>
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
        {g.GoalStepCount === null || g.GoalDistanceCount === null || g.GoalActivityCaloriesBurned === null ? <p className="hd-fitness-page__note">Goals not set yet show as —.</p> : null}
      </div>
    </div>
  );
}
