// @healthdeck/widgets/body-scan: the widget's public surface (component, props, strings, sheet, descriptor).
export { BodyScan } from './body-scan';
export type { BodyScanProps, BodyScanStep } from './body-scan';
export { bodyScanMessages } from './messages';
export { SkipForm } from './skip-form';
export type { BodyScanMessages } from './messages';
export { bodyScanStyles } from './styles';
export { bodyScanWidget } from './widget';
