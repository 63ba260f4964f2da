import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import input from '../../primitives/input/input.css?inline';
import unlock from '../shared/private-key-unlock.css?inline';
import bodyScan from './body-scan.css?inline';

/** The 3D Body Scan's sheet: tokens, the button and field primitives it uses, and its own rules. */
export const bodyScanStyles = [tokens, button, input, unlock, bodyScan].join('\n');
