import { describe, expect, it } from 'vitest';
import { createResealQueue, KEEPALIVE_BUDGET } from '../src/domains/kit-reseal-queue';
import { RequestFailed, Unexpected } from '../src/transport/errors';

// Ours: the re-seals of a first visit to the kit result page (up to hundreds at once)
// reach the server once each, a few at a time, through failures and the member leaving the page.

interface Sent {
  id: string;
  keepalive: boolean;
  answer: (error?: unknown) => void;
}

/** A send whose requests stay in flight until the test answers them. */
function held() {
  const sent: Sent[] = [];
  let inFlight = 0;
  let most = 0;
  const send = (kit: { id: string }, _body: string, keepalive: boolean) =>
    new Promise<unknown>((resolve, reject) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      sent.push({
        id: kit.id,
        keepalive,
        answer: (error) => {
          inFlight -= 1;
          if (error) reject(error);
          else resolve({});
        },
      });
    });
  return { sent, send, most: () => most };
}

const kit = (n: number, updated_at = '2026-01-01T00:00:00.000Z') => ({ id: `kit-${n}`, updated_at });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const noWindow = { target: null };

describe('createResealQueue', () => {
  it('sends 100 re-seals three at a time, each once, and settles when all are answered', async () => {
    const { sent, send, most } = held();
    const queue = createResealQueue(send, noWindow);
    const answers = Array.from({ length: 100 }, (_, n) => queue.add(kit(n), 'hd1.sealed'));
    let settled = false;
    void queue.idle().then(() => {
      settled = true;
    });
    for (let answered = 0; answered < 100; answered++) {
      await tick();
      sent[answered]?.answer();
    }
    expect(await Promise.all(answers)).toEqual(Array(100).fill(true));
    expect(sent.map((s) => s.id)).toEqual(Array.from({ length: 100 }, (_, n) => `kit-${n}`));
    expect(most()).toBe(3);
    await tick();
    expect(settled).toBe(true);
  });

  it('re-seals a kit version once: a second open of it shares the first answer; a newer version is sent', async () => {
    const { sent, send } = held();
    const queue = createResealQueue(send, noWindow);
    const first = queue.add(kit(1), 'hd1.a');
    const again = queue.add(kit(1), 'hd1.b');
    await tick();
    sent[0]?.answer();
    expect([await first, await again]).toEqual([true, true]);
    expect(await queue.add(kit(1), 'hd1.c')).toBe(true);
    expect(sent).toHaveLength(1);
    const newer = queue.add(kit(1, '2026-02-01T00:00:00.000Z'), 'hd1.d');
    await tick();
    sent[1]?.answer();
    expect(await newer).toBe(true);
  });

  it('tries again when the network or the server fails, and takes a refusal (409) as final', async () => {
    const { sent, send } = held();
    const queue = createResealQueue(send, { ...noWindow, retryAfterMs: 1 });
    const flaky = queue.add(kit(1), 'hd1.a');
    await tick();
    sent[0]?.answer(new Unexpected('Unable to connect to server', 500));
    await tick();
    sent[1]?.answer(new RequestFailed('save your kit report', 503));
    await tick();
    sent[2]?.answer();
    expect(await flaky).toBe(true);

    const refused = queue.add(kit(2), 'hd1.b');
    await tick();
    sent[3]?.answer(new RequestFailed('save your kit report', 409, 'This kit has a newer report. Open it again.'));
    expect(await refused).toBe(false);
    expect(await queue.add(kit(2), 'hd1.b')).toBe(false);
    expect(sent).toHaveLength(4);
  });

  it('gives up after three failed tries, and tries that version again on a later open', async () => {
    const { sent, send } = held();
    const queue = createResealQueue(send, { ...noWindow, retryAfterMs: 1 });
    const failing = queue.add(kit(1), 'hd1.a');
    for (let n = 0; n < 3; n++) {
      await tick();
      sent[n]?.answer(new Unexpected('Unable to connect to server', 500));
    }
    expect(await failing).toBe(false);
    expect(sent).toHaveLength(3);
    const later = queue.add(kit(1), 'hd1.a');
    await tick();
    sent[3]?.answer();
    expect(await later).toBe(true);
  });

  it('sends keepalive requests while they fit the budget, and on pagehide sends what is still waiting', async () => {
    const { sent, send } = held();
    const page = new EventTarget();
    const queue = createResealQueue(send, { target: page, concurrency: 1 });
    const big = 'x'.repeat(KEEPALIVE_BUDGET + 1);
    const small = 'x'.repeat(Math.floor(KEEPALIVE_BUDGET / 4));
    void queue.add(kit(1), big);
    for (let n = 2; n <= 8; n++) void queue.add(kit(n), small);
    await tick();
    expect(sent.map((s) => [s.id, s.keepalive])).toEqual([['kit-1', false]]);

    // The member leaves while kit-1 is in flight: four small ones fit the keepalive budget now.
    page.dispatchEvent(new Event('pagehide'));
    expect(sent.map((s) => [s.id, s.keepalive])).toEqual([
      ['kit-1', false],
      ['kit-2', true],
      ['kit-3', true],
      ['kit-4', true],
      ['kit-5', true],
    ]);
  });
});
