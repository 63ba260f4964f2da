import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import input from '../../primitives/input/input.css?inline';
import streak from './streak-card.css?inline';

// Only the sheets this element uses (the button and the weeks prompt's input), so its embed chunk
// carries no other primitive's CSS. MilestonesModal is React-only (widgetStyles has the modal's CSS).
/** The Streak card's sheet: tokens, the primitives it uses, and its own rules. */
export const streakCardStyles = [tokens, button, input, streak].join('\n');
