import { useEffect, useState } from 'react';
import type { Language } from '@healthdeck/contract/light';
import { ENGLISH_DATES, loadDateLocale, type DateLocale } from '@healthdeck/sdk';
import { useLanguage } from './language';

// Dates in the widget's language (the sdk's date-format rules): the date-fns locale loads on first
// use and is remembered, so later renders and other widgets have it at once.
const loaded = new Map<Language, DateLocale>([['en', ENGLISH_DATES]]);

/** The current language's date locale; English until its date-fns locale has loaded (or if it cannot load). */
export function useDateLocale(): DateLocale {
  const language = useLanguage();
  const known = loaded.get(language);
  const [, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    if (known) return;
    let current = true;
    loadDateLocale(language).then((dates) => {
      loaded.set(language, dates);
      if (current) setLoaded(language);
    });
    return () => {
      current = false;
    };
  }, [language, known]);
  return known ?? ENGLISH_DATES;
}
