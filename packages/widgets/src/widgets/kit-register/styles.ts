import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import input from '../../primitives/input/input.css?inline';
import card from '../../styles/card.css?inline';
import kitRegister from './kit-register.css?inline';

/** The kit register form's sheet: tokens, button, input, the info card's box and title (styles/card.css) and its own rules. */
export const kitRegisterStyles = [tokens, button, input, card, kitRegister].join('\n');
