import type { VitalScanFrame } from '@healthdeck/contract';

/** A face oval's light signal: `seconds` of frames at `fps` whose green channel beats `bpm` times a minute. */
export function pulseFrames(bpm: number, { seconds = 60, fps = 10, amplitude = 1.5, base = 120 } = {}): VitalScanFrame[] {
  return Array.from({ length: seconds * fps }, (_, i) => {
    const t = (i / fps) * 1000;
    const g = base + amplitude * Math.sin((2 * Math.PI * bpm * t) / 60_000);
    return { t, r: base + 30, g, b: base - 30 };
  });
}
