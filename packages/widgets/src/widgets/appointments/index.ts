// @healthdeck/widgets/appointments: the widget's public surface (component, props, strings, sheet, descriptor).
export { Appointments } from './appointments';
export type { AppointmentsProps } from './appointments';
export { appointmentsMessages } from './messages';
export type { AppointmentsMessages } from './messages';
export { appointmentsStyles } from './styles';
export { appointmentsWidget } from './widget';
