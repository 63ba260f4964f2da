import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import infoCard from '../shared/info-card.css?inline';
import demoData from '../shared/demo-data-badge.css?inline';

/** The Call Reminder sheet: tokens, the button, the shared shimmer, the small cards' rules and the demo-data mark (shared/demo-data-badge.css). */
export const callReminderStyles = [tokens, button, card, infoCard, demoData].join('\n');
