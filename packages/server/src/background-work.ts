/**
 * Work a handler starts and does not wait for: the password reset email (routes/auth/password.ts),
 * sent after the answer so that the answer takes as long whether or not the email has an account.
 * A failure is logged under the work's label (never the message's recipient) and goes no further.
 * `idle()` settles once everything started has: the dev outbox reads after it. A closing app gives it
 * `finish(ms)` (app.ts, BACKGROUND_CLOSE_WAIT_MS), so a stopping server completes what it promised
 * unless a mail server hangs, and then stops anyway.
 */
export interface BackgroundWork {
  run(label: string, task: () => Promise<unknown>): void;
  idle(): Promise<void>;
  /** idle(), waiting at most `ms`: how many pieces of work were still running then (0: all done). */
  finish(ms: number): Promise<number>;
}

/** How long a closing app waits for background work. */
export const BACKGROUND_CLOSE_WAIT_MS = 10_000;

export function createBackgroundWork(logFailure: (label: string, error: unknown) => void = logToConsole): BackgroundWork {
  const pending = new Set<Promise<void>>();
  const idle = async () => {
    // Work may start more work: wait until none is left.
    while (pending.size > 0) await Promise.all(pending);
  };
  return {
    run(label, task) {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => logFailure(label, error),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    idle,
    async finish(ms) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      });
      await Promise.race([idle(), late]);
      clearTimeout(timer);
      return pending.size;
    },
  };
}

function logToConsole(label: string, error: unknown): void {
  console.error(`Background work failed (${label}): ${error instanceof Error ? error.message : String(error)}`);
}
