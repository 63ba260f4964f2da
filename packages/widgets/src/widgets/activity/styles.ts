import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import activity from './activity.css?inline';

// Only the sheets this element uses, so its embed chunk carries no other primitive's CSS.
/** The activity widget's sheet: tokens, the button it uses, and its own rules. */
export const activityStyles = [tokens, button, activity].join('\n');
