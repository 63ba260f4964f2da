import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import nextStep from './next-step.css?inline';

/** The Next Step sheet: tokens, the button, the info card (styles/card.css) and its own rules. */
export const nextStepStyles = [tokens, button, card, nextStep].join('\n');
