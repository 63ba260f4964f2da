// The member's recovery phrase, made and confirmed in the browser (sign-up, the profile). Saving
// one replaces the phrase in use, so an old phrase stops working.
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';
import { PrivateKeyLocked } from '../transport/errors.js';
import { fetchAccount } from '../domains/account.js';
import { keyWrapsKeys } from '../domains/key-wraps.js';
import { confirmationPositions, newRecoveryPhrase, wrapKeysWithPhrase } from './key-custody/index.js';

export interface NewRecoveryPhrase {
  words: string[];
  /** Positions (0-based) of the words the member types back before it is saved. */
  confirm: number[];
}

/** A new phrase and the words to confirm; nothing is saved until saveRecoveryPhrase. */
export function startRecoveryPhrase(): NewRecoveryPhrase {
  const words = newRecoveryPhrase();
  return { words, confirm: confirmationPositions(words.length) };
}

/** Wraps the member's keys under the phrase and stores the wrap (replacing the phrase in use). */
export async function wrapAndSaveRecoveryPhrase(hd: HealthDeck, phrase: string): Promise<void> {
  const { $privateKey, $account } = clientInternals(hd);
  const privateKey = $privateKey.get();
  if (!privateKey) throw new PrivateKeyLocked();
  const account = $account.get() ?? (await fetchAccount(hd));
  if (!account.encryptedDataKey) throw new PrivateKeyLocked();
  const wrap = await wrapKeysWithPhrase({ phrase, privateKey, encryptedDataKey: account.encryptedDataKey });
  await hd.call('keyWrapSave', { body: wrap });
  await hd.queryClient.invalidateQueries({ queryKey: keyWrapsKeys.all });
}
