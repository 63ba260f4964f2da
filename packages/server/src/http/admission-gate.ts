/**
 * A first-come, first-served gate with `limit` places (issue 18, docs/OPERATIONS.md "Load benchmark",
 * fifth pass): at most `limit` holders at once, the rest wait in arrival order and are let in as
 * places free up. http/admission.ts puts the API's handlers behind it.
 */
export interface AdmissionGate {
  /**
   * A place in line for one caller, not taken yet: `enter` lets `admit` run now if a place is free,
   * else when one frees up (in arrival order); `leave` gives the place back, or leaves the line if
   * not admitted yet (`admit` then never runs). `leave` may come first, and more than once. A caller
   * keeps `leave` before `enter`, as `admit` may run at once and end the call before `enter` returns.
   */
  ticket(expire: () => void): AdmissionTicket;
  /** Removes the waiters that entered before `enteredBefore` (ms, as `now`) and calls their `expire`. */
  expireWaiting(enteredBefore: number): void;
  readonly running: number;
  readonly waiting: number;
}

export interface AdmissionTicket {
  enter(admit: () => void): void;
  leave(): void;
}

interface Waiter {
  admit: () => void;
  expire: () => void;
  enteredAt: number;
  state: 'new' | 'waiting' | 'admitted' | 'left';
}

export function createAdmissionGate(limit: number, now: () => number = Date.now): AdmissionGate {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`The admission limit must be a whole number of at least 1 (got ${limit}).`);
  let running = 0;
  /** Insertion-ordered: the first is the longest waiting. */
  const queue = new Set<Waiter>();

  let admitting = false;
  /**
   * Fills the free places from the front of the line. A loop, not recursion: an admitted call may
   * end at once (a 400) and leave within `admit`; that leave frees a place this loop then fills.
   */
  const admitNext = () => {
    if (admitting) return;
    admitting = true;
    try {
      while (running < limit && queue.size > 0) {
        const next = queue.values().next().value as Waiter;
        queue.delete(next);
        next.state = 'admitted';
        running++;
        next.admit();
      }
    } finally {
      admitting = false;
    }
  };

  return {
    ticket(expire) {
      const waiter: Waiter = { admit: () => undefined, expire, enteredAt: 0, state: 'new' };
      return {
        enter(admit) {
          if (waiter.state !== 'new') return;
          waiter.admit = admit;
          waiter.enteredAt = now();
          if (running < limit && queue.size === 0) {
            waiter.state = 'admitted';
            running++;
            admit();
          } else {
            waiter.state = 'waiting';
            queue.add(waiter);
          }
        },
        leave() {
          if (waiter.state === 'admitted') {
            waiter.state = 'left';
            running--;
            admitNext();
          } else if (waiter.state !== 'left') {
            if (waiter.state === 'waiting') queue.delete(waiter);
            waiter.state = 'left';
          }
        },
      };
    },
    expireWaiting(enteredBefore) {
      for (const waiter of queue) {
        if (waiter.enteredAt >= enteredBefore) break; // the rest entered later
        queue.delete(waiter);
        waiter.state = 'left';
        waiter.expire();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.size;
    },
  };
}
