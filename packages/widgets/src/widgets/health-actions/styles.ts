import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import tabs from '../../primitives/tabs/tabs.css?inline';
import card from '../../styles/card.css?inline';
import healthActions from './health-actions.css?inline';

// Only the sheets the first view uses, so its embed chunk carries no other primitive's CSS. The
// medications, allergies and health issues tabs and their forms adopt theirs (input, health-records.css)
// when they load (record-styles.ts); the locked state its own (shared/locked-state.tsx).
/** The Health actions widget's sheet: tokens, button, tabs, the shared card (styles/card.css) and its own rules. */
export const healthActionsStyles = [tokens, button, tabs, card, healthActions].join('\n');
