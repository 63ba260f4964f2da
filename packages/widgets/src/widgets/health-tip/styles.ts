import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import infoCard from '../shared/info-card.css?inline';

/** The Health Tip sheet: tokens, the button, the shared shimmer and the small cards' rules. */
export const healthTipStyles = [tokens, button, card, infoCard].join('\n');
