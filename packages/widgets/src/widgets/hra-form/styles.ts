import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import hraForm from './hra-form.css?inline';

/** The health assessment page's sheet: tokens, the button primitive, the shared card (styles/card.css) and its own rules (the section's form brings the questionnaire's and the fields' rules: section-editor.tsx; the locked state its own: shared/locked-state.tsx). */
export const hraFormStyles = [tokens, button, card, hraForm].join('\n');
