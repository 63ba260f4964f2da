import { defineWidgetElement } from '../../elements/define-element';
import { DailyTasks } from './daily-tasks';
import { dailyTasksStyles } from './styles';
import { dailyTasksWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = DailyTasks;
export const styles = dailyTasksStyles;
export const define = () => defineWidgetElement(dailyTasksWidget, DailyTasks, dailyTasksStyles);
