import { useId } from 'react';
import { useStore } from '@nanostores/react';
import type { Language } from '@healthdeck/contract/light';
import { $language } from '@healthdeck/sdk';
import { useMessages } from '@healthdeck/widgets';
import { applyLanguage, LANGUAGE_AUTONYMS, PICKER_LANGUAGES } from '../shell/language-choice.js';
import { languageMessages } from '../shell/language-messages.js';

/**
 * The language choice of the signed-out pages (spec 001 §2 language selection): a labelled native
 * select, so the keyboard and screen readers work as everywhere. It starts at the browser's
 * language and switches at once (there is no account to save to yet); this browser remembers it,
 * and sign-in or sign-up makes it the member's preference when they have none.
 */
export function SignedOutLanguage() {
  const t = useMessages(languageMessages);
  const current = useStore($language);
  const id = useId();
  return (
    <div className="hd-auth__language">
      <label htmlFor={id}>{t.legend}</label>
      <select id={id} value={current} onChange={(event) => applyLanguage(event.currentTarget.value as Language)}>
        {PICKER_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_AUTONYMS[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
