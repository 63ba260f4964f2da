import { useEffect, useState } from 'react';
import { loadMessages, useLanguage, useMessages, type Catalogue } from './language';

type Language = ReturnType<typeof useLanguage>;

/**
 * The strings of a part loaded on demand (a dialog, a search's answer) in the page's language, or
 * null while that language still loads: the part shows its placeholder meanwhile, so its words never
 * show in English first. English if the translation cannot load.
 */
export function usePartMessages<T>(catalogue: Catalogue<T>): T | null {
  const language = useLanguage();
  const strings = useMessages(catalogue);
  const [ready, setReady] = useState<Language | null>(language === 'en' ? language : null);
  useEffect(() => {
    let current = true;
    const done = () => current && setReady(language);
    void loadMessages(catalogue, language).then(done, done);
    return () => {
      current = false;
    };
  }, [catalogue, language]);
  return ready === language ? strings : null;
}
