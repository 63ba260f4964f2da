import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import nextStep from './next-step.css?inline';

/** The Next Step sheet: tokens, the button, and its own rules. */
export const nextStepStyles = [tokens, button, nextStep].join('\n');
