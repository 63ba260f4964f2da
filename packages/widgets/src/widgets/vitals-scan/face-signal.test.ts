import { describe, expect, it } from 'vitest';
import { cameraFailure } from './camera';
import { ovalMean } from './face-signal';

/** A w×h RGBA picture: `inside` colour within the face oval's box centre, `outside` at the corners. */
function picture(w: number, h: number, colour: (x: number, y: number) => [number, number, number]) {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [r, g, b] = colour(x, y);
      data.set([r, g, b, 255], (y * w + x) * 4);
    }
  return data;
}

describe('ovalMean (the face oval’s light signal)', () => {
  it('averages only the pixels inside the oval, not the background', () => {
    const w = 40;
    const h = 40;
    const centre = (x: number, y: number) => ((x + 0.5) / w - 0.5) ** 2 / 0.3 ** 2 + ((y + 0.5) / h - 0.5) ** 2 / 0.4 ** 2 <= 1;
    const data = picture(w, h, (x, y) => (centre(x, y) ? [200, 120, 90] : [0, 255, 0]));
    expect(ovalMean(data, w, h)).toEqual({ r: 200, g: 120, b: 90 });
  });

  it('is null for an empty picture', () => {
    expect(ovalMean(new Uint8ClampedArray(0), 0, 0)).toBeNull();
  });
});

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
