// Staff acting as a member open the member's sealed screens with their own password
// (docs/decisions/0106-impersonation-unlock.md): the staff member's key opens their grant of the
// recovery key, which opens the member's data key into the session's one key store, in memory only.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_KDF,
  createDataKey,
  deriveSecrets,
  encryptForMember,
  newKeySalt,
  openRecord,
  protectPrivateKey,
  sealRecord,
  unlockPrivateKey,
  unwrapDataKey,
  wrapDataKey,
} from '@healthdeck/crypto';
import {
  createHealthDeck,
  IMPERSONATION_NO_COPY,
  impersonationKeyGap,
  InvalidCredentials,
  lockSealedKeys,
  memoryStorage,
  signInWithTokens,
  startImpersonation,
  stopImpersonation,
  unlockImpersonation,
} from '../src/index.js';
import { accountFixture, createFakeServer, json } from '../src/testing/index.js';
import {
  RECOVERY_PRIVATE_KEY,
  RECOVERY_PUBLIC_KEY,
  MEMBER_PRIVATE_KEY,
  MEMBER_PUBLIC_KEY,
  STRANGER_PRIVATE_KEY,
  STRANGER_PUBLIC_KEY,
  TEST_KEY_PASSPHRASE,
} from './support/impersonation-keys.js';

const MEMBER_ID = '5b2e0c8a-7d1f-4c55-9a8e-2f6f1f0d9a11';
const STAFF_PASSWORD = 'staff password 123';
const farFuture = Math.floor(Date.now() / 1000) + 86_400;

/** The world of one impersonation: the staff member's locked key (the stranger's pair), a recovery key granted to them, the member's wrapped data key. */
async function world(options: { wrapped?: boolean } = {}) {
  const keySalt = newKeySalt();
  const { passphrase } = await deriveSecrets(STAFF_PASSWORD, keySalt, DEFAULT_KDF);
  const staffKey = await protectPrivateKey(await unlockPrivateKey(STRANGER_PRIVATE_KEY, TEST_KEY_PASSPHRASE), passphrase);
  const recovery = await unlockPrivateKey(RECOVERY_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
  // A grant is a message to the staff member's public key whose text locks the recovery key: here
  // encryptForMember's JSON text of the test passphrase, so the recovery key is locked with that text.
  const grant = await encryptForMember(TEST_KEY_PASSPHRASE, STRANGER_PUBLIC_KEY);
  const lockedRecovery = await protectPrivateKey(recovery, JSON.stringify(TEST_KEY_PASSPHRASE));
  const wrapped = await wrapDataKey(createDataKey(), [MEMBER_PUBLIC_KEY, RECOVERY_PUBLIC_KEY]);
  const sealed = await sealRecord(await unwrapDataKey(wrapped, await unlockPrivateKey(MEMBER_PRIVATE_KEY, TEST_KEY_PASSPHRASE)), { medication: 'Metformin', dose: '500 mg' });
  const fingerprint = recovery.getFingerprint();
  const copy = options.wrapped === false ? null : { fingerprint, locked_private_key: lockedRecovery, grant, encrypted_data_key: wrapped };
  const server = createFakeServer({
    account: (call) =>
      json(
        call.authorization === 'Bearer member-access'
          ? accountFixture({ id: MEMBER_ID, email: 'ana@example.com' })
          : accountFixture({ id: 'staff-1', email: 'staff@example.com', roles: ['admin'] }),
      ),
    adminLoginAsUser: () =>
      json({
        data: {
          accessToken: 'member-access',
          refreshToken: 'member-refresh',
          refreshExpires: farFuture,
          impersonation: copy
            ? { decrypt_method: 'pgp', secret: fingerprint, encrypted_emergency_key: wrapped, gap: null }
            : { decrypt_method: 'pgp', secret: '', encrypted_emergency_key: null, gap: 'no-recovery-key' },
          user: { id: MEMBER_ID, email: 'ana@example.com', name: 'Ana Núñez' },
        },
        error_code: null,
      }),
    preLogin: () => json({ keySalt, kdf: DEFAULT_KDF }),
    impersonationUnlock: () => json({ staff_email: 'staff@example.com', encrypted_private_key: staffKey, copy }),
  });
  const hd = createHealthDeck({ fetch: server.fetch, storage: memoryStorage(), onUnauthorized: () => {} });
  await signInWithTokens(hd, { accessToken: 'staff-access', refreshToken: 'staff-refresh', refreshExpires: farFuture });
  await startImpersonation(hd, MEMBER_ID);
  return { hd, server, sealed };
}

describe('unlockImpersonation', () => {
  it("opens the member's data key with the staff password (never the member's), in memory only; the idle lock and the end of the impersonation drop it", { timeout: 60_000 }, async () => {
    const { hd, server, sealed } = await world();
    expect(impersonationKeyGap(hd)).toEqual({ gap: null });
    expect(hd.$dataKey.get()).toBeNull();

    // A wrong password opens nothing; trying again asks the server (and its audit) no second time.
    await expect(unlockImpersonation(hd, 'not the password')).rejects.toBeInstanceOf(InvalidCredentials);
    expect(hd.$dataKey.get()).toBeNull();
    await unlockImpersonation(hd, STAFF_PASSWORD);
    expect(server.called('impersonationUnlock')).toHaveLength(1);
    expect(server.called('preLogin').map((c) => c.body)).toEqual([{ email: 'staff@example.com' }, { email: 'staff@example.com' }]);

    // The member's records open from the session's one key store, as for the member; the member's private key stays closed.
    const dataKey = hd.$dataKey.get();
    expect(dataKey).not.toBeNull();
    expect(await openRecord(sealed, { dataKey })).toEqual({ medication: 'Metformin', dose: '500 mg' });
    expect(hd.$privateKey.get()).toBeNull();

    // The idle lock drops it; the next unlock is a new, audited one.
    await lockSealedKeys(hd);
    expect(hd.$dataKey.get()).toBeNull();
    await unlockImpersonation(hd, STAFF_PASSWORD);
    expect(server.called('impersonationUnlock')).toHaveLength(2);
    expect(hd.$dataKey.get()).not.toBeNull();

    // Ending the impersonation drops it too.
    await stopImpersonation(hd);
    expect(hd.$dataKey.get()).not.toBe(dataKey);
    expect(impersonationKeyGap(hd)).toBeNull();
    await expect(unlockImpersonation(hd, STAFF_PASSWORD)).rejects.toThrow();
  });

  it('says why when there is nothing the staff member can open', { timeout: 30_000 }, async () => {
    const { hd } = await world({ wrapped: false });
    expect(impersonationKeyGap(hd)).toEqual({ gap: 'no-recovery-key' });
    await expect(unlockImpersonation(hd, STAFF_PASSWORD)).rejects.toThrow(IMPERSONATION_NO_COPY);
    expect(hd.$dataKey.get()).toBeNull();
  });
});
