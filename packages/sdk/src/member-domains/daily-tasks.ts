// The member's daily tasks domain, made once per client on first use (see per-client.ts).
import { dailyTasksRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';
import { callWith, perClient, type Signal } from './per-client.js';
import { createDailyTasksApi, DAILY_TASKS_KEY } from '../domains/daily-tasks.js';
import { createDailyTaskMutations } from '../queries/daily-task-mutations.js';

export const dailyTasksOf = /* @__PURE__ */ perClient((hd) => createDailyTasksApi(callWith(hd, dailyTasksRoutes), hd.queryClient, clientInternals(hd).$account));
/** spec 001 §7 Daily tasks: today's tasks (the widget keeps the last 3). */
export const dailyTasksQuery = (hd: HealthDeck) => ({ queryKey: DAILY_TASKS_KEY, queryFn: ({ signal }: Signal) => dailyTasksOf(hd).list(signal) });
export const dailyTasksMutations = /* @__PURE__ */ perClient((hd) => {
  const { $account, now } = clientInternals(hd);
  return createDailyTaskMutations(dailyTasksOf(hd), hd.queryClient, $account, now);
});
