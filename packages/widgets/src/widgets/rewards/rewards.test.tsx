import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REWARD_LIMITS, type DailyTask, type EligibleReward, type RewardRedemption } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { accountFixture, apiError, createFakeClient, createFakeServer, json, type FakeServer } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { fakeTask } from '../../test/fake-daily-tasks-api';
import { DailyTasks } from '../daily-tasks/daily-tasks';
import { Rewards } from './rewards';
import { starsShort } from './eligible-rewards';

afterEach(() => vi.restoreAllMocks());

interface StoreReward {
  id: string;
  name: string;
  star_cost: number;
  active: boolean;
  secrets: string[];
  image: boolean;
}
const SMOOTHIE = '00000000-0000-4000-8000-0000000000a1';
const YOGA = '00000000-0000-4000-8000-0000000000a2';

function store(balance: number) {
  return {
    balance,
    rewards: [
      { id: SMOOTHIE, name: 'Smoothie voucher', star_cost: 15, active: true, secrets: ['SMOOTHIE-7K2Q', 'SMOOTHIE-4M9T'], image: true },
      { id: YOGA, name: 'Yoga class pass', star_cost: 40, active: true, secrets: ['YOGA-31QZ'], image: false },
    ] as StoreReward[],
    redemptions: [] as RewardRedemption[],
    tasks: [] as DailyTask[],
  };
}
type Store = ReturnType<typeof store>;

/** The rewards routes as the server answers them (refusals with REWARD_LIMITS messages, 409), sharing the balance with daily tasks. */
async function setup(state: Store): Promise<{ client: HealthDeck; server: FakeServer }> {
  const eligible = (r: StoreReward): EligibleReward => ({
    id: r.id,
    name: r.name,
    description: `${r.name} description`,
    star_cost: r.star_cost,
    background_image_url: r.image ? `/api/client/rewards/${r.id}/background-image` : null,
    stock: r.secrets.length,
    can_redeem: state.balance >= r.star_cost,
  });
  const conflict = (message: string) => apiError(409, message, 'CONFLICT');
  const server = createFakeServer({
    account: () => json(accountFixture({ verified: true, starBalance: state.balance })),
    rewardsEligible: () => json({ rewards: state.rewards.filter((r) => r.active && r.secrets.length > 0).map(eligible), star_balance: state.balance }),
    rewardRedemptions: () => json({ redemptions: state.redemptions }),
    rewardImage: () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } }),
    rewardRedeem: ({ params }) => {
      const reward = state.rewards.find((r) => r.id === params.id);
      if (!reward) return apiError(404, REWARD_LIMITS.messages.notFound);
      if (!reward.active) return conflict(REWARD_LIMITS.messages.inactive);
      if (reward.secrets.length === 0) return conflict(REWARD_LIMITS.messages.outOfStock);
      if (state.balance < reward.star_cost) return conflict(REWARD_LIMITS.messages.notEnoughStars);
      state.balance -= reward.star_cost;
      const redemption: RewardRedemption = {
        id: `00000000-0000-4000-8000-00000000010${state.redemptions.length}`,
        reward_id: reward.id,
        reward_name: reward.name,
        star_cost: reward.star_cost,
        secret: reward.secrets.shift() ?? '',
        redeemed_at: '2026-05-04T12:00:00.000Z',
      };
      state.redemptions.unshift(redemption);
      return json({ redemption, star_balance: state.balance });
    },
    dailyTasks: () => json({ tasks: state.tasks, date: '2026-05-04' }),
    dailyTaskToggle: ({ params }) => {
      const task = state.tasks.find((t) => t.id === params.id);
      if (!task) return apiError(404, 'Daily task not found');
      task.completed_at = '2026-05-04T12:00:00.000Z';
      state.balance += task.star_value;
      return json({ task, star_balance: state.balance });
    },
  });
  const client = await createFakeClient(server);
  client.queryClient.setDefaultOptions({ queries: { retry: false } });
  return { client, server };
}

function renderRewards(client: HealthDeck, extra: React.ReactNode = null, props = {}) {
  render(
    <HealthDeckProvider client={client} navigate={vi.fn()}>
      <Rewards {...props} />
      {extra}
    </HealthDeckProvider>,
  );
}
const card = (name: string) => screen.getByRole('listitem', { name });
const balance = () => screen.getByTestId('star-balance').textContent;

describe('Rewards (spec 000 §7.4 client rewards)', () => {
  it('shows a skeleton, then the star balance, the eligible rewards with their images, and an empty My rewards', async () => {
    const state = store(20);
    const { client, server } = await setup(state);
    const release = server.holdNext('rewardsEligible');
    renderRewards(client);
    expect(screen.getByRole('heading', { level: 2, name: 'Rewards' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading rewards' })).toBeTruthy();
    release();
    await screen.findByRole('listitem', { name: 'Smoothie voucher' });
    expect(balance()).toBe('20 stars');
    expect(card('Smoothie voucher').textContent).toContain('15 stars');
    expect(card('Smoothie voucher').textContent).toContain('2 left');
    await waitFor(() => expect(card('Smoothie voucher').querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    expect(server.called('rewardImage')[0].path).toBe(`/api/client/rewards/${SMOOTHIE}/background-image`);
    expect(card('Yoga class pass').querySelector('img')).toBeNull();
    expect((within(card('Smoothie voucher')).getByRole('button', { name: 'Redeem: Smoothie voucher' }) as HTMLButtonElement).disabled).toBe(false);
    const yoga = within(card('Yoga class pass')).getByRole('button', { name: 'Redeem: Yoga class pass' }) as HTMLButtonElement;
    expect(yoga.disabled).toBe(true);
    expect(card('Yoga class pass').textContent).toContain('You need 20 more stars.');
    expect(await screen.findByText('You have not redeemed a reward yet.')).toBeTruthy();
  });

  it('My rewards: the loading rows, then the rewards already redeemed with their code and date (the list loads with its read)', async () => {
    const state = store(20);
    state.redemptions.push({
      id: '00000000-0000-4000-8000-000000000109',
      reward_id: YOGA,
      reward_name: 'Yoga class pass',
      star_cost: 40,
      secret: 'YOGA-8P1X',
      redeemed_at: '2026-03-02T12:00:00.000Z',
    });
    const { client, server } = await setup(state);
    const release = server.holdNext('rewardRedemptions');
    renderRewards(client);
    expect(await screen.findByRole('status', { name: 'Loading your rewards' })).toBeTruthy();
    release();
    const mine = await screen.findByRole('list', { name: 'My rewards' });
    expect(within(mine).getByText('YOGA-8P1X')).toBeTruthy();
    expect(mine.textContent).toContain('Redeemed on 03/02/2026 · 40 stars');
    expect(screen.queryByRole('status', { name: 'Loading your rewards' })).toBeNull();
  });

  it('redeems after a confirmation: stars taken, the code shown once, then kept in My rewards', async () => {
    const onRedeemed = vi.fn();
    const state = store(20);
    const { client, server } = await setup(state);
    renderRewards(client, null, { onRedeemed });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem: Smoothie voucher' }));
    const confirm = await screen.findByRole('dialog', { name: 'Redeem this reward?' });
    expect(confirm.textContent).toContain('Redeem Smoothie voucher for 15 stars? The stars are taken from your balance.');
    expect(server.called('rewardRedeem')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Redeem' }));

    const done = await screen.findByRole('dialog', { name: 'Reward redeemed' });
    expect(within(done).getByText('SMOOTHIE-7K2Q')).toBeTruthy();
    expect(onRedeemed).toHaveBeenCalledWith({ rewardId: SMOOTHIE, starBalance: 5 });
    expect(balance()).toBe('5 stars');
    await userEvent.click(within(done).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const mine = await screen.findByRole('list', { name: 'My rewards' });
    expect(within(mine).getByText('SMOOTHIE-7K2Q')).toBeTruthy();
    expect(mine.textContent).toContain('Redeemed on 05/04/2026');
    await waitFor(() => expect(card('Smoothie voucher').textContent).toContain('You need 10 more stars.'));
    expect((within(card('Smoothie voucher')).getByRole('button', { name: 'Redeem: Smoothie voucher' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    [
      'not enough stars',
      (s: Store) => {
        s.balance = 3;
      },
      REWARD_LIMITS.messages.notEnoughStars,
    ],
    [
      'out of stock',
      (s: Store) => {
        s.rewards[0].secrets = [];
      },
      REWARD_LIMITS.messages.outOfStock,
    ],
    [
      'an inactive reward',
      (s: Store) => {
        s.rewards[0].active = false;
      },
      REWARD_LIMITS.messages.inactive,
    ],
  ])("%s: the server's message, and the list read again", async (_case, change, message) => {
    const state = store(20);
    const { client, server } = await setup(state);
    renderRewards(client);
    const redeem = await screen.findByRole('button', { name: 'Redeem: Smoothie voucher' });
    change(state); // changed on the server after the page read the list (another device, an administrator)
    await userEvent.click(redeem);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Redeem' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(message);
    await waitFor(() => expect(server.called('rewardsEligible').length).toBe(2));
    await waitFor(() => expect(server.called('rewardRedemptions').length).toBe(2));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('SMOOTHIE-7K2Q')).toBeNull();
  });

  it("says so when no reward is available, and shows 'Failed to load eligible rewards' with Try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const state = store(0);
    state.rewards = [];
    const { client, server } = await setup(state);
    server.failNext('rewardsEligible', 500);
    renderRewards(client);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load eligible rewards');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No rewards are available right now. Check back soon.')).toBeTruthy();
  });

  it('the balance is the one every widget shows: a daily task done makes a reward redeemable, a redeem updates the task counter', async () => {
    const state = store(10);
    state.tasks = [fakeTask('Take a 10 minute walk', { star_value: 15 })];
    const { client } = await setup(state);
    renderRewards(client, <DailyTasks />);
    await screen.findByRole('listitem', { name: 'Smoothie voucher' });
    await waitFor(() => expect(screen.getByTestId('star-counter').textContent).toBe('10'));
    expect((within(card('Smoothie voucher')).getByRole('button', { name: 'Redeem: Smoothie voucher' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(screen.getByTestId('daily-task')).getByRole('button'));
    await waitFor(() => expect(balance()).toBe('25 stars'), { timeout: 3000 });
    expect((within(card('Smoothie voucher')).getByRole('button', { name: 'Redeem: Smoothie voucher' }) as HTMLButtonElement).disabled).toBe(false);

    await userEvent.click(within(card('Smoothie voucher')).getByRole('button', { name: 'Redeem: Smoothie voucher' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Redeem' }));
    await screen.findByRole('dialog', { name: 'Reward redeemed' });
    expect(balance()).toBe('10 stars');
    expect(screen.getByTestId('star-counter').textContent).toBe('10');
  });
});

describe('starsShort', () => {
  it.each([
    [20, 15, 0],
    [15, 15, 0],
    [5, 15, 10],
    [0, 40, 40],
  ])('balance %i, cost %i: %i missing', (stars, cost, missing) => {
    expect(starsShort(stars, cost)).toBe(missing);
  });
});
