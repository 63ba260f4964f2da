import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import card from '../../styles/card.css?inline';
import streak from '../streak-card/streak-card.css?inline';
import hydration from '../hydration-tracker/hydration-tracker.css?inline';
import mood from '../mood-tracker/mood-tracker.css?inline';
import symptoms from '../symptoms/symptoms.css?inline';
import journal from './daily-journal.css?inline';

// Only the sheets the panel's first view uses (the streak card and its button, the three journal
// widgets), so its embed chunk carries no other primitive's CSS. The parts shown after the member
// acts adopt theirs as they load: the tour's callout and the milestones modal (journal-parts.tsx),
// the streak card's weeks prompt its input's (streak-card/weeks-form.tsx).
/** The Daily Journal panel's sheet. */
export const dailyJournalStyles = [tokens, button, card, streak, hydration, mood, symptoms, journal].join('\n');
