import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import dailyTasks from './daily-tasks.css?inline';

// Imports the sheets it needs one by one, so this element's embed chunk carries only its own CSS.
/** The Daily Tasks sheet: tokens, the button it uses (retry), the shared card and shimmer (styles/card.css), and its own rules. */
export const dailyTasksStyles = [tokens, button, card, dailyTasks].join('\n');
