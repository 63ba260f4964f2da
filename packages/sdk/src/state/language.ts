// spec 001 §3: client state holds the default language (en); languages en, es, fr, de, pt, mh.
import { atom } from 'nanostores';
import { LANGUAGES, type Language } from '@healthdeck/contract/light';

export const DEFAULT_LANGUAGE: Language = 'en';

export const $language = atom<Language>(DEFAULT_LANGUAGE);

/** The spec's language for a tag ('es-MX' → 'es', 'MH' → 'mh'), or null when it is not one of the six. */
export function languageOf(tag: string): Language | null {
  const base = tag.trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
  return Object.hasOwn(LANGUAGES, base) ? (base as Language) : null;
}

/**
 * The first of the browser's languages (navigator.languages, most wanted first) that is one of the
 * six, or English: 'es-ES, en' → 'es'; 'it, fr-CA' → 'fr'; 'it' → 'en'.
 */
export function matchLanguage(tags: readonly string[] | null | undefined): Language {
  for (const tag of tags ?? []) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** Switches the language; a tag outside the six is refused (false) and the language stays. */
export function setLanguage(tag: string): boolean {
  const language = languageOf(tag);
  if (!language) return false;
  $language.set(language);
  return true;
}
