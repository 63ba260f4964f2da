import { hash, verify } from '@node-rs/argon2';

// DESIGN.md: the server stores only an argon2id hash of the client-derived credential.
// @node-rs/argon2 defaults to Argon2id (its const enum cannot be imported under verbatimModuleSyntax).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashCredential(credential: string): Promise<string> {
  return hash(credential, OPTIONS);
}

export async function verifyCredential(storedHash: string, credential: string): Promise<boolean> {
  try {
    return await verify(storedHash, credential);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Verifies against a throwaway hash so an unknown email costs the same time as a wrong credential. */
export async function spendVerifyTime(credential: string): Promise<void> {
  dummyHash ??= hashCredential('healthdeck-timing-equaliser');
  await verifyCredential(await dummyHash, credential);
}

/** The credential is base64url of 32 bytes (43 chars); anything shorter is a weak password (spec 000 §8). */
export const MIN_CREDENTIAL_LENGTH = 32;
export function isWeakCredential(credential: string): boolean {
  return credential.length < MIN_CREDENTIAL_LENGTH;
}
