import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface VerifyEmailMessages {
  title: string;
  /** Before the member's address; `afterEmail` follows it. */
  beforeEmail: string;
  afterEmail: string;
  /** spec 001 §4 Email card. */
  verify: string;
  resend: string;
  /** spec 001 §8. */
  sent: string;
  sentHint: string;
  failed: string;
}

// The button labels and the two messages are the spec's (001 §4 Email card, §8); the rest is ours.
const translations = () => import('./translations');

export const verifyEmailMessages: Catalogue<VerifyEmailMessages> = {
  en: {
    title: 'Verify your email',
    beforeEmail: 'Confirm ',
    afterEmail: ' so we can reach you about your results and your account.',
    verify: 'Verify my email',
    resend: 'Resend verification email',
    sent: 'Verification email sent',
    sentHint: 'Check your inbox (and spam folder) for the link.',
    failed: 'Failed to send verification email',
  },
  translations: lazyTranslations(translations),
};
