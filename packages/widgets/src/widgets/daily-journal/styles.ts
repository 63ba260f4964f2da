import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import hydration from '../hydration-tracker/hydration-tracker.css?inline';
import mood from '../mood-tracker/mood-tracker.css?inline';
import symptoms from '../symptoms/symptoms.css?inline';
import tour from '../guided-tour/guided-tour.css?inline';
import journal from './daily-journal.css?inline';

// Only the sheets the panel's widgets use, so its embed chunk carries no other primitive's CSS.
/** The Daily Journal panel's sheet: tokens, button, the three journal widgets, the tour and its own rules. */
export const dailyJournalStyles = [tokens, button, hydration, mood, symptoms, tour, journal].join('\n');
