// spec 001 §3: client state holds the current account (HealthDeck.$account) and the star balance
// (default 0); daily tasks move it (spec 001 §4: set locally first, reverted on failure).
import { atom, type ReadableAtom } from 'nanostores';
import type { AccountResponse } from '@healthdeck/contract/light';

export const $starBalance = atom<number>(0);

/** Sets the balance; never below 0, whole stars only (anything else is ignored). */
export function setStarBalance(stars: number): void {
  if (Number.isFinite(stars)) $starBalance.set(Math.max(0, Math.trunc(stars)));
}

/** Adds (or with a negative delta takes away) stars, never going below 0; returns the new balance. */
export function addStars(delta: number): number {
  setStarBalance($starBalance.get() + delta);
  return $starBalance.get();
}

/**
 * Keeps $starBalance on the account's user.star_balance whenever the account changes (sign-in, a
 * task toggled); signing out (account null) puts it back to 0. Returns the unsubscribe function.
 */
export function followAccountStars($account: ReadableAtom<AccountResponse | null>): () => void {
  return $account.subscribe((account) => setStarBalance(account?.user.star_balance ?? 0));
}
