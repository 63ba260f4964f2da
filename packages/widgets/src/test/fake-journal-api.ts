// The daily-journal mood and symptom routes as the contract says the server answers them (one mood
// a day, symptom toggle with the 'None of these' rule).
// The one fake server (@healthdeck/sdk/testing) does the routing, bearer check, contract check of
// every success body, failure injection and held answers; this module keeps the feature's state.
import type { MoodResponse, MoodValue, Symptom } from '@healthdeck/contract/light';
import { toggleSymptomIn } from '@healthdeck/sdk';
import { accountFixture, createFakeServer, json, type FakeHandlers, type FakeServer } from '@healthdeck/sdk/testing';

type JournalRoute = 'account' | 'moodLoad' | 'moodLog' | 'symptomsList' | 'symptomUpdate';

export const TEST_SYMPTOMS: Symptom[] = [
  { id: 1, name: 'Headache', status: null },
  { id: 2, name: 'Fatigue', status: null },
  { id: 3, name: 'Nausea', status: null },
  { id: 10, name: 'None of these', status: null },
];

export interface FakeJournalApi extends FakeServer<JournalRoute> {
  /** The answers by route, for a fake that serves several features (fake-daily-journal-api.ts). */
  handlers: FakeHandlers;
  /** What the "server" holds. */
  state: { mood: MoodValue | null; symptoms: Symptom[] };
}

export function createFakeJournalApi(initial: { mood?: MoodValue | null; symptoms?: Symptom[] } = {}): FakeJournalApi {
  const state = { mood: initial.mood ?? null, symptoms: (initial.symptoms ?? TEST_SYMPTOMS).map((s) => ({ ...s })) };
  const mood = (): MoodResponse => ({ mood: { mood: state.mood, date: '2026-11-21' } });
  const handlers = {
    account: () => json(accountFixture({ verified: true })),
    moodLoad: () => json(mood()),
    moodLog: ({ body }) => {
      state.mood = (body as { mood: MoodValue }).mood;
      return json(mood());
    },
    symptomsList: () => json(state.symptoms),
    symptomUpdate: ({ body }) => {
      const id = (body as { symptom_id: number }).symptom_id;
      if (!state.symptoms.some((s) => s.id === id)) return json({ statusCode: 404, error_code: 'NOT_FOUND', message: `No symptom with id ${id}` }, 404);
      state.symptoms = toggleSymptomIn(state.symptoms, id);
      return json({ symptom_id: id, status: state.symptoms.find((s) => s.id === id)?.status ?? null });
    },
  } satisfies FakeHandlers;
  return { ...createFakeServer(handlers), state, handlers };
}
