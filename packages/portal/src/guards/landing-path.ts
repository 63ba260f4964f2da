import type { AccountResponse } from '@healthdeck/contract/light';

/** spec 000 §2: the default page of the area the user works in: /admin for an administrator, /client/home for a member. */
export function landingPath(account: AccountResponse): string {
  return account.user.roles.includes('admin') ? '/admin' : '/client/home';
}
