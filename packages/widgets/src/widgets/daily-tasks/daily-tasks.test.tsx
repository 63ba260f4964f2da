import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeDailyTasksApi, fakeTask, type FakeDailyTasksApi } from '../../test/fake-daily-tasks-api';
import { DailyTasks, type DailyTasksProps } from './daily-tasks';

function renderTasks(client: HealthDeck, props: DailyTasksProps = {}, language?: Language) {
  return render(
    <HealthDeckProvider client={client} language={language}>
      <DailyTasks {...props} />
    </HealthDeckProvider>,
  );
}

/** Four tasks on the server (the widget keeps the last 3): water, read (external), walk. */
function dayOfTasks(completed: string[] = []) {
  const tasks = [
    fakeTask('Old task', { star_value: 1 }),
    fakeTask('Log your water', { star_value: 5 }),
    fakeTask('Read: sleep hygiene', { star_value: 10, page_type: 'external', page_id: null, page_url: 'https://www.sleepfoundation.org/sleep-hygiene' }),
    fakeTask('Take a 10 minute walk', { star_value: 15, page_url: '/client/fitness' }),
  ];
  return tasks.map((t) => (completed.includes(t.name) ? { ...t, completed_at: '2026-05-04T09:00:00.000Z' } : t));
}

const names = () => screen.getAllByTestId('daily-task').map((li) => within(li).getByText(/./, { selector: '[part="task-name"]' }).textContent);
const task = (name: string) => screen.getAllByTestId('daily-task').find((li) => li.textContent?.includes(name)) as HTMLElement;
const stars = () => screen.getByTestId('star-counter').textContent;
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

async function ready() {
  await screen.findAllByTestId('daily-task');
  await screen.findByTestId('star-counter');
}

let api: FakeDailyTasksApi;
let client: HealthDeck;
const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DailyTasks', () => {
  it('shows a skeleton, then the last 3 tasks with completed ones greyed below, the first incomplete highlighted and the star counter', async () => {
    api = createFakeDailyTasksApi({ tasks: dayOfTasks(['Log your water']), starBalance: 5 });
    client = await createFakeClient(api);
    const release = api.holdNext('dailyTasks');
    renderTasks(client);
    expect(screen.getByRole('status', { name: 'Loading daily tasks' }).getAttribute('aria-busy')).toBe('true');
    release();
    await ready();
    expect(names()).toEqual(['Read: sleep hygiene', 'Take a 10 minute walk', 'Log your water']);
    expect(screen.queryByText('Old task')).toBeNull();
    expect(stars()).toBe('5');
    const done = task('Log your water');
    expect(done.className).toContain('hd-daily-tasks__task--done');
    expect(within(done).queryByRole('button')).toBeNull(); // not clickable
    expect(task('Read: sleep hygiene').className).toContain('hd-daily-tasks__task--highlighted');
    expect(within(task('Read: sleep hygiene')).getByRole('button').getAttribute('aria-current')).toBe('step');
    expect(task('Take a 10 minute walk').className).not.toContain('highlighted');
    expect(screen.getByText('Keep Going')).toBeTruthy();
  });

  it('waits 0.5 s after a click, then completes locally, adds the stars, navigates, and re-sorts 1 s later', async () => {
    api = createFakeDailyTasksApi({ tasks: dayOfTasks() });
    client = await createFakeClient(api);
    const onNavigate = vi.fn();
    const onChange = vi.fn();
    renderTasks(client, { onNavigate, onChange });
    await ready();
    expect(names()).toEqual(['Log your water', 'Read: sleep hygiene', 'Take a 10 minute walk']);

    const release = api.holdNext('dailyTaskToggle');
    await user().click(within(task('Log your water')).getByRole('button'));
    expect(api.requests.some((r) => r.startsWith('POST'))).toBe(false);
    expect(onNavigate).not.toHaveBeenCalled();

    await advance(500);
    expect(onNavigate).toHaveBeenCalledWith('/client/home');
    // Completion time and stars are set locally first (spec 001 §4); the server has not answered.
    expect(task('Log your water').className).toContain('--done');
    expect(stars()).toBe('5');
    expect(api.state.starBalance).toBe(0);
    // The completed task stays in place until the re-sort.
    expect(names()).toEqual(['Log your water', 'Read: sleep hygiene', 'Take a 10 minute walk']);
    release();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ taskId: api.state.tasks[1].id, completed: true, starBalance: 5 }));
    expect(task('Read: sleep hygiene').className).toContain('--highlighted');

    await advance(1000);
    expect(names()).toEqual(['Read: sleep hygiene', 'Take a 10 minute walk', 'Log your water']);
    expect(stars()).toBe('5');
  });

  it('opens an external task in a new tab without an opener', async () => {
    api = createFakeDailyTasksApi({ tasks: dayOfTasks() });
    client = await createFakeClient(api);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onNavigate = vi.fn();
    renderTasks(client, { onNavigate });
    await ready();
    await user().click(within(task('Read: sleep hygiene')).getByRole('button'));
    await advance(500);
    expect(open).toHaveBeenCalledWith('https://www.sleepfoundation.org/sleep-hygiene', '_blank', 'noopener,noreferrer');
    expect(onNavigate).not.toHaveBeenCalled();
    await waitFor(() => expect(api.state.starBalance).toBe(10));
  });

  it('says Almost done at 2 and Great job with confetti at 3, with the star counter at the sum', async () => {
    api = createFakeDailyTasksApi({ tasks: dayOfTasks(['Log your water']), starBalance: 5 });
    client = await createFakeClient(api);
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderTasks(client, { onNavigate: () => {} });
    await ready();
    await user().click(within(task('Take a 10 minute walk')).getByRole('button'));
    await advance(500);
    expect(screen.getByText("Almost done, you've got this!")).toBeTruthy();
    expect(screen.queryByTestId('confetti')).toBeNull();
    await user().click(within(task('Read: sleep hygiene')).getByRole('button'));
    await advance(500);
    expect(screen.getByText('Great job! Another day of tasks completed!')).toBeTruthy();
    expect(screen.getByTestId('confetti').getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => expect(api.state.starBalance).toBe(30));
    expect(stars()).toBe('30');
  });

  it('reverts the task and the star balance and says so when the toggle fails', async () => {
    api = createFakeDailyTasksApi({ tasks: dayOfTasks(), starBalance: 7 });
    client = await createFakeClient(api);
    const onError = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTasks(client, { onError, onNavigate: () => {} });
    await ready();
    api.failNext('dailyTaskToggle', 500);
    const release = api.holdNext('dailyTaskToggle');
    await user().click(within(task('Take a 10 minute walk')).getByRole('button'));
    await advance(500);
    expect(stars()).toBe('22');
    expect(task('Take a 10 minute walk').className).toContain('--done');
    release();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to toggle daily task.');
    expect(stars()).toBe('7');
    expect(task('Take a 10 minute walk').className).not.toContain('--done');
    expect(within(task('Take a 10 minute walk')).getByRole('button')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith({ message: 'Failed to toggle daily task.' });
    expect(logged).toHaveBeenCalled(); // spec 001 §8: daily-task errors are also logged
    expect(api.state.starBalance).toBe(7);
    // The next click clears the message.
    await user().click(within(task('Log your water')).getByRole('button'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the fetch failure message and recovers on retry', async () => {
    api = createFakeDailyTasksApi({ tasks: dayOfTasks() });
    client = await createFakeClient(api);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    api.failNext('dailyTasks', 503);
    renderTasks(client, { onError });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch daily tasks.');
    expect(onError).toHaveBeenCalledWith({ message: 'Failed to fetch daily tasks.' });
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
    expect(names()).toHaveLength(3);
  });

  it('shows an empty state when there are no tasks today', async () => {
    api = createFakeDailyTasksApi({ tasks: [] });
    client = await createFakeClient(api);
    renderTasks(client);
    expect(await screen.findByText('No tasks for today. Check back tomorrow.')).toBeTruthy();
    expect(screen.queryByText('Keep Going')).toBeNull();
  });

  it('shows a signed-out state and makes no calls without a session', async () => {
    api = createFakeDailyTasksApi({ tasks: dayOfTasks() });
    client = await createFakeClient(api, { signedIn: false });
    renderTasks(client);
    expect(screen.getByRole('region', { name: 'Daily Tasks' }).textContent).toContain('Sign in to see your daily tasks.');
    expect(api.requests).toEqual([]);
  });

  it('works from the keyboard', async () => {
    api = createFakeDailyTasksApi({ tasks: dayOfTasks() });
    client = await createFakeClient(api);
    const onNavigate = vi.fn();
    renderTasks(client, { onNavigate });
    await ready();
    const u = user();
    await u.tab();
    expect(document.activeElement).toBe(within(task('Log your water')).getByRole('button'));
    await u.keyboard('{Enter}');
    await advance(500);
    expect(onNavigate).toHaveBeenCalledWith('/client/home');
    await waitFor(() => expect(api.state.starBalance).toBe(5));
  });

  it('by default navigates with location.assign once the toggle reached the server', async () => {
    api = createFakeDailyTasksApi({ tasks: dayOfTasks() });
    client = await createFakeClient(api);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    renderTasks(client);
    await ready();
    const release = api.holdNext('dailyTaskToggle');
    await user().click(within(task('Take a 10 minute walk')).getByRole('button'));
    await advance(500);
    expect(assign).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/client/fitness'));
    expect(api.state.starBalance).toBe(15);
  });

  it('speaks the member’s language', async () => {
    api = createFakeDailyTasksApi({ tasks: dayOfTasks() });
    client = await createFakeClient(api);
    renderTasks(client, {}, 'es');
    expect(await screen.findByRole('region', { name: 'Tareas diarias' })).toBeTruthy();
    expect(await screen.findByText('Sigue así')).toBeTruthy();
  });
});
