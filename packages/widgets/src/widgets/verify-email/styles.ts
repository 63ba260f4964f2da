import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import verifyEmail from './verify-email.css?inline';

/** The Verify Email card's sheet: tokens, the button, and its own rules. */
export const verifyEmailStyles = [tokens, button, verifyEmail].join('\n');
