import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

// Members' requests for organisation-assisted key recovery, in the six languages: English here, the others in ./translations.ts.

export interface KeyRecoveryMessages {
  title: string;
  intro: string;
  loading: string;
  none: string;
  requests: string;
  member: string;
  askedOn: string;
  approve: string;
  approveLabel: (member: string) => string;
  refuse: string;
  refuseLabel: (member: string) => string;
  reason: string;
  reasonHint: string;
  sendRefusal: string;
  cancel: string;
  approved: (member: string) => string;
  refused: (member: string) => string;
  unlockTitle: string;
  unlockIntro: string;
  password: string;
  unlock: string;
  unlocked: string;
  wrongPassword: string;
  /** Approving needs the caller's key first. */
  unlockFirst: string;
}

const translations = () => import('./translations.js');

export const keyRecoveryMessages: Catalogue<KeyRecoveryMessages> = {
  en: {
    title: 'Key recovery',
    intro:
      "Members who reset their password without their recovery phrase ask here to get back the records they sealed before. You see the requests of members covered by a recovery key you hold. Approving opens the member's old key in this browser with your own password and sends it back wrapped to the member's new key: the server never sees it.",
    loading: 'Loading recovery requests',
    none: 'No recovery request waits for you.',
    requests: 'Recovery requests',
    member: 'Member',
    askedOn: 'Asked on',
    approve: 'Approve',
    approveLabel: (member) => `Approve the recovery for ${member}`,
    refuse: 'Refuse',
    refuseLabel: (member) => `Refuse the recovery for ${member}`,
    reason: 'Reason (the member reads it)',
    reasonHint: 'Say what the member can do, for example how to confirm who they are.',
    sendRefusal: 'Send the refusal',
    cancel: 'Cancel',
    approved: (member) => `Approved: ${member}'s records open again at their next sign-in.`,
    refused: (member) => `Refused: ${member} was told why.`,
    unlockTitle: 'Unlock your key',
    unlockIntro: 'Approving a recovery opens the organisation recovery key with your own key: type your password to unlock it in this browser.',
    password: 'Your password',
    unlock: 'Unlock',
    unlocked: 'Your key is unlocked in this browser until you leave this page.',
    wrongPassword: 'This password does not unlock your key.',
    unlockFirst: 'Unlock your key above to approve.',
  },
  translations: lazyTranslations(translations),
};
