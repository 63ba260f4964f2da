import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import recentTest from './recent-test.css?inline';

/** The Recent Test card's sheet: tokens, the button, the info card (styles/card.css) and its own rules. */
export const recentTestStyles = [tokens, button, card, recentTest].join('\n');
