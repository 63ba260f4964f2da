// @healthdeck/widgets/insights: the widget's public surface (component, props, strings, sheet, descriptor).
export { Insights, insightFigures } from './insights';
export type { InsightsProps } from './insights';
export { insightsMessages } from './messages';
export type { InsightsMessages } from './messages';
export { insightsStyles } from './styles';
export { insightsWidget } from './widget';
