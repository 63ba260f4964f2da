import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface OnboardingMessages {
  title: string;
  stepOf: (step: number, total: number) => string;
  loading: string;
  loadFailed: string;
  retry: string;
  back: string;
  next: string;
  finish: string;
  interestsTitle: string;
  interestsIntro: string;
  noTopics: string;
  measurementsTitle: string;
  measurementsIntro: string;
  measureLater: string;
  skipped: string;
  agreementsTitle: string;
  agreementsIntro: string;
  noAgreements: string;
  required: string;
  optional: string;
  accept: (title: string) => string;
  readFull: string;
  requiredMissing: string;
  saveFailed: string;
}

const translations = () => import('./onboarding-translations.js');

// spec 000 §3.3, §7.6 onboarding (topic interests, measurement skip reason, legal consents,
// complete-onboarding); the wording is ours.
export const onboardingMessages: Catalogue<OnboardingMessages> = {
  en: {
    title: 'Welcome to HealthDeck',
    stepOf: (step, total) => `Step ${step} of ${total}`,
    loading: 'Loading',
    loadFailed: 'Something went wrong! Try again later',
    retry: 'Try again',
    back: 'Back',
    next: 'Continue',
    finish: 'Finish',
    interestsTitle: 'Your interests',
    interestsIntro: 'Choose the topics you would like to hear more about. You can change them later.',
    noTopics: 'There are no topics to choose from yet.',
    measurementsTitle: 'Body measurements',
    measurementsIntro:
      'Your chest, waist and hip measurements help us follow your progress. You can take them later from the 3D body scan on your home page, or tell us why you are skipping them.',
    measureLater: 'I will take them later',
    skipped: 'Thank you, your reason is saved.',
    agreementsTitle: 'Agreements and consents',
    agreementsIntro: 'Read each agreement. Those marked required must be accepted before you go on.',
    noAgreements: 'There is nothing to agree to.',
    required: 'Required',
    optional: 'Optional',
    accept: (title) => `I accept the ${title}`,
    readFull: 'Read the full text',
    requiredMissing: 'Accept the required agreements to go on.',
    saveFailed: 'Failed to save user consent',
  },
  translations: lazyTranslations(translations),
};
