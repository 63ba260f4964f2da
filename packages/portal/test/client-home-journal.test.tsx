// spec 001 §2 / §4: the member's home carries the daily journal's mood and symptoms widgets.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFixture, tokensFixture } from './fake-api.js';
import { renderApp, testClient } from './render-app.js';

describe('client home: mood and symptoms', () => {
  it('shows today’s mood and symptoms, and logs both through the contract routes', async () => {
    const { client, api } = testClient({
      account: () => ({ status: 200, body: accountFixture({ roles: ['member'], verified: true }) }),
      hydrationLast: () => ({ status: 200, body: { hydration: { total_ounces: 0, date: '2026-11-21' } } }),
      sleepLast: () => ({ status: 200, body: { data: { sleep: { total_levels: 8, date: '2026-11-21' } } } }),
      moodLoad: () => ({ status: 200, body: { mood: { mood: null, date: '2026-11-21' } } }),
      moodLog: (call) => ({ status: 200, body: { mood: { mood: (call.body as { mood: string }).mood, date: '2026-11-21' } } }),
      symptomsList: () => ({ status: 200, body: [{ id: 1, name: 'Headache', status: null }, { id: 2, name: 'None of these', status: null }] }),
      symptomUpdate: (call) => ({ status: 200, body: { symptom_id: (call.body as { symptom_id: number }).symptom_id, status: 'Logged' } }),
    });
    await client.auth.useTokens(tokensFixture());
    const user = userEvent.setup();
    renderApp('/client/home', client);

    const mood = await screen.findByRole('region', { name: 'Mood Tracker' });
    await user.click(await within(mood).findByRole('button', { name: 'Happy' }));
    await waitFor(() => expect((within(mood).getByRole('button', { name: 'Happy' }) as HTMLButtonElement).disabled).toBe(true));
    expect(api.called('moodLog').map((c) => c.body)).toEqual([{ mood: 'happy' }]);

    const symptoms = screen.getByRole('region', { name: 'Symptoms' });
    await user.click(await within(symptoms).findByRole('button', { name: 'Headache' }));
    await waitFor(() => expect(within(symptoms).getByRole('button', { name: /Headache/ }).getAttribute('aria-pressed')).toBe('true'));
    expect(api.called('symptomUpdate').map((c) => c.body)).toEqual([{ symptom_id: 1 }]);
  });
});
