// Query option factories and the optimistic hydration mutation (spec 001 §4: applied
// optimistically, reverted on failure), against the loopback contract server.
import { afterEach, describe, expect, it } from 'vitest';
import { MutationObserver, QueryObserver } from '@tanstack/query-core';
import type { HydrationResponse } from '@healthdeck/contract';
import { createHealthDeck, RequestFailed, accountQuery, adminUsersQuery, hydrationChangeMutation, hydrationKeys, hydrationQuery } from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(() => server?.close());

const hydration = (total_ounces: number): HydrationResponse => ({ hydration: { total_ounces, date: '2025-01-01' } });

async function setUp(incrementStatus: number) {
  let total = 10;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server = await startContractServer({
    handlers: {
      hydrationLast: () => ({ status: 200, body: hydration(total) }),
      hydrationIncrement: async (req) => {
        await held; // lets the test look at the cache while the request is in flight
        if (incrementStatus !== 200) return { status: incrementStatus, body: { statusCode: incrementStatus, error_code: 'INTERNAL', message: 'x' } };
        total += (req.body as { ounces?: number } | undefined)?.ounces ?? 1;
        return { status: 200, body: hydration(total) };
      },
      account: () => ({ status: 500 }),
    },
  });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  return { hd, release };
}

describe('queries', () => {
  it('uses the keys from docs/INTERFACES.md', async () => {
    const { hd } = await setUp(200);
    expect(accountQuery(hd).queryKey).toEqual(['account']);
    expect(hydrationQuery(hd).queryKey).toEqual(['hydration', 'last']);
    expect(adminUsersQuery(hd, { page: 2 }).queryKey).toEqual(['admin', 'users', { page: 2 }]);
  });

  it('hydration.last() fetches through the shared query client', async () => {
    const { hd } = await setUp(200);
    const data = await hd.queryClient.fetchQuery(hydrationQuery(hd));
    expect(data).toEqual(hydration(10));
    expect(hd.queryClient.getQueryData(hydrationKeys.last)).toEqual(hydration(10));
  });

  it('account() publishes $account, and a failure surfaces as the typed error', async () => {
    const { hd } = await setUp(200);
    await expect(hd.queryClient.fetchQuery({ ...accountQuery(hd), retry: false })).rejects.toBeInstanceOf(RequestFailed);
    expect(hd.$account.get()).toBeNull();
  });
});

describe('hydration mutations', () => {
  it('apply the change at once and settle on the server total', async () => {
    const { hd, release } = await setUp(200);
    const observer = new QueryObserver(hd.queryClient, hydrationQuery(hd));
    const unsubscribe = observer.subscribe(() => undefined);
    await hd.queryClient.fetchQuery(hydrationQuery(hd));

    const mutation = new MutationObserver(hd.queryClient, hydrationChangeMutation(hd));
    const done = mutation.mutate({ change: 'increment', ounces: 8 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hd.queryClient.getQueryData(hydrationKeys.last)).toEqual(hydration(18)); // optimistic
    release();
    await done;
    expect(hd.queryClient.getQueryData(hydrationKeys.last)).toEqual(hydration(18)); // from the server
    unsubscribe();
  });

  it('roll back to the previous total when the server fails', async () => {
    const { hd, release } = await setUp(500);
    await hd.queryClient.fetchQuery(hydrationQuery(hd));
    const mutation = new MutationObserver(hd.queryClient, hydrationChangeMutation(hd));
    const done = mutation.mutate({ change: 'increment' }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hd.queryClient.getQueryData(hydrationKeys.last)).toEqual(hydration(11));
    release();
    const error = await done;
    expect(error).toBeInstanceOf(RequestFailed);
    expect((error as RequestFailed).message).toBe('Failed to increment hydration track');
    expect(hd.queryClient.getQueryData(hydrationKeys.last)).toEqual(hydration(10));
  });

  it('clamp the optimistic total to 0..200', async () => {
    const { hd, release } = await setUp(200);
    hd.queryClient.setQueryData(hydrationKeys.last, hydration(0));
    const mutation = new MutationObserver(hd.queryClient, hydrationChangeMutation(hd));
    const done = mutation.mutate({ change: 'decrement', ounces: 5 }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hd.queryClient.getQueryData<HydrationResponse>(hydrationKeys.last)?.hydration.total_ounces).toBe(0);
    release();
    await done;
  });
});
