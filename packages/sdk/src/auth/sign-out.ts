import type { AuthContext } from './context.js';

/**
 * Forgets everything the session unlocked: tokens, then (ctx.forgetLocalState) account, data key,
 * query cache and the member's client state groups (spec 001 §3), then the data key in IndexedDB.
 */
export async function signOut(ctx: AuthContext): Promise<void> {
  ctx.session.clear();
  ctx.forgetLocalState();
  await ctx.keyStore.clear();
}
