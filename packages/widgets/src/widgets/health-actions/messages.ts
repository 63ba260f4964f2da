import type { CareCategory, DurationUnit, HealthActionStatus, Recurrence } from '@healthdeck/contract/light';
import { lazyTranslations, type Catalogue } from '../../i18n/language';
import type { PrivateKeyUnlockStrings } from '../shared/private-key-unlock';

type AllergyCategory = 'food' | 'drug' | 'environmental' | 'insect' | 'other';
type Severity = 'mild' | 'moderate' | 'severe';

export interface HealthActionsMessages {
  title: string;
  signedOut: string;
  retry: string;
  sections: string;
  tabs: { actions: string; medications: string; allergies: string; issues: string };
  cancel: string;
  optional: string;
  /** The locked state of the sealed records (issue 18; spec 000 §1: nothing opens without the member's key). */
  locked: PrivateKeyUnlockStrings;

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
  medicationsHeading: string;
  medicationsEmpty: string;
  addMedication: string;
  medication: string;
  chooseMedication: string;
  noMedicationsToChoose: string;
  drugType: string;
  strength: string;
  dosage: string;
  dosageHint: string;
  recurrence: string;
  times: string;
  time: (n: number) => string;
  addTime: string;
  removeTime: (n: number) => string;
  startDate: string;
  endDate: string;
  onceOnStart: string;
  saveMedication: string;
  medicationSaved: (name: string) => string;
  schedule: (recurrence: string, times: string) => string;
  from: (date: string) => string;
  until: (date: string) => string;
  logHeading: string;
  loadingLog: string;
  logEmpty: string;
  logEvents: { scheduled: string; rescheduled: string };
  logEntry: (event: string, name: string) => string;
  errors: {
    medication: string;
    dosage: string;
    times: string;
    time: string;
    startDate: string;
    endBeforeStart: string;
    allergy: string;
    severity: string;
    reaction: string;
    issue: string;
    notes: string;
  };

  // Allergies
  loadingAllergies: string;
  allergiesHeading: string;
  allergiesEmpty: string;
  addAllergy: string;
  allergy: string;
  chooseAllergy: string;
  noAllergiesToChoose: string;
  severity: string;
  severities: Record<Severity, string>;
  reaction: string;
  saveAllergy: string;
  allergySaved: (name: string) => string;
  allergyCategories: Record<AllergyCategory, string>;

  // Health issues
  loadingIssues: string;
  issuesHeading: string;
  issuesEmpty: string;
  addIssue: string;
  issue: string;
  chooseIssue: string;
  noIssuesToChoose: string;
  diagnosedOn: string;
  notes: string;
  saveIssue: string;
  issueSaved: (name: string) => string;
  icd10: (code: string) => string;
  diagnosed: (date: string) => string;
}

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
    cancel: 'Cancel',
    optional: 'optional',
    locked: {
      lockedTitle: 'Your health records are locked',
      lockedText: 'Your medications, allergies and health issues are encrypted so that only you can read them. Enter your password to open them in this browser.',
      password: 'Password',
      unlock: 'Unlock',
      wrongPassword: 'That password did not unlock your data.',
    },

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
    medicationsHeading: 'Current medications',
    medicationsEmpty: 'You have not added any medications.',
    addMedication: 'Add a medication',
    medication: 'Medication',
    chooseMedication: 'Select a medication',
    noMedicationsToChoose: 'There are no medications to choose from yet.',
    drugType: 'Type',
    strength: 'Strength',
    dosage: 'Dosage',
    dosageHint: 'For example: 1 tablet',
    recurrence: 'How often',
    times: 'Times',
    time: (n) => `Time ${n}`,
    addTime: 'Add a time',
    removeTime: (n) => `Remove time ${n}`,
    startDate: 'Start date',
    endDate: 'End date',
    onceOnStart: 'Taken once, on the start date.',
    saveMedication: 'Save medication',
    medicationSaved: (name) => `${name} saved.`,
    schedule: (recurrence, times) => `${recurrence} at ${times}`,
    from: (date) => `From ${date}`,
    until: (date) => `until ${date}`,
    logHeading: 'Medications log',
    loadingLog: 'Loading the medications log',
    logEmpty: 'No changes to your medications yet.',
    logEvents: { scheduled: 'Added', rescheduled: 'Changed' },
    logEntry: (event, name) => `${event}: ${name}`,
    errors: {
      medication: 'Choose a medication',
      dosage: 'Enter the dosage',
      times: 'Add at least one time',
      time: 'Use HH:MM times',
      startDate: 'Enter the start date',
      endBeforeStart: 'The end date must be on or after the start date',
      allergy: 'Choose an allergy',
      severity: 'Choose the severity',
      reaction: 'Use at most 500 characters',
      issue: 'Choose a health issue',
      notes: 'Use at most 1000 characters',
    },

    loadingAllergies: 'Loading allergies',
    allergiesHeading: 'Allergies',
    allergiesEmpty: 'You have not added any allergies.',
    addAllergy: 'Add an allergy',
    allergy: 'Allergy',
    chooseAllergy: 'Select an allergy',
    noAllergiesToChoose: 'There are no allergies to choose from yet.',
    severity: 'Severity',
    severities: { mild: 'Mild', moderate: 'Moderate', severe: 'Severe' },
    reaction: 'Reaction',
    saveAllergy: 'Save allergy',
    allergySaved: (name) => `${name} saved.`,
    allergyCategories: { food: 'Food', drug: 'Drug', environmental: 'Environmental', insect: 'Insect', other: 'Other' },

    loadingIssues: 'Loading health issues',
    issuesHeading: 'Health issues',
    issuesEmpty: 'You have not added any health issues.',
    addIssue: 'Add a health issue',
    issue: 'Health issue',
    chooseIssue: 'Select a health issue',
    noIssuesToChoose: 'There are no health issues to choose from yet.',
    diagnosedOn: 'Diagnosed on',
    notes: 'Notes',
    saveIssue: 'Save health issue',
    issueSaved: (name) => `${name} saved.`,
    icd10: (code) => `ICD-10 ${code}`,
    diagnosed: (date) => `Diagnosed ${date}`,
  },
  translations: lazyTranslations(translations),
};
