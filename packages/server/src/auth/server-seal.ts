// Secrets the server itself must use again (a TOTP seed to check codes, a vendor's OAuth tokens to
// call it) are sealed with AES-256-GCM under a key derived from the server secret for one purpose:
// a leaked table gives no one the secrets, and a key of one purpose opens nothing of another.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { subKey } from './hashing.js';

/** Every purpose a secret is sealed for (the at-rest audit tries each, with each secret it finds). */
export const SERVER_SEAL_PURPOSES = ['totp-seed', 'fitbit-oauth'] as const;
export type ServerSealPurpose = (typeof SERVER_SEAL_PURPOSES)[number];

/** iv (12 bytes) ‖ tag (16) ‖ ciphertext, base64url. */
export function sealWithServerSecret(serverSecret: string, purpose: ServerSealPurpose, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', subKey(serverSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens what sealWithServerSecret sealed for the same purpose; throws on any other. */
export function openWithServerSecret(serverSecret: string, purpose: ServerSealPurpose, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', subKey(serverSecret, purpose), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
