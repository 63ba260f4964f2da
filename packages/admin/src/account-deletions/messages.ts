import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

// Members' pending account deletions, in the six languages: English here, the others in ./translations.ts.

export interface AccountDeletionsMessages {
  title: string;
  intro: string;
  loading: string;
  none: string;
  deletions: string;
  member: string;
  pseudonym: string;
  askedOn: string;
  dueOn: string;
  unnamed: string;
}

const translations = () => import('./translations.js');

export const accountDeletionsMessages: Catalogue<AccountDeletionsMessages> = {
  en: {
    title: 'Account deletions',
    intro:
      'Members who asked for their account to be deleted. Each is deleted for good when due unless the member signs in before; staff cannot stop it. After the deletion only audit rows under the pseudonym remain.',
    loading: 'Loading pending deletions…',
    none: 'No account deletion is pending.',
    deletions: 'Pending account deletions',
    member: 'Member',
    pseudonym: 'Pseudonym',
    askedOn: 'Asked on',
    dueOn: 'Deleted on',
    unnamed: '(no name)',
  },
  translations: lazyTranslations(translations),
};
