// spec 001 §4 and §9 Daily tasks rules the widget needs. Kept here until the sdk's rules module
// (packages/sdk/src/rules/daily-tasks.ts, in progress) is exported; then these become re-exports.
import type { DailyTask } from '@healthdeck/contract/light';

/** spec 001 §9: "widget shows only the last 3 tasks; animation 0.5 s; re-sort delay 1 s". */
export const DAILY_TASKS = { shown: 3, clickDelayMs: 500, animationMs: 500, resortDelayMs: 1000 } as const;

/** spec 001 §7: "array of tasks (last 3 kept)". */
export function visibleDailyTasks<T>(tasks: readonly T[]): T[] {
  return tasks.slice(-DAILY_TASKS.shown);
}

export function isDailyTaskCompleted(task: Pick<DailyTask, 'completed_at'>): boolean {
  return task.completed_at !== null;
}

/** spec 001 §4: completed tasks sort below incomplete ones; each group keeps the list's order. */
export function sortDailyTasks<T extends Pick<DailyTask, 'completed_at'>>(tasks: readonly T[]): T[] {
  return [...tasks.filter((t) => !isDailyTaskCompleted(t)), ...tasks.filter(isDailyTaskCompleted)];
}

/** spec 001 §4: the first incomplete task (in display order) is highlighted; null when all are done. */
export function highlightedDailyTaskId(tasks: readonly Pick<DailyTask, 'id' | 'completed_at'>[]): string | null {
  return tasks.find((t) => !isDailyTaskCompleted(t))?.id ?? null;
}

export type DailyTasksProgress = 'keepGoing' | 'almostDone' | 'done';

/** spec 001 §4: fewer than 2 completed 'Keep Going'; exactly 2 'Almost done…'; 3 or more 'Great job!…' with confetti. */
export function dailyTasksProgress(completed: number): DailyTasksProgress {
  if (completed >= 3) return 'done';
  if (completed === 2) return 'almostDone';
  return 'keepGoing';
}

export type DailyTaskTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/** spec 001 §3, §4: where a task click leads: a route of the host app, or an external page in a new tab. */
export function dailyTaskTarget(task: Pick<DailyTask, 'page_type' | 'page_url'>): DailyTaskTarget | null {
  const url = task.page_url.trim();
  if (!url) return null;
  if (task.page_type === 'external') return /^https?:\/\//i.test(url) ? { kind: 'external', url } : null;
  // An internal page is a path of the app; anything else (javascript:, another origin) is ignored.
  return url.startsWith('/') && !url.startsWith('//') ? { kind: 'internal', path: url } : null;
}
