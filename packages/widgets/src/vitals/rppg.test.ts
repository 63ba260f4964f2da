import { describe, expect, it } from 'vitest';
import { beatOnsets, gaussian, PULSE_SIGNATURE, pulseAt, seeded, SKIN_TONE, trueRmssd } from '../test/synthetic-pulse';
import { frameRate, readPulse, resample, type FaceSample } from './rppg';

interface Clip {
  bpm?: number;
  seconds?: number;
  fps?: number;
  seed?: number;
  /** Pulse amplitude in green as a share of the skin tone (0: no pulse). */
  amplitude?: number;
  /** Standard deviation (levels, 0–255) of each frame's mean: sensor noise left after averaging the skin. */
  noise?: number;
  /** Relative swing of the light with head motion (common to the three colours). */
  motion?: number;
  /** Slow light drift over the recording (relative). */
  drift?: number;
  brightness?: number;
  skin?: number;
  variation?: number;
  sinusArrhythmia?: number;
}

/** The face samples a camera at `fps` (with jittered frame times) would give of a skin pulse at `bpm`, quantised to 1/100 of a level. */
function faceSamples({
  bpm = 72,
  seconds = 60,
  fps = 30,
  seed = 1,
  amplitude = 0.005,
  noise = 0.05,
  motion = 0,
  drift = 0.02,
  brightness = 1,
  skin = 0.7,
  variation = 0.03,
  sinusArrhythmia = 0,
}: Clip = {}) {
  const random = seeded(seed);
  const onsets = beatOnsets({ bpm, beats: Math.ceil((seconds * bpm) / 60) + 1, random, variation, sinusArrhythmia });
  const samples: FaceSample[] = [];
  let sway = 0;
  let t = 0;
  while (t < seconds * 1000) {
    const s = t / 1000;
    const pulse = amplitude > 0 ? pulseAt(s, onsets) : 0;
    sway = 0.97 * sway + motion * gaussian(random);
    const light = brightness * (1 + drift * Math.sin((2 * Math.PI * s) / (seconds * 2)) + sway);
    const [r, g, b] = SKIN_TONE.map((tone, c) => Math.round((tone * light * (1 - amplitude * PULSE_SIGNATURE[c]! * pulse) + noise * gaussian(random)) * 100) / 100);
    samples.push({ t, r: r!, g: g!, b: b!, luma: 0.299 * r! + 0.587 * g! + 0.114 * b!, skin });
    t += 1000 / fps + (random() - 0.5) * 8;
  }
  return { samples, onsets };
}

describe('frameRate and resample', () => {
  it('read the camera’s rate from its timestamps and put the samples on an even grid', () => {
    expect(frameRate([0, 33, 67, 100, 133, 167])).toBeCloseTo(30, 0);
    expect(Array.from(resample([0, 100, 300], [0, 1, 3], 10))).toEqual([0, 1, 2, 3]);
  });
});

describe('readPulse (POS rPPG)', () => {
  it.each([50, 64, 72, 90, 110, 130, 150])('reads %i bpm within 2 bpm from a clean face', (bpm) => {
    const reading = readPulse(faceSamples({ bpm, seed: bpm }).samples);
    expect(reading.pulse).toBe(true);
    if (reading.pulse) expect(Math.abs(reading.hr - bpm)).toBeLessThanOrEqual(2);
  });

  it.each([55, 80, 120])('reads %i bpm within 2 bpm through sensor noise, light drift, head motion and an uneven 24 fps camera', (bpm) => {
    const reading = readPulse(faceSamples({ bpm, seed: bpm + 7, fps: 24, noise: 0.15, motion: 0.0008, drift: 0.1, amplitude: 0.004 }).samples);
    expect(reading.pulse).toBe(true);
    if (reading.pulse) {
      expect(Math.abs(reading.hr - bpm)).toBeLessThanOrEqual(2);
      expect(reading.frameRate).toBeCloseTo(24, 0);
    }
  });

  it('gives HRV close to the beats’ true RMSSD on a clean face', () => {
    const { samples, onsets } = faceSamples({ bpm: 66, seed: 3, variation: 0.05 });
    const reading = readPulse(samples);
    expect(reading.pulse && reading.hrv).not.toBeNull();
    // Beat timing from a 30 fps camera adds its own variability (about 25 ms on a perfectly even pulse).
    if (reading.pulse && reading.hrv !== null) expect(Math.abs(reading.hrv - trueRmssd(onsets))).toBeLessThanOrEqual(0.3 * trueRmssd(onsets));
  });

  it('gives respiration from the beats’ breathing rhythm, and none where the beats carry none', () => {
    const breathing = readPulse(faceSamples({ bpm: 70, seed: 4, variation: 0.005, sinusArrhythmia: 0.06 }).samples);
    expect(breathing.pulse && breathing.rr).not.toBeNull();
    if (breathing.pulse && breathing.rr !== null) expect(Math.abs(breathing.rr - 15)).toBeLessThanOrEqual(2);
    const none = readPulse(faceSamples({ bpm: 70, seed: 5, variation: 0.03 }).samples);
    expect(none.pulse && none.rr).toBeNull();
  });

  it('gives neither HRV nor respiration when the pulse is only just readable', () => {
    const reading = readPulse(faceSamples({ bpm: 55, seed: 62, fps: 24, noise: 0.15, drift: 0.1, amplitude: 0.004, sinusArrhythmia: 0.06 }).samples);
    expect(reading).toMatchObject({ pulse: true, hr: 55, hrv: null, rr: null });
    if (reading.pulse) expect(reading.quality).toBeLessThan(6);
  });

  it.each([11, 12, 13, 14, 15, 16, 17, 18])('reads sensor noise alone (seed %i) as no pulse', (seed) => {
    expect(readPulse(faceSamples({ seed, amplitude: 0, noise: 0.15 }).samples)).toMatchObject({ pulse: false, reason: 'no-pulse' });
  });

  it.each([21, 22, 23, 24])('reads a moving face without a pulse (seed %i) as no pulse', (seed) => {
    expect(readPulse(faceSamples({ seed, amplitude: 0, noise: 0.15, motion: 0.002, drift: 0.1 }).samples)).toMatchObject({ pulse: false });
  });

  it('reads a still picture (no change at all) as no pulse', () => {
    expect(readPulse(faceSamples({ amplitude: 0, noise: 0, drift: 0 }).samples)).toMatchObject({ pulse: false, reason: 'no-pulse' });
  });

  it('reads a dark room, a frame without a face and a short recording as no pulse, saying which', () => {
    expect(readPulse(faceSamples({ brightness: 0.12 }).samples)).toMatchObject({ pulse: false, reason: 'too-dark' });
    expect(readPulse(faceSamples({ skin: 0.05 }).samples)).toMatchObject({ pulse: false, reason: 'no-face' });
    expect(readPulse(faceSamples({ seconds: 6 }).samples)).toMatchObject({ pulse: false, reason: 'too-short' });
    expect(readPulse([])).toMatchObject({ pulse: false, reason: 'too-short' });
  });
});
