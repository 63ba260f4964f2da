import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import input from '../../primitives/input/input.css?inline';
import tabs from '../../primitives/tabs/tabs.css?inline';
import unlock from '../shared/private-key-unlock.css?inline';
import healthActions from './health-actions.css?inline';

// Only the sheets this element uses, so its embed chunk carries no other primitive's CSS.
/** The Health actions widget's sheet: tokens, button, input (its forms), tabs, the locked state of the sealed records, and its own rules. */
export const healthActionsStyles = [tokens, button, input, tabs, unlock, healthActions].join('\n');
