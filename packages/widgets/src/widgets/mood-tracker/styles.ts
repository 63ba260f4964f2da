import tokens from '../../styles/tokens.css?inline';
import mood from './mood-tracker.css?inline';

// Only the sheets this element uses, so its embed chunk carries no other primitive's CSS.
/** The Mood Tracker's sheet: tokens and its own rules. */
export const moodTrackerStyles = [tokens, mood].join('\n');
