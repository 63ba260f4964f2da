import tokens from '../../styles/tokens.css?inline';
import card from '../../styles/card.css?inline';
import mood from './mood-tracker.css?inline';

// Only the sheets this element uses, so its embed chunk carries no other primitive's CSS.
/** The Mood Tracker's sheet: tokens, the shared card, and its own rules. */
export const moodTrackerStyles = [tokens, card, mood].join('\n');
