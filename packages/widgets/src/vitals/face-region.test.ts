import { describe, expect, it } from 'vitest';
import { faceRegion, isSkin } from './face-region';

/** A w×h RGBA picture coloured by `colour`. */
function picture(w: number, h: number, colour: (x: number, y: number) => [number, number, number]) {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [r, g, b] = colour(x, y);
      data.set([r, g, b, 255], (y * w + x) * 4);
    }
  return data;
}
const w = 40;
const h = 40;
const inOval = (x: number, y: number) => ((x + 0.5) / w - 0.5) ** 2 / 0.3 ** 2 + ((y + 0.5) / h - 0.5) ** 2 / 0.4 ** 2 <= 1;

describe('isSkin (YCbCr skin box)', () => {
  it.each([
    [[224, 172, 150], true],
    [[196, 146, 118], true],
    [[141, 85, 36], true],
    [[88, 52, 38], true],
    [[40, 90, 200], false],
    [[20, 200, 40], false],
    [[128, 128, 128], false],
  ] as const)('%j → %s', ([r, g, b], skin) => {
    expect(isSkin(r, g, b)).toBe(skin);
  });
});

describe('faceRegion (the oval’s skin)', () => {
  it('averages only the skin inside the oval: not the background, not what is not skin', () => {
    const data = picture(w, h, (x, y) => (!inOval(x, y) ? [196, 146, 118] : y < 12 ? [30, 30, 30] : [200, 140, 110]));
    const region = faceRegion(data, w, h);
    expect(region).toMatchObject({ r: 200, g: 140, b: 110 });
    expect(region!.skin).toBeGreaterThan(0.5);
    expect(region!.skin).toBeLessThan(1);
  });

  it('tells a face-less oval (no skin) and how lit the oval is', () => {
    expect(
      faceRegion(
        picture(w, h, () => [40, 90, 200]),
        w,
        h,
      ),
    ).toMatchObject({ skin: 0, r: 0 });
    expect(
      faceRegion(
        picture(w, h, () => [100, 100, 100]),
        w,
        h,
      )!.luma,
    ).toBeCloseTo(100, 5);
  });

  it('is null for an empty picture', () => {
    expect(faceRegion(new Uint8ClampedArray(0), 0, 0)).toBeNull();
  });
});
