// A synthetic skin pulse for testing the rPPG pipeline (src/vitals/rppg.ts) and the benchmark's
// face clips (tests/support/face-clip.ts): beats at a known mean rate with beat-to-beat variation,
// each a non-sinusoidal blood-volume wave (a systolic rise and a dicrotic wave), darkening the skin
// most in green as blood absorbs it. Seeded, so a failure can be replayed.

/** A seeded uniform random source in [0, 1) (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
export function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export interface BeatOptions {
  bpm: number;
  /** How many beats (the clip loops on whole beats). */
  beats: number;
  random: () => number;
  /** Beat-to-beat variation: the intervals' standard deviation as a share of the period. */
  variation?: number;
  /** Respiratory sinus arrhythmia: the intervals swing by this share with breathing at `breathsPerMinute`. */
  sinusArrhythmia?: number;
  breathsPerMinute?: number;
}

/** Beat onsets (seconds, the first at 0 and one more at the end) whose intervals average exactly 60/bpm. */
export function beatOnsets({ bpm, beats, random, variation = 0.03, sinusArrhythmia = 0, breathsPerMinute = 15 }: BeatOptions): number[] {
  const period = 60 / bpm;
  const raw: number[] = [];
  let t = 0;
  for (let i = 0; i < beats; i++) {
    const interval = period * (1 + variation * gaussian(random) + sinusArrhythmia * Math.sin((2 * Math.PI * breathsPerMinute * t) / 60));
    raw.push(Math.max(period * 0.5, interval));
    t += interval;
  }
  const scale = (beats * period) / raw.reduce((a, b) => a + b, 0);
  const onsets = [0];
  for (const interval of raw) onsets.push(onsets.at(-1)! + interval * scale);
  return onsets;
}

/** The blood-volume wave over one beat, phase 0–1: a sharp systolic rise and a smaller dicrotic wave, peaking at 1. */
export function pulseWave(phase: number): number {
  const bump = (centre: number, width: number) => Math.exp(-(((phase - centre) / width) ** 2));
  return bump(0.25, 0.13) + 0.35 * bump(0.6, 0.12);
}

/** The wave at `t` seconds over `onsets` (looping over their span). */
export function pulseAt(t: number, onsets: readonly number[]): number {
  const span = onsets.at(-1)!;
  const u = ((t % span) + span) % span;
  let k = 0;
  while (k < onsets.length - 2 && onsets[k + 1]! <= u) k++;
  return pulseWave((u - onsets[k]!) / (onsets[k + 1]! - onsets[k]!));
}

/** How much each of red, green and blue darkens with the pulse, relative to green (de Haan and van Leest 2014's blood-volume signature). */
export const PULSE_SIGNATURE = [0.33 / 0.77, 1, 0.53 / 0.77] as const;

/** A medium skin tone (RGB) and a plain background. */
export const SKIN_TONE = [196, 146, 118] as const;

/** RMSSD (ms) of the true beat intervals. */
export function trueRmssd(onsets: readonly number[]): number {
  const intervals = onsets.slice(1).map((t, i) => t - onsets[i]!);
  const diffs = intervals.slice(1).map((x, i) => (x - intervals[i]!) * 1000);
  return Math.sqrt(diffs.reduce((a, d) => a + d * d, 0) / diffs.length);
}
