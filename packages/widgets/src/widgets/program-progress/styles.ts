import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import programProgress from './program-progress.css?inline';

/** The Program Progress sheet: tokens, the button (calls to action), the info card (styles/card.css) and its own rules (the program card's too). */
export const programProgressStyles = [tokens, button, card, programProgress].join('\n');
