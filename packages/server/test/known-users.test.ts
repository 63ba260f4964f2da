import { describe, expect, it } from 'vitest';
import { createKnownUsers } from '../src/auth/known-users.js';

describe('known users: the guard remembers the users (and sessions) it found alive for a few seconds', () => {
  it('remembers a user for the ttl only, and forgets on request', () => {
    let clock = 1_000_000;
    const known = createKnownUsers(5_000, () => new Date(clock));
    expect(known.has('a', null)).toBe(false);
    known.remember('a', null);
    clock += 4_999;
    expect(known.has('a', null)).toBe(true);
    clock += 1;
    expect(known.has('a', null)).toBe(false);
    known.remember('a', null);
    known.forget('a');
    expect(known.has('a', null)).toBe(false);
  });

  it('tells sessions apart: forgetting one session keeps the others; forgetting the user drops them all', () => {
    const known = createKnownUsers(60_000, () => new Date(0));
    known.remember('a', 's1');
    known.remember('a', 's2');
    known.remember('ab', 's1');
    expect(known.has('a', 's3')).toBe(false);
    known.forgetSession('a', 's1');
    expect([known.has('a', 's1'), known.has('a', 's2')]).toEqual([false, true]);
    known.remember('a', null);
    known.forget('a');
    expect([known.has('a', 's2'), known.has('a', null), known.has('ab', 's1')]).toEqual([false, false, true]);
  });

  it('keeps at most maxEntries, dropping the least recently remembered', () => {
    const known = createKnownUsers(60_000, () => new Date(0), 2);
    known.remember('a', null);
    known.remember('b', null);
    known.remember('a', null); // a is now newer than b
    known.remember('c', null);
    expect([known.has('a', null), known.has('b', null), known.has('c', null)]).toEqual([true, false, true]);
  });
});
