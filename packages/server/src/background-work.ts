/**
 * Work a handler starts and does not wait for: the password reset email (routes/auth/password.ts),
 * sent after the answer so that the answer takes as long whether or not the email has an account.
 * A failure is logged under the work's label (never the message's recipient) and goes no further.
 * `idle()` settles once everything started has: the dev outbox reads after it, and the app waits for
 * it when it closes (app.ts), so a stopping server finishes what it promised.
 */
export interface BackgroundWork {
  run(label: string, task: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

export function createBackgroundWork(logFailure: (label: string, error: unknown) => void = logToConsole): BackgroundWork {
  const pending = new Set<Promise<void>>();
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
    async idle() {
      // Work may start more work: wait until none is left.
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

function logToConsole(label: string, error: unknown): void {
  console.error(`Background work failed (${label}): ${error instanceof Error ? error.message : String(error)}`);
}
