import tokens from '../../styles/tokens.css?inline';
import demoData from '../shared/demo-data-badge.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import summary from './sleep-summary.css?inline';

/** The Sleep Summary's sheet: tokens, the button it uses (Try again), the shared card, and its own rules. */
export const sleepSummaryStyles = [tokens, demoData, button, card, summary].join('\n');
