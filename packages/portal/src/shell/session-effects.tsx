import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { $language, accountQuery, toastLocationsQuery, watchIdleLock } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';
import { useSession } from '../hooks/use-session.js';
import { applyLanguage } from './language-choice.js';

/**
 * What every signed-in screen (client and admin) shares: the toast-message locations loaded for
 * the toast rule (spec 000 §2), the language the member's preferences hold applied to the whole
 * portal (spec 001 §2), the document's lang following the language shown, and the idle lock of the
 * session's opened keys (docs/decisions/0101-one-unlock-per-session.md).
 */
export function SessionEffects() {
  const sdk = useHealthDeck();
  const session = useSession();
  const signedIn = session !== null;
  const language = useStore($language);
  const toastLocations = useMemo(() => toastLocationsQuery(sdk), [sdk]);
  useQuery({ ...toastLocations, enabled: signedIn, retry: false });
  const account = useQuery({ ...accountQuery(sdk), enabled: signedIn });
  // Once per account (sign-in, reload, acting as a member and back): later saves come from the
  // picker, which applies its choice itself after the switch delay.
  const userId = account.data?.user.id;
  const saved = account.data?.profile.language;
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || appliedFor.current === userId) return;
    appliedFor.current = userId;
    if (saved) applyLanguage(saved);
  }, [userId, saved]);
  useEffect(() => (signedIn ? watchIdleLock(sdk) : undefined), [sdk, signedIn]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}
