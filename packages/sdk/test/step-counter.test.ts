// The shared optimistic step change behind hydration and sleep (spec 001 §4): moves at once within
// the bounds, takes the server's answer, rolls back on failure, and re-reads after overlapping
// changes where one failed (its snapshot may be outdated).
import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { type StepChange, stepCounterMutation } from '../src/domains/step-counter.js';

type Answer = { value: number };
const KEY = ['counter'];

function setup(start: number) {
  const queryClient = new QueryClient();
  let server = start;
  const pending: { resolve: () => void; reject: () => void }[] = [];
  let reads = 0;
  queryClient.setQueryDefaults(KEY, {
    queryFn: async () => {
      reads += 1;
      return { value: server };
    },
  });
  queryClient.setQueryData<Answer>(KEY, { value: start });
  const stale = new WeakSet<QueryClient>();
  const options = () =>
    stepCounterMutation<Answer, StepChange>(
      queryClient,
      {
        queryKey: KEY,
        mutationKey: ['counter', 'change'],
        change: (change) =>
          new Promise<Answer>((resolve, reject) =>
            pending.push({
              resolve: () => {
                server += change === 'increment' ? 1 : -1;
                resolve({ value: server });
              },
              reject: () => reject(new Error('refused')),
            }),
          ),
        delta: (change) => (change === 'increment' ? 1 : -1),
        read: (answer) => answer.value,
        write: (_answer, value) => ({ value }),
        min: 0,
        max: 3,
      },
      stale,
    );
  const mutations = { increment: () => 'increment' as const, decrement: () => 'decrement' as const };
  const run = (change: StepChange) => new MutationObserver(queryClient, options()).mutate(change).catch(() => undefined);
  const value = () => queryClient.getQueryData<Answer>(KEY)?.value;
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { mutations, pending, run, value, settle, reads: () => reads, queryClient };
}

describe('stepCounterMutation', () => {
  it('moves the value at once, then takes the server answer', async () => {
    const t = setup(1);
    const done = t.run(t.mutations.increment());
    await t.settle();
    expect(t.value()).toBe(2);
    t.pending[0].resolve();
    await done;
    expect(t.value()).toBe(2);
  });

  it('never moves past a bound, even optimistically', async () => {
    const t = setup(3);
    void t.run(t.mutations.increment());
    await t.settle();
    expect(t.value()).toBe(3);
  });

  it('does not ask for a re-read after a lone failure (its snapshot is current)', async () => {
    const t = setup(1);
    const done = t.run(t.mutations.increment());
    await t.settle();
    t.pending[0].reject();
    await done;
    expect(t.queryClient.getQueryState(KEY)?.isInvalidated).toBe(false);
  });

  it('restores the previous value when the change fails', async () => {
    const t = setup(1);
    const done = t.run(t.mutations.decrement());
    await t.settle();
    expect(t.value()).toBe(0);
    t.pending[0].reject();
    await done;
    expect(t.value()).toBe(1);
  });

  it('re-reads the server once overlapping changes settle when one of them failed', async () => {
    const t = setup(1);
    const first = t.run(t.mutations.increment());
    await t.settle();
    const second = t.run(t.mutations.increment());
    await t.settle();
    expect(t.value()).toBe(3);
    t.pending[0].reject(); // its snapshot (1) is outdated while the second is in flight
    await first;
    t.pending[1].resolve(); // the server takes the second: 1 → 2
    await second;
    await t.settle();
    // Marked for a re-read (widgets observing it refetch at once); the next read shows the server's 2.
    expect(t.queryClient.getQueryState(KEY)?.isInvalidated).toBe(true);
    await t.queryClient.refetchQueries({ queryKey: KEY });
    expect(t.reads()).toBe(1);
    expect(t.value()).toBe(2);
  });
});
