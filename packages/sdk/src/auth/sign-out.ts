import type { AuthContext } from './context.js';

/** Forgets everything the session unlocked: tokens, account, data key (also in IndexedDB), cache. */
export async function signOut(ctx: AuthContext): Promise<void> {
  ctx.session.clear();
  ctx.$account.set(null);
  ctx.$dataKey.set(null);
  ctx.queryClient.clear();
  await ctx.keyStore.clear();
}
