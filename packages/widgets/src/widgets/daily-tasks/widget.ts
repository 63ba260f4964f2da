import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { DailyTasksProps } from './daily-tasks';

export const dailyTasksWidget = describeWidget<DailyTasksProps>({
  folder: 'daily-tasks',
  names: ['Daily Tasks'],
  tag: 'hd-daily-tasks',
  description: "Today's last 3 daily tasks and the star counter (spec 001 §4). Internal task pages open with location.assign once the toggle reached the server; external ones in a new tab.",
  events: [
    { prop: 'onChange', name: 'hd-change', description: 'After the server confirmed a toggle; detail {taskId, completed, starBalance}.' },
    { prop: 'onError', name: 'hd-error', description: 'A load or toggle failed; detail {message}.' },
  ],
  cssProperties: [
    { name: '--hd-color-highlight', description: 'The first incomplete task.' },
    { name: '--hd-color-star', description: 'The stars.' },
  ],
  parts: [
    ...commonParts('body', 'list', 'empty', 'error', 'skeleton'),
    { name: 'task-name', description: 'A task name.' },
    { name: 'task-display', description: 'A task subtitle.' },
    { name: 'task-stars', description: 'A task star value.' },
    { name: 'star-count', description: 'The star counter.' },
    { name: 'progress', description: 'The progress message.' },
    { name: 'confetti', description: 'The confetti.' },
  ],
  load: () => import('./element'),
});
