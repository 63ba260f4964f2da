import type { VitalKey } from '@healthdeck/sdk';
import { lazyTranslations, type Catalogue } from '../i18n/language';

/** The strings of the Vitals card's later steps (information with the Learn more panel, instructions, permissions), loaded with them. */
export interface VitalsStepMessages {
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
}

export const vitalsStepMessages: Catalogue<VitalsStepMessages> = {
  en: {
    informationTitle: 'How it works',
    informationText:
      'Your camera sees the tiny changes of colour in your face as your heart beats. From them we measure your heart rate, and your HR variability and respiration rate when the signal is clear enough. A camera cannot measure blood pressure, O2 saturation or the stress index: they show as Unavailable.',
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
  },
  translations: lazyTranslations(() => import('./translations')),
};
