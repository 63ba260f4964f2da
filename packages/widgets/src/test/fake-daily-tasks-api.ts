// The account and daily-task routes as the contract says the server answers them (star accounting
// included). The real server is exercised in packages/server/test/daily-tasks.test.ts and the
// browser journey in tests/.
// The one fake server (@healthdeck/sdk/testing) does the routing, bearer check, contract check of
// every success body, failure injection and held answers; this module keeps the feature's state.
import type { DailyTask, DailyTasksResponse, DailyTaskToggleResponse } from '@healthdeck/contract/light';
import { accountFixture, createFakeServer, json, type FakeServer } from '@healthdeck/sdk/testing';

type FakeRoute = 'account' | 'dailyTasks' | 'dailyTaskToggle';

export interface FakeDailyTasksApi extends FakeServer<FakeRoute> {
  state: { tasks: DailyTask[]; starBalance: number };
}

let counter = 0;
/** A task as the server returns it; ids are UUID-shaped like the contract wants. */
export function fakeTask(name: string, overrides: Partial<DailyTask> = {}): DailyTask {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name,
    display: `${name} subtitle`,
    star_value: 5,
    completed_at: null,
    created_at: '2026-05-04T08:00:00.000Z',
    page_type: 'internal',
    page_id: 'home',
    page_url: '/client/home',
    ...overrides,
  };
}

export function createFakeDailyTasksApi(initial: { tasks: DailyTask[]; starBalance?: number }): FakeDailyTasksApi {
  const state = { tasks: initial.tasks, starBalance: initial.starBalance ?? 0 };

  const toggle = (id: string) => {
    const task = state.tasks.find((t) => t.id === id);
    if (!task) return json({ statusCode: 404, error_code: 'NOT_FOUND', message: 'Daily task not found' }, 404);
    const completing = task.completed_at === null;
    const next: DailyTask = { ...task, completed_at: completing ? '2026-05-04T12:00:00.000Z' : null };
    state.tasks = state.tasks.map((t) => (t.id === id ? next : t));
    state.starBalance = Math.max(0, state.starBalance + (completing ? task.star_value : -task.star_value));
    return json({ task: next, star_balance: state.starBalance } satisfies DailyTaskToggleResponse);
  };

  const api = createFakeServer({
    account: () => json(accountFixture({ verified: true, starBalance: state.starBalance })),
    dailyTasks: () => json({ tasks: state.tasks, date: '2026-05-04' } satisfies DailyTasksResponse),
    dailyTaskToggle: ({ params }) => toggle(params.id ?? ''),
  });
  return { ...api, state };
}
