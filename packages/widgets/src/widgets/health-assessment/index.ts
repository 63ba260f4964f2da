// @healthdeck/widgets/health-assessment: the widget's public surface (component, props, strings, sheet, descriptor).
export { HealthAssessment } from './health-assessment';
export type { HealthAssessmentProps, HealthAssessmentVariant } from './health-assessment';
export { healthAssessmentMessages } from './messages';
export type { HealthAssessmentMessages } from './messages';
export { healthAssessmentStyles } from './styles';
export { healthAssessmentWidget } from './widget';
