// One unlock per browser session (docs/decisions/0101-one-unlock-per-session.md): the member's
// private key and data key, opened together at sign-in or by one unlock after a reload, are the
// keys every sealed screen reads with, in memory only, until sign-out or until the member has been
// idle for the client's idle-lock time. Locking drops both and what was opened with them.
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';

/** How long a member may be idle before their sealed records lock again, unless the client says otherwise. */
export const DEFAULT_IDLE_LOCK_MINUTES = 15;

/** What counts as the member being there: any input in the page. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** The idle-lock time of this client (HealthDeckOptions.idleLockMinutes), in minutes. */
export function idleLockMinutes(hd: HealthDeck): number {
  return clientInternals(hd).idleLockMinutes;
}

/** Whether both keys of the session are open (what every sealed screen needs to read and to seal). */
export function sealedKeysOpen(hd: HealthDeck): boolean {
  return hd.$privateKey.get() !== null && hd.$dataKey.get() !== null;
}

/**
 * Locks the session's sealed records: both keys leave memory and the key store, and every query is
 * dropped, so nothing opened with them stays on screen or in the cache; the screens read again and
 * show the locked state until the password opens the keys once more.
 */
export async function lockSealedKeys(hd: HealthDeck): Promise<void> {
  const { $privateKey, $dataKey, keyStore } = clientInternals(hd);
  $privateKey.set(null);
  $dataKey.set(null);
  hd.queryClient.removeQueries({ type: 'inactive' });
  await Promise.all([hd.queryClient.resetQueries(), keyStore.clear().catch(() => undefined)]);
}

/**
 * Locks the keys once the member has done nothing in `target` (the page) for the idle-lock time.
 * Compares times rather than trusting one long timer, so a laptop that slept past the limit locks
 * on waking. Returns the function that stops watching.
 */
export function watchIdleLock(hd: HealthDeck, target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = globalThis): () => void {
  const { now, idleLockMinutes: minutes, $privateKey, $dataKey } = clientInternals(hd);
  const limit = minutes * 60_000;
  let last = now();
  const touch = (): void => {
    last = now();
  };
  const check = (): void => {
    if (($privateKey.get() || $dataKey.get()) && now() - last >= limit) void lockSealedKeys(hd);
  };
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, touch, { passive: true });
  target.addEventListener('visibilitychange', check);
  // Keys opened (sign-in, an unlock) start a fresh idle period.
  const stopPrivate = $privateKey.listen(touch);
  const stopData = $dataKey.listen(touch);
  const timer = setInterval(check, Math.min(limit, 30_000));
  return () => {
    clearInterval(timer);
    stopPrivate();
    stopData();
    target.removeEventListener('visibilitychange', check);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, touch);
  };
}
