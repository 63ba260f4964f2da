import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';

/** How long sign-out waits for the server after forgetting the session locally. */
export const SIGN_OUT_SERVER_WAIT_MS = 5_000;

/**
 * Forgets everything the session unlocked: tokens, then (forgetLocalState) account, data key,
 * query cache and the member's client state groups (spec 001 §3), then the data key in IndexedDB;
 * then ends the session on the server with its own access token, so its refresh and access tokens
 * stop working (POST /api/auth/logout). Local first: a request still in flight that the ended
 * session makes fail finds no session to refresh, instead of ending it a second time. Whatever the
 * server answers (offline included) the member is signed out here, and the tokens expire on their own.
 */
export async function signOut(hd: HealthDeck): Promise<void> {
  const { session, keyStore, forgetLocalState } = clientInternals(hd);
  // From storage: another client on the page (or another tab) may hold a newer token of the session.
  const bearer = session.reload()?.access.token;
  session.clear();
  forgetLocalState();
  await keyStore.clear();
  if (!bearer) return;
  const told = hd.call('logout', { bearer, keepalive: true, signal: AbortSignal.timeout(SIGN_OUT_SERVER_WAIT_MS) }).catch(() => undefined);
  // The timer too: a fetch that ignores its signal (a stub, an extension) cannot hold sign-out up.
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([told, new Promise<void>((resolve) => (timer = setTimeout(resolve, SIGN_OUT_SERVER_WAIT_MS)))]);
  clearTimeout(timer);
}
