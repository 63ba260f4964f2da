// Synthetic face clips for Chromium's fake camera (--use-file-for-fake-video-capture): a
// skin-toned face (shaded, textured, with eyes and a mouth) on a plain wall, 160×120 at 30 frames a
// second, written as raw 4:2:0 YUV (.y4m, BT.601 limited range, 8 bits: the quantisation a camera
// has). The skin carries a pulse at a known rate (the pulse model of
// packages/widgets/src/test/synthetic-pulse.ts: non-sinusoidal, beat-to-beat variation, at most
// 0.5 % of the skin tone), under sensor noise, slow light drift and small head motion. The clip
// loops on whole beats (and whole periods of its drift and motion), as the fake camera replays it.
// Used by the accuracy benchmark (tests/benchmarks/rppg/bench-rppg.ts) and the vitals journey.
import { beatOnsets, gaussian, PULSE_SIGNATURE, pulseAt, seeded, SKIN_TONE, trueRmssd } from '../../packages/widgets/src/test/synthetic-pulse';

export type FaceClipKind = 'clean' | 'noisy' | 'still' | 'dark' | 'moving';

export interface FaceClipOptions {
  kind: FaceClipKind;
  /** The nominal rate; the clip's true rate (whole beats in its length) is returned. */
  bpm: number;
  seed: number;
  /** Length of one loop (seconds). */
  seconds?: number;
}

export interface FaceClip {
  y4m: Buffer;
  /** The true mean rate of the clip's beats, or null when it carries no pulse. */
  bpm: number | null;
  /** The true RMSSD (ms) of the clip's beat intervals, or null when it carries no pulse. */
  rmssd: number | null;
  frames: number;
}

const WIDTH = 160;
const HEIGHT = 120;
const FPS = 30;
const WALL = [92, 112, 140] as const;
const EYE = [52, 40, 38] as const;
const LIPS = [150, 78, 80] as const;

/** What each kind of clip holds: pulse amplitude (share of the skin tone), sensor noise (levels), light drift, head motion (pixels), brightness. */
const KINDS: Record<FaceClipKind, { amplitude: number; noise: number; drift: number; motion: number; shake: number; brightness: number; variation: number }> = {
  clean: { amplitude: 0.005, noise: 1.5, drift: 0.02, motion: 0.3, shake: 0, brightness: 1, variation: 0.03 },
  noisy: { amplitude: 0.0035, noise: 4, drift: 0.08, motion: 1.2, shake: 0.15, brightness: 0.85, variation: 0.05 },
  still: { amplitude: 0, noise: 0, drift: 0, motion: 0, shake: 0, brightness: 1, variation: 0 },
  dark: { amplitude: 0.005, noise: 1.5, drift: 0.02, motion: 0.3, shake: 0, brightness: 0.12, variation: 0.03 },
  moving: { amplitude: 0, noise: 2, drift: 0.05, motion: 3, shake: 0.6, brightness: 1, variation: 0 },
};

/** A periodic wobble over `span` seconds: sinusoids at whole multiples of 1/span (so it loops), slow ones and, with `shake`, some in the pulse band. */
function wobble(random: () => number, span: number, slow: number, fast: number): (t: number) => number {
  const parts: { f: number; a: number; p: number }[] = [];
  for (let k = 1; k <= 6; k++) parts.push({ f: k / span, a: (slow * gaussian(random)) / 2, p: random() * 2 * Math.PI });
  if (fast > 0) for (let k = 0; k < 12; k++) parts.push({ f: Math.round(span * (0.7 + random() * 2.5)) / span, a: (fast * gaussian(random)) / 3, p: random() * 2 * Math.PI });
  return (t) => parts.reduce((sum, { f, a, p }) => sum + a * Math.sin(2 * Math.PI * f * t + p), 0);
}

const clamp8 = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

/** One loop of a synthetic face clip as .y4m bytes, with its true rate. */
export function faceClip({ kind, bpm, seed, seconds = 20 }: FaceClipOptions): FaceClip {
  const spec = KINDS[kind];
  const random = seeded(seed);
  const frames = Math.round(seconds * FPS);
  const span = frames / FPS;
  const beats = Math.max(1, Math.round((span * bpm) / 60));
  const trueBpm = (beats * 60) / span;
  const onsets = beatOnsets({ bpm: trueBpm, beats, random, variation: spec.variation });
  const moveX = wobble(random, span, spec.motion, spec.shake);
  const moveY = wobble(random, span, spec.motion * 0.7, spec.shake * 0.7);
  const driftPhase = random() * 2 * Math.PI;
  // The face's own look: a fixed skin texture (pores, blemishes), the same in every frame.
  const texture = Float32Array.from({ length: WIDTH * HEIGHT }, () => 1 + 0.025 * gaussian(random));

  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frameBytes = WIDTH * HEIGHT * 1.5;
  const out = Buffer.alloc(header.length + frames * (6 + frameBytes));
  header.copy(out, 0);
  let offset = header.length;
  const rgb = new Float32Array(WIDTH * HEIGHT * 3);

  for (let f = 0; f < frames; f++) {
    const t = f / FPS;
    const pulse = spec.amplitude > 0 ? pulseAt(t, onsets) : 0;
    const light = spec.brightness * (1 + spec.drift * Math.sin((2 * Math.PI * t) / span + driftPhase));
    const cx = WIDTH / 2 + moveX(t);
    const cy = HEIGHT / 2 + moveY(t);
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) {
        const dx = (x + 0.5 - cx) / 38;
        const dy = (y + 0.5 - cy) / 46;
        const r = Math.sqrt(dx * dx + dy * dy);
        // Soft edge (about a pixel), so sub-pixel motion moves the face smoothly.
        const face = Math.min(1, Math.max(0, (1 - r) * 40 + 0.5));
        const i = y * WIDTH + x;
        let colour: readonly number[] = WALL;
        let skin = 0;
        if (face > 0) {
          const eye = ((x + 0.5 - (cx - 14)) / 6) ** 2 + ((y + 0.5 - (cy - 10)) / 3) ** 2 < 1 || ((x + 0.5 - (cx + 14)) / 6) ** 2 + ((y + 0.5 - (cy - 10)) / 3) ** 2 < 1;
          const lips = ((x + 0.5 - cx) / 12) ** 2 + ((y + 0.5 - (cy + 24)) / 3.5) ** 2 < 1;
          if (eye) colour = EYE;
          else if (lips) colour = LIPS;
          else skin = face;
        }
        const shade = skin > 0 ? (1 - 0.18 * (dx * dx + dy * dy)) * texture[i]! : 1;
        for (let c = 0; c < 3; c++) {
          const base = face > 0 && skin === 0 ? colour[c]! : WALL[c]! * (1 - skin) + SKIN_TONE[c]! * shade * skin;
          const pulsed = base * (1 - spec.amplitude * PULSE_SIGNATURE[c]! * pulse * skin);
          rgb[i * 3 + c] = pulsed * light + spec.noise * gaussian(random);
        }
      }
    }
    offset += out.write('FRAME\n', offset, 'ascii');
    // BT.601 limited range: Y per pixel, Cb and Cr per 2×2 block.
    for (let i = 0; i < WIDTH * HEIGHT; i++) {
      out[offset + i] = clamp8(16 + (65.481 * rgb[i * 3]! + 128.553 * rgb[i * 3 + 1]! + 24.966 * rgb[i * 3 + 2]!) / 255);
    }
    offset += WIDTH * HEIGHT;
    const cw = WIDTH / 2;
    const ch = HEIGHT / 2;
    for (let by = 0; by < ch; by++) {
      for (let bx = 0; bx < cw; bx++) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (const [ox, oy] of [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ] as const) {
          const i = (by * 2 + oy) * WIDTH + bx * 2 + ox;
          r += rgb[i * 3]! / 4;
          g += rgb[i * 3 + 1]! / 4;
          b += rgb[i * 3 + 2]! / 4;
        }
        out[offset + by * cw + bx] = clamp8(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
        out[offset + cw * ch + by * cw + bx] = clamp8(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
      }
    }
    offset += cw * ch * 2;
  }
  return { y4m: out, bpm: spec.amplitude > 0 ? trueBpm : null, rmssd: spec.amplitude > 0 ? trueRmssd(onsets) : null, frames };
}
