import {
  createOrganizationRecoveryKey,
  grantOrganizationRecoveryKey,
  memberRecoveryKeys,
  recoveryKeyState,
  revokeOrganizationRecoveryGrant,
  rewrapBatch,
  rotateOrganizationRecoveryKey,
  saveMemberRecoveryWraps,
  saveRewraps,
  staffRecoveryCopies,
} from '../domain/recovery-keys/recovery-keys.js';
import { auditClinicalRead, memberExists } from '../domain/clinical/clinical-reads.js';
import type { SomeHandlers } from './types.js';

// Organisation recovery keys (docs/decisions/0076-organisation-recovery-keys.md): thin handlers over
// domain/recovery-keys/. Every admin write answers the organisation's state as it now stands.

type Names =
  | 'adminRecoveryKey'
  | 'adminRecoveryKeyCreate'
  | 'adminRecoveryKeyGrant'
  | 'adminRecoveryKeyRevoke'
  | 'adminRecoveryKeyRotate'
  | 'adminRecoveryRewraps'
  | 'adminRecoveryRewrapsSave'
  | 'adminUserRecoveryKey'
  | 'memberRecoveryKeys'
  | 'memberRecoveryWrapsSave';

export const recoveryKeyHandlers: SomeHandlers<Names> = {
  adminRecoveryKey: ({ params, user, ctx }) => recoveryKeyState(ctx, params.id, user.id),
  async adminRecoveryKeyCreate({ params, body, user, ctx, request }) {
    await createOrganizationRecoveryKey(ctx, params.id, user.id, body, request.ip);
    return recoveryKeyState(ctx, params.id, user.id);
  },
  async adminRecoveryKeyGrant({ params, body, user, ctx, request }) {
    await grantOrganizationRecoveryKey(ctx, params.id, params.userId, body.grant, user.id, request.ip);
    return recoveryKeyState(ctx, params.id, user.id);
  },
  async adminRecoveryKeyRevoke({ params, user, ctx, request }) {
    await revokeOrganizationRecoveryGrant(ctx, params.id, params.userId, user.id, request.ip);
    return recoveryKeyState(ctx, params.id, user.id);
  },
  async adminRecoveryKeyRotate({ params, body, user, ctx, request }) {
    await rotateOrganizationRecoveryKey(ctx, params.id, user.id, body, request.ip);
    return recoveryKeyState(ctx, params.id, user.id);
  },
  adminRecoveryRewraps: ({ params, query, ctx }) => rewrapBatch(ctx, params.id, query.limit),
  async adminRecoveryRewrapsSave({ params, body, user, ctx, request }) {
    return { remaining: await saveRewraps(ctx, params.id, body, user.id, request.ip) };
  },
  /** Audited under the member whether or not a copy is found: the member sees that staff asked. */
  async adminUserRecoveryKey({ params, user, ctx, request }) {
    await memberExists(ctx.db, params.id);
    const copies = await staffRecoveryCopies(ctx, user.id, params.id);
    await auditClinicalRead(ctx, { staffId: user.id, memberId: params.id, ip: request.ip, path: request.url.split('?')[0], what: 'emergency-key' });
    return { user_id: params.id, copies };
  },
  memberRecoveryKeys: ({ user, ctx }) => memberRecoveryKeys(ctx, user.id),
  async memberRecoveryWrapsSave({ body, user, ctx }) {
    await saveMemberRecoveryWraps(ctx, user.id, body);
    return null;
  },
};
