import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface LanguageMessages {
  /** The header button's name, with the current language's own name. */
  button: (language: string) => string;
  title: string;
  legend: string;
  save: string;
  cancel: string;
  switching: string;
  saveFailed: string;
}

const translations = () => import('./language-translations.js');

// spec 001 §2 language picker modal.
export const languageMessages: Catalogue<LanguageMessages> = {
  en: {
    button: (language) => `Language: ${language}`,
    title: 'Choose your language',
    legend: 'Language',
    save: 'Save',
    cancel: 'Cancel',
    switching: 'Switching language…',
    saveFailed: 'Could not save your language. Try again.',
  },
  translations: lazyTranslations(translations),
};
