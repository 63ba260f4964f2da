import type { ImpersonationKeyGap } from '@healthdeck/contract/light';
import { lazyTranslations, type Catalogue } from '../../i18n/language';

/** What the locked state says to staff acting as a member (docs/decisions/0106-impersonation-unlock.md). */
export interface ImpersonationLockedMessages {
  title: (name: string) => string;
  text: (name: string) => string;
  password: string;
  unlock: string;
  wrongPassword: string;
  /** How long the opened records stay open. */
  session: (minutes: number) => string;
  /** Why nothing can be opened, and what to do about it. */
  closedTitle: string;
  gap: Record<ImpersonationKeyGap, (name: string) => string>;
  /** A record a lab or device sealed to the member's own key: staff never open it. */
  memberKeyOnly: (name: string) => string;
}

/** What every locked state says alike, beside the widget's own title and text. */
export interface LockedStateMessages {
  /** One unlock opens every sealed screen until sign-out or the idle lock (docs/decisions/0101-one-unlock-per-session.md). */
  session: (minutes: number) => string;
  impersonation: ImpersonationLockedMessages;
}

// Ours.
const en: LockedStateMessages = {
  session: (minutes) => `One unlock opens all your records until you sign out. They lock again after ${minutes} minutes without activity.`,
  impersonation: {
    title: (name) => `${name}'s sealed records`,
    text: (name) =>
      `You are acting as ${name}. Type your own staff password, not the member's: it opens your organisation's recovery key in this browser, and with it every sealed screen of ${name}. ${name}'s access log lists that you opened them.`,
    password: 'Your staff password',
    unlock: 'Open as staff',
    wrongPassword: 'That is not your staff password.',
    session: (minutes) => `They stay open until you stop acting as this member, or lock again after ${minutes} minutes without activity.`,
    closedTitle: 'Sealed records stay closed',
    gap: {
      'no-recovery-key': (name) =>
        `${name}'s organisation has no recovery key, so staff cannot open their sealed records. An administrator creates one on the organisation's screen (Organizations, then the organisation, then Recovery key); ${name} is added at their next sign-in.`,
      'not-granted': (name) =>
        `You do not hold the recovery key of ${name}'s organisation. An administrator who holds it can grant it to you on the organisation's screen; then log in as the user again.`,
      'not-wrapped': (name) =>
        `${name}'s records are not yet covered by their organisation's recovery key: they are added the next time ${name} signs in. Until then staff cannot open them.`,
      'no-member-keys': (name) => `${name} has not set up their keys yet: nothing of theirs is sealed.`,
    },
    memberKeyOnly: (name) => `A lab or device sealed this record to ${name}'s own key. Staff cannot open it; it opens when ${name} signs in.`,
  },
};

export const lockedStateMessages: Catalogue<LockedStateMessages> = { en, translations: lazyTranslations(() => import('./locked-state-translations')) };
