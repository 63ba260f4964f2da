import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import infoCard from '../shared/info-card.css?inline';
import testingInstruction from './testing-instruction.css?inline';

/** The Testing instruction sheet: tokens, the button (Try again), the shared shimmer, the small cards' rules and the steps. */
export const testingInstructionStyles = [tokens, button, card, infoCard, testingInstruction].join('\n');
