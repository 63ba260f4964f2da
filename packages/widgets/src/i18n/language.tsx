import { createContext, useContext, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '@healthdeck/contract/light';

// spec 001 §2: client state holds the default language (en).
const LanguageContext = createContext<Language>('en');

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LANGUAGES, value);
}

/** Picks a supported language from a tag such as 'es-MX'; English otherwise. */
export function toLanguage(tag: string | null | undefined): Language {
  const base = (tag ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : 'en';
}

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** A catalogue holds one complete set of strings per language; English is the spec's wording. */
export type Catalogue<T> = Record<Language, T>;

export function useMessages<T>(catalogue: Catalogue<T>): T {
  return catalogue[useLanguage()];
}
