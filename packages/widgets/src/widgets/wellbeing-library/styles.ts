import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import infoCard from '../shared/info-card.css?inline';
import wellbeing from './wellbeing-library.css?inline';

/** The wellbeing library sheet: tokens, button, the shared shimmer, the card frame, and its own rules. */
export const wellbeingLibraryStyles = [tokens, button, card, infoCard, wellbeing].join('\n');
