import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import scheduler from './scheduler.css?inline';

/** The Scheduler's own rules, the info card's box and title and the shared shimmer its skeletons use (styles/card.css), adopted by Appointments' booking too (the calendar's rules load with it, slot-calendar.tsx). */
export const schedulerRules = [card, scheduler].join('\n');
/** The Scheduler's sheet: tokens, the button, the info card, the shared shimmer and its own rules. */
export const schedulerStyles = [tokens, button, schedulerRules].join('\n');
