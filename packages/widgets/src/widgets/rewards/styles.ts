import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import infoCard from '../shared/info-card.css?inline';
import rewards from './rewards.css?inline';

/** The rewards sheet: tokens, button, the shared shimmer, the card frame, and its own rules (the redeem dialog brings the modal's). */
export const rewardsStyles = [tokens, button, card, infoCard, rewards].join('\n');
