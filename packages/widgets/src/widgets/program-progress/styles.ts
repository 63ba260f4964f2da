import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import programProgress from './program-progress.css?inline';

/** The Program Progress sheet: tokens, the button (calls to action), and its own rules (the program card's too). */
export const programProgressStyles = [tokens, button, programProgress].join('\n');
