import { type RefObject, useEffect, useState } from 'react';

/**
 * How far below the screen a page's widget starts to load: half a screen, so a member scrolling
 * down finds the next widgets there, while a phone's first screen loads only its own (the demo
 * home has some thirty widgets; loading all of them up front cost a phone seconds of work and
 * data for widgets it had not shown yet).
 */
export const NEAR_VIEWPORT_MARGIN = '0px 0px 50% 0px';

/** Where a page's widget stands: not yet measured, away from the screen, or to be shown. */
export type Placement = 'pending' | 'later' | 'now';

const watchers = new Map<Element, (near: boolean) => void>();
let observer: IntersectionObserver | undefined;
let everything = false;

/**
 * Everything loads at once when the member moves by keyboard (Tab must reach every widget of the
 * page, not stop at the last one loaded) or prints the page.
 */
function loadEverything(): void {
  everything = true;
  for (const watcher of [...watchers.values()]) watcher(true);
}

function observerOf(): IntersectionObserver {
  if (!observer) {
    // Near when on or below-and-close-to the screen, or already above it (a page opened scrolled).
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting || entry.boundingClientRect.bottom <= 0);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Tab') loadEverything();
    });
    window.addEventListener('beforeprint', loadEverything);
  }
  return observer;
}

/** How long an idle step may wait for the browser to be idle before it runs anyway (ms). */
export const IDLE_STEP_TIMEOUT_MS = 1000;

let pagesAskingIdle = 0;
let cancelIdleStep: (() => void) | undefined;

/**
 * Releases the first widget still waiting at the browser's next idle moment (a short pause where
 * there are none: Safari), then schedules the next. The watchers are kept in the order the page
 * mounted its widgets, its order from the top.
 */
function scheduleIdleStep(): void {
  if (cancelIdleStep || !pagesAskingIdle || !watchers.size) return;
  const step = () => {
    cancelIdleStep = undefined;
    const [next] = watchers;
    if (next) {
      // Taken off the list at once: the widget's own effect lets go of it only after React renders.
      watchers.delete(next[0]);
      next[1](true);
    }
    scheduleIdleStep();
  };
  const idle = typeof requestIdleCallback === 'function';
  const id = idle ? requestIdleCallback(step, { timeout: IDLE_STEP_TIMEOUT_MS }) : setTimeout(step, 50);
  cancelIdleStep = () => (idle ? cancelIdleCallback(id as number) : clearTimeout(id));
}

/**
 * Loads the widgets still away from the screen one at a time while the browser is idle, top to
 * bottom, until the page's cancel function is called. A page calls it once its first screen is
 * shown: the widgets below the fold then fill without being scrolled to, so a full-page capture,
 * a print or a search in the page finds them whole, and they never compete with the first screen.
 */
export function loadAwayWidgetsWhenIdle(): () => void {
  pagesAskingIdle += 1;
  scheduleIdleStep();
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--pagesAskingIdle) return;
    cancelIdleStep?.();
    cancelIdleStep = undefined;
  };
}

function canWatch(): boolean {
  return typeof IntersectionObserver !== 'undefined' && !everything;
}

/**
 * 'now' once the element has come near the screen (and from then on); 'later' while it is away;
 * 'pending' until the first measurement. Without IntersectionObserver, or once the member has
 * pressed Tab, it is 'now' at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): Placement {
  const [placement, setPlacement] = useState<Placement>(() => (canWatch() ? 'pending' : 'now'));
  const shown = placement === 'now';
  useEffect(() => {
    const node = ref.current;
    if (shown || !node) return;
    if (!canWatch()) {
      setPlacement('now');
      return;
    }
    const watching = observerOf();
    watchers.set(node, (near) => setPlacement(near ? 'now' : 'later'));
    watching.observe(node);
    scheduleIdleStep();
    return () => {
      watchers.delete(node);
      watching.unobserve(node);
    };
  }, [shown, ref]);
  return placement;
}
