import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeDailyTasksApi, fakeTask, type FakeDailyTasksApi } from '../../test/fake-daily-tasks-api';
import { define as defineDailyTasks } from './element';
import { dailyTasksWidget } from './widget';
import { setElementClient } from '../../elements/element-client';

const DAILY_TASKS_TAG = dailyTasksWidget.tag;

let api: FakeDailyTasksApi;

beforeAll(async () => {
  api = createFakeDailyTasksApi({
    tasks: [
      fakeTask('Log your water', { star_value: 5 }),
      fakeTask('Read: sleep hygiene', { star_value: 10, page_type: 'external', page_id: null, page_url: 'https://www.sleepfoundation.org/sleep-hygiene' }),
    ],
    starBalance: 3,
  });
  setElementClient(await createFakeClient(api));
  defineDailyTasks();
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function mount(html = '<hd-daily-tasks></hd-daily-tasks>') {
  document.body.innerHTML = html;
  const el = document.querySelector(DAILY_TASKS_TAG) as HTMLElement;
  const root = el.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
  await within(root).findAllByTestId('daily-task');
  return { el, root, ui: within(root) };
}

describe('<hd-daily-tasks>', () => {
  it('renders the tasks into an open shadow root with its stylesheet adopted', async () => {
    const { el, ui } = await mount();
    expect(el.shadowRoot?.mode).toBe('open');
    expect(ui.getByRole('region', { name: 'Daily Tasks' })).toBeTruthy();
    expect(await ui.findByTestId('star-counter')).toBeTruthy();
    const css = (el.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText)).join('\n');
    expect(css).toContain('.hd-daily-tasks__task--done');
    expect(css).toContain('--hd-color-primary');
    expect(defineDailyTasks()).toBe(customElements.get(DAILY_TASKS_TAG)); // defined once
  });

  it('dispatches hd-change after a task is opened and toggled', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { ui } = await mount();
    const changes: unknown[] = [];
    document.addEventListener('hd-change', (event) => changes.push((event as CustomEvent).detail), { once: true });
    await userEvent.click(ui.getByRole('button', { name: /Read: sleep hygiene/ }));
    await waitFor(() => expect(changes).toHaveLength(1), { timeout: 3000 });
    expect(changes[0]).toEqual({ taskId: api.state.tasks[1].id, completed: true, starBalance: 13 });
    expect(window.open).toHaveBeenCalledWith('https://www.sleepfoundation.org/sleep-hygiene', '_blank', 'noopener,noreferrer');
  });

  it('dispatches hd-error with the spec message when the tasks cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.failNext('dailyTasks', 500);
    const errors: unknown[] = [];
    document.addEventListener('hd-error', (event) => errors.push((event as CustomEvent).detail), { once: true });
    const client = await createFakeClient(api);
    setElementClient(client);
    document.body.innerHTML = '<hd-daily-tasks></hd-daily-tasks>';
    const root = document.querySelector(DAILY_TASKS_TAG)?.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
    expect((await within(root).findByRole('alert')).textContent).toBe('Failed to fetch daily tasks.');
    expect(errors).toEqual([{ message: 'Failed to fetch daily tasks.' }]);
  });
});
