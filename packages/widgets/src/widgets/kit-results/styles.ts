import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import input from '../../primitives/input/input.css?inline';
import unlock from '../shared/private-key-unlock.css?inline';
import kitResults from './kit-results.css?inline';

/** The kit result page's sheet: tokens, button, input and the locked state's box (password prompt), and its own rules. */
export const kitResultsStyles = [tokens, button, input, unlock, kitResults].join('\n');
