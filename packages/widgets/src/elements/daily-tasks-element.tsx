import { DailyTasks, type DailyTasksProps } from '../widgets/daily-tasks/daily-tasks';
import { dailyTasksStyles } from '../widgets/daily-tasks/styles';
import { defineElement } from './define-element';
import { withElementProvider } from './element-provider';

export const DAILY_TASKS_TAG = 'hd-daily-tasks';

/**
 * `<hd-daily-tasks>`: today's last 3 daily tasks and the star counter (spec 001 §4). No attributes;
 * events `hd-change` (detail {taskId, completed, starBalance}) and `hd-error` (detail {message}).
 * Internal task pages open with `location.assign(path)` once the toggle reached the server;
 * external ones in a new tab.
 */
export function defineDailyTasks(): CustomElementConstructor {
  return defineElement<DailyTasksProps>({
    tag: DAILY_TASKS_TAG,
    component: DailyTasks,
    props: {},
    events: { onChange: 'hd-change', onError: 'hd-error' },
    styles: dailyTasksStyles,
    wrap: withElementProvider,
  });
}
