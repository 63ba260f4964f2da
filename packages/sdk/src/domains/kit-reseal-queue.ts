// Ours: the queue that sends the member's browser's re-sealed kit reports back
// (docs/decisions/0034-server-sealed-records-resealed.md). A first visit to the result page opens up to hundreds of reports at once;
// their re-seals must all reach the server, once each, without holding up the page's own requests
// and without being lost when the member leaves right after the page showed.
import { SEALED_REPORT_MAX, type Kit, type KitStatusData } from '@healthdeck/contract/light';
import { HealthDeckError, Unauthorized } from '../transport/errors.js';

export type ResealedKit = Pick<Kit, 'id' | 'updated_at'>;

/** Sends one re-sealed report (kitSealReport); `keepalive` lets it outlive the page. */
export type SendResealed = (kit: ResealedKit, encrypted_data: string, keepalive: boolean) => Promise<unknown>;

export interface ResealQueueOptions {
  /** Re-seals in flight at once (the browser gives an origin 6 connections: the page keeps the rest). */
  concurrency?: number;
  /** Tries per report when the network or the server fails (a refusal, e.g. 409, is final). */
  attempts?: number;
  /** Milliseconds before the second try; doubled for each later one. */
  retryAfterMs?: number;
  /** Where pagehide is heard (default the window, when there is one). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

export interface ResealQueue {
  /**
   * Queues a sealed report for the kit version it was opened at; once per kit version: a second
   * call for it shares the first one's answer. Resolves true when the server took it, false when it
   * refused (a newer report, 409) or kept failing. Never rejects.
   */
  add(kit: ResealedKit, encrypted_data: string): Promise<boolean>;
  /** Resolves once nothing is queued or in flight. */
  idle(): Promise<void>;
}

/** Below the browser's 64 KiB of keepalive bodies in flight per page, with room for the page's own. */
export const KEEPALIVE_BUDGET = 48 * 1024;

interface Item {
  version: string;
  kit: ResealedKit;
  body: string;
  tries: number;
  done: (taken: boolean) => void;
}

/** Worth another try: no connection or the server failed (5xx), or rate limited; not a refusal. */
const transient = (error: unknown) => !(error instanceof Unauthorized) && (!(error instanceof HealthDeckError) || error.status >= 500 || error.status === 429);

export function createResealQueue(send: SendResealed, options: ResealQueueOptions = {}): ResealQueue {
  const concurrency = options.concurrency ?? 3;
  const attempts = options.attempts ?? 3;
  const retryAfterMs = options.retryAfterMs ?? 1000;
  const target = options.target !== undefined ? options.target : typeof window === 'undefined' ? null : window;
  const byVersion = new Map<string, Promise<boolean>>();
  const waiting: Item[] = [];
  let inFlight = 0;
  /** Bytes of keepalive bodies this queue has in flight. */
  let keepaliveBytes = 0;
  let retrying = 0;
  let idleWaiters: (() => void)[] = [];

  const settled = () => {
    if (waiting.length > 0 || inFlight > 0 || retrying > 0) return;
    target?.removeEventListener('pagehide', flush);
    for (const wake of idleWaiters) wake();
    idleWaiters = [];
  };

  const start = (item: Item) => {
    inFlight += 1;
    // keepalive while it fits the budget: a report in flight when the tab closes still arrives.
    const bytes = item.body.length;
    const keepalive = keepaliveBytes + bytes <= KEEPALIVE_BUDGET;
    if (keepalive) keepaliveBytes += bytes;
    item.tries += 1;
    send(item.kit, item.body, keepalive).then(
      () => finish(item, keepalive, true),
      (error: unknown) => {
        if (transient(error) && item.tries < attempts) {
          retrying += 1;
          setTimeout(
            () => {
              retrying -= 1;
              waiting.push(item);
              pump();
            },
            retryAfterMs * 2 ** (item.tries - 1),
          );
          finish(item, keepalive, null);
        } else {
          // A version that kept failing may be tried again when it is opened again; a refused one is not.
          if (transient(error)) byVersion.delete(item.version);
          finish(item, keepalive, false);
        }
      },
    );
  };

  const finish = (item: Item, keepalive: boolean, taken: boolean | null) => {
    inFlight -= 1;
    if (keepalive) keepaliveBytes -= item.body.length;
    if (taken !== null) item.done(taken);
    pump();
    settled();
  };

  function pump() {
    while (inFlight < concurrency && waiting.length > 0) start(waiting.shift() as Item);
  }

  /** The page is going away: everything still waiting leaves now, as keepalive requests, while they fit. */
  function flush() {
    while (waiting.length > 0 && keepaliveBytes + (waiting[0] as Item).body.length <= KEEPALIVE_BUDGET) start(waiting.shift() as Item);
  }

  return {
    add(kit, body) {
      const version = `${kit.id}@${kit.updated_at}`;
      let answer = byVersion.get(version);
      if (answer) return answer;
      answer = new Promise<boolean>((resolve) => {
        if (waiting.length === 0 && inFlight === 0 && retrying === 0) target?.addEventListener('pagehide', flush);
        waiting.push({ version, kit, body, tries: 0, done: resolve });
        pump();
      });
      byVersion.set(version, answer);
      return answer;
    },
    idle: () => (waiting.length === 0 && inFlight === 0 && retrying === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve))),
  };
}

/**
 * Seals an opened report under the member's data key and queues it (kits.ts's sealKitReport, which
 * loads this module with the first re-seal): false when the sealed record is too long to keep.
 */
export async function sealAndQueue(queue: ResealQueue, kit: ResealedKit, data: KitStatusData, dataKey: CryptoKey): Promise<boolean> {
  const { sealRecord } = await import('@healthdeck/crypto');
  const encrypted_data = await sealRecord(dataKey, data);
  if (encrypted_data.length > SEALED_REPORT_MAX) return false;
  return queue.add(kit, encrypted_data);
}
