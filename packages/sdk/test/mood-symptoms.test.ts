// spec 001 §4 Mood and Symptoms: query keys, the optimistic mood log (server value wins, previous
// mood back on failure, logged only) and the optimistic symptom toggle (disabled while pending,
// 'None of these' rule, list restored on failure), against the loopback contract server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver } from '@tanstack/query-core';
import type { MoodResponse, MoodValue, Symptom, SymptomsResponse } from '@healthdeck/contract';
import {
  createHealthDeck,
  isNoneOfTheseSymptom,
  moodKeys,
  moodLogMutation,
  moodQuery,
  pendingSymptomIds,
  RequestFailed,
  symptomsKeys,
  symptomsQuery,
  symptomToggleMutation,
  toggleSymptomIn,
} from '../src/index.js';
import { startContractServer, type ContractServer, type Reply } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

const moodAnswer = (mood: MoodValue | null): MoodResponse => ({ mood: { mood, date: '2026-04-01' } });
const symptom = (id: number, name: string, logged = false): Symptom => ({ id, name, status: logged ? 'Logged' : null });
const CATALOGUE: SymptomsResponse = [symptom(1, 'Headache'), symptom(2, 'Fever'), symptom(3, 'Cough'), symptom(10, 'None of these')];
const logged = (list: SymptomsResponse | undefined) => (list ?? []).filter((s) => s.status === 'Logged').map((s) => s.name);
const fail = (status: number): Reply => ({ status, body: { statusCode: status, error_code: 'INTERNAL', message: 'down' } });
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A held gate: requests wait on it until the test opens it. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

async function setUp(options: { moodStatus?: number; toggleStatus?: number; serverMood?: (asked: MoodValue) => MoodValue } = {}) {
  let current: MoodValue | null = 'neutral';
  let list = CATALOGUE.map((s) => ({ ...s }));
  const held = gate();
  server = await startContractServer({
    handlers: {
      moodLoad: () => ({ status: 200, body: moodAnswer(current) }),
      moodLog: async (req) => {
        await held.opened;
        if (options.moodStatus) return fail(options.moodStatus);
        const asked = (req.body as { mood: MoodValue }).mood;
        current = options.serverMood ? options.serverMood(asked) : asked;
        return { status: 200, body: moodAnswer(current) };
      },
      symptomsList: () => ({ status: 200, body: list }),
      symptomUpdate: async (req) => {
        await held.opened;
        if (options.toggleStatus) return fail(options.toggleStatus);
        const id = (req.body as { symptom_id: number }).symptom_id;
        list = toggleSymptomIn(list, id);
        return { status: 200, body: { symptom_id: id, status: list.find((s) => s.id === id)?.status ?? null } };
      },
    },
  });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  return { hd, release: held.open, serverList: () => list };
}

describe('mood and symptoms queries', () => {
  it("use the keys ['mood','current'] and ['symptoms'] and send the browser's time zone", async () => {
    const { hd } = await setUp();
    expect(moodQuery(hd).queryKey).toEqual(['mood', 'current']);
    expect(symptomsQuery(hd).queryKey).toEqual(['symptoms']);
    expect(await hd.queryClient.fetchQuery(moodQuery(hd))).toEqual(moodAnswer('neutral'));
    expect(await hd.queryClient.fetchQuery(symptomsQuery(hd))).toEqual(CATALOGUE);
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(server!.requests.filter((r) => r.route === 'moodLoad' || r.route === 'symptomsList').map((r) => r.query.tz)).toEqual([tz, tz]);
  });
});

describe('mood log mutation (spec 001 §4 Mood)', () => {
  it('sets the mood at once, then takes the value the server returns', async () => {
    const { hd, release } = await setUp({ serverMood: () => 'happy' });
    await hd.queryClient.fetchQuery(moodQuery(hd));
    const done = new MutationObserver(hd.queryClient, moodLogMutation(hd)).mutate('sad');
    await tick();
    expect(hd.queryClient.getQueryData(moodKeys.current)).toEqual(moodAnswer('sad')); // optimistic
    release();
    await done;
    expect(hd.queryClient.getQueryData(moodKeys.current)).toEqual(moodAnswer('happy')); // the server's value
  });

  it('returns to the previous mood on failure and only logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { hd, release } = await setUp({ moodStatus: 500 });
    await hd.queryClient.fetchQuery(moodQuery(hd));
    const done = new MutationObserver(hd.queryClient, moodLogMutation(hd)).mutate('angry').catch((e: unknown) => e);
    await tick();
    expect(hd.queryClient.getQueryData(moodKeys.current)).toEqual(moodAnswer('angry'));
    release();
    const error = await done;
    expect(error).toBeInstanceOf(RequestFailed);
    expect((error as RequestFailed).message).toBe('Failed to log mood');
    expect(hd.queryClient.getQueryData(moodKeys.current)).toEqual(moodAnswer('neutral'));
    expect(logged).toHaveBeenCalledWith('[healthdeck] could not log the mood', error);
  });
});

describe('symptom toggle mutation (spec 001 §4 Symptoms)', () => {
  it('flips the symptom at once, marks it pending during the call, and settles on the server status', async () => {
    const { hd, release } = await setUp();
    await hd.queryClient.fetchQuery(symptomsQuery(hd));
    const done = new MutationObserver(hd.queryClient, symptomToggleMutation(hd)).mutate(2);
    await tick();
    expect(logged(hd.queryClient.getQueryData(symptomsKeys.list))).toEqual(['Fever']);
    expect(pendingSymptomIds(hd.queryClient)).toEqual([2]);
    release();
    expect(await done).toEqual({ symptom_id: 2, status: 'Logged' });
    expect(pendingSymptomIds(hd.queryClient)).toEqual([]);
    expect(logged(hd.queryClient.getQueryData(symptomsKeys.list))).toEqual(['Fever']);
  });

  it("clears the others when 'None of these' is picked, and 'None of these' when another is", async () => {
    const { hd, release, serverList } = await setUp();
    release();
    await hd.queryClient.fetchQuery(symptomsQuery(hd));
    const toggle = (id: number) => new MutationObserver(hd.queryClient, symptomToggleMutation(hd)).mutate(id);
    await toggle(1);
    await toggle(3);
    expect(logged(hd.queryClient.getQueryData(symptomsKeys.list))).toEqual(['Headache', 'Cough']);
    await toggle(10);
    expect(logged(hd.queryClient.getQueryData(symptomsKeys.list))).toEqual(['None of these']);
    await toggle(2);
    expect(logged(hd.queryClient.getQueryData(symptomsKeys.list))).toEqual(['Fever']);
    expect(logged(serverList())).toEqual(['Fever']);
  });

  it('restores the previous list when the update fails', async () => {
    const { hd, release } = await setUp({ toggleStatus: 503 });
    hd.queryClient.setQueryData<SymptomsResponse>(symptomsKeys.list, [symptom(1, 'Headache', true), symptom(2, 'Fever', true), symptom(10, 'None of these')]);
    const done = new MutationObserver(hd.queryClient, symptomToggleMutation(hd)).mutate(10).catch((e: unknown) => e);
    await tick();
    expect(logged(hd.queryClient.getQueryData(symptomsKeys.list))).toEqual(['None of these']);
    release();
    const error = await done;
    expect((error as RequestFailed).message).toBe('Failed to update user symptom');
    expect(logged(hd.queryClient.getQueryData(symptomsKeys.list))).toEqual(['Headache', 'Fever']);
    expect(pendingSymptomIds(hd.queryClient)).toEqual([]);
  });
});

describe("the 'None of these' rule (spec 001 §4)", () => {
  it.each(['None of these', 'none of these', 'NONE OF THESE', ' NoneOf  these ', 'noneofthese'])('matches %j ignoring spaces and case', (name) => {
    expect(isNoneOfTheseSymptom(name)).toBe(true);
  });
  it.each(['None', 'None of those', 'Headache', ''])('does not match %j', (name) => {
    expect(isNoneOfTheseSymptom(name)).toBe(false);
  });
  it('un-picking changes only that symptom; an unknown id changes nothing', () => {
    const list = [symptom(1, 'Headache', true), symptom(2, 'Fever', true), symptom(10, 'None of these')];
    expect(logged(toggleSymptomIn(list, 1))).toEqual(['Fever']);
    expect(toggleSymptomIn(list, 99)).toEqual(list);
  });
});
