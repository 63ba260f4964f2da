import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DailyTask } from '@healthdeck/contract';
import { accountFixture, tokensFixture } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';
import { signInWithTokens } from '@healthdeck/sdk';

const walk: DailyTask = {
  id: '8f0c5a52-51a4-4b57-9d1e-6a4f3f0d2b11',
  name: 'Take a 10 minute walk',
  display: 'A short walk counts towards your activity',
  star_value: 15,
  completed_at: null,
  created_at: '2026-05-04T08:00:00.000Z',
  page_type: 'internal',
  page_id: 'fitness',
  page_url: '/client/fitness',
};

describe('daily tasks on /client/home', () => {
  it('shows the widget and opens an internal task page through the router while the task is toggled', async () => {
    let completed: string | null = null;
    const { client, api } = testClient({
      account: () => ({ status: 200, body: accountFixture({ roles: ['member'] }) }),
      hydrationLast: () => ({ status: 200, body: { hydration: { total_ounces: 0, date: '2026-05-04' } } }),
      dailyTasks: () => ({ status: 200, body: { tasks: [{ ...walk, completed_at: completed }], date: '2026-05-04' } }),
      dailyTaskToggle: () => {
        completed = '2026-05-04T12:00:00.000Z';
        return { status: 200, body: { task: { ...walk, completed_at: completed }, star_balance: 15 } };
      },
    });
    await signInWithTokens(client, tokensFixture());
    const { router } = renderApp('/client/home', client);
    const widget = await screen.findByRole('region', { name: 'Daily Tasks' });
    await userEvent.click(await within(widget).findByRole('button', { name: /Take a 10 minute walk/ }));
    // On a loaded machine (CI) the navigation can take longer than waitFor's default second.
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/fitness'), { timeout: 10_000 });
    await waitFor(() => expect(api.called('dailyTaskToggle')).toHaveLength(1));
    expect(api.called('dailyTaskToggle')[0].path).toBe(`/api/client/user/tasks/${walk.id}/toggle`);
  });
});
