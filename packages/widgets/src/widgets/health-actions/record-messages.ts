import { lazyTranslations, type Catalogue } from '../../i18n/language';
import type { PrivateKeyUnlockStrings } from '../shared/private-key-unlock';
import type { HealthActionsMessages } from './messages';

type AllergyCategory = 'food' | 'drug' | 'environmental' | 'insect' | 'other';
type Severity = 'mild' | 'moderate' | 'severe';

/**
 * The strings of the medications, allergies and health issues tabs and their Add forms, loaded with
 * those tabs (record-sections.tsx): the widget's first view (the actions tab) does not carry them.
 */
export interface HealthRecordsMessages {
  cancel: string;
  optional: string;
  /** The locked state of the sealed records (spec 000 §1: nothing opens without the member's key). */
  locked: PrivateKeyUnlockStrings;
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
    dosageTooLong: string;
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

/** What the records tabs read: the widget's strings and their own. */
export type RecordTabMessages = HealthActionsMessages & HealthRecordsMessages;

const translations = () => import('./record-translations');

export const healthRecordsMessages: Catalogue<HealthRecordsMessages> = {
  en: {
    cancel: 'Cancel',
    optional: 'optional',
    locked: {
      lockedTitle: 'Your health records are locked',
      lockedText: 'Your medications, allergies and health issues are encrypted so that only you can read them. Enter your password to open them in this browser.',
      password: 'Password',
      unlock: 'Unlock',
      wrongPassword: 'That password did not unlock your data.',
    },
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
      dosageTooLong: 'Use at most 100 characters',
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
