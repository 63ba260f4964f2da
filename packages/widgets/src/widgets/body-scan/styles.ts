import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import demoData from '../shared/demo-data-badge.css?inline';
import bodyScan from './body-scan.css?inline';

// The measurement view (measurement-view.tsx), the skip form with its field (skip-form.tsx) and the
// locked state (shared/locked-state.tsx) bring their own rules when they load.
/** The 3D Body Scan's sheet: tokens, the button primitive, the shared card, the demo-data mark (shared/demo-data-badge.css) and its own rules. */
export const bodyScanStyles = [tokens, button, card, demoData, bodyScan].join('\n');
