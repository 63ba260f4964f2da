import type { WeekDay } from '@healthdeck/contract/light';
import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface StreakMessages {
  title: string;
  /** spec 001 §4 Streak card: the current streak. */
  streak: (days: number) => string;
  /** The week's list of days (spec 001 §9 Week streak: 7 days). */
  week: string;
  /** Monday..Sunday, short, in the order of weekProgress. */
  days: [string, string, string, string, string, string, string];
  status: Record<WeekDay['status'], string>;
  /** A day before the account was made (the server answers 'upcoming' for it: not counted, not missed). */
  notCounted: string;
  /** A day pill's accessible name: 'Mon, completed'. */
  dayStatus: (day: string, status: string) => string;
  /** Pregnancy milestone (spec 001 §3 milestone_type). */
  pregnancyWeek: (week: number) => string;
  /** Login-streak milestone line. */
  loginStreak: (days: number) => string;
  /** First time (spec 001 §4: the tutorial start). */
  firstTime: string;
  startTour: string;
  /** spec 001 §4: pregnancy prompts for weeks pregnant. */
  weeksPrompt: string;
  weeksLabel: string;
  save: string;
  weeksInvalid: string;
  /** The milestones modal. */
  milestonesTitle: string;
  close: string;
  noMilestone: string;
  loading: string;
  signedOut: string;
}

// English is the wording the brief quotes from spec 001 §4 (streak card, tutorial start, weeks
// pregnant); the other languages are our translations.
const translations = () => import('./translations');

export const streakMessages: Catalogue<StreakMessages> = {
  en: {
    title: 'Your streak',
    streak: (days) => `${days}-day streak`,
    week: 'This week',
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    status: { completed: 'completed', missed: 'missed', incomplete: 'incomplete', upcoming: 'upcoming' },
    notCounted: 'before you joined',
    dayStatus: (day, status) => `${day}, ${status}`,
    pregnancyWeek: (week) => `Week ${week} of your pregnancy`,
    loginStreak: (days) => `${days} ${days === 1 ? 'day' : 'days'} in a row`,
    firstTime: 'New here? Take a quick tour of your daily journal.',
    startTour: 'Start the tour',
    weeksPrompt: 'How many weeks pregnant are you?',
    weeksLabel: 'Weeks pregnant',
    save: 'Save',
    weeksInvalid: 'Weeks must be between 1 and 42',
    milestonesTitle: 'Your milestones',
    close: 'Close',
    noMilestone: 'No milestone yet.',
    loading: 'Loading streak',
    signedOut: 'Sign in to see your streak.',
  },
  translations: lazyTranslations(translations),
};
