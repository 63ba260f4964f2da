import { DEFAULT_KDF, deriveSecrets, newKeySalt, type PrivateKey } from '@healthdeck/crypto';
import type { HealthDeck } from '../health-deck.js';
import { RecoveryPhraseRefused } from '../transport/errors.js';
import { openKeysWithPhrase, wrapPrivateKeyWithPassword } from './key-custody/index.js';
import { assertNewPassword } from './password-checks.js';

export interface SetPasswordInput {
  email: string;
  key: string;
  password: string;
  passwordConfirm: string;
  /** The member's recovery phrase, when they have it: the keys then stay and every record still opens. */
  recoveryPhrase?: string;
}

export interface SetPasswordResult {
  /** true: the key pair was opened with the phrase and now opens with the new password; false: the old keys were archived. */
  keysKept: boolean;
}

export async function requestPasswordReset(hd: HealthDeck, email: string): Promise<void> {
  await hd.call('passwordRequestNew', { body: { email } });
}

/**
 * A reset derives with a NEW key salt. With the recovery phrase the private key is opened in this
 * browser and armored under the new password's passphrase, and the server sets it with the new
 * credential and salt: the same key pair, every sealed record still opens. Without it the server
 * archives the old wraps (organisation-assisted recovery can bring them back) and the next sign-in
 * makes new keys for new records.
 */
export async function deriveAndSetPassword(hd: HealthDeck, input: SetPasswordInput): Promise<SetPasswordResult> {
  assertNewPassword(input.password, input.passwordConfirm);
  const phrase = input.recoveryPhrase?.trim() ? input.recoveryPhrase : null;
  const privateKey = phrase ? await openWithPhrase(hd, input, phrase) : null;
  const keySalt = newKeySalt();
  const { credential, passphrase } = await deriveSecrets(input.password, keySalt, DEFAULT_KDF);
  const encrptedPrivateKey = privateKey ? await wrapPrivateKeyWithPassword(privateKey, passphrase) : undefined;
  await hd.call('passwordSet', {
    body: { email: input.email, key: input.key, password: credential, passwordConfirm: credential, keySalt, encrptedPrivateKey },
  });
  return { keysKept: privateKey !== null };
}

/** Opens the account's keys with the phrase, through the reset key (which stays valid for password set). */
async function openWithPhrase(hd: HealthDeck, input: SetPasswordInput, phrase: string): Promise<PrivateKey> {
  const { data } = await hd.call('passwordRecoveryWrap', { body: { email: input.email, key: input.key } });
  if (!data.phrase || !data.publicKey) throw new RecoveryPhraseRefused('none');
  // The server checks the key is the account's before it takes it (password set).
  return (await openKeysWithPhrase(data.phrase, phrase)).privateKey;
}
