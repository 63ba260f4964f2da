// Dates in the member's language (spec 001 §2: the language picker's six languages apply to every
// widget): date-fns locales loaded on first use, and each language's patterns for what
// rules/date-format.ts formats. Its own module, so elements that format only English dates do not
// carry the loaders and the table.
import type { Locale } from 'date-fns';
import type { Language } from '@healthdeck/contract/light';
import { ENGLISH_DATES, type DateLocale, type DatePatterns } from './date-format.js';

type LocalizedLanguage = 'es' | 'fr' | 'de' | 'pt';

const LOCALES: Record<LocalizedLanguage, () => Promise<Locale>> = {
  es: async () => (await import('date-fns/locale/es')).es,
  fr: async () => (await import('date-fns/locale/fr')).fr,
  de: async () => (await import('date-fns/locale/de')).de,
  pt: async () => (await import('date-fns/locale/pt')).pt,
};

/**
 * The spec's English patterns said in each language's own order and words, with the 24-hour clock
 * their date-fns locales use ('lunes, 5 de enero a las 15:04').
 */
const PATTERNS: Record<LocalizedLanguage, DatePatterns> = {
  es: { reminder: "EEEE, d 'de' MMMM 'a las' H:mm", day: "EEEE, d 'de' MMMM", time: 'H:mm' },
  fr: { reminder: "EEEE d MMMM 'à' HH:mm", day: 'EEEE d MMMM', time: 'HH:mm' },
  de: { reminder: "EEEE, d. MMMM 'um' HH:mm", day: 'EEEE, d. MMMM', time: 'HH:mm' },
  pt: { reminder: "EEEE, d 'de' MMMM 'às' HH:mm", day: "EEEE, d 'de' MMMM", time: 'HH:mm' },
};

const isLocalized = (language: Language): language is LocalizedLanguage => Object.hasOwn(LOCALES, language);

/**
 * The date locale of a language, its date-fns locale loaded on first use. English and Marshallese
 * (no date-fns locale) read English; so does a language whose locale cannot load.
 */
export async function loadDateLocale(language: Language): Promise<DateLocale> {
  if (!isLocalized(language)) return language === 'en' ? ENGLISH_DATES : { ...ENGLISH_DATES, language };
  try {
    return { language, locale: await LOCALES[language](), patterns: PATTERNS[language] };
  } catch (error) {
    console.warn(`[healthdeck] could not load the ${language} date names; showing English`, error);
    return ENGLISH_DATES;
  }
}
