import tokens from '../../styles/tokens.css?inline';
import demoData from '../shared/demo-data-badge.css?inline';
import button from '../../primitives/button/button.css?inline';
import kitResults from './kit-results.css?inline';

/** The kit result page's sheet: tokens, button the demo-data mark (shared/demo-data-badge.css) and its own rules; the locked state's (password prompt) come with it (shared/locked-state.tsx). */
export const kitResultsStyles = [tokens, button, demoData, kitResults].join('\n');
