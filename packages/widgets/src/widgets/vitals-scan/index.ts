// @healthdeck/widgets/vitals-scan: the widget's public surface (component, props, sheet, descriptor).
export { VitalsScan } from './vitals-scan';
export type { VitalsScanProps } from './vitals-scan';
export { vitalsScanStyles } from './styles';
export { vitalsScanWidget } from './widget';
