// @healthdeck/widgets/daily-tasks: the widget's public surface (component, props, strings, sheet, descriptor).
export { DailyTasks } from './daily-tasks';
export type { DailyTasksProps, DailyTaskChangeDetail } from './daily-tasks';
export { dailyTasksMessages } from './messages';
export type { DailyTasksMessages } from './messages';
export { dailyTasksStyles } from './styles';
export { dailyTasksWidget } from './widget';
