import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import demoData from '../shared/demo-data-badge.css?inline';
import appointments from './appointments.css?inline';

/**
 * The Appointments sheet: tokens, the button, the demo-data mark (shared/demo-data-badge.css) and its own rules. The scheduler's, the modal's, a
 * call's details' and the password form's come with booking, the cancel dialog, the details and the
 * locked state (booking.tsx, cancel-dialog.tsx, call-details.tsx, unlock.tsx).
 */
export const appointmentsStyles = [tokens, button, demoData, appointments].join('\n');
