import tokens from '../../styles/tokens.css?inline';
import demoData from '../shared/demo-data-badge.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import fitness from './fitness.css?inline';

/** The Fitness widget's sheet: tokens, the button it uses (Try again), the shared card and shimmer (styles/card.css), and its own rules. */
export const fitnessStyles = [tokens, demoData, button, card, fitness].join('\n');
