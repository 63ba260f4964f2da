// Records a vendor writes (kit reports, body scans) are OpenPGP
// messages to the member's public key, so reading them needs the private key. Sign-in unlocks it
// and keeps it in memory for the page; after a reload the member unlocks it again with their
// password (the same derivation as sign-in: pre-login gives the key salt and KDF).
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
  $privateKey.set(key);
  // A passkey sign-in whose passkey could not yet open the key: now it can, from the next sign-in on.
  const wrap = await pendingPasskeyWrap(hd, key, account.user.id);
  // Not saved (offline, the passkey just removed): the key is open all the same; the password is asked again next time.
  if (wrap) await routed(hd.call, secondFactorRoutes)('passkeyWrap', { params: { id: wrap.passkeyId }, body: { prfWrappedKey: wrap.wrapped } }).catch(() => undefined);
  // A browser that lost the data key (a cleared key store) gets it back from the same unlock.
  if (!$dataKey.get() && account.encryptedDataKey) {
    const dataKey = await openDataKey(account.encryptedDataKey, key);
    await keyStore.save(account.user.id, dataKey);
    $dataKey.set(dataKey);
  }
  return key;
}
