import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface RecoveryPhraseMessages {
  loading: string;
  loadFailed: string;
  retry: string;
  title: string;
  /** What the phrase is for, on the screen and on the printed sheet. */
  purpose: string;
  keepSafe: string;
  account: (email: string) => string;
  madeOn: (date: string) => string;
  print: string;
  written: string;
  confirmTitle: string;
  confirmIntro: string;
  word: (position: number) => string;
  wordRequired: string;
  wordWrong: string;
  showAgain: string;
  save: string;
  unlockIntro: string;
  password: string;
  unlock: string;
  wrongPassword: string;
  saved: string;
  // The profile's section
  sectionTitle: string;
  has: (date: string) => string;
  none: string;
  create: string;
  regenerate: string;
  regenerateNote: string;
  cancel: string;
  statusLoading: string;
  statusFailed: string;
  // Sign-up's last step
  signUpTitle: string;
  signUpIntro: string;
}

const translations = () => import('./recovery-phrase-translations.js');

// The member's recovery phrase: shown, printed and confirmed at sign-up and from the profile; the
// wording is ours.
export const recoveryPhraseMessages: Catalogue<RecoveryPhraseMessages> = {
  en: {
    loading: 'Making your recovery phrase…',
    loadFailed: 'Your recovery phrase could not be made.',
    retry: 'Try again',
    title: 'Your recovery phrase',
    purpose: 'These 12 words open your encrypted health records if you forget your password. Reset your password with them and everything you recorded stays readable.',
    keepSafe: 'Write them down or print this sheet and keep it somewhere safe, offline. Anyone with these words and your email can read your records. We cannot show them to you again.',
    account: (email) => `Account: ${email}`,
    madeOn: (date) => `Made on ${date}`,
    print: 'Print recovery sheet',
    written: 'I have written it down',
    confirmTitle: 'Confirm your recovery phrase',
    confirmIntro: 'Type these words from your phrase to show you have it.',
    word: (position) => `Word ${position}`,
    wordRequired: 'Type the word.',
    wordWrong: 'This is not the word at that place in your phrase.',
    showAgain: 'Show the words again',
    save: 'Confirm and save',
    unlockIntro: 'Enter your password to unlock your keys in this browser, then save again.',
    password: 'Password',
    unlock: 'Unlock and save',
    wrongPassword: 'This password does not open your keys.',
    saved: 'Your recovery phrase is saved.',
    sectionTitle: 'Recovery phrase',
    has: (date) => `You have a recovery phrase, made on ${date}.`,
    none: 'You have no recovery phrase. If you forget your password, your encrypted records stay locked until your organisation helps you recover them.',
    create: 'Create a recovery phrase',
    regenerate: 'Make a new recovery phrase',
    regenerateNote: 'A new phrase replaces the old one: the old words stop working once the new ones are saved.',
    cancel: 'Cancel',
    statusLoading: 'Loading your recovery phrase settings…',
    statusFailed: 'Your recovery phrase settings could not be loaded.',
    signUpTitle: 'Your account is ready',
    signUpIntro: 'One last step before you go on: save your recovery phrase.',
  },
  translations: lazyTranslations(translations),
};
