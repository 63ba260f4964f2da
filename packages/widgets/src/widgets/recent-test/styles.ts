import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import recentTest from './recent-test.css?inline';

/** The Recent Test card's sheet: tokens, the button, and its own rules. */
export const recentTestStyles = [tokens, button, recentTest].join('\n');
