import { describe, expect, it } from 'vitest';
import { cameraFailure } from './camera';

describe('cameraFailure (getUserMedia refusals)', () => {
  it.each([
    ['NotAllowedError', 'refused'],
    ['SecurityError', 'refused'],
    ['NotFoundError', 'missing'],
    ['OverconstrainedError', 'missing'],
    ['NotReadableError', 'failed'],
    ['AbortError', 'failed'],
  ])('%s → %s', (name, state) => {
    expect(cameraFailure(new DOMException('x', name))).toBe(state);
  });
});
