// Remote photoplethysmography (rPPG): the pulse read from the colour of the skin in the face oval,
// in the member's browser (spec 001 §2 the scan, §3 Vitals record hr, hrv, rr; docs/decisions/0079).
// The method is POS, "plane orthogonal to skin" (Wang, den Brinker, Stuijk and de Haan, IEEE TBME
// 2017): over the mean red, green and blue of the skin, resampled evenly at the camera's own frame
// rate, then detrended and band-passed to 0.7–3.5 Hz (42–210 a minute: a Butterworth from fili run
// forwards and backwards, so beats keep their timing). The heart rate is the spectrum's peak; the
// signal-quality index is that peak's signal-to-noise ratio (de Haan and Jeanne 2013: the power
// around the peak and its first harmonic against the rest of the band). Below the threshold there is
// no pulse, whatever the peak says: a still picture, a dark room or a moving face reads as nothing.
// HRV (RMSSD of the beat intervals) and respiration (the breathing rhythm of those intervals) need
// a cleaner signal still, and each its own checks; otherwise they are not given.
/// <reference path="./fili.d.ts" />
import Fili from 'fili';
import type { FaceRegion } from './face-region';

/** One camera frame's face region at `t` milliseconds (the frame's own capture time). */
export interface FaceSample extends FaceRegion {
  t: number;
}

export type NoPulseReason = 'too-short' | 'too-dark' | 'no-face' | 'no-pulse';

export type PulseReading =
  | {
      pulse: true;
      /** Beats a minute. */
      hr: number;
      /** Breaths a minute, or null when the signal does not carry them clearly. */
      rr: number | null;
      /** RMSSD of the beat intervals in milliseconds, or null when the beats are not clear enough. */
      hrv: number | null;
      /** The signal-quality index (dB). */
      quality: number;
      /** The camera's frames a second. */
      frameRate: number;
    }
  | { pulse: false; reason: NoPulseReason; quality: number | null; frameRate: number | null };

/** The thresholds of the pipeline; each is a measured choice (docs/decisions/0079). */
export const RPPG = {
  /** The pulse band (Hz): 42–210 a minute. */
  band: { low: 0.7, high: 3.5 },
  /** Shortest usable recording (seconds). */
  minSeconds: 10,
  /** Frames a second below which a 3.5 Hz pulse cannot be told (Nyquist, with margin). */
  minFrameRate: 8,
  /** Mean oval brightness (luma 0–255) below which the camera sees no lit face. */
  minLuma: 40,
  /** Share of the oval that must be skin in a frame for that frame to count. */
  minSkin: 0.25,
  /** Share of the frames that must show a face. */
  minFaceFrames: 0.8,
  /** POS window (seconds): about one beat at the slowest rate, as in the paper. */
  posWindowSeconds: 1.6,
  /** Quality index (dB) from which the heart rate is given. */
  minQuality: 1,
  /** Quality index (dB) from which HRV and respiration may be given. */
  minDetailQuality: 6,
  /** Share of the expected beats whose intervals must be plausible for HRV and respiration. */
  minCleanBeats: 0.85,
} as const;

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? Number.NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const mean = (xs: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < xs.length; i++) sum += xs[i]!;
  return xs.length ? sum / xs.length : 0;
};
const std = (xs: ArrayLike<number>) => {
  const m = mean(xs);
  let sum = 0;
  for (let i = 0; i < xs.length; i++) sum += (xs[i]! - m) ** 2;
  return xs.length ? Math.sqrt(sum / xs.length) : 0;
};

/** The camera's frame rate from the frames' own timestamps (median interval), frames a second. */
export function frameRate(times: readonly number[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < times.length; i++) if (times[i]! > times[i - 1]!) gaps.push(times[i]! - times[i - 1]!);
  return gaps.length ? 1000 / median(gaps) : 0;
}

/** `values` at times `times` (ms, increasing), linearly interpolated on an even grid of `rate` a second from the first time. */
export function resample(times: readonly number[], values: readonly number[], rate: number): Float64Array {
  const span = (times.at(-1)! - times[0]!) / 1000;
  const out = new Float64Array(Math.floor(span * rate) + 1);
  let j = 0;
  for (let i = 0; i < out.length; i++) {
    const t = times[0]! + (i * 1000) / rate;
    while (j < times.length - 2 && times[j + 1]! < t) j++;
    const t0 = times[j]!;
    const t1 = times[j + 1] ?? t0;
    const w = t1 > t0 ? Math.min(1, Math.max(0, (t - t0) / (t1 - t0))) : 0;
    out[i] = values[j]! * (1 - w) + (values[j + 1] ?? values[j]!) * w;
  }
  return out;
}

/**
 * POS (Wang et al. 2017, algorithm 1): in each window of about one beat, each colour is divided by
 * its mean (the skin tone and the light's colour cancel), projected on the plane orthogonal to the
 * skin tone (S1 = G − B, S2 = G + B − 2R), the two projections combined by their ratio of spread
 * (h = S1 + σ(S1)/σ(S2)·S2: what remains is the pulse's colour change, motion and light largely
 * cancelled), and the windows overlap-added.
 */
export function pos(r: ArrayLike<number>, g: ArrayLike<number>, b: ArrayLike<number>, windowLength: number): Float64Array {
  const n = r.length;
  const out = new Float64Array(n);
  const l = Math.max(2, Math.min(n, windowLength));
  const s1 = new Float64Array(l);
  const s2 = new Float64Array(l);
  for (let start = 0; start + l <= n; start++) {
    let mr = 0;
    let mg = 0;
    let mb = 0;
    for (let k = 0; k < l; k++) {
      mr += r[start + k]!;
      mg += g[start + k]!;
      mb += b[start + k]!;
    }
    mr /= l;
    mg /= l;
    mb /= l;
    if (mr <= 0 || mg <= 0 || mb <= 0) continue;
    for (let k = 0; k < l; k++) {
      const rn = r[start + k]! / mr;
      const gn = g[start + k]! / mg;
      const bn = b[start + k]! / mb;
      s1[k] = gn - bn;
      s2[k] = gn + bn - 2 * rn;
    }
    const sd2 = std(s2);
    const alpha = sd2 > 0 ? std(s1) / sd2 : 0;
    let hm = 0;
    for (let k = 0; k < l; k++) hm += s1[k]! + alpha * s2[k]!;
    hm /= l;
    for (let k = 0; k < l; k++) out[start + k]! += s1[k]! + alpha * s2[k]! - hm;
  }
  return out;
}

/** Removes the slow drift (light, posture): the signal less its centred moving mean over `window` samples. */
export function detrend(x: ArrayLike<number>, window: number): Float64Array {
  const n = x.length;
  const half = Math.max(1, Math.floor(window / 2));
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i]! + x[i]!;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const from = Math.max(0, i - half);
    const to = Math.min(n, i + half + 1);
    out[i] = x[i]! - (prefix[to]! - prefix[from]!) / (to - from);
  }
  return out;
}

/** Band-pass to `low`–`high` Hz: 4th-order Butterworth high- and low-pass cascades (fili), forwards and backwards (zero phase). */
export function bandPass(x: ArrayLike<number>, rate: number, low: number, high: number): Float64Array {
  const cascades = new Fili.CalcCascades();
  const biquads = [
    ...cascades.highpass({ order: 2, characteristic: 'butterworth', Fs: rate, Fc: low }),
    ...cascades.lowpass({ order: 2, characteristic: 'butterworth', Fs: rate, Fc: Math.min(high, rate * 0.45) }),
  ];
  // A new filter each time: fili's filters keep their state between runs.
  return Float64Array.from(new Fili.IirFilter(biquads).filtfilt(Array.from(x)));
}

/** The power spectrum of `x` (Hann window, zero-padded to at least 8× its length) and the frequency (Hz) of each bin. */
export function powerSpectrum(x: ArrayLike<number>, rate: number): { freq: Float64Array; power: Float64Array } {
  let size = 1;
  while (size < x.length * 8 || size < 4096) size *= 2;
  const buffer = new Float64Array(size);
  const m = mean(x);
  for (let i = 0; i < x.length; i++) buffer[i] = (x[i]! - m) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / Math.max(1, x.length - 1)));
  const { re, im } = new Fili.Fft(size).forward(buffer, 'none');
  const bins = size / 2;
  const freq = new Float64Array(bins);
  const power = new Float64Array(bins);
  for (let k = 0; k < bins; k++) {
    freq[k] = (k * rate) / size;
    power[k] = re[k]! ** 2 + im[k]! ** 2;
  }
  return { freq, power };
}

/**
 * The strongest frequency of `spectrum` in [low, high] Hz and its signal-to-noise ratio (dB): the
 * power within `width` Hz of it (and of its first harmonic, within twice that, when `harmonic`)
 * against the rest of the band.
 */
export function spectralPeak(spectrum: { freq: Float64Array; power: Float64Array }, low: number, high: number, width: number, harmonic: boolean) {
  const { freq, power } = spectrum;
  let peak = -1;
  for (let k = 0; k < freq.length; k++) if (freq[k]! >= low && freq[k]! <= high && (peak < 0 || power[k]! > power[peak]!)) peak = k;
  if (peak < 0) return { frequency: Number.NaN, snr: Number.NEGATIVE_INFINITY };
  const f0 = freq[peak]!;
  let signal = 0;
  let noise = 0;
  for (let k = 0; k < freq.length; k++) {
    const f = freq[k]!;
    if (f < low || f > high) continue;
    if (Math.abs(f - f0) <= width || (harmonic && Math.abs(f - 2 * f0) <= 2 * width)) signal += power[k]!;
    else noise += power[k]!;
  }
  const snr = noise > 0 ? 10 * Math.log10(signal / noise) : signal > 0 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  return { frequency: f0, snr };
}

/**
 * The beats of a band-passed pulse `x` at `rate` a second whose rate is about `hz`: each sample
 * that is the highest within a third of a beat either side, timed to a fraction of a sample by the
 * parabola through it and its neighbours. Seconds from the start.
 */
export function beatTimes(x: ArrayLike<number>, rate: number, hz: number): number[] {
  const reach = Math.max(1, Math.round((rate / hz) * 0.35));
  const beats: number[] = [];
  for (let i = 1; i < x.length - 1; i++) {
    const v = x[i]!;
    if (v <= 0) continue;
    let highest = true;
    for (let k = Math.max(0, i - reach); k <= Math.min(x.length - 1, i + reach) && highest; k++) if (x[k]! > v || (x[k] === v && k < i)) highest = false;
    if (!highest) continue;
    const a = x[i - 1]!;
    const c = x[i + 1]!;
    const curve = a - 2 * v + c;
    beats.push((i + (curve < 0 ? (0.5 * (a - c)) / curve : 0)) / rate);
  }
  return beats;
}

/** Intervals between beats (seconds) kept only where each lies within 30 % of the expected period; null where not. */
function plausibleIntervals(beats: readonly number[], hz: number): (number | null)[] {
  const period = 1 / hz;
  return beats.slice(1).map((t, i) => {
    const interval = t - beats[i]!;
    return Math.abs(interval - period) <= 0.3 * period ? interval : null;
  });
}

/** RMSSD (ms) of successive plausible intervals; null with fewer than ten pairs. */
export function rmssd(intervals: readonly (number | null)[]): number | null {
  const diffs: number[] = [];
  for (let i = 1; i < intervals.length; i++) {
    const a = intervals[i - 1];
    const b = intervals[i];
    if (a != null && b != null) diffs.push((b - a) * 1000);
  }
  return diffs.length >= 10 ? Math.sqrt(mean(diffs.map((d) => d * d))) : null;
}

/** Breathing band (Hz): 6–30 a minute. */
const BREATH_BAND = { low: 0.1, high: 0.5 } as const;
/** Quality (dB) the breathing rhythm of the beat intervals needs to be given. */
const MIN_BREATH_QUALITY = 3;

/**
 * Respiration from the beat intervals (respiratory sinus arrhythmia: the heart speeds up breathing
 * in and slows breathing out): the intervals evenly resampled at 4 a second, their spectrum's peak
 * in 6–30 a minute, given only when it stands clear of the rest (MIN_BREATH_QUALITY) and spans at
 * least three breaths.
 */
export function breathingRate(beats: readonly number[], intervals: readonly (number | null)[]): number | null {
  const times: number[] = [];
  const values: number[] = [];
  intervals.forEach((interval, i) => {
    if (interval != null) {
      times.push(beats[i + 1]! * 1000);
      values.push(interval);
    }
  });
  if (times.length < 10) return null;
  const series = resample(times, values, 4);
  const spectrum = powerSpectrum(series, 4);
  const peak = spectralPeak(spectrum, BREATH_BAND.low, BREATH_BAND.high, 0.03, false);
  const seconds = series.length / 4;
  if (peak.snr < MIN_BREATH_QUALITY || peak.frequency * seconds < 3) return null;
  return peak.frequency * 60;
}

/** The reading of a scan's face samples (any order): a pulse with what it allows, or why there is none. */
export function readPulse(samples: readonly FaceSample[]): PulseReading {
  const sorted = [...samples].sort((a, b) => a.t - b.t);
  const none = (reason: NoPulseReason, quality: number | null = null, rate: number | null = null): PulseReading => ({ pulse: false, reason, quality, frameRate: rate });
  if (sorted.length < 2 || (sorted.at(-1)!.t - sorted[0]!.t) / 1000 < RPPG.minSeconds) return none('too-short');
  if (median(sorted.map((s) => s.luma)) < RPPG.minLuma) return none('too-dark');
  const face = sorted.filter((s) => s.skin >= RPPG.minSkin);
  if (face.length < sorted.length * RPPG.minFaceFrames) return none('no-face');
  const times = face.map((s) => s.t);
  const rate = frameRate(sorted.map((s) => s.t));
  if (rate < RPPG.minFrameRate) return none('too-short', null, rate);
  if ((times.at(-1)! - times[0]!) / 1000 < RPPG.minSeconds) return none('too-short', null, rate);

  const r = resample(
    times,
    face.map((s) => s.r),
    rate,
  );
  const g = resample(
    times,
    face.map((s) => s.g),
    rate,
  );
  const b = resample(
    times,
    face.map((s) => s.b),
    rate,
  );
  const raw = pos(r, g, b, Math.round(RPPG.posWindowSeconds * rate));
  // POS falls as the skin darkens with blood: turned over, its peaks are the beats' systolic peaks.
  const pulse = bandPass(detrend(raw, Math.round(2 * rate)), rate, RPPG.band.low, RPPG.band.high).map((v) => -v);
  const peak = spectralPeak(powerSpectrum(pulse, rate), RPPG.band.low, RPPG.band.high, 0.1, true);
  const quality = Math.round(peak.snr * 10) / 10;
  if (!(peak.snr >= RPPG.minQuality)) return none('no-pulse', Number.isFinite(quality) ? quality : null, rate);

  const hr = peak.frequency * 60;
  let hrv: number | null = null;
  let rr: number | null = null;
  if (peak.snr >= RPPG.minDetailQuality) {
    const beats = beatTimes(pulse, rate, peak.frequency);
    const intervals = plausibleIntervals(beats, peak.frequency);
    const expected = (pulse.length / rate) * peak.frequency - 1;
    if (intervals.filter((i) => i != null).length >= RPPG.minCleanBeats * expected) {
      hrv = rmssd(intervals);
      rr = breathingRate(beats, intervals);
    }
  }
  return {
    pulse: true,
    hr: Math.round(hr),
    hrv: hrv === null ? null : Math.round(hrv),
    rr: rr === null ? null : Math.round(rr),
    quality,
    frameRate: Math.round(rate * 10) / 10,
  };
}
