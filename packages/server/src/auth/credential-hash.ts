import { hash, verify } from '@node-rs/argon2';

// The server stores only an argon2id hash of the client-derived credential, never the password.
// @node-rs/argon2 defaults to Argon2id (its const enum cannot be imported under verbatimModuleSyntax).
//
// The cost is a small Argon2id (1 MiB, one pass; docs/decisions/0027-derived-credential-and-server-hash.md):
// the credential is not a password but 32 bytes the browser derived with the KDF parameters of
// pre-login, so guessing a member's password from a leaked hash still costs the browser's Argon2id
// per guess. The server's hash only has to make the stored value useless as a credential. At the
// OWASP password setting (19 MiB, two passes) a verify took ~10 ms of a core, which put sign-in at
// 50 concurrent over its 100 ms p99 on two cores; at 4 MiB it still took 0.9 ms of the 2.9 ms of
// server CPU a sign-in cost, at 1 MiB 0.3 ms.
const OPTIONS = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
/** The parameter segment of a hash made with OPTIONS (`$argon2id$v=19$m=1024,t=1,p=1$salt$hash`). */
const CURRENT_PARAMETERS = `$m=${OPTIONS.memoryCost},t=${OPTIONS.timeCost},p=${OPTIONS.parallelism}$`;

export function hashCredential(credential: string): Promise<string> {
  return hash(credential, OPTIONS);
}

/** Whether a stored hash was made with other parameters (an older setting), so the next sign-in re-hashes it. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.includes(CURRENT_PARAMETERS);
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
