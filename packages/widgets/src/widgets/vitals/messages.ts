import type { VitalKey, VitalStatus } from '@healthdeck/sdk';
import { lazyTranslations, type Catalogue } from '../../i18n/language';

/** The strings of the Virtual Vitals widget, its scan screen and its history (one catalogue for the three). */
export interface VitalsMessages {
  title: string;
  loading: string;
  signedOut: string;
  retry: string;
  /** spec 001 §3 vital info keys, as the base step lists them (spec 001 §2). */
  names: Record<VitalKey, string>;
  /** spec 000 §3.4 vital status, spec 001 §4 badge labels. */
  statuses: Record<VitalStatus, string>;
  /** spec 001 §9: the stress index is fixed at Normal in the snapshot. */
  stressNormal: string;
  /** spec 001 §9 healthy ranges. */
  healthyRange: (range: string) => string;
  /** A value the scan did not give. */
  noValue: string;
  /** base step (spec 001 §2). */
  baseIntro: string;
  learnMore: string;
  takeMyVitals: string;
  /** information step. */
  informationTitle: string;
  informationText: string;
  learnMoreLink: string;
  /** The panel's title, the spec's 'Learn more about vitals'. */
  panelTitle: string;
  panelIntro: string;
  panelText: Record<VitalKey, string>;
  panelDisclaimer: string;
  goBack: string;
  continue: string;
  /** instructions step. */
  instructionsTitle: string;
  instructions: readonly string[];
  /** permissions step. */
  permissionsTitle: string;
  permissionsText: string;
  noImagesKept: string;
  /** snapshot step. */
  snapshotTitle: string;
  measuredOn: (date: string) => string;
  history: string;
  retake: string;
  /** The scan screen (/client/vitals). */
  scanTitle: string;
  cameraStarting: string;
  cameraRefused: string;
  cameraMissing: string;
  cameraFailed: string;
  backToVitals: string;
  cameraPreview: string;
  alignFace: string;
  startScan: string;
  cancelScan: string;
  scanProgress: string;
  secondsLeft: (seconds: number) => string;
  reading: string;
  saved: string;
  tryAgain: string;
  /** The history screen (/client/vitals/history). */
  historyTitle: string;
  historyEmpty: string;
  historyLoadFailed: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
  /** Locked state (spec 000 §5: encrypted reads give nothing without the member's key). */
  lockedTitle: string;
  lockedText: string;
  password: string;
  unlock: string;
  wrongPassword: string;
}

// The step names, buttons ('Learn more', 'Take my vitals', 'Go Back', 'Continue', 'History',
// 'Retake'), the panel title 'Learn more about vitals', the badges and 'Normal' are the spec's
// (001 §2, §4, §9); the explanatory texts are ours, saying what the spec says each step says.
const translations = () => import('./translations');

export const vitalsMessages: Catalogue<VitalsMessages> = {
  en: {
    title: 'Virtual Vitals',
    loading: 'Loading your vitals',
    signedOut: 'Sign in to see your vitals.',
    retry: 'Try again',
    names: {
      heartRate: 'Heart rate',
      heartRateVariability: 'HR variability',
      bloodPressure: 'Blood pressure',
      respirationRate: 'Respiration rate',
      o2Saturation: 'O2 saturation',
      stressIndex: 'Stress index',
    },
    statuses: { good: 'Good', warning: 'Warning', bad: 'Bad', unavailable: 'Unavailable' },
    stressNormal: 'Normal',
    healthyRange: (range) => `Healthy range: ${range}`,
    noValue: '–',
    baseIntro: 'Take your vitals with your camera in about a minute:',
    learnMore: 'Learn more',
    takeMyVitals: 'Take my vitals',
    informationTitle: 'How it works',
    informationText: 'Your camera sees the tiny changes of colour in your face as your heart beats and you breathe. From them we measure your vitals, with no wearable and no cuff.',
    learnMoreLink: 'Learn more about vitals',
    panelTitle: 'Learn more about vitals',
    panelIntro: 'Your vitals are the basic signs of how your body is doing right now.',
    panelText: {
      heartRate: 'How many times your heart beats in a minute.',
      heartRateVariability: 'How much the time between heartbeats varies; higher usually means a more relaxed body.',
      bloodPressure: 'The pressure of your blood on your arteries when your heart beats and between beats.',
      respirationRate: 'How many breaths you take in a minute.',
      o2Saturation: 'How much of your blood carries oxygen.',
      stressIndex: 'How much strain your body shows, from your heartbeat.',
    },
    panelDisclaimer: 'These readings are for your wellbeing and are not a medical diagnosis.',
    goBack: 'Go Back',
    continue: 'Continue',
    instructionsTitle: 'Before you start',
    instructions: ['Align your face inside the oval.', 'Stay still and do not talk.', 'Be indoors, in good light, with a plain background behind you.', 'The scan takes about 60 seconds.'],
    permissionsTitle: 'Allow camera use',
    permissionsText: 'We need your camera to take your vitals. Your browser will ask you to allow it.',
    noImagesKept: 'No images are kept: only your results are saved, encrypted so that only you can read them.',
    snapshotTitle: 'Your last vitals',
    measuredOn: (date) => `Measured ${date}`,
    history: 'History',
    retake: 'Retake',
    scanTitle: 'Take my vitals',
    cameraStarting: 'Starting your camera…',
    cameraRefused: 'Camera access was refused, so your vitals cannot be taken. Allow the camera for this site in your browser settings, then try again.',
    cameraMissing: 'No camera was found. Connect a camera, or use a device with one, to take your vitals.',
    cameraFailed: 'Your camera could not be started. Close other apps using it, then try again.',
    backToVitals: 'Back to vitals',
    cameraPreview: 'Your camera',
    alignFace: 'Align your face inside the oval and stay still.',
    startScan: 'Start scan',
    cancelScan: 'Cancel',
    scanProgress: 'Scan progress',
    secondsLeft: (seconds) => `${seconds} seconds left`,
    reading: 'Reading your vitals…',
    saved: 'Your vitals are saved.',
    tryAgain: 'Try again',
    historyTitle: 'Vitals history',
    historyEmpty: 'You have no vitals yet. Take your vitals to see them here.',
    historyLoadFailed: 'Your vitals could not be loaded. Please try again later.',
    previous: 'Previous',
    next: 'Next',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    lockedTitle: 'Your vitals are locked',
    lockedText: 'Your vitals are encrypted. Enter your password to open them in this browser.',
    password: 'Password',
    unlock: 'Unlock',
    wrongPassword: 'That password did not unlock your data.',
  },
  translations: lazyTranslations(translations),
};
