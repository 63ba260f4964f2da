// @healthdeck/widgets/primary-care-visit: the widget's public surface (component, props, strings, sheet, descriptor).
export { PrimaryCareVisit, VIRTUAL_CARE_SLUG, VIRTUAL_VISIT_PATH } from './primary-care-visit';
export type { PrimaryCareVisitProps } from './primary-care-visit';
export { primaryCareVisitMessages } from './messages';
export type { PrimaryCareVisitMessages } from './messages';
export { primaryCareVisitStyles } from './styles';
export { primaryCareVisitWidget } from './widget';
