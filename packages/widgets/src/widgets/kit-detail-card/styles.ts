import tokens from '../../styles/tokens.css?inline';
import demoData from '../shared/demo-data-badge.css?inline';
import button from '../../primitives/button/button.css?inline';
import modal from '../../primitives/modal/modal.css?inline';
import card from '../../styles/card.css?inline';
import kitDetailCard from '../../kits/kit-detail-card.css?inline';
import kitDetailWidget from './kit-detail-widget.css?inline';

/** The test detail widget's sheet: tokens, button, the unregister dialog's modal, the info card's frame (styles/card.css) and the card's rules (kit-detail-card.css) and the widget's own (kit-detail-widget.css); the locked state's come with it (shared/locked-state.tsx). */
export const kitDetailCardStyles = [tokens, button, modal, card, demoData, kitDetailCard, kitDetailWidget].join('\n');
