import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import scheduler from './scheduler.css?inline';

/** The Scheduler's own rules (the calendar's load with it, slot-calendar.tsx). */
export const schedulerRules = scheduler;
/** The Scheduler's sheet: tokens, the button and its own rules. */
export const schedulerStyles = [tokens, button, scheduler].join('\n');
