import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import verifyEmail from './verify-email.css?inline';

/** The Verify Email card's sheet: tokens, the button, the info card (styles/card.css) and its own rules. */
export const verifyEmailStyles = [tokens, button, card, verifyEmail].join('\n');
