import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import infoCard from '../shared/info-card.css?inline';

/** The Connect Fitbit sheet: tokens, the button, and the small cards' rules. */
export const connectFitbitStyles = [tokens, button, infoCard].join('\n');
