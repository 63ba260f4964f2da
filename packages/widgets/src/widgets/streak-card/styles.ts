import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import streak from './streak-card.css?inline';

// Only the sheets this element uses (the button), so its embed chunk carries no other primitive's
// CSS; the weeks prompt, loaded when the streak asks for it, adopts its input's (weeks-form.tsx). MilestonesModal is React-only (widgetStyles has the modal's CSS).
/** The Streak card's sheet: tokens, the button, the shared card, and its own rules. */
export const streakCardStyles = [tokens, button, card, streak].join('\n');
