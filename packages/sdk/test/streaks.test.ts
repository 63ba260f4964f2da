// spec 001 §3 Streak data, §7 'Load milestone streak' / 'Add milestone progression': the ['streaks']
// query, the progression call (is_manual true) writing its answer into the cache, and journal entries
// re-reading the streak, against the loopback contract server.
import { afterEach, describe, expect, it } from 'vitest';
import { MutationObserver, QueryObserver } from '@tanstack/query-core';
import type { HydrationResponse, MilestoneProgressionRequest, MoodResponse, StreakResponse, SymptomsResponse, SymptomUpdateResponse } from '@healthdeck/contract';
import {
  addMilestoneProgression,
  BadRequest,
  createHealthDeck,
  hydrationChangeMutation,
  moodLogMutation,
  RequestFailed,
  streaksKeys,
  streaksQuery,
  symptomToggleMutation,
} from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const week = (todayStatus: 'completed' | 'incomplete'): StreakResponse['weekProgress'] =>
  ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day, i) => ({
    date: `2026-04-${String(13 + i).padStart(2, '0')}`,
    day,
    status: i < 2 ? 'missed' : i === 2 ? todayStatus : 'upcoming',
    isCurrentDay: i === 2,
  }));

/** A server keeping one member's journal and pregnancy weeks the way the real one answers. */
async function setUp(options: { progressionStatus?: number } = {}) {
  let logged = false;
  let weeks: number | null = null;
  const streak = (): StreakResponse => ({
    streak: { current: logged ? 1 : 0, is_first_time: !logged },
    weekProgress: week(logged ? 'completed' : 'incomplete'),
    milestone_type: 'pregnancy',
    milestone_info: { id: 2, icon: 'baby', duration_interval: 'weeks', current_period: weeks, event: { title: 'Pregnancy', name: 'Week by week', image: null } },
    is_first_time: !logged,
    should_prompt_milestone: weeks === null,
    user: { name: 'Maria Member' },
  });
  server = await startContractServer({
    handlers: {
      streaks: () => ({ status: 200, body: streak() }),
      milestoneProgression: (req) => {
        if (options.progressionStatus) return { status: options.progressionStatus, body: { statusCode: options.progressionStatus, error_code: 'INTERNAL', message: 'down' } };
        weeks = (req.body as MilestoneProgressionRequest).current_week;
        return { status: 200, body: streak() };
      },
      hydrationIncrement: () => {
        logged = true;
        return { status: 200, body: { hydration: { total_ounces: 1, date: '2026-04-15' } } satisfies HydrationResponse };
      },
      moodLog: () => ({ status: 200, body: { mood: { mood: 'happy', date: '2026-04-15' } } satisfies MoodResponse }),
      symptomUpdate: () => ({ status: 200, body: { symptom_id: 1, status: 'Logged' } satisfies SymptomUpdateResponse }),
      symptomsList: () => ({ status: 200, body: [{ id: 1, name: 'Headache', status: null }] satisfies SymptomsResponse }),
    },
  });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  return { hd };
}

describe('streaks api and query', () => {
  it("uses the key ['streaks'] and sends the browser's time zone", async () => {
    const { hd } = await setUp();
    expect(streaksQuery(hd).queryKey).toEqual(['streaks']);
    const data = await hd.queryClient.fetchQuery(streaksQuery(hd));
    expect(data.should_prompt_milestone).toBe(true);
    expect(hd.queryClient.getQueryData(streaksKeys.all)).toEqual(data);
    const sent = server!.requests.find((r) => r.route === 'streaks');
    expect(sent?.method).toBe('GET');
    expect(sent?.url).toMatch(/^\/api\/client\/daily-journal\/streaks\?tz=/);
    expect(sent?.query.tz).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('addMilestoneProgression() sends milestone id, weeks and is_manual true, and caches the answer', async () => {
    const { hd } = await setUp();
    await hd.queryClient.fetchQuery(streaksQuery(hd));
    const result = await addMilestoneProgression(hd, 2, 12);
    expect(server!.requests.filter((r) => r.route === 'milestoneProgression').map((r) => [r.method, r.body])).toEqual([['POST', { milestone_id: 2, current_week: 12, is_manual: true }]]);
    expect(result.milestone_info?.current_period).toBe(12);
    expect(result.should_prompt_milestone).toBe(false);
    expect(hd.queryClient.getQueryData(streaksKeys.all)).toEqual(result);
    expect(server!.hits('streaks')).toBe(1); // the answer is used, not re-read
  });

  it("bad weeks are a BadRequest with the contract's message; the cache keeps the prompt", async () => {
    const { hd } = await setUp();
    await hd.queryClient.fetchQuery(streaksQuery(hd));
    const error = await addMilestoneProgression(hd, 2, 43).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequest);
    expect(JSON.stringify((error as BadRequest).body)).toContain('Weeks must be between 1 and 42');
    expect(hd.queryClient.getQueryData<StreakResponse>(streaksKeys.all)?.should_prompt_milestone).toBe(true);
  });

  it("a server failure is 'Failed to add milestone progression'", async () => {
    const { hd } = await setUp({ progressionStatus: 500 });
    const error = await addMilestoneProgression(hd, 2, 12).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestFailed);
    expect((error as RequestFailed).message).toBe('Failed to add milestone progression');
  });

  it('logging hydration, a mood or a symptom re-reads the cached streak', async () => {
    const { hd } = await setUp();
    // An observed query is refetched on invalidation (the streak card keeps one mounted).
    const observer = new QueryObserver(hd.queryClient, streaksQuery(hd));
    const stop = observer.subscribe(() => undefined);
    await expect.poll(() => server!.hits('streaks')).toBe(1);
    expect(observer.getCurrentResult().data?.streak.current).toBe(0);

    await new MutationObserver(hd.queryClient, hydrationChangeMutation(hd)).mutate({ change: 'increment' });
    await expect.poll(() => observer.getCurrentResult().data?.streak.current).toBe(1);
    expect(server!.hits('streaks')).toBe(2);
    await new MutationObserver(hd.queryClient, moodLogMutation(hd)).mutate('happy');
    await expect.poll(() => server!.hits('streaks')).toBe(3);
    await new MutationObserver(hd.queryClient, symptomToggleMutation(hd)).mutate(1);
    await expect.poll(() => server!.hits('streaks')).toBe(4);
    stop();
  });
});
