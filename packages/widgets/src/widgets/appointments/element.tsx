import { defineWidgetElement } from '../../elements/define-element';
import { Appointments } from './appointments';
import { appointmentsStyles } from './styles';
import { appointmentsWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = Appointments;
export const styles = appointmentsStyles;
export const define = () => defineWidgetElement(appointmentsWidget, Appointments, appointmentsStyles);
