import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import activity from './activity.css?inline';

// Only the sheets this element uses, so its embed chunk carries no other primitive's CSS.
/** The activity widget's sheet: tokens, the button it uses, the shared card (styles/card.css), and its own rules. */
export const activityStyles = [tokens, button, card, activity].join('\n');
