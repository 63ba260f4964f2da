// Organisation recovery keys (docs/decisions/0076-organisation-recovery-keys.md), the staff side: the
// pair is made in this browser, granted by re-encrypting its passphrase to staff public keys here,
// and a rotation re-wraps every member's data key here, in batches the server keeps track of, so an
// interrupted rotation resumes where it stopped. The server never sees an opened key.
import { createRecoveryKey, openRecoveryKey, regrantRecoveryKey, rewrapDataKey, unwrapDataKey, type PrivateKey } from '@healthdeck/crypto';
import { recoveryKeysRoutes, type AdminMemberRecoveryResponse, type RecoveryKeyState, type RecoveryStaff } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';
import { routed } from '../transport/http.js';
import { fetchAccount } from './account.js';

export const recoveryKeysKeys = {
  all: ['admin', 'recovery-key'] as const,
  organization: (organizationId: string) => ['admin', 'recovery-key', organizationId] as const,
};

/** How many member data keys one rotation batch re-wraps (one round trip each way). */
export const RECOVERY_REWRAP_BATCH = 25;

const call = (hd: HealthDeck) => routed(hd.call, recoveryKeysRoutes);
const store = (hd: HealthDeck, organizationId: string, state: RecoveryKeyState) => {
  hd.queryClient.setQueryData(recoveryKeysKeys.organization(organizationId), state);
  return state;
};

/** The organisation's recovery key state: keys, holders, the caller's grants, staff who may hold it, rotation progress. */
export function fetchRecoveryKey(hd: HealthDeck, organizationId: string, signal?: AbortSignal): Promise<RecoveryKeyState> {
  return call(hd)('adminRecoveryKey', { params: { id: organizationId }, signal });
}

export const recoveryKeyQuery = (hd: HealthDeck, organizationId: string) => ({
  queryKey: recoveryKeysKeys.organization(organizationId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchRecoveryKey(hd, organizationId, signal),
});

async function myPublicKey(hd: HealthDeck): Promise<string> {
  const account = clientInternals(hd).$account.get() ?? (await fetchAccount(hd));
  if (!account.publicKey) throw new Error('Your account has no key pair yet: sign in again to make one');
  return account.publicKey;
}

/** Makes the organisation's first recovery key in this browser (RSA-4096 in a worker), granted to the signed-in administrator. */
export async function createOrganizationRecoveryKey(hd: HealthDeck, organizationId: string, onProgress?: Parameters<typeof createRecoveryKey>[0]['onProgress']): Promise<RecoveryKeyState> {
  const made = await createRecoveryKey({ name: `recovery+${organizationId}@healthdeck.invalid`, granteePublicKeys: [await myPublicKey(hd)], onProgress });
  const state = await call(hd)('adminRecoveryKeyCreate', {
    params: { id: organizationId },
    body: { public_key: made.publicKey, locked_private_key: made.lockedPrivateKey, grant: made.grants[0]! },
  });
  return store(hd, organizationId, state);
}

/** Opens the active (or, during a rotation, the retiring) recovery key with the caller's grant and their unlocked private key. */
export async function openOrganizationRecoveryKey(state: RecoveryKeyState, which: 'active' | 'retiring', staffKey: PrivateKey): Promise<PrivateKey> {
  const key = state[which];
  const grant = state.my_grants[which];
  if (!key || !grant) throw new Error('You do not hold this recovery key');
  return openRecoveryKey(key.locked_private_key, grant, staffKey);
}

/** Grants the active key to a staff member: the caller's grant re-encrypted to the grantee's public key, in this browser. */
export async function grantOrganizationRecoveryKey(hd: HealthDeck, organizationId: string, staffKey: PrivateKey, grantee: RecoveryStaff): Promise<RecoveryKeyState> {
  const current = await fetchRecoveryKey(hd, organizationId);
  if (!current.my_grants.active) throw new Error('You do not hold this recovery key');
  const [grant] = await regrantRecoveryKey(current.my_grants.active, staffKey, [grantee.public_key]);
  const state = await call(hd)('adminRecoveryKeyGrant', { params: { id: organizationId, userId: grantee.user_id }, body: { grant: grant! } });
  return store(hd, organizationId, state);
}

/** Takes a staff member's access away (the server refuses for the last holder). */
export async function revokeOrganizationRecoveryKey(hd: HealthDeck, organizationId: string, userId: string): Promise<RecoveryKeyState> {
  return store(hd, organizationId, await call(hd)('adminRecoveryKeyRevoke', { params: { id: organizationId, userId } }));
}

/** Rotation progress: member data keys re-wrapped so far in this run, and left. */
export interface RewrapProgress {
  done: number;
  remaining: number;
}

/**
 * Replaces the active key with a new pair made here and granted to the same holders (each
 * holder's public key from the staff list), then re-wraps every member's data key to it.
 */
export async function rotateOrganizationRecoveryKey(
  hd: HealthDeck,
  organizationId: string,
  staffKey: PrivateKey,
  onProgress?: (progress: RewrapProgress) => void,
): Promise<RecoveryKeyState> {
  const current = await fetchRecoveryKey(hd, organizationId);
  const holders = current.grants.map((g) => current.staff.find((s) => s.user_id === g.user_id));
  if (holders.some((h) => h === undefined)) throw new Error('A holder of the recovery key has no key pair');
  // Opening the current key first proves the caller holds it before anything changes.
  await openOrganizationRecoveryKey(current, 'active', staffKey);
  const made = await createRecoveryKey({ name: `recovery+${organizationId}@healthdeck.invalid`, granteePublicKeys: holders.map((h) => h!.public_key) });
  store(
    hd,
    organizationId,
    await call(hd)('adminRecoveryKeyRotate', {
      params: { id: organizationId },
      body: { public_key: made.publicKey, locked_private_key: made.lockedPrivateKey, grants: holders.map((h, i) => ({ user_id: h!.user_id, grant: made.grants[i]! })) },
    }),
  );
  return resumeRecoveryKeyRotation(hd, organizationId, staffKey, onProgress);
}

/**
 * Re-wraps, batch by batch, the member data keys still wrapped to the retiring key only; safe to
 * run again after an interruption (the server answers only what is left, and keeps one wrap per member).
 */
export async function resumeRecoveryKeyRotation(hd: HealthDeck, organizationId: string, staffKey: PrivateKey, onProgress?: (progress: RewrapProgress) => void): Promise<RecoveryKeyState> {
  const state = await fetchRecoveryKey(hd, organizationId);
  if (!state.retiring || !state.active) return store(hd, organizationId, state);
  const oldKey = await openOrganizationRecoveryKey(state, 'retiring', staffKey);
  let done = 0;
  let remaining = state.rewrap_remaining;
  onProgress?.({ done, remaining });
  while (remaining > 0) {
    const batch = await call(hd)('adminRecoveryRewraps', { params: { id: organizationId }, query: { limit: RECOVERY_REWRAP_BATCH } });
    if (batch.items.length === 0) break;
    const wraps = [];
    for (const item of batch.items) wraps.push({ user_id: item.user_id, encrypted_data_key: await rewrapDataKey(item.encrypted_data_key, oldKey, [state.active.public_key]) });
    remaining = (await call(hd)('adminRecoveryRewrapsSave', { params: { id: organizationId }, body: { from_key_id: state.retiring.id, wraps } })).remaining;
    done += wraps.length;
    onProgress?.({ done, remaining });
  }
  return store(hd, organizationId, await fetchRecoveryKey(hd, organizationId));
}

/**
 * The member's data key as wrapped to the recovery keys the caller holds, with the caller's grants.
 * Audited under the member: it appears in their access log.
 */
export function fetchMemberRecoveryCopies(hd: HealthDeck, userId: string, signal?: AbortSignal): Promise<AdminMemberRecoveryResponse> {
  return call(hd)('adminUserRecoveryKey', { params: { id: userId }, signal });
}

/**
 * Staff: opens a member's data key in this browser through a recovery key the caller holds
 * (`staffKey`: the caller's own private key, unlocked with their password). Null when there is no
 * copy the caller can open (the member has no keys, no wrap yet, or the caller holds no such key).
 */
export async function openMemberDataKeyAsStaff(hd: HealthDeck, userId: string, staffKey: PrivateKey): Promise<CryptoKey | null> {
  const { copies } = await fetchMemberRecoveryCopies(hd, userId);
  const [copy] = copies;
  if (!copy) return null;
  const recoveryKey = await openRecoveryKey(copy.locked_private_key, copy.grant, staffKey);
  return unwrapDataKey(copy.encrypted_data_key, recoveryKey);
}
