// Organisation-assisted key recovery (docs/decisions/0086-organisation-assisted-recovery.md). The
// member's side: where their request stands, and asking. The staff side: the pending requests they
// can decide, and approving in this browser — the organisation recovery key opened with the staff
// member's own key, the member's old data key re-wrapped to the member's current public key, and
// only that wrap sent — or refusing with a reason. The server never sees an opened key.
import { openRecoveryKey, rewrapDataKey, type PrivateKey } from '@healthdeck/crypto';
import { keyRecoveryRoutes, type KeyRecoveryRequest, type KeyRecoveryRequestsResponse, type KeyRecoveryStatus } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { fetchMemberRecoveryCopies } from './recovery-keys.js';

export const keyRecoveryKeys = {
  mine: ['key-recovery'] as const,
  pending: ['admin', 'key-recovery'] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, keyRecoveryRoutes);

/** Where the signed-in member's recovery stands. */
export function fetchKeyRecovery(hd: HealthDeck, signal?: AbortSignal): Promise<KeyRecoveryStatus> {
  return call(hd)('memberKeyRecovery', { signal });
}

export const keyRecoveryQuery = (hd: HealthDeck) => ({
  queryKey: keyRecoveryKeys.mine,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchKeyRecovery(hd, signal),
});

/** Asks the member's organisation to recover the records sealed before a reset without the phrase. */
export const askKeyRecoveryMutation = (hd: HealthDeck) => ({
  mutationFn: async (): Promise<KeyRecoveryStatus> => {
    const status = await call(hd)('memberKeyRecoveryAsk', {});
    hd.queryClient.setQueryData(keyRecoveryKeys.mine, status);
    return status;
  },
});

/** Staff: pending requests of members wrapped to a recovery key the caller holds. */
export function fetchKeyRecoveryRequests(hd: HealthDeck, signal?: AbortSignal): Promise<KeyRecoveryRequestsResponse> {
  return call(hd)('adminKeyRecoveryRequests', { signal });
}

export const keyRecoveryRequestsQuery = (hd: HealthDeck) => ({
  queryKey: keyRecoveryKeys.pending,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchKeyRecoveryRequests(hd, signal),
});

const store = (hd: HealthDeck, answer: KeyRecoveryRequestsResponse) => {
  hd.queryClient.setQueryData(keyRecoveryKeys.pending, answer);
  return answer;
};

/**
 * Staff: approves in this browser. `staffKey` is the caller's own private key, unlocked with their
 * password. Fetching the member's recovery copy is audited under the member; the old data key is
 * re-wrapped to the member's current public key without ever being imported here.
 */
export async function approveKeyRecovery(hd: HealthDeck, request: KeyRecoveryRequest, staffKey: PrivateKey): Promise<KeyRecoveryRequestsResponse> {
  const { copies } = await fetchMemberRecoveryCopies(hd, request.user_id);
  const [copy] = copies;
  if (!copy) throw new Error('You hold no recovery key that opens this member’s records');
  const recoveryKey = await openRecoveryKey(copy.locked_private_key, copy.grant, staffKey);
  const encrypted_data_key = await rewrapDataKey(copy.encrypted_data_key, recoveryKey, [request.public_key]);
  return store(hd, await call(hd)('adminKeyRecoveryApprove', { params: { id: request.id }, body: { encrypted_data_key } }));
}

/** Staff: refuses with a reason the member reads. */
export const refuseKeyRecoveryMutation = (hd: HealthDeck) => ({
  mutationFn: async ({ id, reason }: { id: string; reason: string }): Promise<KeyRecoveryRequestsResponse> =>
    store(hd, await call(hd)('adminKeyRecoveryRefuse', { params: { id }, body: { reason } })),
});
