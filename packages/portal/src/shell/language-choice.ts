// spec 001 §2 language picker, §3 client state (default language en; languages en, es, fr, de, pt,
// mh). The choice lives in the sdk's `$language`; this browser remembers it for the next visit
// before the account answers, and the member's preferences keep it across browsers. Before any
// choice, the browser's own languages decide (an es-ES browser opens the sign-in page in Spanish).
import { LANGUAGES, type Language } from '@healthdeck/contract/light';
import { $language, languageOf, matchLanguage, setLanguage } from '@healthdeck/sdk';

export const LANGUAGE_STORAGE_KEY = 'healthdeck.language';

/** Each language in its own words, so a member finds theirs whatever is showing. */
export const LANGUAGE_AUTONYMS: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  mh: 'Kajin M̧ajeļ',
};

export const PICKER_LANGUAGES = Object.keys(LANGUAGES) as Language[];

/** Switches every string of the portal and its widgets, and remembers the choice in this browser. */
export function applyLanguage(language: Language): void {
  if ($language.get() !== language) setLanguage(language);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice still applies to this visit and lives in the preferences
  }
}

/** The language this browser remembered, else the first of the browser's languages among the six, else English. */
export function startLanguage(): Language {
  let remembered: string | null = null;
  try {
    remembered = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    remembered = null;
  }
  return (remembered ? languageOf(remembered) : null) ?? matchLanguage(globalThis.navigator?.languages);
}

/** Applied at start, before the member's preferences answer (they win once they do). */
export function applyStartLanguage(): void {
  setLanguage(startLanguage());
}
