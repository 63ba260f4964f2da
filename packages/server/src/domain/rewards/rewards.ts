// spec 000 §7.4 Rewards: eligible rewards, redeeming one, the member's redeemed rewards, and the
// background image. Stars are users.star_balance, the balance daily tasks credit and debit
// (routes/daily-tasks.ts).
import { sql, type Kysely } from 'kysely';
import { REWARD_LIMITS, routeTable, type EligibleRewardsResponse, type RewardRedemption } from '@healthdeck/contract';
import type { Database } from '../../db/schema.js';
import { ApiHttpError } from '../../http/api-error.js';
import { databaseFileStore, type FileStore } from '../../file-store.js';
import { notify } from '../../notifications/notify.js';

const { messages } = REWARD_LIMITS;

/** Reward background images: the shared file store's reward-images folder. */
export const rewardImageStore = (db: Kysely<Database>): FileStore => databaseFileStore(db, 'reward-images');

/** Where a reward's background image is served (any signed-in user; the sdk reads it as a Blob). */
export const rewardImageUrl = (id: string) => routeTable.rewardImage.path.replace(':id', id);

export const rewardNotFound = () => new ApiHttpError(404, 'NOT_FOUND', messages.notFound);

/** Secrets of a reward nobody has redeemed yet (the reward's stock). */
export const stockOf = (rewardIdColumn: string) => sql<number>`(select count(*)::int from reward_secrets s where s.reward_id = ${sql.ref(rewardIdColumn)} and s.redeemed_at is null)`;

function toRedemption(row: { id: string; reward_id: string | null; reward_name: string; star_cost: number; secret: string; created_at: Date }): RewardRedemption {
  return { id: row.id, reward_id: row.reward_id, reward_name: row.reward_name, star_cost: row.star_cost, secret: row.secret, redeemed_at: row.created_at.toISOString() };
}

/**
 * Deducts the cost and hands out one unused secret in one transaction. Concurrent redeems take
 * different secrets (FOR UPDATE SKIP LOCKED) and queue on the member's users row; the guarded
 * UPDATE re-checks the balance after the other commits, so the balance is never overdrawn and no
 * secret is handed out twice (reward_redemptions.secret_id is unique as well).
 */
export async function redeem(db: Kysely<Database>, userId: string, rewardId: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const reward = await trx.selectFrom('rewards').select(['id', 'name', 'star_cost', 'active']).where('id', '=', rewardId).executeTakeFirst();
    if (!reward) throw rewardNotFound();
    if (!reward.active) throw new ApiHttpError(409, 'CONFLICT', messages.inactive);
    const secret = await trx
      .selectFrom('reward_secrets')
      .select(['id', 'secret'])
      .where('reward_id', '=', rewardId)
      .where('redeemed_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!secret) throw new ApiHttpError(409, 'CONFLICT', messages.outOfStock);
    const paid = await trx
      .updateTable('users')
      .set({ star_balance: sql<number>`star_balance - ${reward.star_cost}` })
      .where('id', '=', userId)
      .where('star_balance', '>=', reward.star_cost)
      .returning('star_balance')
      .executeTakeFirst();
    if (!paid) throw new ApiHttpError(409, 'CONFLICT', messages.notEnoughStars);
    await trx.updateTable('reward_secrets').set({ redeemed_at: now }).where('id', '=', secret.id).execute();
    const redemption = await trx
      .insertInto('reward_redemptions')
      .values({ user_id: userId, reward_id: reward.id, secret_id: secret.id, reward_name: reward.name, star_cost: reward.star_cost, secret: secret.secret, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await notify(trx, userId, {
      title: 'Reward redeemed',
      body: `You redeemed ${reward.name} for ${reward.star_cost} stars. Your code: ${secret.secret}`,
    });
    return { redemption: toRedemption(redemption), star_balance: paid.star_balance };
  });
}

/** The member's star balance and the active rewards in stock, cheapest first. */
export async function eligibleRewards(db: Kysely<Database>, userId: string): Promise<EligibleRewardsResponse> {
  const [balance, rows] = await Promise.all([
    db.selectFrom('users').select('star_balance').where('id', '=', userId).executeTakeFirstOrThrow(),
    db
      .selectFrom('rewards as r')
      .select(['r.id', 'r.name', 'r.description', 'r.star_cost', 'r.image_key', stockOf('r.id').as('stock')])
      .where('r.active', '=', true)
      .where(stockOf('r.id'), '>', 0)
      .orderBy('r.star_cost')
      .orderBy('r.name')
      .execute(),
  ]);
  return {
    star_balance: balance.star_balance,
    rewards: rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      star_cost: r.star_cost,
      background_image_url: r.image_key ? rewardImageUrl(r.id) : null,
      stock: r.stock,
      can_redeem: balance.star_balance >= r.star_cost,
    })),
  };
}

/** The member's redemptions, newest first. */
export async function redemptionsOf(db: Kysely<Database>, userId: string): Promise<RewardRedemption[]> {
  const rows = await db.selectFrom('reward_redemptions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toRedemption);
}

/** A reward's background image and its type. Reward pictures are programme content, not member data: any signed-in user may read them. */
export async function rewardImage(db: Kysely<Database>, rewardId: string): Promise<{ bytes: Buffer; contentType: string }> {
  const row = await db.selectFrom('rewards').select(['image_key', 'image_content_type']).where('id', '=', rewardId).executeTakeFirst();
  const notFound = () => new ApiHttpError(404, 'NOT_FOUND', 'Picture not found');
  if (!row?.image_key || !row.image_content_type) throw notFound();
  const bytes = await rewardImageStore(db).get(row.image_key);
  if (!bytes) throw notFound();
  return { bytes, contentType: row.image_content_type };
}
