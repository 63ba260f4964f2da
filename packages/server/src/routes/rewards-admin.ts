// spec 000 §7.4 Rewards, admin side: create POST multipart (data as JSON and an optional
// background_image), update POST /{id} (same shape), delete DELETE /{id}, list and get. Pictures go
// through the shared file store, checked like meal pictures (first bytes, not the declared type; 5 MB).
// A replaced or removed picture's file is deleted once the database no longer points at it.
// Every write is audited like the generic administration's (spec 000 §3.4 Log action).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { imageTypeOf, REWARD_LIMITS, RewardData, type AdminReward } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import { audit } from '../audit.js';
import type { SomeHandlers } from './types.js';
import { badRequest } from '../http/api-error.js';
import { parseRequestPart } from '../http/validate.js';
import { rewardImageStore, rewardImageUrl, rewardNotFound, stockOf } from '../domain/rewards/rewards.js';
import { containsPattern } from '../db/like-pattern.js';

const { messages } = REWARD_LIMITS;

interface RewardForm {
  data: ReturnType<typeof RewardData.parse>;
  image: { bytes: Buffer; type: string } | null;
}

const multipartCode = (error: unknown) => (error as { code?: string }).code ?? '';

/** Reads the multipart body: one `data` field (JSON) and at most one `background_image` file. */
async function readRewardForm(request: FastifyRequest): Promise<RewardForm> {
  let dataText: string | null = null;
  let image: RewardForm['image'] = null;
  try {
    const parts = request.parts({ limits: { fields: 1, files: 1, parts: 2, fileSize: REWARD_LIMITS.imageMaxBytes, fieldSize: 20_000 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'data' || typeof part.value !== 'string') throw badRequest(messages.data, { data: messages.data });
        dataText = part.value;
      } else {
        if (part.fieldname !== 'background_image') throw badRequest(messages.image, { background_image: messages.image });
        const bytes = await part.toBuffer();
        const type = imageTypeOf(bytes);
        if (type === null || !(REWARD_LIMITS.imageTypes as readonly string[]).includes(part.mimetype)) throw badRequest(messages.image, { background_image: messages.image });
        image = { bytes, type };
      }
    }
  } catch (error) {
    const code = multipartCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(messages.imageSize, { background_image: messages.imageSize });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest(messages.data, { data: messages.data });
    }
    throw error;
  }
  if (dataText === null) throw badRequest(messages.data, { data: messages.data });
  let json: unknown;
  try {
    json = JSON.parse(dataText);
  } catch {
    throw badRequest(messages.data, { data: messages.data });
  }
  return { data: parseRequestPart(RewardData, json, 'body'), image };
}

async function storeImage(ctx: AppContext, image: NonNullable<RewardForm['image']>) {
  const key = randomUUID();
  await rewardImageStore(ctx.db).put(key, image.bytes);
  return { image_key: key, image_content_type: image.type };
}

function selectRewards(ctx: AppContext) {
  return ctx.db
    .selectFrom('rewards as r')
    .select([
      'r.id',
      'r.name',
      'r.description',
      'r.star_cost',
      'r.active',
      'r.image_key',
      'r.created_at',
      'r.updated_at',
      stockOf('r.id').as('stock'),
      sql<number>`(select count(*)::int from reward_secrets s where s.reward_id = r.id)`.as('secrets_total'),
    ]);
}

type RewardRow = Awaited<ReturnType<ReturnType<typeof selectRewards>['executeTakeFirstOrThrow']>>;

function toAdminReward(r: RewardRow): AdminReward {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    star_cost: r.star_cost,
    active: r.active,
    background_image_url: r.image_key ? rewardImageUrl(r.id) : null,
    stock: r.stock,
    secrets_total: r.secrets_total,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

async function loadReward(ctx: AppContext, id: string): Promise<AdminReward> {
  const row = await selectRewards(ctx).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw rewardNotFound();
  return toAdminReward(row);
}

export const rewardAdminHandlers: SomeHandlers<'adminRewards' | 'adminReward' | 'adminRewardCreate' | 'adminRewardUpdate' | 'adminRewardDelete'> = {
  async adminRewards({ query, ctx }) {
    let base = selectRewards(ctx);
    let count = ctx.db.selectFrom('rewards as r').select(sql<number>`count(*)::int`.as('n'));
    if (query.search) {
      const pattern = containsPattern(query.search);
      base = base.where('r.name', 'ilike', pattern);
      count = count.where('r.name', 'ilike', pattern);
    }
    const [rows, total] = await Promise.all([
      base
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id')
        .limit(query.take)
        .offset((query.page - 1) * query.take)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { rewards: rows.map(toAdminReward), total_count: total.n };
  },

  async adminReward({ params, ctx }) {
    return { reward: await loadReward(ctx, params.id) };
  },

  async adminRewardCreate({ user, request, ctx }) {
    const { data, image } = await readRewardForm(request);
    const stored = image ? await storeImage(ctx, image) : { image_key: null, image_content_type: null };
    const row = await ctx.db
      .insertInto('rewards')
      .values({ name: data.name, description: data.description, star_cost: data.star_cost, active: data.active, ...stored })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(ctx.db, 'reward.created', { actorId: user.id, userId: null, ip: request.ip, detail: { action: 'CREATE', id: row.id, image: image !== null } });
    return { reward: await loadReward(ctx, row.id) };
  },

  /** The whole `data` replaces the reward's fields; the image changes only when a file is sent or removal is asked. */
  async adminRewardUpdate({ user, params, request, ctx }) {
    const before = await ctx.db.selectFrom('rewards').select('image_key').where('id', '=', params.id).executeTakeFirst();
    if (!before) throw rewardNotFound();
    const { data, image } = await readRewardForm(request);
    const picture = image ? await storeImage(ctx, image) : data.remove_background_image ? { image_key: null, image_content_type: null } : {};
    const updated = await ctx.db
      .updateTable('rewards')
      .set({ name: data.name, description: data.description, star_cost: data.star_cost, active: data.active, ...picture, updated_at: ctx.config.now() })
      .where('id', '=', params.id)
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      if (picture.image_key) await rewardImageStore(ctx.db).remove(picture.image_key);
      throw rewardNotFound();
    }
    if ('image_key' in picture && before.image_key) await rewardImageStore(ctx.db).remove(before.image_key);
    const imageChange = image ? 'replaced' : 'image_key' in picture ? 'removed' : 'kept';
    await audit(ctx.db, 'reward.updated', { actorId: user.id, userId: null, ip: request.ip, detail: { action: 'UPDATE', id: params.id, image: imageChange } });
    return { reward: await loadReward(ctx, params.id) };
  },

  /** Secrets go with the reward; members keep their redemptions (name, cost and secret were copied). */
  async adminRewardDelete({ user, params, request, ctx }) {
    const deleted = await ctx.db.deleteFrom('rewards').where('id', '=', params.id).returning('image_key').executeTakeFirst();
    if (!deleted) throw rewardNotFound();
    if (deleted.image_key) await rewardImageStore(ctx.db).remove(deleted.image_key);
    await audit(ctx.db, 'reward.deleted', { actorId: user.id, userId: null, ip: request.ip, detail: { action: 'DELETE', id: params.id } });
    return null;
  },
};
