import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import sleep from './sleep-tracker.css?inline';

// Imports the sheets it needs one by one: importing the all-primitives sheet would carry every
// primitive's CSS into this element's embed chunk.
/** The Sleep Tracker's sheet: tokens, the button it uses, the shared card, and its own rules. */
export const sleepTrackerStyles = [tokens, button, card, sleep].join('\n');
