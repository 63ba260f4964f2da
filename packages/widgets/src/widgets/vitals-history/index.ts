// @healthdeck/widgets/vitals-history: the widget's public surface (component, props, sheet, descriptor).
export { VitalsHistory, VITALS_HISTORY_PAGE_SIZE } from './vitals-history';
export type { VitalsHistoryProps } from './vitals-history';
export { vitalsHistoryStyles } from './styles';
export { vitalsHistoryWidget } from './widget';
