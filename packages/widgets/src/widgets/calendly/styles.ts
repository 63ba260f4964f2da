import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import infoCard from '../shared/info-card.css?inline';
import calendly from './calendly.css?inline';

/** The Calendly sheet: tokens, the button, the shared shimmer, the small cards' rules and the scheduling frame. */
export const calendlyStyles = [tokens, button, card, infoCard, calendly].join('\n');
