import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import appointments from './appointments.css?inline';

/**
 * The Appointments sheet: tokens, the button and its own rules. The scheduler's, the modal's and the
 * password form's come with booking, the cancel dialog and the locked state (booking.tsx,
 * cancel-dialog.tsx, unlock.tsx).
 */
export const appointmentsStyles = [tokens, button, appointments].join('\n');
