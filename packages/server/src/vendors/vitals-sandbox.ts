// spec 001 §2 (the vitals scan at /client/vitals), §3 Vitals record (hr, hrv, sbp, dbp, rr, spo2)
// and §9 (scan about 60 seconds): a sandbox camera-vitals vendor. It reads the face oval's light
// signal the browser sends (mean red, green and blue of each frame, never an image): the pulse is
// the strongest rhythm of the green channel between 45 and 180 a minute and the breathing the
// strongest between 6 and 30 a minute (a Fourier sum over the timed frames). Like every sandbox it
// stands in for the vendor's models: HRV, blood pressure and SpO2 are derived from what it read
// (docs/decisions/0048-virtual-vitals.md). A signal without a pulse (too short, dark or unchanging) reads
// as nothing.
import { VITAL_SCAN_MIN_FRAMES, type VitalScanFrame, type VitalScanValues } from '@healthdeck/contract';

/** Mean brightness (0–255) below which the camera sees no lit face. */
const MIN_BRIGHTNESS = 12;
/** The green channel must move at least this much (standard deviation, 0–255) to carry a pulse. */
const MIN_MOVEMENT = 0.05;
/** The frames must span at least this many seconds. */
const MIN_SPAN_SECONDS = 5;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The frequency (per minute) with the most power in [minPerMinute, maxPerMinute], and its share of that band's power. */
function strongestRhythm(times: readonly number[], signal: readonly number[], minPerMinute: number, maxPerMinute: number) {
  let best = { perMinute: minPerMinute, power: -1 };
  let total = 0;
  for (let perMinute = minPerMinute; perMinute <= maxPerMinute; perMinute += 0.5) {
    const w = (2 * Math.PI * perMinute) / 60;
    let re = 0;
    let im = 0;
    for (let i = 0; i < signal.length; i++) {
      re += signal[i]! * Math.cos(w * times[i]!);
      im += signal[i]! * Math.sin(w * times[i]!);
    }
    const power = re * re + im * im;
    total += power;
    if (power > best.power) best = { perMinute, power };
  }
  return { perMinute: best.perMinute, share: total > 0 ? best.power / total : 0 };
}

/** The values read from a scan's frames, or null when they carry no pulse. */
export function readVitals(frames: readonly VitalScanFrame[]): VitalScanValues | null {
  const sorted = [...frames].sort((a, b) => a.t - b.t);
  if (sorted.length < VITAL_SCAN_MIN_FRAMES) return null;
  const times = sorted.map((f) => f.t / 1000);
  if (times.at(-1)! - times[0]! < MIN_SPAN_SECONDS) return null;
  if (mean(sorted.map((f) => (f.r + f.g + f.b) / 3)) < MIN_BRIGHTNESS) return null;
  const green = sorted.map((f) => f.g);
  const g0 = mean(green);
  const centred = green.map((g) => g - g0);
  if (Math.sqrt(mean(centred.map((x) => x * x))) < MIN_MOVEMENT) return null;

  const pulse = strongestRhythm(times, centred, 45, 180);
  const breath = strongestRhythm(times, centred, 6, 30);
  const hr = Math.round(clamp(pulse.perMinute, 48, 120));
  const rr = Math.round(clamp(breath.perMinute, 10, 22));
  // A clear single rhythm means a steady beat (lower variability); a spread spectrum a varying one.
  const hrv = Math.round(clamp(20 + (1 - pulse.share) * 60, 20, 80));
  const sbp = Math.round(clamp(104 + (hr - 60) * 0.45, 95, 140));
  const dbp = Math.round(clamp(66 + (hr - 60) * 0.3, 60, 90));
  const red = mean(sorted.map((f) => f.r));
  const blue = mean(sorted.map((f) => f.b));
  const spo2 = Math.round(clamp(96 + (red / Math.max(1, red + blue)) * 3, 95, 99));
  return { hr, hrv, sbp, dbp, rr, spo2 };
}
