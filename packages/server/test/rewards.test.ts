import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminRewardResponse,
  ApiError,
  REWARD_LIMITS,
  routes,
  type AdminRewardsResponse,
  type EligibleRewardsResponse,
  type NotificationsUnreadResponse,
  type RewardRedeemResponse,
  type RewardRedemptionsResponse,
  type RewardSecretResponse,
  type RewardSecretsResponse,
  type RouteName,
} from '@healthdeck/contract';
import { startTestServerWithFiles, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { PNG } from './helpers/sample-files.js';

const { messages } = REWARD_LIMITS;

let server: TestServer;
let admin: TestMember;
let a: TestMember;
let b: TestMember;
beforeAll(async () => {
  server = await startTestServerWithFiles();
  admin = await signedInAdmin(server);
  a = await signedInMember(server);
  b = await signedInMember(server);
});
afterAll(async () => {
  await server.close();
});

/** Picture files in the reward image store. */
const storedImages = async () => (await server.db.selectFrom('stored_files').select('key').where('folder', '=', 'reward-images').execute()).length;

const fill = (p: string, params: Record<string, string>) => p.replace(/:([a-z_]+)/g, (_m, k: string) => encodeURIComponent(params[k]));

/** A contract row with path params over real HTTP, checked against the contract like server.call. */
async function callWith<T>(name: RouteName, token: string | null, params: Record<string, string>, init: { body?: unknown; form?: FormData } = {}) {
  const def = routes[name];
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: string | FormData | undefined;
  if (init.form) body = init.form;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const res = await server.fetch(fill(def.path, params), { method: def.method, headers, body });
  const text = await res.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (res.status === def.successStatus) def.response.parse(parsed);
  else expect(ApiError.parse(parsed).statusCode).toBe(res.status);
  return { status: res.status, body: parsed as T };
}

function rewardForm(data: unknown, image?: { bytes: Buffer; type: string }): FormData {
  const form = new FormData();
  form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  if (image) form.append('background_image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), 'background.png');
  return form;
}

async function createReward(data: Record<string, unknown>, secrets: string[] = [], image?: { bytes: Buffer; type: string }) {
  const res = await callWith<AdminRewardResponse>('adminRewardCreate', admin.accessToken, {}, { form: rewardForm(data, image) });
  expect(res.status).toBe(200);
  for (const secret of secrets) {
    const added = await callWith<RewardSecretResponse>('adminRewardSecretCreate', admin.accessToken, { reward_id: res.body.reward.id }, { body: { secret } });
    expect(added.status).toBe(200);
  }
  return res.body.reward;
}

async function giveStars(m: TestMember, stars: number) {
  await server.db.updateTable('users').set({ star_balance: stars }).where('id', '=', m.id).execute();
}
const balance = async (m: TestMember) => (await server.db.selectFrom('users').select('star_balance').where('id', '=', m.id).executeTakeFirstOrThrow()).star_balance;
const eligible = async (m: TestMember) => (await server.call<EligibleRewardsResponse>('rewardsEligible', { token: m.accessToken })).body;
const redeem = (m: TestMember, id: string) => callWith<RewardRedeemResponse>('rewardRedeem', m.accessToken, { id });

describe('admin rewards (spec 000 §7.4)', () => {
  it('creates a reward from multipart data + background_image, lists, gets, updates and deletes it', async () => {
    const created = await createReward({ name: 'Coffee voucher', description: 'A coffee on us', star_cost: 30 }, [], { bytes: PNG, type: 'image/png' });
    expect(created).toMatchObject({ name: 'Coffee voucher', description: 'A coffee on us', star_cost: 30, active: true, stock: 0, secrets_total: 0 });
    expect(created.background_image_url).toBe(`/api/client/rewards/${created.id}/background-image`);
    expect(await storedImages()).toBe(1);

    // The image is served (to any signed-in user) as the bytes that were sent.
    const image = await server.fetch(created.background_image_url!, { headers: { authorization: `Bearer ${a.accessToken}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await server.fetch(created.background_image_url!)).status).toBe(401);

    const list = await server.call<AdminRewardsResponse>('adminRewards', { token: admin.accessToken, query: { search: 'coffee' } });
    expect(list.body.rewards.map((r) => r.id)).toEqual([created.id]);
    expect(list.body.total_count).toBe(1);
    expect((await callWith<AdminRewardResponse>('adminReward', admin.accessToken, { id: created.id })).body.reward.name).toBe('Coffee voucher');

    // Update: the whole data replaces the fields; no file keeps the image; remove_background_image drops it.
    const updated = await callWith<AdminRewardResponse>(
      'adminRewardUpdate',
      admin.accessToken,
      { id: created.id },
      { form: rewardForm({ name: 'Tea voucher', star_cost: 25, active: false }) },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.reward).toMatchObject({ name: 'Tea voucher', description: '', star_cost: 25, active: false, background_image_url: created.background_image_url });
    const dropped = await callWith<AdminRewardResponse>(
      'adminRewardUpdate',
      admin.accessToken,
      { id: created.id },
      { form: rewardForm({ name: 'Tea voucher', star_cost: 25, remove_background_image: true }) },
    );
    expect(dropped.body.reward.background_image_url).toBeNull();
    expect(await storedImages()).toBe(0); // the dropped picture's file is gone too
    expect((await server.fetch(created.background_image_url!, { headers: { authorization: `Bearer ${a.accessToken}` } })).status).toBe(404);

    // A new picture replaces the old file; deleting the reward removes its file.
    const replaced = await callWith<AdminRewardResponse>(
      'adminRewardUpdate',
      admin.accessToken,
      { id: created.id },
      { form: rewardForm({ name: 'Tea voucher', star_cost: 25 }, { bytes: PNG, type: 'image/png' }) },
    );
    expect(replaced.body.reward.background_image_url).not.toBeNull();
    expect(await storedImages()).toBe(1);
    expect((await callWith('adminRewardDelete', admin.accessToken, { id: created.id })).status).toBe(204);
    expect(await storedImages()).toBe(0);
    expect((await callWith('adminReward', admin.accessToken, { id: created.id })).status).toBe(404);
    expect((await callWith('adminRewardDelete', admin.accessToken, { id: created.id })).status).toBe(404);
  });

  it('refuses bad multipart bodies with a 400 naming the field', async () => {
    const bad = async (form: FormData) => callWith<ApiError>('adminRewardCreate', admin.accessToken, {}, { form });
    expect((await bad(rewardForm({ star_cost: 10 }))).body).toMatchObject({ statusCode: 400, message: messages.name, fields: { name: messages.name } });
    expect((await bad(rewardForm({ name: 'X', star_cost: 0 }))).body).toMatchObject({ statusCode: 400, fields: { star_cost: messages.starCost } });
    expect((await bad(rewardForm({ name: 'X', star_cost: 1.5 }))).body.fields).toEqual({ star_cost: messages.starCost });
    expect((await bad(rewardForm('{not json'))).body).toMatchObject({ statusCode: 400, message: messages.data });
    expect((await bad(new FormData())).body).toMatchObject({ statusCode: 400, message: messages.data });
    // A text file named .png is not a picture (judged by its first bytes).
    expect((await bad(rewardForm({ name: 'X', star_cost: 5 }, { bytes: Buffer.from('hello'), type: 'image/png' }))).body).toMatchObject({
      statusCode: 400,
      fields: { background_image: messages.image },
    });
    const tooBig = Buffer.concat([PNG, Buffer.alloc(REWARD_LIMITS.imageMaxBytes)]);
    expect((await bad(rewardForm({ name: 'X', star_cost: 5 }, { bytes: tooBig, type: 'image/png' }))).body).toMatchObject({ statusCode: 400, message: messages.imageSize });
    // JSON instead of multipart.
    const json = await server.fetch(routes.adminRewardCreate.path, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
      body: '{"name":"X"}',
    });
    expect(json.status).toBe(400);
    expect((await server.call<AdminRewardsResponse>('adminRewards', { token: admin.accessToken, query: { search: 'X' } })).body.total_count).toBe(0);
    expect((await callWith('adminReward', admin.accessToken, { id: 'not-a-uuid' })).status).toBe(400);
  });

  it('manages secrets: list, add, change, delete; duplicates and redeemed secrets are refused', async () => {
    const reward = await createReward({ name: 'Gym day pass', star_cost: 10 }, ['GYM-1', 'GYM-2']);
    const list = await callWith<RewardSecretsResponse>('adminRewardSecrets', admin.accessToken, { reward_id: reward.id });
    expect(list.body.secrets.map((s) => s.secret)).toEqual(['GYM-1', 'GYM-2']);
    const [first, second] = list.body.secrets;

    expect((await callWith('adminRewardSecretCreate', admin.accessToken, { reward_id: reward.id }, { body: { secret: 'GYM-1' } })).status).toBe(409);
    expect((await callWith<ApiError>('adminRewardSecretCreate', admin.accessToken, { reward_id: reward.id }, { body: { secret: '  ' } })).body).toMatchObject({
      statusCode: 400,
      fields: { secret: messages.secret },
    });
    const changed = await callWith<RewardSecretResponse>('adminRewardSecretUpdate', admin.accessToken, { reward_id: reward.id, id: second.id }, { body: { secret: 'GYM-2B' } });
    expect(changed.body.secret).toMatchObject({ id: second.id, secret: 'GYM-2B', redeemed_at: null });

    await giveStars(a, 10);
    expect((await redeem(a, reward.id)).body.redemption.secret).toBe('GYM-1');
    expect((await callWith<ApiError>('adminRewardSecretUpdate', admin.accessToken, { reward_id: reward.id, id: first.id }, { body: { secret: 'NEW' } })).body).toMatchObject({
      statusCode: 409,
      message: messages.secretRedeemed,
    });
    expect((await callWith('adminRewardSecretDelete', admin.accessToken, { reward_id: reward.id, id: first.id })).status).toBe(409);
    expect((await callWith('adminRewardSecretDelete', admin.accessToken, { reward_id: reward.id, id: second.id })).status).toBe(204);
    const after = await callWith<RewardSecretsResponse>('adminRewardSecrets', admin.accessToken, { reward_id: reward.id });
    expect(after.body.secrets.map((s) => [s.secret, s.redeemed_at !== null])).toEqual([['GYM-1', true]]);
    // A secret of another reward is not found under this one.
    const other = await createReward({ name: 'Other', star_cost: 5 }, ['O-1']);
    const otherSecret = (await callWith<RewardSecretsResponse>('adminRewardSecrets', admin.accessToken, { reward_id: other.id })).body.secrets[0];
    expect((await callWith('adminRewardSecretDelete', admin.accessToken, { reward_id: reward.id, id: otherSecret.id })).status).toBe(404);
    expect((await callWith('adminRewardSecrets', admin.accessToken, { reward_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });

  it('audits every reward and secret write (spec 000 §3.4 Log action) by the admin, ids only, never the code', async () => {
    const reward = await createReward({ name: 'Audited pass', star_cost: 3 }, ['AUD-SECRET-1'], { bytes: PNG, type: 'image/png' });
    const [secret] = (await callWith<RewardSecretsResponse>('adminRewardSecrets', admin.accessToken, { reward_id: reward.id })).body.secrets;
    expect(
      (await callWith('adminRewardUpdate', admin.accessToken, { id: reward.id }, { form: rewardForm({ name: 'Audited pass 2', star_cost: 4, remove_background_image: true }) })).status,
    ).toBe(200);
    expect((await callWith('adminRewardSecretUpdate', admin.accessToken, { reward_id: reward.id, id: secret.id }, { body: { secret: 'AUD-SECRET-2' } })).status).toBe(200);
    expect((await callWith('adminRewardSecretCreate', admin.accessToken, { reward_id: reward.id }, { body: { secret: 'AUD-SECRET-2' } })).status).toBe(409);
    expect((await callWith('adminRewardSecretDelete', admin.accessToken, { reward_id: reward.id, id: secret.id })).status).toBe(204);
    expect((await callWith('adminRewardDelete', admin.accessToken, { id: reward.id })).status).toBe(204);
    expect((await callWith('adminRewardDelete', admin.accessToken, { id: reward.id })).status).toBe(404);

    const events = await server.db
      .selectFrom('audit_log')
      .select(['event', 'actor_id', 'user_id', 'detail'])
      .where('event', 'like', 'reward%')
      .where((eb) => eb.or([eb(eb.ref('detail', '->>').key('id'), '=', reward.id), eb(eb.ref('detail', '->>').key('reward_id'), '=', reward.id)]))
      .orderBy('id')
      .execute();
    // Refused writes (the duplicate, the second delete) leave no entry.
    expect(events.map((e) => [e.event, e.detail.action, e.detail.id])).toEqual([
      ['reward.created', 'CREATE', reward.id],
      ['reward_secret.created', 'CREATE', secret.id],
      ['reward.updated', 'UPDATE', reward.id],
      ['reward_secret.updated', 'UPDATE', secret.id],
      ['reward_secret.deleted', 'DELETE', secret.id],
      ['reward.deleted', 'DELETE', reward.id],
    ]);
    expect(events.every((e) => e.actor_id === admin.id && e.user_id === null)).toBe(true);
    expect(events[0].detail).toMatchObject({ image: true });
    expect(events[2].detail).toMatchObject({ image: 'removed' });
    expect(JSON.stringify(events)).not.toContain('AUD-SECRET');
  });

  it('keeps rewards admin-only (403 for a member)', async () => {
    expect((await server.call('adminRewards', { token: a.accessToken })).status).toBe(403);
    expect((await callWith('adminRewardCreate', a.accessToken, {}, { form: rewardForm({ name: 'Mine', star_cost: 1 }) })).status).toBe(403);
  });
});

describe('client rewards: eligible and redeem (spec 000 §7.4)', () => {
  it('lists active rewards in stock with can_redeem by the star balance', async () => {
    const m = await signedInMember(server);
    const cheap = await createReward({ name: 'Sticker pack', star_cost: 5 }, ['S-1']);
    const dear = await createReward({ name: 'Headphones', star_cost: 500 }, ['H-1']);
    const empty = await createReward({ name: 'Sold out', star_cost: 1 });
    const hidden = await createReward({ name: 'Hidden', star_cost: 1, active: false }, ['HID-1']);
    await giveStars(m, 20);
    const list = await eligible(m);
    expect(list.star_balance).toBe(20);
    const byId = new Map(list.rewards.map((r) => [r.id, r]));
    expect(byId.get(cheap.id)).toMatchObject({ can_redeem: true, stock: 1, star_cost: 5 });
    expect(byId.get(dear.id)).toMatchObject({ can_redeem: false });
    expect(byId.has(empty.id)).toBe(false);
    expect(byId.has(hidden.id)).toBe(false);
  });

  it('deducts the cost, hands out one secret, notifies, and lists the redemption to its member only', async () => {
    const m = await signedInMember(server);
    const other = await signedInMember(server);
    const reward = await createReward({ name: 'Smoothie', star_cost: 15 }, ['SM-1', 'SM-2']);
    await giveStars(m, 40);
    const res = await redeem(m, reward.id);
    expect(res.status).toBe(200);
    expect(res.body.star_balance).toBe(25);
    expect(res.body.redemption).toMatchObject({ reward_id: reward.id, reward_name: 'Smoothie', star_cost: 15, secret: 'SM-1' });
    expect(await balance(m)).toBe(25);

    const mine = await server.call<RewardRedemptionsResponse>('rewardRedemptions', { token: m.accessToken });
    expect(mine.body.redemptions.map((r) => r.secret)).toEqual(['SM-1']);
    expect((await server.call<RewardRedemptionsResponse>('rewardRedemptions', { token: other.accessToken })).body.redemptions).toEqual([]);

    const unread = await server.call<NotificationsUnreadResponse>('notificationsUnread', { token: m.accessToken });
    expect(unread.body.unread_count).toBe(1);
    expect(unread.body.notifications[0]).toMatchObject({ title: 'Reward redeemed', body: 'You redeemed Smoothie for 15 stars. Your code: SM-1', read_at: null });
    expect((await server.call<NotificationsUnreadResponse>('notificationsUnread', { token: other.accessToken })).body.unread_count).toBe(0);

    // The member keeps the code after the reward is deleted.
    expect((await callWith('adminRewardDelete', admin.accessToken, { id: reward.id })).status).toBe(204);
    const kept = await server.call<RewardRedemptionsResponse>('rewardRedemptions', { token: m.accessToken });
    expect(kept.body.redemptions[0]).toMatchObject({ reward_id: null, reward_name: 'Smoothie', secret: 'SM-1' });
  });

  it('refuses without enough stars, without stock, for an inactive or unknown reward — changing nothing', async () => {
    const m = await signedInMember(server);
    const reward = await createReward({ name: 'Water bottle', star_cost: 50 }, ['WB-1']);
    await giveStars(m, 49);
    expect((await redeem(m, reward.id)).body).toMatchObject({ statusCode: 409, error_code: 'CONFLICT', message: messages.notEnoughStars });
    expect(await balance(m)).toBe(49);
    expect((await callWith<RewardSecretsResponse>('adminRewardSecrets', admin.accessToken, { reward_id: reward.id })).body.secrets[0].redeemed_at).toBeNull();

    await giveStars(m, 200);
    expect((await redeem(m, reward.id)).status).toBe(200);
    expect((await redeem(m, reward.id)).body).toMatchObject({ statusCode: 409, message: messages.outOfStock });
    expect(await balance(m)).toBe(150);

    const off = await createReward({ name: 'Retired', star_cost: 1, active: false }, ['R-1']);
    expect((await redeem(m, off.id)).body).toMatchObject({ statusCode: 409, message: messages.inactive });
    expect((await redeem(m, '00000000-0000-4000-8000-000000000000')).body).toMatchObject({ statusCode: 404, message: messages.notFound });
    expect((await redeem(m, 'nope')).status).toBe(400);
    expect(await balance(m)).toBe(150);
  });

  it('never hands one secret out twice under concurrent redeems by many members', async () => {
    const reward = await createReward({ name: 'Spa voucher', star_cost: 10 }, ['SPA-1', 'SPA-2', 'SPA-3']);
    const members = await Promise.all(Array.from({ length: 8 }, () => signedInMember(server)));
    await Promise.all(members.map((m) => giveStars(m, 10)));
    const results = await Promise.all(members.map((m) => redeem(m, reward.id)));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(new Set(won.map((r) => r.body.redemption.secret))).toEqual(new Set(['SPA-1', 'SPA-2', 'SPA-3']));
    const balances = await Promise.all(members.map(balance));
    expect(balances.filter((s) => s === 0)).toHaveLength(3);
    expect(balances.filter((s) => s === 10)).toHaveLength(5);
  });

  it('never overdraws one member redeeming in parallel', async () => {
    const m = await signedInMember(server);
    const reward = await createReward({ name: 'Yoga class', star_cost: 20 }, ['Y-1', 'Y-2', 'Y-3', 'Y-4', 'Y-5']);
    await giveStars(m, 50); // enough for two
    const results = await Promise.all(Array.from({ length: 5 }, () => redeem(m, reward.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409).every((r) => (r.body as unknown as ApiError).message === messages.notEnoughStars)).toBe(true);
    expect(await balance(m)).toBe(10);
    const mine = await server.call<RewardRedemptionsResponse>('rewardRedemptions', { token: m.accessToken });
    expect(mine.body.redemptions).toHaveLength(2);
    expect(new Set(mine.body.redemptions.map((r) => r.secret)).size).toBe(2);
    const stock = (await callWith<AdminRewardResponse>('adminReward', admin.accessToken, { id: reward.id })).body.reward.stock;
    expect(stock).toBe(3);
  });

  it('redeems stars earned from daily tasks (the same users.star_balance)', async () => {
    const m = await signedInMember(server);
    const tasks = await server.call<{ tasks: { id: string; star_value: number }[] }>('dailyTasks', { token: m.accessToken });
    const walk = tasks.body.tasks.find((t) => t.star_value === 15)!;
    const toggled = await server.call('dailyTaskToggle', { token: m.accessToken, params: { id: walk.id } });
    expect(toggled.status).toBe(200);
    const reward = await createReward({ name: 'Fruit box', star_cost: 15 }, ['FB-1']);
    expect((await redeem(m, reward.id)).body.star_balance).toBe(0);
  });

  it('keeps b from reading a redemption of a', async () => {
    const reward = await createReward({ name: 'Book', star_cost: 3 }, ['BOOK-1']);
    await giveStars(a, 3);
    expect((await redeem(a, reward.id)).status).toBe(200);
    const bs = await server.call<RewardRedemptionsResponse>('rewardRedemptions', { token: b.accessToken });
    expect(bs.body.redemptions.some((r) => r.secret === 'BOOK-1')).toBe(false);
  });
});
