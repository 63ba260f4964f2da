// Daily tasks calls, path parameters, the ['dailyTasks'] query and the optimistic toggle (spec 001
// §4: completion time set locally first, reverted with the star balance on failure), against the
// loopback contract server.
import { afterEach, describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/query-core';
import type { AccountResponse, DailyTask, DailyTasksResponse, DailyTaskToggleResponse } from '@healthdeck/contract';
import { BadRequest, createHealthDeck, dailyTasksQuery, RequestFailed, accountQuery, dailyTaskToggleMutation, dailyTasksKeys, toggleDailyTask } from '../src/index.js';
import { buildUrl } from '../src/transport/url.js';
import { startContractServer, type ContractServer, type Reply } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(() => server?.close());

const NOW = Date.parse('2026-05-04T15:00:00.000Z');
const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];

function task(id: string, star_value: number, completed_at: string | null = null): DailyTask {
  return {
    id,
    name: `Task ${id.slice(0, 1)}`,
    display: 'subtitle',
    star_value,
    completed_at,
    created_at: '2026-05-04T08:00:00.000Z',
    page_type: 'internal',
    page_id: null,
    page_url: '/client/home',
  };
}

const account = (star_balance: number): AccountResponse => ({
  user: { id: 'user-1', email: 'm@example.test', name: 'Test Member', verified: true, star_balance, roles: ['member'], organizations: [], programs: [] },
  profile: { sleep_goal: null, water_intake: null },
  keySalt: 'c2FsdA==',
  publicKey: null,
  encrptedPrivateKey: null,
  encryptedDataKey: null,
  session: { kit_id: null, verificationEmailSent: false },
  renderedMoreActiveIframe: false,
});

/** A server holding three tasks and a balance; toggles may be held and made to fail by id. */
async function setUp() {
  const state = { tasks: [task(ids[0], 5), task(ids[1], 10), task(ids[2], 15)], balance: 0 };
  const holds = new Map<string, Promise<void>>();
  const failing = new Set<string>();
  server = await startContractServer({
    handlers: {
      account: () => ({ status: 200, body: account(state.balance) }),
      dailyTasks: () => ({ status: 200, body: { tasks: state.tasks, date: '2026-05-04' } satisfies DailyTasksResponse }),
      dailyTaskToggle: async (req): Promise<Reply> => {
        const id = req.params.id;
        await holds.get(id);
        if (failing.has(id)) return { status: 500, body: { statusCode: 500, error_code: 'INTERNAL', message: 'x' } };
        const found = state.tasks.find((t) => t.id === id);
        if (!found) return { status: 404, body: { statusCode: 404, error_code: 'NOT_FOUND', message: 'Daily task not found' } };
        const completing = found.completed_at === null;
        const next = { ...found, completed_at: completing ? '2026-05-04T15:00:01.000Z' : null };
        state.tasks = state.tasks.map((t) => (t.id === id ? next : t));
        state.balance = Math.max(0, state.balance + (completing ? found.star_value : -found.star_value));
        return { status: 200, body: { task: next, star_balance: state.balance } satisfies DailyTaskToggleResponse };
      },
    },
  });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()), now: () => NOW });
  const hold = (id: string) => {
    let release = () => {};
    holds.set(id, new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  };
  return { hd, state, hold, failing };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('path parameters', () => {
  it('fills :name segments percent-encoded and refuses a missing one', () => {
    expect(buildUrl('http://h/', '/api/x/:id/toggle', { tz: 'Europe/Paris' }, { id: 'a/b c' })).toBe('http://h/api/x/a%2Fb%20c/toggle?tz=Europe%2FParis');
    expect(() => buildUrl('', '/api/x/:id/toggle', null, {})).toThrow("Missing path parameter 'id'");
    expect(buildUrl('', '/api/plain')).toBe('/api/plain');
  });

  it('call(name, { params }) reaches the row with its params; a missing one throws before any request', async () => {
    const { hd } = await setUp();
    const answer = await hd.call('dailyTaskToggle', { params: { id: ids[1] } });
    expect(answer.task.id).toBe(ids[1]);
    const sent = server!.requests.find((r) => r.route === 'dailyTaskToggle');
    expect(sent?.method).toBe('POST');
    expect(sent?.url.startsWith(`/api/client/user/tasks/${ids[1]}/toggle`)).toBe(true);
    const before = server!.requests.length;
    await expect(hd.call('dailyTaskToggle', {})).rejects.toThrow(TypeError);
    expect(server!.requests.length).toBe(before);
  });

  it('a path param the contract refuses is a BadRequest', async () => {
    const { hd } = await setUp();
    await expect(toggleDailyTask(hd, 'not-a-uuid')).rejects.toBeInstanceOf(BadRequest);
  });
});

describe('daily tasks api and query', () => {
  it("uses the key ['dailyTasks'] and sends the browser's time zone", async () => {
    const { hd } = await setUp();
    expect(dailyTasksQuery(hd).queryKey).toEqual(['dailyTasks']);
    const data = await hd.queryClient.fetchQuery(dailyTasksQuery(hd));
    expect(data.tasks.map((t) => t.id)).toEqual(ids);
    expect(hd.queryClient.getQueryData(dailyTasksKeys.all)).toEqual(data);
    const sent = server!.requests.find((r) => r.route === 'dailyTasks');
    expect(sent?.query.tz).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('toggle() writes the server task and star balance into the cache and $account', async () => {
    const { hd } = await setUp();
    await hd.queryClient.fetchQuery(dailyTasksQuery(hd));
    await hd.queryClient.fetchQuery(accountQuery(hd));
    const result = await new MutationObserver(hd.queryClient, dailyTaskToggleMutation(hd)).mutate(ids[2]);
    expect(result.star_balance).toBe(15);
    expect(hd.queryClient.getQueryData<DailyTasksResponse>(dailyTasksKeys.all)?.tasks[2].completed_at).toBe('2026-05-04T15:00:01.000Z');
    expect(hd.queryClient.getQueryData<AccountResponse>(['account'])?.user.star_balance).toBe(15);
    expect(hd.$account.get()?.user.star_balance).toBe(15);
  });
});

describe('toggle mutation (spec 001 §4)', () => {
  async function loaded() {
    const ctx = await setUp();
    await ctx.hd.queryClient.fetchQuery(dailyTasksQuery(ctx.hd));
    await ctx.hd.queryClient.fetchQuery(accountQuery(ctx.hd));
    return ctx;
  }
  const completedAt = (hd: ReturnType<typeof createHealthDeck>, id: string) =>
    hd.queryClient.getQueryData<DailyTasksResponse>(dailyTasksKeys.all)?.tasks.find((t) => t.id === id)?.completed_at;
  const stars = (hd: ReturnType<typeof createHealthDeck>) => hd.queryClient.getQueryData<AccountResponse>(['account'])?.user.star_balance;

  it('sets the completion time and the star balance locally first, then keeps the server answer', async () => {
    const { hd, hold } = await loaded();
    const release = hold(ids[1]);
    const done = new MutationObserver(hd.queryClient, dailyTaskToggleMutation(hd)).mutate(ids[1]);
    await tick();
    expect(completedAt(hd, ids[1])).toBe(new Date(NOW).toISOString()); // local clock, before the server answered
    expect(stars(hd)).toBe(10);
    expect(hd.$account.get()?.user.star_balance).toBe(10);
    release();
    await done;
    expect(completedAt(hd, ids[1])).toBe('2026-05-04T15:00:01.000Z');
    expect(stars(hd)).toBe(10);
  });

  it('reverts the task and the star balance when the server fails', async () => {
    const { hd, hold, failing, state } = await loaded();
    failing.add(ids[0]);
    const release = hold(ids[0]);
    const done = new MutationObserver(hd.queryClient, dailyTaskToggleMutation(hd)).mutate(ids[0]).catch((e: unknown) => e);
    await tick();
    expect(completedAt(hd, ids[0])).not.toBeNull();
    expect(stars(hd)).toBe(5);
    release();
    const error = await done;
    expect(error).toBeInstanceOf(RequestFailed);
    expect((error as RequestFailed).message).toBe('Failed to toggle daily task');
    expect(completedAt(hd, ids[0])).toBeNull();
    expect(stars(hd)).toBe(0);
    expect(hd.$account.get()?.user.star_balance).toBe(0);
    expect(state.balance).toBe(0);
  });

  it('a failed toggle reverts only itself while another one succeeds', async () => {
    const { hd, hold, failing } = await loaded();
    failing.add(ids[0]);
    const releaseFail = hold(ids[0]);
    const failed = new MutationObserver(hd.queryClient, dailyTaskToggleMutation(hd)).mutate(ids[0]).catch(() => undefined);
    const succeeded = new MutationObserver(hd.queryClient, dailyTaskToggleMutation(hd)).mutate(ids[2]);
    await succeeded;
    expect(stars(hd)).toBe(20); // the server's 15 plus the +5 still in flight
    releaseFail();
    await failed;
    expect(completedAt(hd, ids[0])).toBeNull();
    expect(completedAt(hd, ids[2])).not.toBeNull();
    expect(stars(hd)).toBe(15);
  });

  it('un-completing debits locally, never below 0', async () => {
    const { hd, hold } = await loaded();
    await new MutationObserver(hd.queryClient, dailyTaskToggleMutation(hd)).mutate(ids[1]); // server balance 10
    hd.queryClient.setQueryData<AccountResponse>(['account'], account(4)); // stars spent elsewhere
    const release = hold(ids[1]);
    const done = new MutationObserver(hd.queryClient, dailyTaskToggleMutation(hd)).mutate(ids[1]);
    await tick();
    expect(completedAt(hd, ids[1])).toBeNull();
    expect(stars(hd)).toBe(0);
    release();
    await done;
  });
});
