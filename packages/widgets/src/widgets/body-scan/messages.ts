import type { BmiCategory, SkipBodyScanOption } from '@healthdeck/sdk';
import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface BodyScanMessages {
  title: string;
  loading: string;
  signedOut: string;
  retry: string;
  /** spec 001 §8. */
  loadFailed: string;
  /** The empty step (spec 001 §4: the default prompt). */
  prompt: string;
  /** spec 000 §4: pending and in_progress are shown as pending. */
  pending: string;
  /** After the member skipped (their reason follows). */
  skipped: string;
  whatIsLink: string;
  /** spec 001 §5. */
  skipLink: string;
  /** The bodyScan step (spec 001 §3 Body measurement). */
  lastScan: string;
  circumferences: string;
  chest: string;
  waist: string;
  lowHips: string;
  inches: string;
  bmi: string;
  /** spec 001 §9 Body scan scale. */
  bands: Record<BmiCategory, string>;
  bmr: string;
  kcalPerDay: string;
  fatMass: string;
  leanMass: string;
  kg: string;
  /** The whatIs3DBodyScan step. */
  whatIsTitle: string;
  whatIsText: string;
  whatIsPrivacy: string;
  back: string;
  getStarted: string;
  /** The skipBodyScan step (spec 001 §5). */
  skipTitle: string;
  skipQuestion: string;
  /** Labels of the options; the value saved is always the spec's English option. */
  options: Record<SkipBodyScanOption, string>;
  reason: string;
  confirm: string;
  optionRequired: string;
  reasonRequired: string;
  reasonTooLong: string;
  /** spec 001 §8 (skip save). */
  saveFailed: string;
  /** Locked state (spec 000 §5: encrypted reads give nothing without the member's key). */
  lockedTitle: string;
  lockedText: string;
  password: string;
  unlock: string;
  wrongPassword: string;
}

// The step texts are ours; the options, the form's messages and §8's messages are the spec's (001 §5, §8).
const translations = () => import('./translations');

export const bodyScanMessages: Catalogue<BodyScanMessages> = {
  en: {
    title: '3D Body Scan',
    loading: 'Loading your body scan',
    signedOut: 'Sign in to see your body scan.',
    retry: 'Try again',
    loadFailed: 'Failed to get last measurement, please try again later.',
    prompt: 'Take a 3D body scan with your phone to track your chest, waist and hips, your BMI and your body composition.',
    pending: 'Your scan is being measured. Your results will appear here.',
    skipped: 'You skipped the body scan:',
    whatIsLink: 'What is a 3D body scan?',
    skipLink: 'Skip it for now',
    lastScan: 'Your last scan',
    circumferences: 'Circumferences',
    chest: 'Chest',
    waist: 'Waist',
    lowHips: 'Low hips',
    inches: 'in',
    bmi: 'BMI',
    bands: { under: 'Underweight', healthy: 'Healthy', over: 'Overweight' },
    bmr: 'BMR',
    kcalPerDay: 'kcal/day',
    fatMass: 'Fat mass',
    leanMass: 'Lean mass',
    kg: 'kg',
    whatIsTitle: 'What is a 3D body scan?',
    whatIsText:
      'Your phone takes two photos, one from the front and one from the side. From them we measure your chest, waist and hips and estimate your BMI, your BMR (the energy your body uses at rest) and your fat and lean mass.',
    whatIsPrivacy: 'The photos are not kept, and your measurements are encrypted so that only you can read them.',
    back: 'Back',
    getStarted: 'Get Started',
    skipTitle: 'Skip the body scan',
    skipQuestion: 'Why are you skipping the body scan?',
    options: {
      Measurements: 'Measurements',
      'I don’t have the time': 'I don’t have the time',
      "I don't have the right clothing": "I don't have the right clothing",
      'None of the above': 'None of the above',
    },
    reason: 'Reason',
    confirm: 'Confirm',
    optionRequired: 'Option is required',
    reasonRequired: 'Reason is required',
    reasonTooLong: 'Reason must be at most 256 characters',
    saveFailed: 'An error occurred. Please try again later.',
    lockedTitle: 'Your body scan is locked',
    lockedText: 'Your measurements are encrypted. Enter your password to open them in this browser.',
    password: 'Password',
    unlock: 'Unlock',
    wrongPassword: 'That password did not unlock your data.',
  },
  translations: lazyTranslations(translations),
};
