import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import input from '../../primitives/input/input.css?inline';
import modal from '../../primitives/modal/modal.css?inline';
import infoCard from '../shared/info-card.css?inline';
import orders from './orders.css?inline';

/** The orders sheet: tokens, button, input, modal, the card frame, and its own rules. */
export const ordersStyles = [tokens, button, input, modal, infoCard, orders].join('\n');
