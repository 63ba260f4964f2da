import tokens from '../styles/tokens.css?inline';
import button from '../primitives/button/button.css?inline';
import card from '../styles/card.css?inline';
import demoData from '../widgets/shared/demo-data-badge.css?inline';
import vitals from './vitals.css?inline';

// The Learn more panel (modal) and the locked state (field, unlock form) bring their own rules when
// they load (later-steps.tsx, shared/locked-state.tsx).
/** The rules the card, the scan and the history share: tokens, the button primitive, the shared card, the demo-data mark (shared/demo-data-badge.css) and the vitals rules. */
export const vitalsSharedStyles = [tokens, button, card, demoData, vitals];
/** The Vitals widget's sheet. */
export const vitalsStyles = vitalsSharedStyles.join('\n');
