import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface ConsentsMessages {
  title: string;
  intro: string;
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
  required: string;
  optional: string;
  version: (version: string) => string;
  accepted: (when: string, version: string) => string;
  declined: (when: string, version: string) => string;
  /** No answer to the agreement's current version (an older one may have been answered). */
  notAnswered: (version: string) => string;
  noLongerApplies: string;
  readAgreement: string;
  readFull: string;
  answers: (count: number) => string;
  answerAccepted: (version: string) => string;
  answerDeclined: (version: string) => string;
  withdraw: string;
  give: string;
  cannotWithdraw: string;
  /** A required agreement whose withdrawal closes the account: what follows, and the way into the account deletion. */
  closesAccount: string;
  closeAccount: string;
  confirmTitle: (title: string) => string;
  /** What a withdrawal of an optional consent does, said before the member confirms. */
  withdrawExplained: string;
  /** What a withdrawal of a required programme agreement does: the programmes it takes the member out of. */
  leaveExplained: (programmes: string, count: number) => string;
  confirm: string;
  keep: string;
  withdrawn: (title: string) => string;
  left: (programmes: string) => string;
  given: (title: string) => string;
  failed: string;
}

const translations = () => import('./consents-translations.js');

// /client/consents: the member's consent record (docs/decisions/0097-consent-record-and-withdrawal.md).
export const consentsMessages: Catalogue<ConsentsMessages> = {
  en: {
    title: 'Agreements and consents',
    intro: 'Every agreement you were asked to accept, with each answer you gave. Where an agreement allows it, you can withdraw your consent.',
    loading: 'Loading your agreements',
    loadFailed: 'Your agreements could not be loaded.',
    retry: 'Load your agreements again',
    empty: 'You have no agreements to answer.',
    required: 'Required',
    optional: 'Optional',
    version: (version) => `Version ${version}`,
    accepted: (when, version) => `Accepted on ${when} (version ${version})`,
    declined: (when, version) => `Declined on ${when} (version ${version})`,
    notAnswered: (version) => `Version ${version} is not answered yet`,
    noLongerApplies: 'No longer applies to you',
    readAgreement: 'Read the agreement',
    readFull: 'Read the full document',
    answers: (count) => (count === 1 ? 'Your answer' : `Your ${count} answers`),
    answerAccepted: (version) => `Accepted version ${version}`,
    answerDeclined: (version) => `Declined version ${version}`,
    withdraw: 'Withdraw consent',
    give: 'Give consent',
    cannotWithdraw: 'This agreement cannot be withdrawn while you have an account.',
    closesAccount: 'Your organisation requires this agreement for every account: withdrawing it closes your account, which is then deleted after a grace period.',
    closeAccount: 'Withdraw and close my account',
    confirmTitle: (title) => `Withdraw “${title}”?`,
    withdrawExplained: 'Your consent is recorded as withdrawn from now on; your earlier answers stay in this list. You can give it again here at any time.',
    leaveExplained: (programmes, count) =>
      `This agreement is required for ${programmes}. Withdrawing it takes you out of ${count === 1 ? 'that programme' : 'those programmes'}: ${count === 1 ? 'its' : 'their'} pages, actions and suggestions are no longer shown to you. To join again, ask your organisation.`,
    confirm: 'Withdraw',
    keep: 'Keep my consent',
    withdrawn: (title) => `You withdrew your consent to “${title}”.`,
    left: (programmes) => `You left ${programmes}.`,
    given: (title) => `You accepted “${title}”.`,
    failed: 'That did not work. Please try again.',
  },
  translations: lazyTranslations(translations),
};
