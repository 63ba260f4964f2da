import type { ClinicalReadRecord } from '@healthdeck/contract/light';
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
  unknownStaff: string;
  more: string;
}

const translations = () => import('./access-log-translations.js');

// The member's view of staff access (spec 000 §6 impersonation; audited, docs/decisions/0037-impersonation-and-staff-reads.md).
export const accessLogMessages: Catalogue<AccessLogMessages> = {
  en: {
    title: 'Access to your account',
    intro: 'Each time our staff signed in as you, every change they made while doing so, and each time they read your health records.',
    loading: 'Loading the access log',
    empty: 'No one from our staff has signed in as you or read your health records.',
    loadFailed: 'The access log could not be loaded.',
    retry: 'Load the access log again',
    when: 'When',
    who: 'Who',
    what: 'What',
    started: 'Signed in as you',
    wrote: (method, path) => `Made a change (${method} ${path})`,
    read: {
      'risk-scores': 'Read your screening risk scores',
      'epds-form': 'Read your EPDS form',
      'telehealth-form': 'Read your telehealth form',
      vitals: 'Read your vitals',
      'emergency-key': 'Asked for the key that opens your encrypted records',
    },
    unknownStaff: 'A former staff member',
    more: 'Show more',
  },
  translations: lazyTranslations(translations),
};
