// The member's daily-log domains (hydration, sleep, mood, symptoms, daily tasks, preferences,
// streaks, body metrics, meals) with their query options and optimistic mutations. The client does
// not build them: each is made once per client on first use, registering its route rows then, so a
// page (the embed's base above all) carries only the domains its widgets use. State stays in the
// client's query cache and atoms, so every widget on a page sees the same values.
// One module per domain (a bundler splits by module): an element pays only for the domains it uses.
import type { HealthDeck } from '../health-deck.js';
import { routed, type RouteRows } from '../transport/http.js';

/** `make` run once per client (later calls answer the same value: mutations keep per-client state). */
export function perClient<T>(make: (hd: HealthDeck) => T): (hd: HealthDeck) => T {
  const made = new WeakMap<HealthDeck, T>();
  return (hd) => {
    let value = made.get(hd);
    if (value === undefined) {
      value = make(hd);
      made.set(hd, value);
    }
    return value;
  };
}

/** The client's call with `rows` registered (so the call needs no look-up in the whole table). */
export function callWith(hd: HealthDeck, rows: RouteRows): HealthDeck['call'] {
  routed(hd.call, rows);
  return hd.call;
}

export type Signal = { signal?: AbortSignal };
