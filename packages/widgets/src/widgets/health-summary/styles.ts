import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import infoCard from '../shared/info-card.css?inline';
import demoData from '../shared/demo-data-badge.css?inline';
import healthSummary from './health-summary.css?inline';

/** The Health Summary sheet: tokens, the button (Try again), the shared shimmer, the small cards' rules, the demo-data mark (shared/demo-data-badge.css) and the score bars. */
export const healthSummaryStyles = [tokens, button, card, infoCard, demoData, healthSummary].join('\n');
