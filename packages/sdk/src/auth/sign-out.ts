import type { AuthContext } from './context.js';

/** How long sign-out waits for the server before forgetting the session locally anyway. */
export const SIGN_OUT_SERVER_WAIT_MS = 5_000;

/**
 * Ends the session on the server (its refresh and access tokens stop working), then forgets
 * everything the session unlocked: tokens, then (ctx.forgetLocalState) account, data key, query
 * cache and the member's client state groups (spec 001 §3), then the data key in IndexedDB. The
 * local part happens whatever the server answers: a member who signs out offline is signed out
 * here, and the session's tokens expire on their own.
 */
export async function signOut(ctx: AuthContext): Promise<void> {
  if (ctx.session.get()) {
    await ctx.call('logout', { signal: AbortSignal.timeout(SIGN_OUT_SERVER_WAIT_MS) }).catch(() => undefined);
  }
  ctx.session.clear();
  ctx.forgetLocalState();
  await ctx.keyStore.clear();
}
