import modal from '../../primitives/modal/modal.css?inline';
import { schedulerStyles } from '../scheduler/styles';
import appointments from './appointments.css?inline';

/** The Appointments sheet: the scheduler's (tokens, button, calendar), the modal, and its own rules. */
export const appointmentsStyles = [schedulerStyles, modal, appointments].join('\n');
