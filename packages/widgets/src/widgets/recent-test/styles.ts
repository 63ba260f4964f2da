import tokens from '../../styles/tokens.css?inline';
import demoData from '../shared/demo-data-badge.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import recentTest from './recent-test.css?inline';

/** The Recent Test card's sheet: tokens, the button, the info card (styles/card.css) the demo-data mark (shared/demo-data-badge.css) and its own rules. */
export const recentTestStyles = [tokens, button, card, demoData, recentTest].join('\n');
