import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from '../src/db/like-pattern.js';

describe('LIKE patterns from search text', () => {
  it('escapes %, _ and \\ so they match only themselves', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('plain')).toBe('%plain%');
  });
});
