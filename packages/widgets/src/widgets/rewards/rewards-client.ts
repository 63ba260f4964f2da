// Rewards are a standalone sdk factory (the embed does not pay for it); the element makes only the
// member's part (no staff calls, no admin route rows). Its reads use the sdk's
// keys (['rewards', …]) and its balance goes to ['account'] and $account, which every widget
// showing stars (daily tasks, this one) reads: a redeem or a task done shows everywhere at once.
import { useMemo } from 'react';
import { createMemberRewardsApi, memberRewardsQueries, type HealthDeck } from '@healthdeck/sdk';

export function useRewardsApi(client: HealthDeck) {
  return useMemo(() => {
    const api = createMemberRewardsApi(client);
    return { api, queries: memberRewardsQueries(api) };
  }, [client]);
}
export type RewardsClient = ReturnType<typeof useRewardsApi>;

/** The stars still missing to redeem a reward (0 when the balance covers it). */
export function starsShort(balance: number, cost: number): number {
  return Math.max(cost - balance, 0);
}
