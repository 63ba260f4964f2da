import { describe, expect, it } from 'vitest';
import { createKnownUsers } from '../src/auth/known-users.js';

describe('known users: the guard remembers the users it found for a few seconds', () => {
  it('remembers a user for the ttl only, and forgets on request', () => {
    let clock = 1_000_000;
    const known = createKnownUsers(5_000, () => new Date(clock));
    expect(known.has('a')).toBe(false);
    known.remember('a');
    clock += 4_999;
    expect(known.has('a')).toBe(true);
    clock += 1;
    expect(known.has('a')).toBe(false);
    known.remember('a');
    known.forget('a');
    expect(known.has('a')).toBe(false);
  });

  it('keeps at most maxEntries, dropping the least recently remembered', () => {
    const known = createKnownUsers(60_000, () => new Date(0), 2);
    known.remember('a');
    known.remember('b');
    known.remember('a'); // a is now newer than b
    known.remember('c');
    expect([known.has('a'), known.has('b'), known.has('c')]).toEqual([true, false, true]);
  });
});
