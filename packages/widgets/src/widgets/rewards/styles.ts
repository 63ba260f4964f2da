import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import modal from '../../primitives/modal/modal.css?inline';
import infoCard from '../shared/info-card.css?inline';
import rewards from './rewards.css?inline';

/** The rewards sheet: tokens, button, modal, the card frame, and its own rules. */
export const rewardsStyles = [tokens, button, modal, infoCard, rewards].join('\n');
