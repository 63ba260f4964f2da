// The one unlock after a reload or an idle lock (auth/key-session.ts): the password opens the
// private key (records a vendor wrote to the member's public key need it) and with it the data key,
// both kept in memory for the page (the same derivation as sign-in: pre-login gives the key salt and KDF).
import { deriveSecrets, type PrivateKey } from '@healthdeck/crypto';
import { InvalidCredentials } from '../transport/errors.js';
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';
import { fetchAccount } from '../domains/account.js';
import { openDataKey, openPrivateKeyWithPassword } from './key-custody/index.js';
import { secondFactorRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { pendingPasskeyWrap } from './key-custody/passkey.js';

/** Unlocks the member's private key with their password; InvalidCredentials when nothing opens (no key, or not this password). */
export async function deriveAndUnlockPrivateKey(hd: HealthDeck, password: string): Promise<PrivateKey> {
  const { $account, $privateKey, $dataKey, keyStore } = clientInternals(hd);
  const account = $account.get() ?? (await fetchAccount(hd));
  if (!account.encrptedPrivateKey) throw new InvalidCredentials();
  const { keySalt, kdf } = await hd.call('preLogin', { body: { email: account.user.email } });
  const { passphrase } = await deriveSecrets(password, keySalt, kdf);
  const key = await openPrivateKeyWithPassword(account.encrptedPrivateKey, passphrase);
  // After a reload (or an idle lock) the data key is closed too: the same unlock opens it, before the
  // private key is published, so every sealed screen opens at once.
  if (!$dataKey.get() && account.encryptedDataKey) {
    const dataKey = await openDataKey(account.encryptedDataKey, key);
    await keyStore.save(account.user.id, dataKey);
    $dataKey.set(dataKey);
  }
  $privateKey.set(key);
  // A passkey sign-in whose passkey could not yet open the key: now it can, from the next sign-in on.
  const wrap = await pendingPasskeyWrap(hd, key, account.user.id);
  // Not saved (offline, the passkey just removed): the key is open all the same; the password is asked again next time.
  if (wrap) await routed(hd.call, secondFactorRoutes)('passkeyWrap', { params: { id: wrap.passkeyId }, body: { prfWrappedKey: wrap.wrapped } }).catch(() => undefined);
  return key;
}
