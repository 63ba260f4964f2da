import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeStreaksApi, PREGNANCY_ID } from '../../test/fake-streaks-api';
import { StreakCard, type StreakCardProps } from './streak-card';
import { MilestonesModal } from './milestones-modal';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderCard(client: HealthDeck, props: StreakCardProps = {}, language?: Language) {
  return render(
    <HealthDeckProvider client={client} language={language}>
      <StreakCard {...props} />
    </HealthDeckProvider>,
  );
}

const week = () => screen.getByRole('list', { name: 'This week' });
const dayNames = () =>
  within(week())
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('StreakCard (spec 001 §4 Streak card)', () => {
  it('shows a skeleton, then the streak and seven day pills with their status', async () => {
    const api = createFakeStreaksApi();
    const client = await createFakeClient(api);
    const release = api.holdNext('streaks');
    renderCard(client);
    expect(screen.getByRole('status', { name: 'Loading streak' }).getAttribute('aria-busy')).toBe('true');
    release();
    expect(await screen.findByText('3-day streak')).toBeTruthy();
    expect(dayNames()).toEqual(['Mon, completed', 'Tue, missed', 'Wed, completed', 'Thu, completed', 'Fri, completed', 'Sat, incomplete', 'Sun, upcoming']);
    const pills = within(week()).getAllByRole('listitem');
    expect(pills[1]?.className).toContain('hd-streak__day--missed');
    expect(pills[5]?.className).toContain('hd-streak__day--today');
    expect(pills[5]?.getAttribute('aria-current')).toBe('date');
    expect(screen.queryByRole('button', { name: 'Start the tour' })).toBeNull();
    expect(screen.queryByLabelText('Weeks pregnant')).toBeNull();
    expect(screen.getByRole('region', { name: 'Your streak' }).getAttribute('data-milestone')).toBe('login_streak');
  });

  it('names an upcoming day before today (a day before the account was made) as not counted, not as missed or to come', async () => {
    // The account was made on Wednesday: the server answers Monday and Tuesday 'upcoming' (docs/decisions/0040-nothing-invented.md).
    const api = createFakeStreaksApi({ week: ['upcoming', 'upcoming', 'completed', 'missed', 'completed', 'incomplete', 'upcoming'] });
    renderCard(await createFakeClient(api));
    expect(await screen.findByText('3-day streak')).toBeTruthy();
    expect(dayNames()).toEqual(['Mon, before you joined', 'Tue, before you joined', 'Wed, completed', 'Thu, missed', 'Fri, completed', 'Sat, incomplete', 'Sun, upcoming']);
    const pills = within(week()).getAllByRole('listitem');
    expect(pills[0]?.className).toContain('hd-streak__day--not-counted');
    expect(pills[0]?.getAttribute('data-status')).toBe('upcoming');
    expect(pills[6]?.className).not.toContain('not-counted');
    expect(pills.some((pill) => pill.className.includes('missed') && pills.indexOf(pill) < 2)).toBe(false);
  });

  it('offers the tour the first time and calls onStartTour', async () => {
    const api = createFakeStreaksApi({ firstTime: true, current: 0, week: ['missed', 'missed', 'missed', 'missed', 'missed', 'incomplete', 'upcoming'] });
    const client = await createFakeClient(api);
    const onStartTour = vi.fn();
    renderCard(client, { onStartTour });
    const start = await screen.findByRole('button', { name: 'Start the tour' });
    expect(screen.getByText('0-day streak')).toBeTruthy();
    await userEvent.click(start);
    expect(onStartTour).toHaveBeenCalledTimes(1);
  });

  it('shows the pregnancy week and event title for a pregnancy milestone', async () => {
    const api = createFakeStreaksApi({ pregnancyWeek: 20 });
    const client = await createFakeClient(api);
    renderCard(client);
    expect(await screen.findByText('Week 20 of your pregnancy')).toBeTruthy();
    expect(screen.getByText('Pregnancy')).toBeTruthy();
    expect(screen.queryByLabelText('Weeks pregnant')).toBeNull();
  });

  it('prompts for weeks pregnant, sends id, weeks and the flag, then shows the week', async () => {
    const api = createFakeStreaksApi({ pregnancyWeek: 'unset' });
    const client = await createFakeClient(api);
    const onChange = vi.fn();
    renderCard(client, { onChange });
    const input = await screen.findByLabelText('Weeks pregnant');
    await userEvent.type(input, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Week 12 of your pregnancy')).toBeTruthy();
    expect(api.progressions).toEqual([{ milestone_id: PREGNANCY_ID, current_week: 12, is_manual: true }]);
    expect(onChange).toHaveBeenCalledWith({ milestoneId: PREGNANCY_ID, currentWeek: 12 });
    expect(screen.queryByLabelText('Weeks pregnant')).toBeNull();
  });

  it('refuses weeks outside 1..42 before sending, and shows a server refusal', async () => {
    const api = createFakeStreaksApi({ pregnancyWeek: 'unset' });
    const client = await createFakeClient(api);
    renderCard(client);
    const input = await screen.findByLabelText('Weeks pregnant');
    await userEvent.type(input, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Weeks must be between 1 and 42')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(api.progressions).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, '8');
    api.failNext('milestoneProgression', 500);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to add milestone progression')).toBeTruthy();
    expect(screen.getByLabelText('Weeks pregnant')).toBeTruthy();
  });

  it('shows nothing when the streak cannot be loaded, logging it and reporting onError (spec 001 §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeStreaksApi();
    const client = await createFakeClient(api);
    api.failNext('streaks');
    const onError = vi.fn();
    const { container } = renderCard(client, { onError });
    await waitFor(() => expect(onError).toHaveBeenCalledWith({ message: 'Failed to load milestone streak' }));
    expect(logged).toHaveBeenCalled();
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks a signed-out visitor to sign in and calls nothing', async () => {
    const api = createFakeStreaksApi();
    const client = await createFakeClient(api, { signedIn: false });
    renderCard(client);
    expect(screen.getByText('Sign in to see your streak.')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('speaks the member’s language', async () => {
    const api = createFakeStreaksApi();
    const client = await createFakeClient(api);
    renderCard(client, {}, 'es');
    expect(await screen.findByText('Racha de 3 días')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Esta semana' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Mar, perdido' })).toBeTruthy();
  });

  it("follows the shared ['streaks'] cache when a journal entry invalidates it", async () => {
    const api = createFakeStreaksApi({ current: 2 });
    const client = await createFakeClient(api);
    renderCard(client);
    await screen.findByText('2-day streak');
    api.state.current = 3;
    void client.queryClient.invalidateQueries({ queryKey: ['streaks'] });
    expect(await screen.findByText('3-day streak')).toBeTruthy();
  });
});

describe('MilestonesModal', () => {
  it('lists the milestone and streak, and asks for weeks when the pregnancy has none', async () => {
    const api = createFakeStreaksApi({ pregnancyWeek: 'unset', current: 1 });
    const client = await createFakeClient(api);
    const onClose = vi.fn();
    const { rerender } = render(
      <HealthDeckProvider client={client}>
        <MilestonesModal open={false} onClose={onClose} />
      </HealthDeckProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.filter((r) => r.includes('streaks'))).toEqual([]); // closed: nothing loaded
    rerender(
      <HealthDeckProvider client={client}>
        <MilestonesModal open onClose={onClose} />
      </HealthDeckProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your milestones' });
    const list = await within(dialog).findByRole('list', { name: 'Your milestones' });
    expect(within(list).getByText('1-day streak')).toBeTruthy();
    expect(within(list).getByText('Pregnancy')).toBeTruthy();
    expect(within(list).getByText('Week by week')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Weeks pregnant'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Week 30 of your pregnancy')).toBeTruthy();
    expect(api.progressions).toEqual([{ milestone_id: PREGNANCY_ID, current_week: 30, is_manual: true }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
