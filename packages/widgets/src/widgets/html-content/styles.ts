import tokens from '../../styles/tokens.css?inline';
import htmlContent from './html-content.css?inline';

/** The HTML widget's sheet: tokens and its own rules. */
export const htmlContentStyles = [tokens, htmlContent].join('\n');
