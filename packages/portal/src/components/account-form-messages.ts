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
  /** The sandbox checkbox says what it is: a demo that tells no person from a script. */
  recaptchaBrand: string;
  verificationFailed: string;
  /** The human check while the server says which one it is. */
  humanCheckLoading: string;
  /** The human check's settings or the provider's script could not be loaded. */
  humanCheckUnavailable: string;
  /** The provider's check expired or was spent by a refused registration. */
  humanCheckAgain: string;
  retry: string;
}

const translations = () => import('./account-form-translations.js');

// The pieces the signed-out screens share: the card's frame, the password confirmation, the key
// setup progress and the human check.
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
    recaptchaBrand: 'Sandbox check for demos: it does not tell people from scripts',
    verificationFailed: 'Verification failed. Please try again.',
    humanCheckLoading: 'Loading the human check…',
    humanCheckUnavailable: 'The human check could not be loaded. Check your connection and try again.',
    humanCheckAgain: 'Please complete the check again.',
    retry: 'Try again',
  },
  translations: lazyTranslations(translations),
};
