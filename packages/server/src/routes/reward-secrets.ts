// spec 000 §7.4 Rewards: secrets at /{reward_id}/secrets — GET, POST, PUT /{id}, DELETE /{id}.
// A redeemed secret belongs to the member who got it: it can no longer be changed or deleted.
// Every write is audited (spec 000 §3.4 Log action) with ids only: the code itself stays out of the log.
import { REWARD_LIMITS, type RewardSecret } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import { audit } from '../audit.js';
import type { SomeHandlers } from './types.js';
import { ApiHttpError } from '../http/api-error.js';
import { rewardNotFound } from '../domain/rewards/rewards.js';

const { messages } = REWARD_LIMITS;
const secretNotFound = () => new ApiHttpError(404, 'NOT_FOUND', messages.secretNotFound);
const duplicate = () => new ApiHttpError(409, 'CONFLICT', messages.secretDuplicate, { secret: messages.secretDuplicate });

function toSecret(row: { id: string; reward_id: string; secret: string; redeemed_at: Date | null; created_at: Date }): RewardSecret {
  return { id: row.id, reward_id: row.reward_id, secret: row.secret, redeemed_at: row.redeemed_at ? row.redeemed_at.toISOString() : null, created_at: row.created_at.toISOString() };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

async function requireReward(ctx: AppContext, rewardId: string): Promise<void> {
  const row = await ctx.db.selectFrom('rewards').select('id').where('id', '=', rewardId).executeTakeFirst();
  if (!row) throw rewardNotFound();
}

/** The secret of that reward, or 404; 409 when it was already handed out. */
async function unredeemedSecret(ctx: AppContext, rewardId: string, id: string) {
  const row = await ctx.db.selectFrom('reward_secrets').selectAll().where('id', '=', id).where('reward_id', '=', rewardId).executeTakeFirst();
  if (!row) throw secretNotFound();
  if (row.redeemed_at) throw new ApiHttpError(409, 'CONFLICT', messages.secretRedeemed);
  return row;
}

export const rewardSecretHandlers: SomeHandlers<'adminRewardSecrets' | 'adminRewardSecretCreate' | 'adminRewardSecretUpdate' | 'adminRewardSecretDelete'> = {
  async adminRewardSecrets({ params, ctx }) {
    await requireReward(ctx, params.reward_id);
    const rows = await ctx.db.selectFrom('reward_secrets').selectAll().where('reward_id', '=', params.reward_id).orderBy('created_at').orderBy('id').execute();
    return { secrets: rows.map(toSecret) };
  },

  async adminRewardSecretCreate({ user, params, body, request, ctx }) {
    await requireReward(ctx, params.reward_id);
    try {
      const row = await ctx.db.insertInto('reward_secrets').values({ reward_id: params.reward_id, secret: body.secret }).returningAll().executeTakeFirstOrThrow();
      await audit(ctx.db, 'reward_secret.created', { actorId: user.id, userId: null, ip: request.ip, detail: { action: 'CREATE', reward_id: params.reward_id, id: row.id } });
      return { secret: toSecret(row) };
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  },

  async adminRewardSecretUpdate({ user, params, body, request, ctx }) {
    await unredeemedSecret(ctx, params.reward_id, params.id);
    try {
      // redeemed_at is null in the WHERE too: a redeem between the check and here wins.
      const row = await ctx.db.updateTable('reward_secrets').set({ secret: body.secret }).where('id', '=', params.id).where('redeemed_at', 'is', null).returningAll().executeTakeFirst();
      if (!row) throw new ApiHttpError(409, 'CONFLICT', messages.secretRedeemed);
      await audit(ctx.db, 'reward_secret.updated', { actorId: user.id, userId: null, ip: request.ip, detail: { action: 'UPDATE', reward_id: params.reward_id, id: row.id } });
      return { secret: toSecret(row) };
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  },

  async adminRewardSecretDelete({ user, params, request, ctx }) {
    await unredeemedSecret(ctx, params.reward_id, params.id);
    const deleted = await ctx.db.deleteFrom('reward_secrets').where('id', '=', params.id).where('redeemed_at', 'is', null).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw new ApiHttpError(409, 'CONFLICT', messages.secretRedeemed);
    await audit(ctx.db, 'reward_secret.deleted', { actorId: user.id, userId: null, ip: request.ip, detail: { action: 'DELETE', reward_id: params.reward_id, id: params.id } });
    return null;
  },
};
