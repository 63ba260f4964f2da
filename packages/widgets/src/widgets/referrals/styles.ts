import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import infoCard from '../shared/info-card.css?inline';
import referrals from './referrals.css?inline';

/** The Referrals sheet: tokens, the button, the shared shimmer, the small cards' rules and the referral grid. */
export const referralsStyles = [tokens, button, card, infoCard, referrals].join('\n');
