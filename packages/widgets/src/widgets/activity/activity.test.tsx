import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DailyLog, Language, UserFlowActivity } from '@healthdeck/contract/light';
import { accountFixture, createFakeClient, createFakeServer, json } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { Activity } from './activity';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const day = (date: string, overrides: Partial<DailyLog> = {}): DailyLog => ({
  date,
  hydration_ounces: null,
  sleep_levels: null,
  mood: null,
  symptoms: [],
  tasks: [],
  stars_earned: 0,
  ...overrides,
});
const event = (n: number, e: UserFlowActivity['event'], created_at: string, detail: string | null = null): UserFlowActivity => ({ id: uuid(n), event: e, detail, created_at });

function fakeServer({ logs = [] as DailyLog[], events = [] as UserFlowActivity[] } = {}) {
  return createFakeServer({
    account: () => json(accountFixture({ verified: true })),
    dailyLogs: ({ query }) => {
      const days = Number(query.get('days') ?? 7);
      return json({ from: days === 7 ? '2026-05-26' : '2026-05-19', to: '2026-06-01', logs: logs.filter((l) => days > 7 || l.date >= '2026-05-26') });
    },
    activityHistory: ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      const take = Number(query.get('take') ?? 10);
      return json({ activities: events.slice((page - 1) * take, page * take), total_count: events.length });
    },
  });
}

async function renderActivity(server: ReturnType<typeof fakeServer>, language?: Language) {
  const client = await createFakeClient(server);
  render(
    <HealthDeckProvider client={client} language={language}>
      <Activity />
    </HealthDeckProvider>,
  );
}

describe('Activity (spec 000 §3.4, §7.6 activity history and daily logs)', () => {
  it('shows loading skeletons, then what was logged each day as a timeline', async () => {
    const server = fakeServer({
      logs: [
        day('2026-06-01', {
          hydration_ounces: 48,
          sleep_levels: 7,
          mood: 'happy',
          symptoms: ['Headache', 'Fatigue'],
          tasks: [
            { name: 'Drink water', star_value: 2, completed_at: '2026-06-01T10:00:00.000Z' },
            { name: 'Walk', star_value: 3, completed_at: null },
          ],
          stars_earned: 2,
        }),
        day('2026-05-30', { mood: 'sad' }),
      ],
    });
    const release = server.holdNext('dailyLogs');
    await renderActivity(server);
    expect((await screen.findByRole('status', { name: 'Loading daily logs' })).getAttribute('aria-busy')).toBe('true');
    release();
    const timeline = await screen.findByRole('list', { name: 'Daily logs' });
    const days = within(timeline).getAllByRole('heading', { level: 4 });
    expect(days.map((d) => d.textContent)).toEqual(['Monday, June 1, 2026', 'Saturday, May 30, 2026']);
    expect(within(timeline).getByText('Water: 48 oz')).toBeTruthy();
    expect(within(timeline).getByText('Sleep level: 7')).toBeTruthy();
    expect(within(timeline).getByText('Mood: Happy')).toBeTruthy();
    expect(within(timeline).getByText('Symptoms: Headache, Fatigue')).toBeTruthy();
    expect(within(timeline).getByText('Drink water (done)')).toBeTruthy();
    expect(within(timeline).getByText('Walk (not done)')).toBeTruthy();
    expect(within(timeline).getByText('2 stars earned')).toBeTruthy();
    expect(within(timeline).getByText('Mood: Sad')).toBeTruthy();
    expect(screen.getByText('May 26, 2026 – Jun 1, 2026')).toBeTruthy();
  });

  it('shows earlier days a week at a time, up to 31 days', async () => {
    const server = fakeServer({ logs: [day('2026-05-20', { hydration_ounces: 16 })] });
    await renderActivity(server);
    expect(await screen.findByText('Nothing logged on these days. The water, sleep, mood, symptoms and tasks you log show here.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier days' }));
    expect(await screen.findByText('Water: 16 oz')).toBeTruthy();
    expect(server.called('dailyLogs').at(-1)!.query.get('days')).toBe('14');
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier days' }));
    await waitFor(() => expect(server.called('dailyLogs').at(-1)!.query.get('days')).toBe('28'));
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier days' }));
    await waitFor(() => expect(server.called('dailyLogs').at(-1)!.query.get('days')).toBe('31'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show earlier days' })).toBeNull());
  });

  it('lists the start and finish events by day, newest first, with their detail, and pages on', async () => {
    const events = [
      event(1, 'hra_section_finished', '2026-06-01T15:30:00.000Z', 'social-history'),
      event(2, 'facial_scan_started', '2026-06-01T14:00:00.000Z'),
      event(3, 'assessment_submited', '2026-05-31T12:00:00.000Z'),
      ...Array.from({ length: 20 }, (_, i) => event(10 + i, 'meals_started', `2026-05-${String(20 - Math.floor(i / 4)).padStart(2, '0')}T12:00:00.000Z`)),
    ];
    const server = fakeServer({ events });
    await renderActivity(server);
    const timeline = await screen.findByRole('list', { name: 'Activity' });
    expect(within(timeline).getByText('Health assessment section finished')).toBeTruthy();
    expect(within(timeline).getByText('· social-history')).toBeTruthy();
    expect(within(timeline).getByText('Facial scan started')).toBeTruthy();
    expect(within(timeline).getByText('Health assessment submitted')).toBeTruthy();
    expect(within(timeline).getAllByText('Meals started')).toHaveLength(17);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(timeline).getAllByText('Meals started')).toHaveLength(20));
    expect(server.called('activityHistory').map((c) => c.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the empty activity history', async () => {
    await renderActivity(fakeServer());
    expect(await screen.findByText('No activity recorded yet.')).toBeTruthy();
  });

  it("says 'Failed to load daily logs' and 'Failed to load activity history' (spec 000 §8), each with Try again", async () => {
    const server = fakeServer({ logs: [day('2026-06-01', { mood: 'happy' })] });
    server.failNext('dailyLogs');
    server.failNext('activityHistory');
    await renderActivity(server);
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Failed to load daily logs', 'Failed to load activity history']));
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByText('Mood: Happy')).toBeTruthy();
  });

  it('speaks the member’s language', async () => {
    await renderActivity(fakeServer({ logs: [day('2026-06-01', { hydration_ounces: 8 })], events: [event(1, 'fitness_finished', '2026-06-01T09:00:00.000Z')] }), 'es');
    expect(await screen.findByText('Agua: 8 oz')).toBeTruthy();
    expect(await screen.findByText('Actividad física: terminado')).toBeTruthy();
  });
});
