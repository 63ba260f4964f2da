import { approveKeyRecovery, askForKeyRecovery, keyRecoveryStatus, pendingKeyRecoveries, refuseKeyRecovery } from '../domain/key-recovery/key-recovery.js';
import { interimRecords, resealInterimRecords } from '../domain/key-recovery/interim-records.js';
import type { SomeHandlers } from './types.js';

// Organisation-assisted key recovery (docs/decisions/0086-organisation-assisted-recovery.md): thin
// handlers over domain/key-recovery/. A member asks only for themselves (the session's user); staff
// decisions answer the caller's pending requests as they now stand.

type Names =
  | 'memberKeyRecovery'
  | 'memberKeyRecoveryAsk'
  | 'memberInterimRecords'
  | 'memberInterimRecordsReseal'
  | 'adminKeyRecoveryRequests'
  | 'adminKeyRecoveryApprove'
  | 'adminKeyRecoveryRefuse';

export const keyRecoveryHandlers: SomeHandlers<Names> = {
  memberKeyRecovery: ({ user, ctx }) => keyRecoveryStatus(ctx, user.id),
  memberKeyRecoveryAsk: ({ user, ctx, request }) => askForKeyRecovery(ctx, user.id, request.ip),
  memberInterimRecords: ({ user, ctx }) => interimRecords(ctx, user.id),
  memberInterimRecordsReseal: ({ user, body, ctx, request }) => resealInterimRecords(ctx, user, body, request.ip),
  adminKeyRecoveryRequests: async ({ user, ctx }) => ({ requests: await pendingKeyRecoveries(ctx, user.id) }),
  async adminKeyRecoveryApprove({ params, body, user, ctx, request }) {
    await approveKeyRecovery(ctx, params.id, user.id, body.encrypted_data_key, request.ip);
    return { requests: await pendingKeyRecoveries(ctx, user.id) };
  },
  async adminKeyRecoveryRefuse({ params, body, user, ctx, request }) {
    await refuseKeyRecovery(ctx, params.id, user.id, body.reason, request.ip);
    return { requests: await pendingKeyRecoveries(ctx, user.id) };
  },
};
