import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import dayPicker from 'react-day-picker/style.css?inline';
import scheduler from './scheduler.css?inline';

/** The Scheduler's sheet: tokens, the button, the calendar's (react-day-picker) and its own rules. */
export const schedulerStyles = [tokens, button, dayPicker, scheduler].join('\n');
