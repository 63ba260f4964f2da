import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import infoCard from '../shared/info-card.css?inline';

/** The Call Reminder sheet: tokens, the button, and the small cards' rules. */
export const callReminderStyles = [tokens, button, infoCard].join('\n');
