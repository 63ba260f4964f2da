import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';
import type { SetupPhase } from './key-progress.js';

export interface AccountFormMessages {
  /** The product's name above every signed-out screen, the same in every language. */
  brand: string;
  /** The links under a signed-out screen's form. */
  accountLinks: string;
  confirmPassword: string;
  /** RSA-4096 takes seconds in the browser (spec 000 §9), so each phase says what is happening. */
  phases: Record<SetupPhase, string>;
  setupProgress: string;
  notRobot: string;
  verifying: string;
  /** The sandbox reCAPTCHA's mark (a product name and a word). */
  recaptchaBrand: string;
  verificationFailed: string;
}

const translations = () => import('./account-form-translations.js');

// The pieces the signed-out screens share: the card's frame, the password confirmation, the key
// setup progress and the sandbox reCAPTCHA.
export const accountFormMessages: Catalogue<AccountFormMessages> = {
  en: {
    brand: 'HealthDeck',
    accountLinks: 'Account links',
    confirmPassword: 'Confirm password',
    phases: {
      account: 'Creating your account…',
      generating: 'Generating your encryption keys…',
      encrypting: 'Protecting your keys with your password…',
      done: 'Finishing…',
    },
    setupProgress: 'Account setup progress',
    notRobot: "I'm not a robot",
    verifying: 'Verifying',
    recaptchaBrand: 'reCAPTCHA sandbox',
    verificationFailed: 'Verification failed. Please try again.',
  },
  translations: lazyTranslations(translations),
};
