import type { CareCategory, DurationUnit, HealthActionStatus, Recurrence } from '@healthdeck/contract/light';
import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface HealthActionsMessages {
  title: string;
  signedOut: string;
  retry: string;
  sections: string;
  tabs: { actions: string; medications: string; allergies: string; issues: string };

  // Health actions (spec 000 §3.3, §4, §7.6)
  loadingActions: string;
  actionsEmpty: string;
  groups: Record<HealthActionStatus, string>;
  groupEmpty: Record<HealthActionStatus, string>;
  /** The status change's button, by the action's current status (ours: spec 000 §4 does not show the resulting status). */
  advance: Record<HealthActionStatus, string>;
  advanceLabel: (verb: string, title: string) => string;
  careCategories: Record<CareCategory, string>;
  recurrences: Record<Recurrence, string>;
  durationUnits: Record<DurationUnit, string>;
  duration: (count: number, unit: string) => string;
  startedOn: (date: string) => string;
  completedOn: (date: string) => string;
  openAction: (title: string) => string;
  statusChanged: (title: string, status: string) => string;

  // Medications (spec 000 §3.4 drug types and recurrence, §7.6)
  loadingMedications: string;

  // Allergies
  loadingAllergies: string;

  // Health issues
  loadingIssues: string;
}

// The first view's strings: the actions tab, the tabs and each records tab's loading label (its
// place while its code loads); the records tabs' own strings are in record-messages.ts.
// English (ours: the spec names the calls and the enumerations, not the screen's wording; server and
// sdk messages such as 'Allergy not found' or 'Failed to load current medications' are shown as returned).
const translations = () => import('./translations');

export const healthActionsMessages: Catalogue<HealthActionsMessages> = {
  en: {
    title: 'Health actions',
    signedOut: 'Sign in to see your health actions and records.',
    retry: 'Try again',
    sections: 'Health records',
    tabs: { actions: 'Actions', medications: 'Medications', allergies: 'Allergies', issues: 'Health issues' },

    loadingActions: 'Loading health actions',
    actionsEmpty: 'You have no health actions yet. Your care team adds them to your programme.',
    groups: { in_progress: 'In progress', not_started: 'To do', completed: 'Completed' },
    groupEmpty: { in_progress: 'Nothing in progress.', not_started: 'Nothing left to start.', completed: 'Nothing completed yet.' },
    advance: { not_started: 'Start', in_progress: 'Mark as completed', completed: 'Reopen' },
    advanceLabel: (verb, title) => `${verb}: ${title}`,
    careCategories: { 'everyday-care': 'Everyday care', 'urgent-care': 'Urgent care', 'specialty-care': 'Specialty care', virtual_care: 'Virtual care' },
    recurrences: { 'non-recurring': 'Non-recurring', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
    durationUnits: { days: 'days', weeks: 'weeks', months: 'months' },
    duration: (count, unit) => `For ${count} ${unit}`,
    startedOn: (date) => `Started ${date}`,
    completedOn: (date) => `Completed ${date}`,
    openAction: (title) => `Open ${title}`,
    statusChanged: (title, status) => `${title}: ${status}`,

    loadingMedications: 'Loading medications',

    loadingAllergies: 'Loading allergies',

    loadingIssues: 'Loading health issues',
  },
  translations: lazyTranslations(translations),
};
