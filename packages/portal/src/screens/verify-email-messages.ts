import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface VerifyEmailMessages {
  title: string;
  goHome: string;
  signIn: string;
  incompleteLink: string;
  verifying: string;
  failedTitle: string;
  failedHelp: string;
  verifiedTitle: string;
  verified: string;
}

const translations = () => import('./verify-email-translations.js');

// /verify-email?key= (spec 000 §5 email verification); the wording is ours.
export const verifyEmailMessages: Catalogue<VerifyEmailMessages> = {
  en: {
    title: 'Verify your email',
    goHome: 'Go to your home page',
    signIn: 'Sign in',
    incompleteLink: 'This verification link is incomplete. Open the link from your email again.',
    verifying: 'Verifying your email…',
    failedTitle: 'We could not verify your email',
    failedHelp: 'The link may have expired or been used already. Sign in to ask for a new one from your home page.',
    verifiedTitle: 'Email verified',
    verified: 'Your email is verified. Thank you!',
  },
  translations: lazyTranslations(translations),
};
