import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import input from '../../primitives/input/input.css?inline';
import modal from '../../primitives/modal/modal.css?inline';
import unlock from '../shared/private-key-unlock.css?inline';
import vitals from './vitals.css?inline';

/** The Vitals widget's sheet: tokens, the primitives it uses (button, the unlock field, the Learn more panel), and its own rules. */
export const vitalsStyles = [tokens, button, input, modal, unlock, vitals].join('\n');
/** The rules the scan and history screens share with the card (they add their own). */
export const vitalsSharedStyles = [tokens, button, input, unlock, vitals];
