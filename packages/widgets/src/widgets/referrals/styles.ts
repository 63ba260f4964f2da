import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import infoCard from '../shared/info-card.css?inline';
import referrals from './referrals.css?inline';

/** The Referrals sheet: tokens, the button, the small cards' rules and the referral grid. */
export const referralsStyles = [tokens, button, infoCard, referrals].join('\n');
