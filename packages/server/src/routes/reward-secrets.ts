// spec 000 §7.4 Rewards: secrets at /{reward_id}/secrets — GET, POST, PUT /{id}, DELETE /{id}.
// A redeemed secret belongs to the member who got it: it can no longer be changed or deleted.
import { REWARD_LIMITS, type RewardSecret } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { SomeHandlers } from './types.js';
import { ApiHttpError } from '../http/api-error.js';
import { rewardNotFound } from './rewards-client.js';

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

  async adminRewardSecretCreate({ params, body, ctx }) {
    await requireReward(ctx, params.reward_id);
    try {
      const row = await ctx.db.insertInto('reward_secrets').values({ reward_id: params.reward_id, secret: body.secret }).returningAll().executeTakeFirstOrThrow();
      return { secret: toSecret(row) };
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  },

  async adminRewardSecretUpdate({ params, body, ctx }) {
    await unredeemedSecret(ctx, params.reward_id, params.id);
    try {
      // redeemed_at is null in the WHERE too: a redeem between the check and here wins.
      const row = await ctx.db
        .updateTable('reward_secrets')
        .set({ secret: body.secret })
        .where('id', '=', params.id)
        .where('redeemed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new ApiHttpError(409, 'CONFLICT', messages.secretRedeemed);
      return { secret: toSecret(row) };
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  },

  async adminRewardSecretDelete({ params, ctx }) {
    await unredeemedSecret(ctx, params.reward_id, params.id);
    const deleted = await ctx.db.deleteFrom('reward_secrets').where('id', '=', params.id).where('redeemed_at', 'is', null).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw new ApiHttpError(409, 'CONFLICT', messages.secretRedeemed);
    return null;
  },
};
