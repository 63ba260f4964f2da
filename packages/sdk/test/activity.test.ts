// User-flow activity, activity history and daily logs (spec 000 §3.4, §7.6, §7.2) through the sdk.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/query-core';
import type { ActivityHistoryResponse, DailyLogsResponse } from '@healthdeck/contract';
import { activityHistoryQuery, BadRequest, createHealthDeck, dailyLogsQuery, fetchUserDailyLogs, saveUserFlowEvent, userDailyLogsQuery, type HealthDeck } from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const USER = '66666666-6666-4666-8666-666666666666';
const logs: DailyLogsResponse = { from: '2026-05-04', to: '2026-05-10', logs: [] };

async function setUp() {
  const events: ActivityHistoryResponse['activities'] = [];
  server = await startContractServer({
    handlers: {
      userFlowActivity: (req) => {
        const body = req.body as { event: 'meals_started'; detail?: string };
        const activity = { id: '77777777-7777-4777-8777-777777777777', event: body.event, detail: body.detail ?? null, created_at: '2026-05-10T12:00:00.000Z' };
        events.unshift(activity);
        return { status: 200, body: { activity } };
      },
      activityHistory: () => ({ status: 200, body: { activities: events, total_count: events.length } }),
      dailyLogs: () => ({ status: 200, body: logs }),
      adminUserDailyLogs: () => ({ status: 200, body: logs }),
    },
  });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  return { hd };
}

describe('activity sdk', () => {
  it('records an event and re-reads the observed history', async () => {
    const { hd } = await setUp();
    const observer = new QueryObserver(hd.queryClient, activityHistoryQuery(hd));
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.total_count).toBe(0));
    await saveUserFlowEvent(hd, 'onboarding_step_finished', 'topics');
    expect(server!.requests.find((r) => r.route === 'userFlowActivity')?.body).toEqual({ event: 'onboarding_step_finished', detail: 'topics' });
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.activities.map((a) => a.event)).toEqual(['onboarding_step_finished']));
    stop();
  });

  it('refuses an event the contract does not list (BadRequest from the server)', async () => {
    const { hd } = await setUp();
    // The type allows only the list; a caller going around it still gets a clear refusal.
    const record = saveUserFlowEvent as (hd: HealthDeck, event: string) => Promise<unknown>;
    await expect(record(hd, 'took_a_nap')).rejects.toBeInstanceOf(BadRequest);
  });

  it("sends the browser's time zone with daily logs, and the user id on the admin call", async () => {
    const { hd } = await setUp();
    expect(dailyLogsQuery(hd, { days: 3 }).queryKey).toEqual(['activity', 'daily-logs', { days: 3 }]);
    await hd.queryClient.fetchQuery(dailyLogsQuery(hd, { days: 3 }));
    const sent = server!.requests.find((r) => r.route === 'dailyLogs');
    expect(sent?.query).toEqual({ days: '3', tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
    await fetchUserDailyLogs(hd, USER, { end: '2026-05-10' });
    expect(server!.requests.at(-1)?.url.startsWith(`/api/admin/users/${USER}/daily-logs?end=2026-05-10`)).toBe(true);
    expect(userDailyLogsQuery(hd, USER).queryKey).toEqual(['admin', 'users', USER, 'daily-logs', {}]);
    expect(activityHistoryQuery(hd, { page: 2, take: 5 }).queryKey).toEqual(['activity', 'history', { page: 2, take: 5 }]);
    expect((await hd.queryClient.fetchQuery(activityHistoryQuery(hd, { page: 2, take: 5 }))).total_count).toBe(0);
    expect(server!.requests.at(-1)?.query).toEqual({ page: '2', take: '5' });
  });
});
