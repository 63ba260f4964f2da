import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

// An organisation's recovery key, in the six languages: English here, the others in ./translations.ts.

export interface RecoveryKeyMessages {
  title: string;
  intro: string;
  loading: string;
  none: string;
  create: string;
  creating: string;
  created: string;
  fingerprint: string;
  createdOn: string;
  wrapped: (wrapped: number, members: number) => string;
  holders: string;
  staffMember: string;
  grantedOn: string;
  revoke: string;
  revokeLabel: (email: string) => string;
  revoked: (email: string) => string;
  unlockTitle: string;
  unlockIntro: string;
  password: string;
  unlock: string;
  unlocked: string;
  wrongPassword: string;
  notHolder: string;
  grantTitle: string;
  grantTo: string;
  chooseStaff: string;
  noStaff: string;
  grant: string;
  granted: (email: string) => string;
  rotateTitle: string;
  rotateIntro: string;
  rotate: string;
  rotating: string;
  progress: (done: number, remaining: number) => string;
  rotated: string;
  unfinished: (remaining: number) => string;
  resume: string;
}

export const recoveryKeyMessages: Catalogue<RecoveryKeyMessages> = {
  en: {
    title: 'Recovery key',
    intro:
      "Staff holding this organization's recovery key can open its members' encrypted records in their own browser, for support and when a member has lost their password and recovery phrase. The key is made in your browser; the server keeps it only locked, opened by each holder's own password.",
    loading: 'Loading the recovery key',
    none: 'This organization has no recovery key yet: members who forget their password and recovery phrase cannot get their encrypted records back.',
    create: 'Create recovery key',
    creating: 'Making the key pair in your browser…',
    created: 'The recovery key is made; members are added when they next sign in.',
    fingerprint: 'Fingerprint',
    createdOn: 'Created',
    wrapped: (wrapped, members) => `${wrapped} of ${members} members with keys can be recovered with it.`,
    holders: 'Staff holding the key',
    staffMember: 'Staff member',
    grantedOn: 'Granted',
    revoke: 'Revoke',
    revokeLabel: (email) => `Revoke ${email}'s access`,
    revoked: (email) => `${email} no longer holds the recovery key.`,
    unlockTitle: 'Unlock with your password',
    unlockIntro: 'Granting and rotating open the key in this browser: enter your own password.',
    password: 'Your password',
    unlock: 'Unlock',
    unlocked: 'Unlocked in this browser until you leave the page.',
    wrongPassword: 'That password does not open your key.',
    notHolder: 'You do not hold this recovery key: ask a holder to grant it to you.',
    grantTitle: 'Grant access',
    grantTo: 'Staff member',
    chooseStaff: 'Choose a staff member',
    noStaff: 'No other staff member has a key pair yet (they get one at their first sign-in).',
    grant: 'Grant',
    granted: (email) => `${email} now holds the recovery key.`,
    rotateTitle: 'Rotate',
    rotateIntro:
      "A new key pair replaces this one for the same holders; every member's key is re-wrapped to it from this browser. Keep the page open until it is done; if it stops, resume it later.",
    rotate: 'Rotate recovery key',
    rotating: 'Rotating…',
    progress: (done, remaining) => `Re-wrapped ${done} member keys, ${remaining} left.`,
    rotated: 'Rotation finished: the old key is gone.',
    unfinished: (remaining) => `A rotation is not finished: ${remaining} member keys are still wrapped to the old key only.`,
    resume: 'Resume rotation',
  },
  translations: lazyTranslations(() => import('./translations.js')),
};
