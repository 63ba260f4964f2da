import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import input from '../../primitives/input/input.css?inline';
import questionnaire from '../shared/questionnaire/questionnaire.css?inline';
import card from '../../styles/card.css?inline';
import nutritionForm from './nutrition-form.css?inline';

/** The nutrition form's sheet: tokens, the button and field primitives, the questionnaire, the shared card (styles/card.css) and its own rules (the locked state brings its own: shared/locked-state.tsx). */
export const nutritionFormStyles = [tokens, button, input, questionnaire, card, nutritionForm].join('\n');
