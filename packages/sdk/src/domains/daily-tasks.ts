// spec 001 §7: Daily tasks (array of tasks) and Toggle task (task id); spec 000 §7.6 toggle via
// POST {base}/{id}/toggle.
import type { QueryClient } from '@tanstack/query-core';
import type { WritableAtom } from 'nanostores';
import type { AccountResponse, DailyTasksResponse, DailyTaskToggleResponse } from '@healthdeck/contract/light';
import type { Call } from '../transport/http.js';
import { browserTimeZone } from './browser-time-zone.js';
import { accountKeys } from './account.js';

export const DAILY_TASKS_KEY = ['dailyTasks'] as const;

/** Writes a new star balance into the cached account and `$account` (spec 001 §3 user.star_balance). */
export function setStarBalance(queryClient: QueryClient, $account: WritableAtom<AccountResponse | null>, starBalance: number): void {
  const withBalance = (account: AccountResponse): AccountResponse => ({ ...account, user: { ...account.user, star_balance: starBalance } });
  const cached = queryClient.getQueryData<AccountResponse>(accountKeys.all);
  if (cached) queryClient.setQueryData<AccountResponse>(accountKeys.all, withBalance(cached));
  const published = $account.get();
  if (published) $account.set(withBalance(published));
}

export function createDailyTasksApi(call: Call, queryClient: QueryClient, $account: WritableAtom<AccountResponse | null>) {
  return {
    /** Today's tasks, oldest first (the widget keeps the last 3, spec 001 §9). */
    list: (signal?: AbortSignal): Promise<DailyTasksResponse> => call('dailyTasks', { query: { tz: browserTimeZone() }, signal }),
    /**
     * Completes (or un-completes) one of today's tasks. On success every reader on the page sees the
     * server's task and star balance at once: ['dailyTasks'], ['account'] and `$account`.
     */
    async toggle(id: string): Promise<DailyTaskToggleResponse> {
      const result = await call('dailyTaskToggle', { params: { id }, query: { tz: browserTimeZone() } });
      const cached = queryClient.getQueryData<DailyTasksResponse>(DAILY_TASKS_KEY);
      if (cached) {
        queryClient.setQueryData<DailyTasksResponse>(DAILY_TASKS_KEY, {
          ...cached,
          tasks: cached.tasks.map((task) => (task.id === result.task.id ? result.task : task)),
        });
      }
      setStarBalance(queryClient, $account, result.star_balance);
      return result;
    },
  };
}
export type DailyTasksApi = ReturnType<typeof createDailyTasksApi>;
