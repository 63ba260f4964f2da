import { useLayoutEffect, useRef, type RefObject } from 'react';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * spec 001 §4 "Tasks are re-sorted and animated": when `order` changes, each `[data-flip-key]` child
 * of `list` slides from where it was to where it is now (FLIP with the Web Animations API), over
 * `durationMs`. Nothing moves for members who ask for reduced motion.
 */
export function useFlip(list: RefObject<HTMLElement | null>, order: readonly string[], durationMs: number): void {
  const positions = useRef(new Map<string, number>());
  const key = order.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` (the order) is the re-run trigger; the effect reads the new positions from the DOM, not from `order`
  useLayoutEffect(() => {
    const root = list.current;
    if (!root) return;
    const still = reducedMotion();
    const next = new Map<string, number>();
    for (const item of Array.from(root.querySelectorAll<HTMLElement>('[data-flip-key]'))) {
      const id = item.dataset.flipKey ?? '';
      // offsetTop inside the positioned list: unaffected by content above the list changing.
      const top = item.offsetTop;
      next.set(id, top);
      const before = positions.current.get(id);
      if (!still && before !== undefined && before !== top && typeof item.animate === 'function') {
        item.animate([{ transform: `translateY(${before - top}px)` }, { transform: 'translateY(0)' }], { duration: durationMs, easing: 'ease-in-out' });
      }
    }
    positions.current = next;
  }, [list, key, durationMs]);
}
