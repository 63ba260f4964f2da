// spec 000 §7.4 Rewards in one object (the admin app, hosts and the sdk's users that want every
// call): the member's calls (rewards-member.ts) and staff's under `admin` (rewards-admin.ts). The
// rewards element creates only the member's part, so it carries only those calls and route rows.
// A standalone factory: pages that show rewards pay for it, the embed's base does not.
import { createRewardsAdminApi } from './rewards-admin.js';
import { createMemberRewardsApi, type RewardsHost } from './rewards-member.js';

export function createRewardsApi(hd: RewardsHost) {
  return { ...createMemberRewardsApi(hd), admin: createRewardsAdminApi(hd) };
}
export type RewardsApi = ReturnType<typeof createRewardsApi>;
