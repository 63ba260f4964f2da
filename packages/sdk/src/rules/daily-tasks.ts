// spec 001 §3 (Daily task), §4 (Daily tasks) and §9 (widget shows the last 3): which tasks show, in
// what order, which is highlighted, how stars move, and the progress message.

import type { DailyTask } from '@healthdeck/contract/light';

/** The fields these rules read; the contract's DailyTask (spec 001 §3) satisfies it. */
export type DailyTaskLike = Pick<DailyTask, 'id' | 'star_value' | 'completed_at'> & Partial<Pick<DailyTask, 'page_type' | 'page_url'>>;

/** spec 001 §9: the widget shows only the last 3 tasks. */
export const DAILY_TASKS_SHOWN = 3;
/** spec 001 §4, §9: a click waits 0.5 s before navigating; the re-sort animates 0.5 s, about 1 s after a change. */
export const DAILY_TASK_TIMING = { clickDelayMs: 500, animationMs: 500, resortDelayMs: 1000 } as const;

/** spec 001 §4 progress messages. */
export const DAILY_TASK_MESSAGES = {
  keepGoing: 'Keep Going',
  almostDone: "Almost done, you've got this!",
  done: 'Great job! Another day of tasks completed!',
} as const;

/** spec 001 §7, §9: keep the last 3 tasks of the list as the server returns it. */
export function visibleDailyTasks<T extends DailyTaskLike>(tasks: readonly T[]): T[] {
  return tasks.slice(-DAILY_TASKS_SHOWN);
}

/** spec 001 §4: whether a task is completed (completed_at set). */
export function isDailyTaskCompleted(task: Pick<DailyTaskLike, 'completed_at'>): boolean {
  return task.completed_at !== null && task.completed_at !== undefined && task.completed_at !== '';
}

/** spec 001 §4: incomplete tasks first, completed below; each group keeps its original order. */
export function sortDailyTasks<T extends DailyTaskLike>(tasks: readonly T[]): T[] {
  return [...tasks.filter((t) => !isDailyTaskCompleted(t)), ...tasks.filter((t) => isDailyTaskCompleted(t))];
}

/** spec 001 §4: the first incomplete task (in display order) is highlighted; null when all are done. */
export function highlightedDailyTaskId(tasks: readonly DailyTaskLike[]): string | null {
  return sortDailyTasks(tasks).find((t) => !isDailyTaskCompleted(t))?.id ?? null;
}

export interface DailyTasksState<T extends DailyTaskLike = DailyTask> {
  tasks: T[];
  /** spec 001 §3 Account user.star_balance. */
  starBalance: number;
  /** Stars earned in this widget, for the star counter (spec 001 §4). */
  starCounter: number;
}

/**
 * spec 001 §4: completing a task sets completed_at locally and adds its star_value to the balance
 * and the counter. Completed tasks are not clickable, so completing one again changes nothing.
 */
export function completeDailyTask<T extends DailyTaskLike>(state: DailyTasksState<T>, taskId: string, nowIso: string): DailyTasksState<T> {
  const task = state.tasks.find((t) => t.id === taskId);
  if (!task || isDailyTaskCompleted(task)) return state;
  return {
    tasks: state.tasks.map((t) => (t.id === taskId ? { ...t, completed_at: nowIso } : t)),
    starBalance: state.starBalance + task.star_value,
    starCounter: state.starCounter + task.star_value,
  };
}

/** spec 001 §4, §8: when the toggle call fails, the task and the star balance revert ('Failed to toggle daily task.'). */
export function revertDailyTask<T extends DailyTaskLike>(state: DailyTasksState<T>, taskId: string): DailyTasksState<T> {
  const task = state.tasks.find((t) => t.id === taskId);
  if (!task || !isDailyTaskCompleted(task)) return state;
  return {
    tasks: state.tasks.map((t) => (t.id === taskId ? { ...t, completed_at: null } : t)),
    starBalance: state.starBalance - task.star_value,
    starCounter: state.starCounter - task.star_value,
  };
}

export const DAILY_TASK_TOGGLE_FAILED = 'Failed to toggle daily task.';
export const DAILY_TASKS_FETCH_FAILED = 'Failed to fetch daily tasks.';

export type DailyTasksProgressKey = keyof typeof DAILY_TASK_MESSAGES;

/**
 * spec 001 §4: <2 completed 'Keep Going'; exactly 2 'Almost done, you've got this!'; ≥3 'Great job! …'
 * with confetti. `key` names the message for translated catalogues; `message` is the spec's English.
 */
export function dailyTasksProgress(tasks: readonly DailyTaskLike[]): { key: DailyTasksProgressKey; message: string; confetti: boolean; completed: number } {
  const completed = tasks.filter(isDailyTaskCompleted).length;
  const key: DailyTasksProgressKey = completed >= 3 ? 'done' : completed === 2 ? 'almostDone' : 'keepGoing';
  return { key, message: DAILY_TASK_MESSAGES[key], confetti: key === 'done', completed };
}

/**
 * spec 001 §4: where a task click leads: a path of the app, or an http(s) page in a new tab. Anything
 * else (javascript:, a protocol-relative //host, an empty value) leads nowhere: the address comes
 * from content an administrator typed.
 */
export function dailyTaskTarget(task: DailyTaskLike): { kind: 'internal'; path: string } | { kind: 'external'; url: string } | null {
  const url = task.page_url?.trim();
  if (!url) return null;
  if (task.page_type === 'external') return /^https?:\/\//i.test(url) ? { kind: 'external', url } : null;
  return url.startsWith('/') && !url.startsWith('//') ? { kind: 'internal', path: url } : null;
}
