import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface KeyRecoveryMessages {
  title: string;
  intro: string;
  loading: string;
  loadFailed: string;
  retry: string;
  /** No records wait for recovery (no reset without the phrase, or no organisation key holds them). */
  nothing: string;
  available: string;
  ask: string;
  /** Before the date the request was sent. */
  pending: (requestedOn: string) => string;
  approved: (decidedOn: string) => string;
  /** The interim recovery phrase wrapped the interim key: a new one is needed. */
  newPhrase: string;
  signInAgain: string;
  refused: (decidedOn: string) => string;
  /** Before staff's reason, shown as they wrote it. */
  reason: string;
  askAgain: string;
  askFailed: string;
  profile: string;
}

const translations = () => import('./key-recovery-translations.js');

// /client/key-recovery: organisation-assisted recovery after a reset without the recovery phrase
// (docs/decisions/0086-organisation-assisted-recovery.md).
export const keyRecoveryMessages: Catalogue<KeyRecoveryMessages> = {
  en: {
    title: 'Recover your records',
    intro:
      'If you reset your password without your recovery phrase, the records you sealed before will not open. Your organisation can recover them: staff who hold its recovery key approve your request in their browser, and our server never sees your key.',
    loading: 'Loading your recovery request',
    loadFailed: 'Your recovery request could not be loaded.',
    retry: 'Try again',
    nothing: 'There is nothing to recover: every record you sealed opens with your current password, or your organisation holds no copy of your old key.',
    available: 'Your records sealed before your password reset can be recovered by your organisation.',
    ask: 'Ask my organisation to recover my records',
    pending: (requestedOn) => `You asked on ${requestedOn}. Your organisation has not answered yet; you will get a notification when it does.`,
    approved: (decidedOn) => `Your organisation recovered your records on ${decidedOn}. Sign out and sign in again on this device to open them.`,
    newPhrase: 'Then make a new recovery phrase in your profile: the one you made after the reset no longer opens your records.',
    signInAgain: 'Sign out and sign in again',
    refused: (decidedOn) => `Your organisation refused your request on ${decidedOn}.`,
    reason: 'Their reason:',
    askAgain: 'Ask again',
    askFailed: 'Your request could not be sent.',
    profile: 'Go to your profile',
  },
  translations: lazyTranslations(translations),
};
