// spec 001 §4 Daily tasks: "Completion time is set locally first, then sent to the server; on
// failure it reverts (task and star balance)." spec 001 §8: 'Failed to toggle daily task.'
import type { MutationOptions, QueryClient } from '@tanstack/query-core';
import type { WritableAtom } from 'nanostores';
import type { AccountResponse, DailyTasksResponse, DailyTaskToggleResponse } from '@healthdeck/contract/light';
import { accountKeys } from '../domains/account.js';
import { DAILY_TASKS_KEY, setStarBalance, type DailyTasksApi } from '../domains/daily-tasks.js';

export interface DailyTaskRollback {
  /** The task's completed_at before the click (undefined: the task was not in the cache). */
  previousCompletedAt: string | null | undefined;
  /** What the optimistic change added to the balance (negative for an un-complete). */
  starDelta: number;
}
export type DailyTaskToggleOptions = MutationOptions<DailyTaskToggleResponse, Error, string, DailyTaskRollback>;

function setCompletedAt(queryClient: QueryClient, id: string, completedAt: string | null): void {
  const cached = queryClient.getQueryData<DailyTasksResponse>(DAILY_TASKS_KEY);
  if (!cached) return;
  queryClient.setQueryData<DailyTasksResponse>(DAILY_TASKS_KEY, {
    ...cached,
    tasks: cached.tasks.map((task) => (task.id === id ? { ...task, completed_at: completedAt } : task)),
  });
}

function currentBalance(queryClient: QueryClient, $account: WritableAtom<AccountResponse | null>): number | undefined {
  return (queryClient.getQueryData<AccountResponse>(accountKeys.all) ?? $account.get())?.user.star_balance;
}

/**
 * Mutation option factories. The rollback undoes only this toggle (its task's completed_at and its
 * own star delta), so a failed toggle never reverts another task that succeeded meanwhile. The
 * server's balance is taken as truth on success, plus the local guesses still in flight, so a later
 * failure subtracts only what is still on the balance.
 */
export function createDailyTaskMutations(api: DailyTasksApi, queryClient: QueryClient, $account: WritableAtom<AccountResponse | null>, now: () => number) {
  const inFlight = new Set<DailyTaskRollback>();
  const inFlightDelta = () => [...inFlight].reduce((total, r) => total + r.starDelta, 0);
  return {
    toggle: (): DailyTaskToggleOptions => ({
      mutationKey: ['dailyTasks', 'toggle'],
      mutationFn: (id) => api.toggle(id),
      onMutate: async (id) => {
        await queryClient.cancelQueries({ queryKey: DAILY_TASKS_KEY });
        const task = queryClient.getQueryData<DailyTasksResponse>(DAILY_TASKS_KEY)?.tasks.find((t) => t.id === id);
        if (!task) return { previousCompletedAt: undefined, starDelta: 0 };
        const completing = task.completed_at === null;
        setCompletedAt(queryClient, id, completing ? new Date(now()).toISOString() : null);
        const balance = currentBalance(queryClient, $account);
        let starDelta = 0;
        if (balance !== undefined) {
          // The server never takes the balance below 0; neither does the local guess.
          const next = Math.max(0, balance + (completing ? task.star_value : -task.star_value));
          starDelta = next - balance;
          setStarBalance(queryClient, $account, next);
        }
        const rollback: DailyTaskRollback = { previousCompletedAt: task.completed_at, starDelta };
        inFlight.add(rollback);
        return rollback;
      },
      onSuccess: (data, _id, rollback) => {
        if (rollback) inFlight.delete(rollback);
        setStarBalance(queryClient, $account, Math.max(0, data.star_balance + inFlightDelta()));
      },
      onError: (_error, id, rollback) => {
        if (!rollback || rollback.previousCompletedAt === undefined) return;
        inFlight.delete(rollback);
        setCompletedAt(queryClient, id, rollback.previousCompletedAt);
        const balance = currentBalance(queryClient, $account);
        if (balance !== undefined && rollback.starDelta !== 0) setStarBalance(queryClient, $account, Math.max(0, balance - rollback.starDelta));
      },
    }),
  };
}
