import { defineWidgetElement } from '../../elements/define-element';
import { HealthAssessment } from './health-assessment';
import { healthAssessmentStyles } from './styles';
import { healthAssessmentWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = HealthAssessment;
export const styles = healthAssessmentStyles;
export const define = (): CustomElementConstructor => defineWidgetElement(healthAssessmentWidget, HealthAssessment, healthAssessmentStyles);
