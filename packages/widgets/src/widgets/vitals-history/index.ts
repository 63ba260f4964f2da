// @healthdeck/widgets/vitals-history: the widget's public surface (component, props, strings, sheet, descriptor).
export { VitalsHistory, VITALS_HISTORY_PAGE_SIZE } from './vitals-history';
export type { VitalsHistoryProps } from './vitals-history';
export { vitalsHistoryMessages } from '../../vitals/history-messages';
export type { VitalsHistoryMessages } from '../../vitals/history-messages';
export { vitalsHistoryStyles } from './styles';
export { vitalsHistoryWidget } from './widget';
