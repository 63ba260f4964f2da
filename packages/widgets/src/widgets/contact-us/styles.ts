import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import infoCard from '../shared/info-card.css?inline';

/** The Contact Us sheet: tokens, the button, the shared shimmer and the small cards' rules. */
export const contactUsStyles = [tokens, button, card, infoCard].join('\n');
