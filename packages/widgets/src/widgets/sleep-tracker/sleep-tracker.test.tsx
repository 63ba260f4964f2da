import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeSleepApi } from '../../test/fake-sleep-api';
import { SleepTracker, type SleepTrackerProps } from './sleep-tracker';
import { signInWithTokens } from '@healthdeck/sdk';

function renderTracker(client: HealthDeck, props: SleepTrackerProps = {}, language?: Language) {
  return render(
    <HealthDeckProvider client={client} language={language}>
      <SleepTracker {...props} />
    </HealthDeckProvider>,
  );
}

async function ready() {
  const region = await screen.findByRole('region', { name: 'Sleep Tracker' });
  await within(region).findByTestId('sleep-level');
  return region;
}

const level = () => screen.getByTestId('sleep-level').textContent;
const add = () => screen.getByRole('button', { name: 'Add sleep' }) as HTMLButtonElement;
const remove = () => screen.getByRole('button', { name: 'Remove sleep' }) as HTMLButtonElement;
const meter = () => screen.getByRole('progressbar', { name: 'Sleep level' });

describe('SleepTracker', () => {
  it('shows a skeleton while loading, then the level out of 14 and the default goal', async () => {
    const api = createFakeSleepApi();
    const client = await createFakeClient(api);
    const release = api.holdNext('sleepLast');
    renderTracker(client);
    expect(screen.getByRole('status', { name: 'Loading sleep' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Add sleep' })).toBeNull();
    release();
    await ready();
    // spec 001 §9: nothing logged today reads as the initial 8 of 14; default goal 8 hours.
    expect(level()).toBe('8');
    expect(screen.getByTestId('sleep-level').parentElement?.textContent).toBe('8 of 14');
    expect(meter().getAttribute('aria-valuenow')).toBe('8');
    expect(meter().getAttribute('aria-valuemax')).toBe('14');
    expect(meter().getAttribute('aria-valuetext')).toBe('8 of 14');
    expect(meter().querySelectorAll('.hd-sleep__bar--on')).toHaveLength(8);
    expect(meter().querySelectorAll('.hd-sleep__bar')).toHaveLength(14);
    const goal = screen.getByRole('link', { name: 'Sleep goal: 8 hours' });
    expect(goal.getAttribute('href')).toBe('/client/profile');
    expect(screen.queryByRole('status', { name: 'Loading sleep' })).toBeNull();
  });

  it('applies plus optimistically before the server answers, then keeps the server level', async () => {
    const api = createFakeSleepApi({ totalLevels: 8 });
    const client = await createFakeClient(api);
    const onChange = vi.fn();
    renderTracker(client, { onChange });
    await ready();
    const release = api.holdNext('sleepIncrement');
    await userEvent.click(add());
    // The server is held: the 9 is the widget's own (its change's code may still be loading).
    await waitFor(() => expect(level()).toBe('9'));
    expect(api.state.totalLevels).toBe(8); // the server has not answered yet
    release();
    await waitFor(() => expect(api.state.totalLevels).toBe(9));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ totalLevels: 9 }));
    expect(level()).toBe('9');
    expect(api.requests.filter((r) => r === 'POST /api/client/user-sleep/increment')).toHaveLength(1);
  });

  it('rolls back a failed increment and shows the spec message', async () => {
    const api = createFakeSleepApi({ totalLevels: 10 });
    const client = await createFakeClient(api);
    const onError = vi.fn();
    renderTracker(client, { onError });
    await ready();
    const release = api.holdNext('sleepIncrement');
    api.failNext('sleepIncrement', 500);
    await userEvent.click(add());
    expect(level()).toBe('11');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to increment sleep track, please try again later.');
    expect(level()).toBe('10');
    expect(api.state.totalLevels).toBe(10);
    // The old level came back from the rollback, not from a fresh read.
    expect(api.requests.filter((r) => r === 'GET /api/client/user-sleep/last')).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith({ message: 'Failed to increment sleep track, please try again later.' });
  });

  it('rolls back a failed decrement with its own message and clears it on the next success', async () => {
    const api = createFakeSleepApi({ totalLevels: 5 });
    const client = await createFakeClient(api);
    renderTracker(client);
    await ready();
    const release = api.holdNext('sleepDecrement');
    api.failNext('sleepDecrement', 503);
    await userEvent.click(remove());
    expect(level()).toBe('4');
    release();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to decrement sleep track, please try again later.');
    expect(level()).toBe('5');
    await userEvent.click(add());
    await waitFor(() => expect(api.state.totalLevels).toBe(6));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the load failure message and recovers on retry', async () => {
    const api = createFakeSleepApi({ totalLevels: 12 });
    const client = await createFakeClient(api);
    const onError = vi.fn();
    api.failNext('sleepLast', 500);
    renderTracker(client, { onError });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to get last sleep track, please try again later.');
    expect(screen.queryByRole('button', { name: 'Add sleep' })).toBeNull();
    expect(onError).toHaveBeenCalledWith({ message: 'Failed to get last sleep track, please try again later.' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
    expect(level()).toBe('12');
  });

  it('disables plus at the maximum of 14 levels', async () => {
    const api = createFakeSleepApi({ totalLevels: 13 });
    const client = await createFakeClient(api);
    renderTracker(client);
    await ready();
    expect(add().disabled).toBe(false);
    await userEvent.click(add());
    expect(level()).toBe('14');
    expect(add().disabled).toBe(true);
    expect(remove().disabled).toBe(false);
    await waitFor(() => expect(api.state.totalLevels).toBe(14));
    await userEvent.click(add()); // a disabled button sends nothing
    expect(api.requests.filter((r) => r.endsWith('/increment'))).toHaveLength(1);
  });

  it('disables minus at the minimum of 0 levels', async () => {
    const api = createFakeSleepApi({ totalLevels: 1 });
    const client = await createFakeClient(api);
    renderTracker(client);
    await ready();
    await userEvent.click(remove());
    expect(level()).toBe('0');
    expect(remove().disabled).toBe(true);
    expect(add().disabled).toBe(false);
    expect(meter().querySelectorAll('.hd-sleep__bar--on')).toHaveLength(0);
    await waitFor(() => expect(api.state.totalLevels).toBe(0));
  });

  it('is usable from the keyboard', async () => {
    const api = createFakeSleepApi({ totalLevels: 8 });
    const client = await createFakeClient(api);
    renderTracker(client);
    await ready();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Sleep goal: 8 hours' }));
    await user.tab();
    expect(document.activeElement).toBe(remove());
    await user.tab();
    expect(document.activeElement).toBe(add());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.state.totalLevels).toBe(9));
  });

  it('takes the goal from profile.sleep_goal, a goal prop over it, and 8 for a bad value', async () => {
    const api = createFakeSleepApi({ sleepGoal: 7 });
    const client = await createFakeClient(api);
    const first = renderTracker(client);
    await ready();
    expect(screen.getByRole('link', { name: 'Sleep goal: 7 hours' })).toBeTruthy();
    first.unmount();
    const second = renderTracker(client, { goal: 9 });
    await ready();
    expect(screen.getByRole('link', { name: 'Sleep goal: 9 hours' })).toBeTruthy();
    second.unmount();
    renderTracker(client, { goal: Number.NaN });
    await ready();
    expect(screen.getByRole('link', { name: 'Sleep goal: 7 hours' })).toBeTruthy();
  });

  it('uses 8 hours when the account cannot be read', async () => {
    const api = createFakeSleepApi({ sleepGoal: 6 });
    const client = await createFakeClient(api);
    api.failNext('account', 500);
    renderTracker(client);
    await ready();
    expect(screen.getByRole('link', { name: 'Sleep goal: 8 hours' })).toBeTruthy();
  });

  it('hands a plain click on the goal link to the host, and leaves other links alone', async () => {
    const api = createFakeSleepApi();
    const client = await createFakeClient(api);
    const onOpenProfile = vi.fn();
    const { unmount } = renderTracker(client, { onOpenProfile, profileHref: '/me/profile' });
    await ready();
    const link = screen.getByRole('link', { name: 'Sleep goal: 8 hours' });
    expect(link.getAttribute('href')).toBe('/me/profile');
    expect(fireEvent.click(link)).toBe(false); // default prevented: the host navigates
    expect(onOpenProfile).toHaveBeenCalledWith({ href: '/me/profile' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true); // new tab: left to the browser
    expect(onOpenProfile).toHaveBeenCalledTimes(1);
    unmount();
    renderTracker(client);
    await ready();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Sleep goal: 8 hours' }))).toBe(true);
  });

  it('shows a clear signed-out state and makes no calls without a session', async () => {
    const api = createFakeSleepApi({ totalLevels: 3 });
    const client = await createFakeClient(api, { signedIn: false });
    renderTracker(client);
    const region = screen.getByRole('region', { name: 'Sleep Tracker' });
    expect(region.textContent).toContain('Sign in to track your sleep.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.requests).toEqual([]);
    await signInWithTokens(client, { accessToken: 'a', refreshToken: 'r', refreshExpires: Math.floor(Date.now() / 1000) + 600 });
    await ready();
    expect(level()).toBe('3');
  });

  it('speaks the member’s language', async () => {
    const api = createFakeSleepApi({ sleepGoal: 7 });
    const client = await createFakeClient(api);
    renderTracker(client, {}, 'de');
    await screen.findByTestId('sleep-level');
    // Translations load on first use; English shows meanwhile.
    expect(await screen.findByRole('region', { name: 'Schlafprotokoll' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schlaf hinzufügen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Schlafziel: 7 Stunden' })).toBeTruthy();
  });
});
