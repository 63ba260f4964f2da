import { useEffect, useState } from 'react';

/** How long one sleep tip or motivational message stays (spec 001 §9 "rotating"; the interval is ours). */
export const ROTATION_MS = 10_000;

/** Index into a list of `count` items that moves to the next one every `intervalMs`. */
export function useRotation(count: number, intervalMs: number = ROTATION_MS, start = 0): number {
  const [index, setIndex] = useState(() => (count > 0 ? start % count : 0));
  useEffect(() => {
    if (count <= 1) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs]);
  return count > 0 ? index % count : 0;
}
