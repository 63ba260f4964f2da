import { useId } from 'react';
import { useStore } from '@nanostores/react';
import type { AccountResponse, Language } from '@healthdeck/contract/light';
import { $language, savePreferences, type HealthDeck } from '@healthdeck/sdk';
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

/**
 * At sign-in or sign-up, a member who has never picked a language keeps the one the signed-out
 * pages showed: it becomes their preference, so it follows them to other browsers. A failed save
 * changes nothing shown (the language still applies here) and the next sign-in tries again.
 */
export async function keepSignedOutLanguage(hd: HealthDeck, account: Pick<AccountResponse, 'profile'>): Promise<void> {
  if (account.profile.language) return;
  try {
    await savePreferences(hd, { language: $language.get() });
  } catch {
    // see above: nothing is lost, the preference stays unset
  }
}
