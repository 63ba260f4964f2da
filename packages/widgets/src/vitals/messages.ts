import { VITAL_HEALTHY_RANGE_TEXT, type VitalKey, type VitalStatus } from '@healthdeck/sdk';
import { lazyTranslations, type Catalogue } from '../i18n/language';

/**
 * The strings of the Virtual Vitals card that the scan and history screens share (names, badges,
 * rows, locked state). Each screen adds its own catalogue: the card's later steps
 * (step-messages.ts), the scan (scan-messages.ts) and the history
 * (history-messages.ts); the five translations of all four are one lazily imported module
 * (translations.ts), so a part loaded on demand brings only its own English.
 */
export interface VitalsMessages {
  title: string;
  loading: string;
  signedOut: string;
  /** spec 001 §3 vital info keys, as the base step lists them (spec 001 §2). */
  names: Record<VitalKey, string>;
  /** spec 000 §3.4 vital status, spec 001 §4 badge labels. */
  statuses: Record<VitalStatus, string>;
  /** A vital the scan's method cannot measure (blood pressure, SpO2 and the stress index from a camera), next to its 'Unavailable' badge. */
  notMeasured: string;
  /** spec 001 §9 healthy ranges. */
  healthyRange: (range: string) => string;
  /** spec 001 §9's blood pressure range, '90/60 to 120/80 mmHg', in the language's words (the others are numbers and units only). */
  bloodPressureRange: string;
  /** A value the scan did not give. */
  noValue: string;
  /** base step (spec 001 §2). */
  baseIntro: string;
  learnMore: string;
  takeMyVitals: string;
  /** snapshot step. */
  snapshotTitle: string;
  measuredOn: (date: string) => string;
  history: string;
  retake: string;
  /** Locked state (spec 000 §5: encrypted reads give nothing without the member's key). */
  lockedTitle: string;
  lockedText: string;
  password: string;
  unlock: string;
  wrongPassword: string;
}

// The step names, buttons ('Learn more', 'Take my vitals', 'Go Back', 'Continue', 'History',
// 'Retake'), the panel title 'Learn more about vitals' and the badges are the spec's
// (001 §2, §4, §9); the explanatory texts are ours, saying what the spec says each step says.
const translations = () => import('./translations');

export const vitalsMessages: Catalogue<VitalsMessages> = {
  en: {
    title: 'Virtual Vitals',
    loading: 'Loading your vitals',
    signedOut: 'Sign in to see your vitals.',
    names: {
      heartRate: 'Heart rate',
      heartRateVariability: 'HR variability',
      bloodPressure: 'Blood pressure',
      respirationRate: 'Respiration rate',
      o2Saturation: 'O2 saturation',
      stressIndex: 'Stress index',
    },
    statuses: { good: 'Good', warning: 'Warning', bad: 'Bad', unavailable: 'Unavailable' },
    notMeasured: 'Not measured',
    healthyRange: (range) => `Healthy range: ${range}`,
    bloodPressureRange: VITAL_HEALTHY_RANGE_TEXT.bloodPressure,
    noValue: '–',
    baseIntro: 'Take your vitals with your camera in about a minute:',
    learnMore: 'Learn more',
    takeMyVitals: 'Take my vitals',
    snapshotTitle: 'Your last vitals',
    measuredOn: (date) => `Measured ${date}`,
    history: 'History',
    retake: 'Retake',
    lockedTitle: 'Your vitals are locked',
    lockedText: 'Your vitals are encrypted. Enter your password to open them in this browser.',
    password: 'Password',
    unlock: 'Unlock',
    wrongPassword: 'That password did not unlock your data.',
  },
  translations: lazyTranslations(translations),
};
