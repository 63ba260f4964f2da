// spec 000 §4 (toast location updates debounced 300 ms, the newer rejecting the pending one) and
// spec 001 §9 (server table search 400 ms, icon search and autocomplete 500 ms). Timers only; no
// framework, so the admin screens, widgets and sdk domains share one implementation.
import { DEBOUNCED_MESSAGE } from '@healthdeck/contract/light';

/** A pending call replaced by a newer one (spec 000 §4: 'Debounced by a newer request'). */
export class Debounced extends Error {
  constructor() {
    super(DEBOUNCED_MESSAGE);
    this.name = 'Debounced';
  }
}

/** True for the rejection of a debounced call a newer one replaced (callers usually ignore it). */
export function isDebounced(error: unknown): error is Debounced {
  return error instanceof Debounced || (error instanceof Error && error.name === 'Debounced');
}

export interface DebouncedFunction<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call. */
  cancel(): void;
  /** Runs the pending call now (e.g. Enter in a search box). */
  flush(): void;
  /** True while a call waits. */
  pending(): boolean;
}

/** Trailing debounce: `fn` runs once with the last arguments, `ms` after the calls stop (spec 001 §9 search 400 ms). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): DebouncedFunction<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last: A | null = null;
  const run = (): void => {
    const args = last;
    timer = null;
    last = null;
    if (args) fn(...args);
  };
  const debounced = (...args: A): void => {
    last = args;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.cancel = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    last = null;
  };
  debounced.flush = (): void => {
    if (timer === null) return;
    clearTimeout(timer);
    run();
  };
  debounced.pending = (): boolean => timer !== null;
  return debounced;
}

export interface DebouncedRequest<A extends unknown[], R> {
  (...args: A): Promise<R>;
  /** Rejects the pending call with Debounced and drops it. */
  cancel(): void;
}

/**
 * Latest wins: each call waits `ms`; a newer call rejects the pending one with Debounced ('Debounced
 * by a newer request', spec 000 §4) and waits anew. The surviving call resolves with `fn`'s answer.
 */
export function debounceRequest<A extends unknown[], R>(fn: (...args: A) => Promise<R> | R, ms: number): DebouncedRequest<A, R> {
  let pending: { timer: ReturnType<typeof setTimeout>; reject: (error: Debounced) => void } | null = null;
  const cancel = (): void => {
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.reject(new Debounced());
    pending = null;
  };
  const request = (...args: A): Promise<R> => {
    cancel();
    return new Promise<R>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending = null;
        // fn may throw synchronously; the caller sees it as this call's rejection
        new Promise<R>((done) => done(fn(...args))).then(resolve, reject);
      }, ms);
      pending = { timer, reject };
    });
  };
  request.cancel = cancel;
  return request;
}

/** debounceRequest per key: calls for one key replace each other, different keys do not (toast locations by id). */
export function debounceRequestByKey<A extends unknown[], R>(keyOf: (...args: A) => string | number, fn: (...args: A) => Promise<R> | R, ms: number): DebouncedRequest<A, R> {
  const byKey = new Map<string | number, DebouncedRequest<A, R>>();
  const request = (...args: A): Promise<R> => {
    const key = keyOf(...args);
    let debounced = byKey.get(key);
    if (!debounced) {
      debounced = debounceRequest(fn, ms);
      byKey.set(key, debounced);
    }
    return debounced(...args);
  };
  request.cancel = (): void => {
    for (const debounced of byKey.values()) debounced.cancel();
  };
  return request;
}
