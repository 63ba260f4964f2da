import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import infoCard from '../shared/info-card.css?inline';
import insights from './insights.css?inline';

/** The Insights sheet: tokens, the button, the small cards' rules and the day's figures. */
export const insightsStyles = [tokens, button, infoCard, insights].join('\n');
