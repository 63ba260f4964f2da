// @tanstack/query-core option factories: widgets bind them with any adapter (react-query, etc.)
// and share one cache per HealthDeck client. Keys are fixed by docs/INTERFACES.md.
import { ACCOUNT_KEY, type AccountApi } from '../domains/account.js';
import type { AdminApi, AdminUsersQuery } from '../domains/admin-users.js';
import { MOOD_CURRENT_KEY, type MoodApi } from '../domains/mood.js';
import { SYMPTOMS_KEY, type SymptomsApi } from '../domains/symptoms.js';
import { HYDRATION_LAST_KEY, type HydrationApi } from '../domains/hydration.js';
import { DAILY_TASKS_KEY, type DailyTasksApi } from '../domains/daily-tasks.js';
import { SLEEP_LAST_KEY, type SleepApi } from '../domains/sleep.js';
import { PREFERENCES_KEY, type PreferencesApi } from '../domains/preferences.js';
import { STREAKS_KEY, type StreaksApi } from '../domains/streaks.js';
import { MEALS_DAILY_INTAKE_KEY, type MealsApi } from '../domains/meals.js';
import { FITNESS_GOALS_KEY, PHYSICAL_SUMMARY_KEY, SLEEP_SUMMARY_KEY, type BodyMetricsApi } from '../domains/body-metrics.js';

export function createQueries(api: {
  account: AccountApi;
  hydration: HydrationApi;
  dailyTasks: DailyTasksApi;
  sleep: SleepApi;
  admin: AdminApi;
  mood: MoodApi;
  symptoms: SymptomsApi;
  preferences: PreferencesApi;
  meals: MealsApi;
  bodyMetrics: BodyMetricsApi;
  streaks: StreaksApi;
}) {
  return {
    account: () => ({
      queryKey: ACCOUNT_KEY,
      queryFn: ({ signal }: { signal?: AbortSignal }) => api.account.get(signal),
    }),
    hydration: {
      last: () => ({
        queryKey: HYDRATION_LAST_KEY,
        queryFn: ({ signal }: { signal?: AbortSignal }) => api.hydration.last(signal),
      }),
    },
    sleep: {
      last: () => ({
        queryKey: SLEEP_LAST_KEY,
        queryFn: ({ signal }: { signal?: AbortSignal }) => api.sleep.last(signal),
      }),
    },
    mood: {
      current: () => ({
        queryKey: MOOD_CURRENT_KEY,
        queryFn: ({ signal }: { signal?: AbortSignal }) => api.mood.current(signal),
      }),
    },
    symptoms: {
      list: () => ({
        queryKey: SYMPTOMS_KEY,
        queryFn: ({ signal }: { signal?: AbortSignal }) => api.symptoms.list(signal),
      }),
    },
    /** spec 001 §7 Daily tasks: today's tasks (the widget keeps the last 3). */
    dailyTasks: () => ({
      queryKey: DAILY_TASKS_KEY,
      queryFn: ({ signal }: { signal?: AbortSignal }) => api.dailyTasks.list(signal),
    }),
    /** spec 000 §7.6 User preferences: sleep goal (hours) and daily water goal (ounces); null = default. */
    preferences: () => ({
      queryKey: PREFERENCES_KEY,
      queryFn: ({ signal }: { signal?: AbortSignal }) => api.preferences.get(signal),
    }),
    /** spec 001 §3, §7 body metrics of the last 2 days (newest first) and the fitness goals. */
    bodyMetrics: {
      sleepSummary: () => ({
        queryKey: SLEEP_SUMMARY_KEY,
        queryFn: ({ signal }: { signal?: AbortSignal }) => api.bodyMetrics.sleepSummary(signal),
      }),
      physicalSummary: () => ({
        queryKey: PHYSICAL_SUMMARY_KEY,
        queryFn: ({ signal }: { signal?: AbortSignal }) => api.bodyMetrics.physicalSummary(signal),
      }),
      goals: () => ({
        queryKey: FITNESS_GOALS_KEY,
        queryFn: ({ signal }: { signal?: AbortSignal }) => api.bodyMetrics.goals(signal),
      }),
    },
    /** spec 001 §7 'Daily calorie intake' → intake: today's energy, carbs, protein and fat. */
    meals: {
      dailyIntake: () => ({
        queryKey: MEALS_DAILY_INTAKE_KEY,
        queryFn: ({ signal }: { signal?: AbortSignal }) => api.meals.dailyIntake(signal),
      }),
    },
    /** spec 001 §3 Streak data, §7 'Load milestone streak'. */
    streaks: () => ({
      queryKey: STREAKS_KEY,
      queryFn: ({ signal }: { signal?: AbortSignal }) => api.streaks.get(signal),
    }),
    admin: {
      users: (q: AdminUsersQuery) => ({
        queryKey: ['admin', 'users', q] as const,
        queryFn: ({ signal }: { signal?: AbortSignal }) => api.admin.users(q, signal),
      }),
    },
  };
}
export type Queries = ReturnType<typeof createQueries>;
