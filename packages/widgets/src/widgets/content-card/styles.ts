import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import contentCard from './content-card.css?inline';

/** The content cards' sheet: tokens, the button (button calls to action), and its own rules. */
export const contentCardStyles = [tokens, button, contentCard].join('\n');
