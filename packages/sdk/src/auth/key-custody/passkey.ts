// The member's private key wrapped by a passkey's PRF output (WebAuthn PRF extension): a passkey
// sign-in whose authenticator answers the same PRF output opens the key without the password. The
// PRF output never leaves the browser; the server keeps only the wrap, per passkey.
import { readUnlockedPrivateKey, unlockedPrivateKeyBytes, type PrivateKey } from '@healthdeck/crypto';

const FORMAT = 'hdprf1';
const INFO = new TextEncoder().encode('healthdeck/passkey-prf-wrap/v1');

/**
 * The PRF input every passkey of this site evaluates (the `first` salt). One fixed value: the
 * authenticator mixes in its own per-credential secret, so each passkey's output differs, and a
 * discoverable sign-in names no credential to pick a per-credential salt with.
 */
export async function passkeyPrfSalt(): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('HealthDeck passkey unlock, version 1')));
}

/** AES-256-GCM key by HKDF-SHA-256 from the PRF output, salted with the account id (a wrap belongs to one account). */
async function wrappingKey(prfOutput: BufferSource, userId: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', prfOutput, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: new TextEncoder().encode(userId), info: INFO }, material, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

const b64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
function fromB64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Wraps the unlocked private key under the PRF output: `hdprf1.<iv>.<ciphertext>`, the account id as associated data. */
export async function wrapPrivateKeyWithPrf(key: PrivateKey, prfOutput: BufferSource, userId: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = unlockedPrivateKeyBytes(key);
  try {
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(userId) }, await wrappingKey(prfOutput, userId), plain);
    return `${FORMAT}.${b64url(iv)}.${b64url(new Uint8Array(sealed))}`;
  } finally {
    plain.fill(0);
  }
}

/** Opens a wrap with the PRF output of the same passkey; throws when it is not this passkey's or not this account's. */
export async function unwrapPrivateKeyWithPrf(wrapped: string, prfOutput: BufferSource, userId: string): Promise<PrivateKey> {
  const [format, iv, body] = wrapped.split('.');
  if (format !== FORMAT || !iv || !body) throw new Error('Not a passkey wrap of a private key');
  const plain = new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromB64url(iv), additionalData: new TextEncoder().encode(userId) }, await wrappingKey(prfOutput, userId), fromB64url(body)),
  );
  // Not wiped after reading: the parsed key keeps views into these bytes (its secret numbers).
  return readUnlockedPrivateKey(plain);
}

/**
 * A passkey sign-in whose authenticator answered PRF but whose passkey holds no wrap yet: its PRF
 * output waits here, in memory only, until the member opens the private key with the password or
 * recovery phrase once; then the wrap is made and stored, and the next sign-in needs neither.
 */
const pendingWraps = new WeakMap<object, { passkeyId: string; prfOutput: Uint8Array<ArrayBuffer>; userId: string }>();

export function awaitPasskeyWrap(client: object, passkeyId: string, prfOutput: Uint8Array<ArrayBuffer>, userId: string): void {
  pendingWraps.set(client, { passkeyId, prfOutput, userId });
}

/** Forgets a waiting PRF output (sign-out, another sign-in), wiping it. */
export function forgetPasskeyWrap(client: object): void {
  pendingWraps.get(client)?.prfOutput.fill(0);
  pendingWraps.delete(client);
}

/** The wrap for the passkey that signed this client in, once its private key is open; null when none waits (or it belongs to another account). */
export async function pendingPasskeyWrap(client: object, key: PrivateKey, userId: string): Promise<{ passkeyId: string; wrapped: string } | null> {
  const pending = pendingWraps.get(client);
  if (!pending) return null;
  forgetPasskeyWrapLater(client, pending.prfOutput);
  if (pending.userId !== userId) return null;
  return { passkeyId: pending.passkeyId, wrapped: await wrapPrivateKeyWithPrf(key, pending.prfOutput, userId) };
}

function forgetPasskeyWrapLater(client: object, output: Uint8Array): void {
  pendingWraps.delete(client);
  queueMicrotask(() => output.fill(0));
}
