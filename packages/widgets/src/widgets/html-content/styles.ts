import tokens from '../../styles/tokens.css?inline';
import card from '../../styles/card.css?inline';
import htmlContent from './html-content.css?inline';

/** The HTML widget's sheet: tokens, the info card's box and title (styles/card.css) and its own rules. */
export const htmlContentStyles = [tokens, card, htmlContent].join('\n');
