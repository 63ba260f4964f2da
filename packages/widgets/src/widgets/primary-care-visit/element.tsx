import { defineWidgetElement } from '../../elements/define-element';
import { PrimaryCareVisit } from './primary-care-visit';
import { primaryCareVisitStyles } from './styles';
import { primaryCareVisitWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = PrimaryCareVisit;
export const styles = primaryCareVisitStyles;
export const define = () => defineWidgetElement(primaryCareVisitWidget, PrimaryCareVisit, primaryCareVisitStyles);
