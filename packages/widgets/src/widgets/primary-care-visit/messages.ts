import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface PrimaryCareVisitMessages {
  title: string;
  text: string;
  /** spec 001 §6. */
  virtual: string;
  /** spec 001 §6. */
  inPerson: string;
  virtualUnavailable: string;
  loading: string;
  failed: string;
  retry: string;
  signedOut: string;
}

// The button names are the spec's (001 §6 Virtual Visit, In-Person Visit); the rest is ours.
const translations = () => import('./translations');

export const primaryCareVisitMessages: Catalogue<PrimaryCareVisitMessages> = {
  en: {
    title: 'Primary care visit',
    text: 'See a primary care provider about everyday health concerns.',
    virtual: 'Virtual Visit',
    inPerson: 'In-Person Visit',
    virtualUnavailable: 'Virtual visits are not part of your plan yet. In-person visits are not available here.',
    loading: 'Checking which visits you can book',
    failed: 'We could not check which visits you can book.',
    retry: 'Try again',
    signedOut: 'Sign in to book a primary care visit.',
  },
  translations: lazyTranslations(translations),
};
