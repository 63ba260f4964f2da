import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import input from '../../primitives/input/input.css?inline';
import modal from '../../primitives/modal/modal.css?inline';
import streak from '../streak-card/streak-card.css?inline';
import hydration from '../hydration-tracker/hydration-tracker.css?inline';
import mood from '../mood-tracker/mood-tracker.css?inline';
import symptoms from '../symptoms/symptoms.css?inline';
import tour from '../guided-tour/guided-tour.css?inline';
import journal from './daily-journal.css?inline';

// Only the sheets the panel uses (the streak card's button and weeks input, the milestones modal,
// the three journal widgets and the tour), so its embed chunk carries no other primitive's CSS.
/** The Daily Journal panel's sheet. */
export const dailyJournalStyles = [tokens, button, input, modal, streak, hydration, mood, symptoms, tour, journal].join('\n');
