import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import symptoms from './symptoms.css?inline';

// Only the sheets this element uses, so its embed chunk carries no other primitive's CSS.
/** The Symptoms widget's sheet: tokens, the button it uses (retry), the shared card, and its own rules. */
export const symptomsStyles = [tokens, button, card, symptoms].join('\n');
