// The Streak card on /client/home (spec 001 §4 Streak card, §7 'Load milestone streak' and 'Add
// milestone progression'), on the contract's calls.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MilestoneProgressionRequest, StreakResponse } from '@healthdeck/contract/light';
import { accountFixture, tokensFixture } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';
import { signInWithTokens } from '@healthdeck/sdk';

const streak = (weeks: number | null): StreakResponse => ({
  streak: { current: 2, is_first_time: false },
  weekProgress: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day, i) => ({
    date: `2026-11-${16 + i}`,
    day,
    status: i < 4 ? 'completed' : i === 4 ? 'incomplete' : 'upcoming',
    isCurrentDay: i === 4,
  })),
  milestone_type: 'pregnancy',
  milestone_info: { id: 2, icon: 'baby', duration_interval: 'weeks', current_period: weeks, event: { title: 'Pregnancy', name: 'Week by week', image: null } },
  is_first_time: false,
  should_prompt_milestone: weeks === null,
  user: { name: 'member' },
});

describe('client home: streak card', () => {
  it('shows the streak and week, asks for weeks pregnant and shows the saved week', async () => {
    let weeks: number | null = null;
    const setup = testClient({
      account: () => ({ status: 200, body: accountFixture({ verified: true }) }),
      streaks: () => ({ status: 200, body: streak(weeks) }),
      milestoneProgression: (call) => {
        weeks = (call.body as MilestoneProgressionRequest).current_week;
        return { status: 200, body: streak(weeks) };
      },
    });
    await signInWithTokens(setup.client, tokensFixture());
    const user = userEvent.setup();
    renderApp('/client/home', setup.client);
    const card = await screen.findByRole('region', { name: 'Your streak' });
    expect(await within(card).findByText('2-day streak')).toBeTruthy();
    expect(within(card).getByRole('listitem', { name: 'Fri, incomplete' })).toBeTruthy();
    await user.type(await within(card).findByLabelText('Weeks pregnant'), '12'); // the prompt loads when shown
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Week 12 of your pregnancy')).toBeTruthy();
    expect(setup.api.called('milestoneProgression').map((c) => c.body)).toEqual([{ milestone_id: 2, current_week: 12, is_manual: true }]);
  });
});
