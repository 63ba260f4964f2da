import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTypeOf, type EligibleRewardsResponse, type NotificationsUnreadResponse, type RewardRedemptionsResponse } from '@healthdeck/contract';
import { startTestServerWithFiles, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { DEMO_REWARDS, gradientPng, seedDemoRewards } from '../src/seed/demo-rewards.js';

let server: TestServer;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServerWithFiles();
  member = await signedInMember(server, 'member@healthdeck.test');
});
afterAll(async () => {
  await server.close();
});

describe('demo rewards seed', () => {
  it('makes a real PNG', () => {
    const png = gradientPng(4, 2, [255, 0, 0], [0, 0, 255]);
    expect(imageTypeOf(png)).toBe('image/png');
    expect(png.readUInt32BE(16)).toBe(4);
    expect(png.readUInt32BE(20)).toBe(2);
  });

  it('gives the demo member rewards with images, one redemption, stars and notifications — once', async () => {
    await seedDemoRewards(server.db);
    await seedDemoRewards(server.db);

    const eligible = (await server.call<EligibleRewardsResponse>('rewardsEligible', { token: member.accessToken })).body;
    expect(eligible.star_balance).toBe(40);
    expect(eligible.rewards.map((r) => [r.name, r.stock, r.can_redeem])).toEqual([
      ['Smoothie voucher', DEMO_REWARDS[0].secrets.length - 1, true],
      ['Yoga class pass', DEMO_REWARDS[1].secrets.length, true],
      ['Fitness tracker discount', DEMO_REWARDS[2].secrets.length, false],
    ]);
    const image = await server.fetch(eligible.rewards[0].background_image_url!, { headers: { authorization: `Bearer ${member.accessToken}` } });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(imageTypeOf(Buffer.from(await image.arrayBuffer()))).toBe('image/png');

    const redeemed = (await server.call<RewardRedemptionsResponse>('rewardRedemptions', { token: member.accessToken })).body.redemptions;
    expect(redeemed.map((r) => r.secret)).toEqual([DEMO_REWARDS[0].secrets[0]]);
    const unread = (await server.call<NotificationsUnreadResponse>('notificationsUnread', { token: member.accessToken })).body;
    expect(unread.notifications.map((n) => n.title).sort()).toEqual(['New reward: Yoga class pass', 'Welcome to rewards']);
    expect(await server.db.selectFrom('rewards').select('id').execute()).toHaveLength(3);
  });
});
