import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import infoCard from '../shared/info-card.css?inline';
import healthAssessment from './health-assessment.css?inline';

/** The Health Assessment cards' sheet: tokens, the button, the shared shimmer, the small cards' rules and the status list. */
export const healthAssessmentStyles = [tokens, button, card, infoCard, healthAssessment].join('\n');
