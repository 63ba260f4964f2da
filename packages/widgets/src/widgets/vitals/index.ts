// @healthdeck/widgets/vitals: the widget's public surface (component, props, strings, sheet, descriptor).
export { Vitals, VITALS_HISTORY_PATH, VITALS_SCAN_PATH } from './vitals';
export type { VitalsProps, VitalsStep } from './vitals';
export { vitalsMessages } from './messages';
export type { VitalsMessages } from './messages';
export { vitalsStepMessages } from './step-messages';
export type { VitalsStepMessages } from './step-messages';
export { vitalsStyles } from './styles';
export { vitalsWidget } from './widget';
