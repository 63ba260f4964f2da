// Rewards (spec 000 §7.4) through the sdk against the loopback contract server: eligible rewards and
// redeem publish the star balance (['account'] cache and $account) and invalidate exactly the reads
// they change; refusals carry the server's message; admin create/update send multipart (data JSON +
// background_image); the background image comes back as a Blob.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/query-core';
import { REWARD_LIMITS, type AccountResponse, type AdminReward, type EligibleRewardsResponse, type RewardRedeemResponse } from '@healthdeck/contract';
import {
  addRewardSecret,
  adminRewardQuery,
  adminRewardsKeys,
  adminRewardsQuery,
  createHealthDeck,
  type HealthDeck,
  createReward,
  deleteReward,
  deleteRewardSecret,
  eligibleRewardsQuery,
  fetchRewardImage,
  redeemReward,
  rewardRedemptionsQuery,
  rewardsKeys,
  rewardSecretsQuery,
  RequestFailed,
  notificationsKeys,
  accountQuery,
  fetchAccount,
  updateReward,
  updateRewardSecret,
} from '../src/index.js';
import { startContractServer, type ContractServer, type Reply } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const REWARD_ID = '44444444-4444-4444-8444-444444444444';
const conflict = (message: string): Reply => ({ status: 409, body: { statusCode: 409, error_code: 'CONFLICT', message } });

const account = (star_balance: number): AccountResponse => ({
  user: { id: 'user-1', email: 'm@example.test', name: 'Test Member', verified: true, star_balance, roles: ['member'], organizations: [], programs: [] },
  profile: { sleep_goal: null, water_intake: null },
  keySalt: 'c2FsdA==',
  publicKey: null,
  encrptedPrivateKey: null,
  encryptedDataKey: null,
  session: { kit_id: null, verificationEmailSent: false },
  renderedMoreActiveIframe: false,
});

const adminReward = (name: string): AdminReward => ({
  id: REWARD_ID,
  name,
  description: '',
  star_cost: 10,
  active: true,
  background_image_url: `/api/client/rewards/${REWARD_ID}/background-image`,
  stock: 2,
  secrets_total: 2,
  created_at: '2026-05-04T08:00:00.000Z',
  updated_at: '2026-05-04T08:00:00.000Z',
});

const SECRET_ID = '88888888-8888-4888-8888-888888888888';
const secret = (value: string) => ({ id: SECRET_ID, reward_id: REWARD_ID, secret: value, redeemed_at: null, created_at: '2026-05-04T08:00:00.000Z' });

async function setUp() {
  const state = { balance: 30, stock: 1, bodies: [] as string[] };
  server = await startContractServer({
    handlers: {
      account: () => ({ status: 200, body: account(state.balance) }),
      rewardsEligible: () => ({
        status: 200,
        body: {
          star_balance: state.balance,
          rewards:
            state.stock > 0 ? [{ id: REWARD_ID, name: 'Coffee', description: '', star_cost: 20, background_image_url: null, stock: state.stock, can_redeem: state.balance >= 20 }] : [],
        } satisfies EligibleRewardsResponse,
      }),
      rewardRedemptions: () => ({ status: 200, body: { redemptions: [] } }),
      notificationsUnread: () => ({ status: 200, body: { notifications: [], unread_count: 0 } }),
      rewardRedeem: (req) => {
        if (req.params.id !== REWARD_ID) return { status: 404, body: { statusCode: 404, error_code: 'NOT_FOUND', message: REWARD_LIMITS.messages.notFound } };
        if (state.stock === 0) return conflict(REWARD_LIMITS.messages.outOfStock);
        if (state.balance < 20) return conflict(REWARD_LIMITS.messages.notEnoughStars);
        state.balance -= 20;
        state.stock -= 1;
        const body: RewardRedeemResponse = {
          redemption: { id: '55555555-5555-4555-8555-555555555555', reward_id: REWARD_ID, reward_name: 'Coffee', star_cost: 20, secret: 'CODE-1', redeemed_at: '2026-05-04T15:00:00.000Z' },
          star_balance: state.balance,
        };
        return { status: 200, body };
      },
      adminRewardCreate: (req) => {
        state.bodies.push(String(req.body));
        return { status: 200, body: { reward: adminReward('Coffee') } };
      },
      adminRewardUpdate: (req) => {
        state.bodies.push(String(req.body));
        return { status: 200, body: { reward: adminReward('Tea') } };
      },
      adminRewards: () => ({ status: 200, body: { rewards: [adminReward('Coffee')], total_count: 1 } }),
      rewardImage: () => ({ status: 200, raw: 'PNGBYTES' }),
      adminReward: () => ({ status: 200, body: { reward: adminReward('Coffee') } }),
      adminRewardDelete: () => ({ status: 204 }),
      adminRewardSecrets: () => ({ status: 200, body: { secrets: [secret('S-1')] } }),
      adminRewardSecretCreate: (req) => ({ status: 200, body: { secret: secret((req.body as { secret: string }).secret) } }),
      adminRewardSecretUpdate: (req) => ({ status: 200, body: { secret: secret((req.body as { secret: string }).secret) } }),
      adminRewardSecretDelete: () => ({ status: 204 }),
    },
  });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  return { hd, state };
}

describe('rewards sdk (spec 000 §7.4)', () => {
  it('reads eligible rewards under [rewards, eligible] and publishes the star balance', async () => {
    const { hd } = await setUp();
    await fetchAccount(hd);
    expect(eligibleRewardsQuery(hd).queryKey).toEqual(['rewards', 'eligible']);
    const data = await hd.queryClient.fetchQuery(eligibleRewardsQuery(hd));
    expect(data.rewards[0]).toMatchObject({ id: REWARD_ID, can_redeem: true });
    expect(hd.$account.get()?.user.star_balance).toBe(30);
  });

  it('redeem deducts in the account cache and $account, and re-reads eligible rewards, redemptions and notifications', async () => {
    const { hd } = await setUp();
    await hd.queryClient.fetchQuery(accountQuery(hd));
    const eligible = new QueryObserver(hd.queryClient, eligibleRewardsQuery(hd));
    const unsubscribe = eligible.subscribe(() => {});
    await hd.queryClient.fetchQuery(rewardRedemptionsQuery(hd));
    await hd.queryClient.fetchQuery({ queryKey: notificationsKeys.unread, queryFn: () => hd.call('notificationsUnread') });
    await vi.waitFor(() => expect(eligible.getCurrentResult().data?.rewards).toHaveLength(1));
    const eligibleReadsBefore = server!.hits('rewardsEligible');

    const result = await redeemReward(hd, REWARD_ID);
    expect(result.redemption.secret).toBe('CODE-1');
    expect(hd.queryClient.getQueryData<AccountResponse>(['account'])?.user.star_balance).toBe(10);
    expect(hd.$account.get()?.user.star_balance).toBe(10);
    // The observed eligible list was read again (now empty: the last secret is gone).
    expect(server!.hits('rewardsEligible')).toBe(eligibleReadsBefore + 1);
    expect(hd.queryClient.getQueryData<EligibleRewardsResponse>(rewardsKeys.eligible)?.rewards).toEqual([]);
    expect(hd.queryClient.getQueryState(rewardsKeys.redemptions)?.isInvalidated).toBe(true);
    expect(hd.queryClient.getQueryState(notificationsKeys.unread)?.isInvalidated).toBe(true);
    // The admin list is not touched by a member's redeem.
    expect(hd.queryClient.getQueryState(adminRewardsKeys.list())).toBeUndefined();
    unsubscribe();
  });

  it("rejects a refused redeem with the server's message and changes no balance", async () => {
    const { hd, state } = await setUp();
    await fetchAccount(hd);
    state.balance = 5;
    await fetchAccount(hd);
    const error = await redeemReward(hd, REWARD_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestFailed);
    expect((error as RequestFailed).message).toBe(REWARD_LIMITS.messages.notEnoughStars);
    expect((error as RequestFailed).status).toBe(409);
    expect(hd.$account.get()?.user.star_balance).toBe(5);
    state.stock = 0;
    await expect(redeemReward(hd, REWARD_ID)).rejects.toThrow(REWARD_LIMITS.messages.outOfStock);
  });

  it('admin create and update send multipart data JSON with an optional background_image, then re-read admin lists', async () => {
    const { hd } = await setUp();
    await hd.queryClient.fetchQuery(adminRewardsQuery(hd));
    const picture = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const created = await createReward(hd, { data: { name: 'Coffee', star_cost: 10 }, backgroundImage: picture, fileName: 'coffee.png' });
    expect(created.reward.name).toBe('Coffee');
    const createBody = server!.requests.find((r) => r.route === 'adminRewardCreate')!;
    expect(String(createBody.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const text = String(createBody.body);
    expect(text).toContain('name="data"');
    expect(text).toContain('{"name":"Coffee","star_cost":10}');
    expect(text).toContain('name="background_image"; filename="coffee.png"');
    expect(hd.queryClient.getQueryState(adminRewardsKeys.list())?.isInvalidated).toBe(true);

    await updateReward(hd, REWARD_ID, { data: { name: 'Tea', star_cost: 10, remove_background_image: true } });
    const update = server!.requests.find((r) => r.route === 'adminRewardUpdate')!;
    expect(update.url).toBe(`/api/admin/rewards/${REWARD_ID}`);
    expect(String(update.body)).toContain('"remove_background_image":true');
    expect(String(update.body)).not.toContain('background_image";');
  });

  it('answers the background image as a Blob', async () => {
    const { hd } = await setUp();
    const blob = await fetchRewardImage(hd, REWARD_ID);
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('PNGBYTES');
    expect(server!.requests.at(-1)?.url).toBe(`/api/client/rewards/${REWARD_ID}/background-image`);
  });

  it('admin get, delete and secrets reach their rows and invalidate the admin reads and the eligible list', async () => {
    const { hd } = await setUp();
    expect(adminRewardQuery(hd, REWARD_ID).queryKey).toEqual(['admin', 'rewards', 'one', REWARD_ID]);
    expect(rewardSecretsQuery(hd, REWARD_ID).queryKey).toEqual(['admin', 'rewards', 'secrets', REWARD_ID]);
    await hd.queryClient.fetchQuery(adminRewardQuery(hd, REWARD_ID));
    await hd.queryClient.fetchQuery(rewardSecretsQuery(hd, REWARD_ID));
    await hd.queryClient.fetchQuery(eligibleRewardsQuery(hd));

    expect((await addRewardSecret(hd, REWARD_ID, 'S-2')).secret.secret).toBe('S-2');
    expect(server!.requests.at(-1)).toMatchObject({ method: 'POST', url: `/api/admin/rewards/${REWARD_ID}/secrets`, body: { secret: 'S-2' } });
    expect(hd.queryClient.getQueryState(['admin', 'rewards', 'secrets', REWARD_ID])?.isInvalidated).toBe(true);
    expect(hd.queryClient.getQueryState(rewardsKeys.eligible)?.isInvalidated).toBe(true);

    await hd.queryClient.fetchQuery(rewardSecretsQuery(hd, REWARD_ID));
    await updateRewardSecret(hd, REWARD_ID, SECRET_ID, 'S-3');
    expect(server!.requests.at(-1)).toMatchObject({ method: 'PUT', url: `/api/admin/rewards/${REWARD_ID}/secrets/${SECRET_ID}` });
    expect(hd.queryClient.getQueryState(['admin', 'rewards', 'secrets', REWARD_ID])?.isInvalidated).toBe(true);
    await deleteRewardSecret(hd, REWARD_ID, SECRET_ID);
    expect(server!.requests.at(-1)).toMatchObject({ method: 'DELETE', url: `/api/admin/rewards/${REWARD_ID}/secrets/${SECRET_ID}` });

    await deleteReward(hd, REWARD_ID);
    expect(server!.requests.at(-1)).toMatchObject({ method: 'DELETE', url: `/api/admin/rewards/${REWARD_ID}` });
    expect(hd.queryClient.getQueryState(['admin', 'rewards', 'one', REWARD_ID])).toBeUndefined();
  });

  it('publishes the balance into the account cache when the host atom is read-only', async () => {
    const { hd } = await setUp();
    await hd.queryClient.fetchQuery(accountQuery(hd));
    const readOnly = {
      call: hd.call,
      queryClient: hd.queryClient,
      $account: { get: hd.$account.get, listen: hd.$account.listen, subscribe: hd.$account.subscribe } as unknown as typeof hd.$account,
    };
    await redeemReward(readOnly as unknown as HealthDeck, REWARD_ID);
    expect(hd.queryClient.getQueryData<AccountResponse>(['account'])?.user.star_balance).toBe(10);
  });
});
