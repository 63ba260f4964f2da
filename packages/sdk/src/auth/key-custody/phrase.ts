// The recovery phrase wrap: 12 BIP39 words (english list, @scure/bip39) that open the member's
// private key and data key when the password is lost (docs/decisions/0074). Argon2id with a salt of
// its own turns the phrase into the passphrase of both wraps, as sign-in does with the password.
import { generateMnemonic, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { DEFAULT_KDF, deriveSecrets, newKeySalt, protectPrivateKey, unlockPrivateKey, unwrapDataKeyWithPassphrase, wrapDataKeyWithPassphrase, type PrivateKey } from '@healthdeck/crypto';
import type { KeyWrap } from '@healthdeck/contract/light';
import { RecoveryPhraseRefused } from '../../transport/errors.js';

/** 128 bits of entropy: beyond guessing even before Argon2id, and short enough to write down and type. */
export const RECOVERY_PHRASE_WORDS = 12;
const ENTROPY_BITS = 128;
/** How many words the member types back to show the phrase was written down. */
export const CONFIRMATION_WORDS = 3;

/** A new phrase, as its words. */
export function newRecoveryPhrase(): string[] {
  return generateMnemonic(wordlist, ENTROPY_BITS).split(' ');
}

/** The phrase as typed, in the one spelling the derivation uses: lower case, words single-spaced. */
export function normalizeRecoveryPhrase(typed: string): string {
  return typed.trim().toLowerCase().split(/\s+/u).filter(Boolean).join(' ');
}

/** Whether a typed phrase is a whole BIP39 phrase of our length (the checksum catches most typos). */
export function isRecoveryPhrase(typed: string): boolean {
  const phrase = normalizeRecoveryPhrase(typed);
  return phrase.split(' ').length === RECOVERY_PHRASE_WORDS && validateMnemonic(phrase, wordlist);
}

/** Distinct word positions (0-based, ascending) picked at random for the confirmation step. */
export function confirmationPositions(words = RECOVERY_PHRASE_WORDS, count = CONFIRMATION_WORDS): number[] {
  const picked = new Set<number>();
  const random = new Uint32Array(1);
  while (picked.size < Math.min(count, words)) {
    crypto.getRandomValues(random);
    picked.add(random[0]! % words);
  }
  return [...picked].sort((a, b) => a - b);
}

async function phrasePassphrase(phrase: string, salt: string, kdf: KeyWrap['kdf']): Promise<string> {
  return (await deriveSecrets(normalizeRecoveryPhrase(phrase), salt, kdf)).passphrase;
}

/** Wraps the opened private key and the account's data key under the phrase (a fresh salt each time). */
export async function wrapKeysWithPhrase(input: { phrase: string; privateKey: PrivateKey; encryptedDataKey: string }): Promise<KeyWrap> {
  if (!isRecoveryPhrase(input.phrase)) throw new RecoveryPhraseRefused('wrong');
  const salt = newKeySalt();
  const kdf = DEFAULT_KDF;
  const passphrase = await phrasePassphrase(input.phrase, salt, kdf);
  const [wrappedPrivateKey, wrappedDataKey] = await Promise.all([
    protectPrivateKey(input.privateKey, passphrase),
    wrapDataKeyWithPassphrase(input.encryptedDataKey, input.privateKey, passphrase),
  ]);
  return { kind: 'phrase', wrappedPrivateKey, wrappedDataKey, salt, kdf };
}

/**
 * Opens both halves of a phrase wrap; RecoveryPhraseRefused('wrong') when the phrase is not a
 * valid phrase or does not open them.
 */
export async function openKeysWithPhrase(wrap: KeyWrap, phrase: string): Promise<{ privateKey: PrivateKey; dataKey: CryptoKey }> {
  if (!isRecoveryPhrase(phrase)) throw new RecoveryPhraseRefused('wrong');
  const passphrase = await phrasePassphrase(phrase, wrap.salt, wrap.kdf);
  try {
    const privateKey = await unlockPrivateKey(wrap.wrappedPrivateKey, passphrase);
    const dataKey = await unwrapDataKeyWithPassphrase(wrap.wrappedDataKey, passphrase);
    return { privateKey, dataKey };
  } catch {
    throw new RecoveryPhraseRefused('wrong');
  }
}
