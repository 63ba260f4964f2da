// Staff acting as a member open the member's sealed screens with their own password
// (docs/decisions/0106-impersonation-unlock.md; spec 000 §3.2 impersonation data): the staff member's
// private key opens their grant of the organisation recovery key, which opens the member's data key.
// It goes into the session's one key store (auth/key-session.ts), in memory only: every sealed screen
// opens from it as for the member, and the idle lock, a reload and the end of the impersonation drop it.
// The member's private key is never in this browser: what a vendor sealed to it stays closed.
import { deriveSecrets, openRecoveryKey } from '@healthdeck/crypto';
import type { ImpersonationUnlockResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';
import { fetchImpersonationUnlock } from '../domains/impersonation.js';
import { openImpersonationDataKey } from '../domains/impersonation-unlock.js';
import { HealthDeckError, Unexpected } from '../transport/errors.js';
import { openPrivateKeyWithPassword } from './key-custody/index.js';
import { IMPERSONATION_NO_COPY } from './impersonation.js';

/**
 * What the server handed for this impersonation, kept until an unlock succeeds: a mistyped password
 * is tried again without asking (and auditing) again; each successful unlock is one entry in the
 * member's access log. Nothing in it opens without the staff member's password.
 */
const pending = new WeakMap<HealthDeck, { sessionUser: string; material: ImpersonationUnlockResponse }>();

/**
 * Opens the member's data key with the staff member's own password, while acting as the member.
 * InvalidCredentials for a wrong password; HealthDeckError (IMPERSONATION_NO_COPY) when there is no
 * copy to open; Unexpected outside an impersonation.
 */
export async function unlockImpersonation(hd: HealthDeck, staffPassword: string): Promise<void> {
  const { session, $dataKey } = clientInternals(hd);
  const acting = session.get()?.impersonation;
  if (!acting) throw new Unexpected();
  const kept = pending.get(hd);
  const material = kept && kept.sessionUser === acting.user.id ? kept.material : await fetchImpersonationUnlock(hd);
  pending.set(hd, { sessionUser: acting.user.id, material });
  if (!material.encrypted_private_key || !material.copy) throw new HealthDeckError(IMPERSONATION_NO_COPY, 409);
  const { keySalt, kdf } = await hd.call('preLogin', { body: { email: material.staff_email } });
  const { passphrase } = await deriveSecrets(staffPassword, keySalt, kdf);
  const staffKey = await openPrivateKeyWithPassword(material.encrypted_private_key, passphrase);
  const recoveryKey = await openRecoveryKey(material.copy.locked_private_key, material.copy.grant, staffKey);
  const dataKey = await openImpersonationDataKey({ ...acting.data, encrypted_emergency_key: material.copy.encrypted_data_key }, recoveryKey);
  if (!dataKey) throw new HealthDeckError(IMPERSONATION_NO_COPY, 409);
  pending.delete(hd);
  // The impersonation may have ended while the keys were opening: nothing is opened into the staff session.
  if (session.get()?.impersonation?.user.id !== acting.user.id) return;
  $dataKey.set(dataKey);
}
