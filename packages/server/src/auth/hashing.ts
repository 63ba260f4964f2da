import { createHash, createHmac, randomBytes } from 'node:crypto';

/** Tokens and email keys are stored as SHA-256: a leaked table cannot be replayed. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 32 random bytes, base64url (refresh tokens, email keys). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A sub-key of the server secret for one purpose, so no two uses share a key. */
export function subKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`healthdeck/${purpose}`).digest();
}
