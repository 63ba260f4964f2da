// @healthdeck/widgets/vitals-scan: the widget's public surface (component, props, strings, sheet, descriptor).
export { VitalsScan } from './vitals-scan';
export type { VitalsScanProps } from './vitals-scan';
export { vitalsScanMessages } from '../../vitals/scan-messages';
export type { VitalsScanMessages } from '../../vitals/scan-messages';
export { vitalsScanStyles } from './styles';
export { vitalsScanWidget } from './widget';
