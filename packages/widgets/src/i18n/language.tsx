import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '@healthdeck/contract/light';

// spec 001 §2: client state holds the default language (en).
const LanguageContext = createContext<Language>('en');

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
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

export type Translation = Exclude<Language, 'en'>;

/**
 * One complete set of strings per language. English (the spec's wording) is bundled with the
 * widget; the other languages load on first use, so an embed chunk carries one language, not six.
 */
export interface Catalogue<T> {
  en: T;
  translations: Record<Translation, () => Promise<T>>;
}

/** The five translations of a catalogue from one lazily imported module exporting es, fr, de, pt and mh. */
export function lazyTranslations<T>(load: () => Promise<Record<Translation, T>>): Catalogue<T>['translations'] {
  return {
    es: async () => (await load()).es,
    fr: async () => (await load()).fr,
    de: async () => (await load()).de,
    pt: async () => (await load()).pt,
    mh: async () => (await load()).mh,
  };
}

const loaded = new WeakMap<Catalogue<unknown>, Map<Language, unknown>>();

function cached<T>(catalogue: Catalogue<T>, language: Language): T | undefined {
  if (language === 'en') return catalogue.en;
  return loaded.get(catalogue)?.get(language) as T | undefined;
}

/** The strings of one language, loading (and remembering) a translation the first time. */
export async function loadMessages<T>(catalogue: Catalogue<T>, language: Language): Promise<T> {
  const known = cached(catalogue, language);
  if (known !== undefined || language === 'en') return known ?? catalogue.en;
  const messages = await catalogue.translations[language]();
  const byLanguage = loaded.get(catalogue) ?? new Map<Language, unknown>();
  byLanguage.set(language, messages);
  loaded.set(catalogue, byLanguage);
  return messages;
}

/** The current language's strings; English until a translation has loaded (or if it cannot load). */
export function useMessages<T>(catalogue: Catalogue<T>): T {
  const language = useLanguage();
  const known = cached(catalogue, language);
  const [, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    if (known !== undefined) return;
    let current = true;
    loadMessages(catalogue, language).then(
      () => current && setLoaded(language),
      (error: unknown) => console.warn(`[healthdeck] could not load the ${language} strings; showing English`, error),
    );
    return () => {
      current = false;
    };
  }, [catalogue, language, known]);
  return known ?? catalogue.en;
}
