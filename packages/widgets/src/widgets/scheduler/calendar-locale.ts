import type { Locale } from 'date-fns';
import type { Language } from '@healthdeck/contract/light';

// The calendar's month and day names in the member's language: date-fns locales, loaded on first
// use (English is the calendar's default; date-fns has no Marshallese, which keeps English).
const LOCALES: Partial<Record<Language, () => Promise<Locale>>> = {
  es: async () => (await import('date-fns/locale/es')).es,
  fr: async () => (await import('date-fns/locale/fr')).fr,
  de: async () => (await import('date-fns/locale/de')).de,
  pt: async () => (await import('date-fns/locale/pt')).pt,
};

export async function calendarLocale(language: Language): Promise<Locale | undefined> {
  try {
    return await LOCALES[language]?.();
  } catch (error) {
    console.warn(`[healthdeck] could not load the ${language} calendar; showing English`, error);
    return undefined;
  }
}
