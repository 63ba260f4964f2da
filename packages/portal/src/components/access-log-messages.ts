import type { ClinicalReadRecord, StaffReadRecord } from '@healthdeck/contract/light';
import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface AccessLogMessages {
  title: string;
  intro: string;
  loading: string;
  empty: string;
  loadFailed: string;
  retry: string;
  when: string;
  who: string;
  what: string;
  started: string;
  wrote: (method: string, path: string) => string;
  /** A clinical read by staff (spec 000 §7.2), by what was read. */
  read: Record<ClinicalReadRecord, string>;
  /** Under a sign-in as the member: how many parts of the account (API paths) staff read with it. */
  lookedAt: (count: number) => string;
  /** How often one path was read in that sign-in, when more than once. */
  times: (count: number) => string;
  /** Another staff read from the admin area, by what was read. */
  viewed: Record<StaffReadRecord, string>;
  unknownStaff: string;
  more: string;
}

const translations = () => import('./access-log-translations.js');

// The member's view of staff access (spec 000 §6 impersonation; audited, docs/decisions/0037-impersonation-and-staff-reads.md).
export const accessLogMessages: Catalogue<AccessLogMessages> = {
  en: {
    title: 'Access to your account',
    intro: 'Each time our staff signed in as you, everything they looked at or changed while doing so, and each time they read your data from the administration area.',
    loading: 'Loading the access log',
    empty: 'No one from our staff has signed in as you or read your data.',
    loadFailed: 'The access log could not be loaded.',
    retry: 'Load the access log again',
    when: 'When',
    who: 'Who',
    what: 'What',
    started: 'Signed in as you',
    wrote: (method, path) => `Made a change (${method} ${path})`,
    read: {
      'impersonation-unlock': 'Opened your sealed records while signed in as you',
      'risk-scores': 'Read your screening risk scores',
      'epds-form': 'Read your EPDS form',
      'telehealth-form': 'Read your telehealth form',
      vitals: 'Read your vitals',
      'emergency-key': 'Asked for the key that opens your encrypted records',
      'key-recovery-approved': 'Approved your recovery request: your records sealed before your password reset open again',
      'key-recovery-refused': 'Refused your recovery request',
    },
    lookedAt: (count) => (count === 1 ? 'Looked at 1 part of your account' : `Looked at ${count} parts of your account`),
    times: (count) => `${count} times`,
    viewed: {
      'user-record': 'Opened your account record',
      'daily-logs': 'Read your daily logs',
      'activation-url': 'Made a link to activate your account',
      'user-list': 'Saw your account in a list of members',
      kits: 'Saw your test kits in the kits list',
      orders: 'Saw your orders',
      customer: 'Opened your customer record and orders',
    },
    unknownStaff: 'A former staff member',
    more: 'Show more',
  },
  translations: lazyTranslations(translations),
};
