import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

// The strings of the content translations editor and report (docs/decisions/0107-content-translations.md),
// in the six languages: English here, the others in ./translations.ts.

export interface ContentTranslationsMessages {
  /** The link on a record's form to its translations. */
  translations: string;
  title: (label: string) => string;
  intro: string;
  loading: string;
  language: string;
  english: string;
  inLanguage: (field: string, language: string) => string;
  noEnglish: string;
  save: string;
  saved: (language: string) => string;
  back: string;
  reportTitle: string;
  reportIntro: string;
  reportLoading: string;
  missingCount: (missing: number, total: number) => string;
  complete: string;
  kindComplete: string;
  record: string;
  fields: string;
  translate: (label: string) => string;
  rewards: string;
  draftNote: string;
}

export const contentTranslationsMessages: Catalogue<ContentTranslationsMessages> = {
  en: {
    translations: 'Translations',
    title: (label) => `Translations of “${label}”`,
    intro: 'Members read these texts in their language. A text left empty shows the English text.',
    loading: 'Loading translations',
    language: 'Translation language',
    english: 'English',
    inLanguage: (field, language) => `${field} in ${language}`,
    noEnglish: 'No English text: nothing to translate.',
    save: 'Save translations',
    saved: (language) => `Saved the texts in ${language}.`,
    back: 'Back to the record',
    reportTitle: 'Translation report',
    reportIntro: 'What members reading each language still see in English, by kind of content. Open a record to write what is missing.',
    reportLoading: 'Loading the translation report',
    missingCount: (missing, total) => `${missing} of ${total} texts missing`,
    complete: 'Nothing missing in this language.',
    kindComplete: 'Nothing missing.',
    record: 'Record',
    fields: 'Missing fields',
    translate: (label) => `Translate “${label}”`,
    rewards: 'Rewards',
    draftNote: 'Marshallese texts are drafts until a Marshallese speaker has read them; where none is written, members read English.',
  },
  translations: lazyTranslations(() => import('./translations.js')),
};

/** Each translation language in its own words, so an administrator finds theirs whatever is showing. */
export const TRANSLATION_LANGUAGE_NAMES = { es: 'Español', fr: 'Français', de: 'Deutsch', pt: 'Português', mh: 'Kajin M̧ajeļ' } as const;
