import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import summary from './sleep-summary.css?inline';

/** The Sleep Summary's sheet: tokens, the button it uses (Try again), and its own rules. */
export const sleepSummaryStyles = [tokens, button, summary].join('\n');
