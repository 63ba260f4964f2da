import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml in a DOM DOMPurify cannot walk (happy-dom)', () => {
  it('fails closed: returns nothing rather than the input, and says why once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(sanitizeHtml('<p>hello</p><script>alert(1)</script>')).toBe('');
    expect(sanitizeHtml('<b>again</b>')).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('DOMPurify does not sanitise correctly'));
  });
});
