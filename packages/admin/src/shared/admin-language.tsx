import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { LANGUAGE_SWITCH_DELAY_MS, LANGUAGES, type Language } from '@healthdeck/contract/light';
import { $language, HealthDeckError, languageOf, savePreferences, setLanguage } from '@healthdeck/sdk';
import { LanguageProvider, useHealthDeck, useLanguage, useMessages } from '@healthdeck/widgets';
import { useAccount } from '../hooks/use-account.js';
import { adminMessages, LANGUAGE_AUTONYMS } from './messages.js';

/** The sdk's `$language` (the portal's whole-app language), read as React state. */
function useSdkLanguage(): Language {
  return useSyncExternalStore(
    (changed) => $language.listen(changed),
    () => $language.get(),
  );
}

/**
 * The admin app speaks the signed-in admin's saved language (the preference the portal's
 * language picker saves, spec 001 §2): applied to the sdk's `$language` once per account (as the
 * portal's session does), so a later switch, from the admin's select or the portal's picker, follows
 * the 1000 ms switch delay; until the account answers, `$language` as the host set it.
 */
export function AdminLanguageProvider({ children }: { children: ReactNode }) {
  const account = useAccount();
  const current = useSdkLanguage();
  const userId = account.data?.user.id ?? null;
  const savedTag = account.data?.profile.language;
  const saved = savedTag ? languageOf(savedTag) : null;
  const [appliedFor, setAppliedFor] = useState<string | null>(null);
  useEffect(() => {
    if (userId === null || appliedFor === userId) return;
    if (saved) setLanguage(saved);
    setAppliedFor(userId);
  }, [userId, saved, appliedFor]);
  // Before the saved language reaches `$language` (the first render after sign-in), show it already.
  const language = appliedFor === userId ? current : (saved ?? current);
  return <LanguageProvider language={language}>{children}</LanguageProvider>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const CHOICES = Object.keys(LANGUAGES) as Language[];

/**
 * The admin sidebar's language switch: saves the choice in the admin's preferences and, after the
 * 1000 ms switch delay (spec 001 §9), applies it to the sdk's `$language` (the admin app and the
 * portal). A refused save switches nothing and says so.
 */
export function AdminLanguageSelect() {
  const sdk = useHealthDeck();
  const t = useMessages(adminMessages);
  const language = useLanguage();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function choose(choice: Language) {
    if (choice === language || busy) return;
    setBusy(true);
    setError(null);
    try {
      // spec 001 §9: the language switches after its delay, as the portal's picker does.
      await Promise.all([savePreferences(sdk, { language: choice }), wait(LANGUAGE_SWITCH_DELAY_MS)]);
      setLanguage(choice);
    } catch (failure) {
      setError(failure instanceof HealthDeckError && failure.status === 400 ? failure.message : t.languageFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="hd-select hd-admin-language">
      <label htmlFor={id}>{t.language}</label>
      <select id={id} value={language} disabled={busy} aria-busy={busy} onChange={(e) => void choose(e.currentTarget.value as Language)}>
        {CHOICES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_AUTONYMS[code]}
          </option>
        ))}
      </select>
      {error ? (
        <p role="alert" className="hd-form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
