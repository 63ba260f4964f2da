import type { HealthDeck } from '@healthdeck/sdk';
import { setElementClient } from './element-client';
import { defineHydrationTracker } from './hydration-tracker-element';
import { defineDailyTasks } from './daily-tasks-element';
import { defineMoodTracker } from './mood-tracker-element';
import { defineSymptoms } from './symptoms-element';
import { defineSleepTracker } from './sleep-tracker-element';
import { defineStreakCard } from './streak-card-element';
import { defineDailyJournal } from './daily-journal-element';
import { defineSleepSummary } from './sleep-summary-element';
import { defineFitness } from './fitness-element';
import { defineSmartMealTracker } from './smart-meal-tracker-element';

/** Defines every hd-* element (React builds); all of them share `client` (default: a same-origin one). */
export function defineElements(client?: HealthDeck | (() => HealthDeck)): void {
  if (client) setElementClient(client);
  defineHydrationTracker();
  defineDailyTasks();
  defineMoodTracker();
  defineSymptoms();
  defineSleepTracker();
  defineStreakCard();
  defineDailyJournal();
  defineSleepSummary();
  defineFitness();
  defineSmartMealTracker();
}
