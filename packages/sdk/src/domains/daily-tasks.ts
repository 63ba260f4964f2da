// spec 001 §7: Daily tasks (array of tasks) and Toggle task (task id); spec 000 §7.6 toggle via
// POST {base}/{id}/toggle. spec 001 §4 Daily tasks: "Completion time is set locally first, then sent
// to the server; on failure it reverts (task and star balance)." spec 001 §8: 'Failed to toggle daily task.'
import type { MutationOptions, QueryClient } from '@tanstack/query-core';
import type { WritableAtom } from 'nanostores';
import { dailyTasksRoutes, type AccountResponse, type DailyTasksResponse, type DailyTaskToggleResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';
import { routed } from '../transport/http.js';
import { browserTimeZone } from './browser-time-zone.js';
import { accountKeys } from './account.js';

export const dailyTasksKeys = { all: ['dailyTasks'] as const, toggle: ['dailyTasks', 'toggle'] as const };

const call = (hd: HealthDeck) => routed(hd.call, dailyTasksRoutes);

/** Today's tasks, oldest first (the widget keeps the last 3, spec 001 §9). */
export function fetchDailyTasks(hd: HealthDeck, signal?: AbortSignal): Promise<DailyTasksResponse> {
  return call(hd)('dailyTasks', { query: { tz: browserTimeZone() }, signal });
}

/** Completes (or un-completes) one of today's tasks; the answer holds the server's task and star balance. */
export function toggleDailyTask(hd: HealthDeck, id: string): Promise<DailyTaskToggleResponse> {
  return call(hd)('dailyTaskToggle', { params: { id }, query: { tz: browserTimeZone() } });
}

export const dailyTasksQuery = (hd: HealthDeck) => ({
  queryKey: dailyTasksKeys.all,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchDailyTasks(hd, signal),
});

/** Writes a new star balance into the cached account and `$account` (spec 001 §3 user.star_balance). */
export function setAccountStarBalance(queryClient: QueryClient, $account: WritableAtom<AccountResponse | null>, starBalance: number): void {
  const withBalance = (account: AccountResponse): AccountResponse => ({ ...account, user: { ...account.user, star_balance: starBalance } });
  const cached = queryClient.getQueryData<AccountResponse>(accountKeys.all);
  if (cached) queryClient.setQueryData<AccountResponse>(accountKeys.all, withBalance(cached));
  const published = $account.get();
  if (published) $account.set(withBalance(published));
}

export interface DailyTaskRollback {
  /** The task's completed_at before the click (undefined: the task was not in the cache). */
  previousCompletedAt: string | null | undefined;
  /** What the optimistic change added to the balance (negative for an un-complete). */
  starDelta: number;
}

function setCompletedAt(queryClient: QueryClient, id: string, completedAt: string | null): void {
  const cached = queryClient.getQueryData<DailyTasksResponse>(dailyTasksKeys.all);
  if (!cached) return;
  queryClient.setQueryData<DailyTasksResponse>(dailyTasksKeys.all, {
    ...cached,
    tasks: cached.tasks.map((task) => (task.id === id ? { ...task, completed_at: completedAt } : task)),
  });
}

function currentBalance(queryClient: QueryClient, $account: WritableAtom<AccountResponse | null>): number | undefined {
  return (queryClient.getQueryData<AccountResponse>(accountKeys.all) ?? $account.get())?.user.star_balance;
}

/** Each client's toggles in flight, with the star delta each one guessed. */
const togglesInFlight = new WeakMap<QueryClient, Set<DailyTaskRollback>>();

/**
 * Variables: the task id. The rollback undoes only this toggle (its task's completed_at and its own
 * star delta), so a failed toggle never reverts another task that succeeded meanwhile. On success
 * every reader on the page sees the server's task and balance at once (['dailyTasks'], ['account'],
 * `$account`), the balance plus the local guesses still in flight, so a later failure subtracts only
 * what is still on the balance.
 */
export function dailyTaskToggleMutation(hd: HealthDeck): MutationOptions<DailyTaskToggleResponse, Error, string, DailyTaskRollback> {
  const { queryClient } = hd;
  const { $account, now } = clientInternals(hd);
  let inFlight = togglesInFlight.get(queryClient);
  if (!inFlight) {
    inFlight = new Set();
    togglesInFlight.set(queryClient, inFlight);
  }
  const pending = inFlight;
  const inFlightDelta = () => [...pending].reduce((total, r) => total + r.starDelta, 0);
  return {
    mutationKey: dailyTasksKeys.toggle,
    mutationFn: (id) => toggleDailyTask(hd, id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: dailyTasksKeys.all });
      const task = queryClient.getQueryData<DailyTasksResponse>(dailyTasksKeys.all)?.tasks.find((t) => t.id === id);
      if (!task) return { previousCompletedAt: undefined, starDelta: 0 };
      const completing = task.completed_at === null;
      setCompletedAt(queryClient, id, completing ? new Date(now()).toISOString() : null);
      const balance = currentBalance(queryClient, $account);
      let starDelta = 0;
      if (balance !== undefined) {
        // The server never takes the balance below 0; neither does the local guess.
        const next = Math.max(0, balance + (completing ? task.star_value : -task.star_value));
        starDelta = next - balance;
        setAccountStarBalance(queryClient, $account, next);
      }
      const rollback: DailyTaskRollback = { previousCompletedAt: task.completed_at, starDelta };
      pending.add(rollback);
      return rollback;
    },
    onSuccess: (answer, _id, rollback) => {
      if (rollback) pending.delete(rollback);
      const cached = queryClient.getQueryData<DailyTasksResponse>(dailyTasksKeys.all);
      if (cached) {
        queryClient.setQueryData<DailyTasksResponse>(dailyTasksKeys.all, {
          ...cached,
          tasks: cached.tasks.map((task) => (task.id === answer.task.id ? answer.task : task)),
        });
      }
      setAccountStarBalance(queryClient, $account, Math.max(0, answer.star_balance + inFlightDelta()));
    },
    onError: (_error, id, rollback) => {
      if (!rollback || rollback.previousCompletedAt === undefined) return;
      pending.delete(rollback);
      setCompletedAt(queryClient, id, rollback.previousCompletedAt);
      const balance = currentBalance(queryClient, $account);
      if (balance !== undefined && rollback.starDelta !== 0) setAccountStarBalance(queryClient, $account, Math.max(0, balance - rollback.starDelta));
    },
  };
}
