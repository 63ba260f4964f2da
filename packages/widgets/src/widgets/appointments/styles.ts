import input from '../../primitives/input/input.css?inline';
import modal from '../../primitives/modal/modal.css?inline';
import unlock from '../shared/private-key-unlock.css?inline';
import { schedulerStyles } from '../scheduler/styles';
import appointments from './appointments.css?inline';

/** The Appointments sheet: the scheduler's (tokens, button, calendar), the modal, the unlock field, and its own rules. */
export const appointmentsStyles = [schedulerStyles, input, modal, unlock, appointments].join('\n');
