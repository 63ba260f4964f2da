import tokens from '../../styles/tokens.css?inline';
import demoData from '../shared/demo-data-badge.css?inline';
import button from '../../primitives/button/button.css?inline';
import input from '../../primitives/input/input.css?inline';
import card from '../../styles/card.css?inline';
import infoCard from '../shared/info-card.css?inline';
import orders from './orders.css?inline';

/** The orders sheet: tokens, button, input, the shared shimmer, the card frame, the demo-data mark, and its own rules; the modal's come with the confirmation (order-confirm.tsx). */
export const ordersStyles = [tokens, button, input, card, infoCard, demoData, orders].join('\n');
