import hydration from '../widgets/hydration-tracker/hydration-tracker.css?inline';
import dailyTasks from '../widgets/daily-tasks/daily-tasks.css?inline';
import sleep from '../widgets/sleep-tracker/sleep-tracker.css?inline';
import sleepSummary from '../widgets/sleep-summary/sleep-summary.css?inline';
import fitness from '../widgets/fitness/fitness.css?inline';
import mood from '../widgets/mood-tracker/mood-tracker.css?inline';
import symptoms from '../widgets/symptoms/symptoms.css?inline';
import streak from '../widgets/streak-card/streak-card.css?inline';
import tour from '../widgets/guided-tour/guided-tour.css?inline';
import journal from '../widgets/daily-journal/daily-journal.css?inline';
import meals from '../widgets/smart-meal-tracker/smart-meal-tracker.css?inline';
import { primitiveStyles } from './primitive-styles';

/** The whole library's CSS as text: adopt it into the document for React use (`adoptStyles(document, widgetStyles)`). */
export const widgetStyles = [primitiveStyles, hydration, sleep, sleepSummary, fitness, mood, symptoms, dailyTasks, streak, tour, journal, meals].join('\n');
