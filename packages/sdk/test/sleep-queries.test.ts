// The sleep calls, query options and optimistic sleep mutations (spec 001 §4 Sleep tracker: "Level
// change is optimistic and rolled back on failure"), against the loopback contract server.
import { afterEach, describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/query-core';
import type { SleepResponse } from '@healthdeck/contract';
import { changeSleep, createHealthDeck, RequestFailed, sleepChangeMutation, sleepKeys, sleepQuery } from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(() => server?.close());

const sleep = (total_levels: number): SleepResponse => ({ data: { sleep: { total_levels, date: '2026-04-01' } } });
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

async function setUp(changeStatus: number, start = 8) {
  let level = start;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const change = (delta: 1 | -1) => async () => {
    await held; // lets the test look at the cache while the request is in flight
    if (changeStatus !== 200) return { status: changeStatus, body: { statusCode: changeStatus, error_code: 'INTERNAL' as const, message: 'x' } };
    level += delta;
    return { status: 200, body: sleep(level) };
  };
  server = await startContractServer({
    handlers: {
      sleepLast: () => ({ status: 200, body: sleep(level) }),
      sleepIncrement: change(1),
      sleepDecrement: change(-1),
    },
  });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  return { hd, release, server };
}

describe('sleep calls and queries', () => {
  it("use the key ['sleep','last'] and send the browser's time zone", async () => {
    const { hd, server } = await setUp(200);
    expect(sleepQuery(hd).queryKey).toEqual(['sleep', 'last']);
    expect(await hd.queryClient.fetchQuery(sleepQuery(hd))).toEqual(sleep(8));
    expect(hd.queryClient.getQueryData(sleepKeys.last)).toEqual(sleep(8));
    const request = server.requests.find((r) => r.route === 'sleepLast');
    expect(request?.method).toBe('GET');
    expect(request?.query.tz).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('increment and decrement POST without a body and write the server level into the shared cache', async () => {
    const { hd, release, server } = await setUp(200);
    release();
    const change = (direction: 'increment' | 'decrement') => new MutationObserver(hd.queryClient, sleepChangeMutation(hd)).mutate(direction);
    expect(await change('increment')).toEqual(sleep(9));
    expect(hd.queryClient.getQueryData(sleepKeys.last)).toEqual(sleep(9));
    expect(await change('decrement')).toEqual(sleep(8));
    expect(hd.queryClient.getQueryData(sleepKeys.last)).toEqual(sleep(8));
    const posts = server.requests.filter((r) => r.route === 'sleepIncrement' || r.route === 'sleepDecrement');
    expect(posts.map((r) => [r.method, r.url.split('?')[0]])).toEqual([
      ['POST', '/api/client/user-sleep/increment'],
      ['POST', '/api/client/user-sleep/decrement'],
    ]);
  });

  it("report a failure with the spec's operation name", async () => {
    const { hd, release } = await setUp(500);
    release();
    const error = await changeSleep(hd, 'decrement').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestFailed);
    expect((error as RequestFailed).message).toBe('Failed to decrement sleep track');
  });
});

describe('sleep mutations', () => {
  it('apply the change at once and settle on the server level', async () => {
    const { hd, release } = await setUp(200);
    await hd.queryClient.fetchQuery(sleepQuery(hd));
    const done = new MutationObserver(hd.queryClient, sleepChangeMutation(hd)).mutate('increment');
    await tick();
    expect(hd.queryClient.getQueryData(sleepKeys.last)).toEqual(sleep(9)); // optimistic
    release();
    await done;
    expect(hd.queryClient.getQueryData(sleepKeys.last)).toEqual(sleep(9)); // from the server
  });

  it('roll back to the previous level when the server fails', async () => {
    const { hd, release } = await setUp(503);
    await hd.queryClient.fetchQuery(sleepQuery(hd));
    const done = new MutationObserver(hd.queryClient, sleepChangeMutation(hd)).mutate('decrement').catch((e: unknown) => e);
    await tick();
    expect(hd.queryClient.getQueryData(sleepKeys.last)).toEqual(sleep(7));
    release();
    const error = await done;
    expect(error).toBeInstanceOf(RequestFailed);
    expect((error as RequestFailed).message).toBe('Failed to decrement sleep track');
    expect(hd.queryClient.getQueryData(sleepKeys.last)).toEqual(sleep(8));
  });

  it('keep the optimistic level within 0..14', async () => {
    const { hd, release } = await setUp(200, 14);
    hd.queryClient.setQueryData(sleepKeys.last, sleep(14));
    const up = new MutationObserver(hd.queryClient, sleepChangeMutation(hd)).mutate('increment').catch(() => undefined);
    await tick();
    expect(hd.queryClient.getQueryData<SleepResponse>(sleepKeys.last)?.data.sleep.total_levels).toBe(14);
    hd.queryClient.setQueryData(sleepKeys.last, sleep(0));
    const down = new MutationObserver(hd.queryClient, sleepChangeMutation(hd)).mutate('decrement').catch(() => undefined);
    await tick();
    expect(hd.queryClient.getQueryData<SleepResponse>(sleepKeys.last)?.data.sleep.total_levels).toBe(0);
    release();
    await Promise.all([up, down]);
  });
});
