import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import input from '../../primitives/input/input.css?inline';
import testingCenter from '../testing-center/testing-center.css?inline';
import kitResults from './kit-results.css?inline';

/** The kit result page's sheet: tokens, button, input (password prompt), the testing center's locked state, and its own rules. */
export const kitResultsStyles = [tokens, button, input, testingCenter, kitResults].join('\n');
