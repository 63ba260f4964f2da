// @healthdeck/widgets/vitals: the widget's public surface (component, props, strings, sheet, descriptor).
export { Vitals, VITALS_HISTORY_PATH, VITALS_SCAN_PATH } from './vitals';
export type { VitalsProps, VitalsStep } from './vitals';
export { vitalsMessages } from '../../vitals/messages';
export type { VitalsMessages } from '../../vitals/messages';
export { vitalsStepMessages } from '../../vitals/step-messages';
export type { VitalsStepMessages } from '../../vitals/step-messages';
export { vitalsStyles } from '../../vitals/styles';
export { vitalsWidget } from './widget';
