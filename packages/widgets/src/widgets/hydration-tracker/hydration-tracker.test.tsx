import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@healthdeck/contract/light';
import { type HealthDeck, hydrationKeys } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeHealthApi } from '../../test/fake-health-api';
import { HydrationTracker, type HydrationTrackerProps } from './hydration-tracker';
import { signInWithTokens } from '@healthdeck/sdk';

function renderTracker(client: HealthDeck, props: HydrationTrackerProps = {}, language?: Language) {
  return render(
    <HealthDeckProvider client={client} language={language}>
      <HydrationTracker {...props} />
    </HealthDeckProvider>,
  );
}

async function ready() {
  const region = await screen.findByRole('region', { name: 'Hydration Tracker' });
  await within(region).findByTestId('hydration-total');
  return region;
}

const total = () => screen.getByTestId('hydration-total').textContent;
const add = () => screen.getByRole('button', { name: 'Add water' }) as HTMLButtonElement;
const remove = () => screen.getByRole('button', { name: 'Remove water' }) as HTMLButtonElement;

describe('HydrationTracker', () => {
  it('shows a loading skeleton, then today’s total, the goal and the spec message', async () => {
    const api = createFakeHealthApi({ totalOunces: 30, waterIntake: '64' });
    const client = await createFakeClient(api);
    const release = api.holdNext('hydrationLast');
    renderTracker(client);
    expect(screen.getByRole('status', { name: 'Loading hydration' }).getAttribute('aria-busy')).toBe('true');
    release();
    await ready();
    expect(total()).toBe('30');
    expect(screen.getByTestId('hydration-total').parentElement?.textContent).toBe('30 oz');
    expect(screen.getByText('Goal: 64 oz')).toBeTruthy();
    // 30 / 64 = 46.9 % -> 37.5-50 band (spec 001 §4)
    expect(screen.getByText('Remember your goal!')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading hydration' })).toBeNull();
  });

  it('applies plus optimistically before the server answers, then keeps the server total', async () => {
    const api = createFakeHealthApi({ totalOunces: 5 });
    const client = await createFakeClient(api);
    const onChange = vi.fn();
    renderTracker(client, { onChange });
    await ready();
    const release = api.holdNext('hydrationIncrement');
    await userEvent.click(add());
    // The server is held: the 6 is the widget's own (its change's code may still be loading).
    await waitFor(() => expect(total()).toBe('6'));
    expect(api.state.totalOunces).toBe(5); // the server has not answered yet
    release();
    await waitFor(() => expect(api.state.totalOunces).toBe(6));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ totalOunces: 6, goal: 96 }));
    expect(total()).toBe('6');
  });

  it("writes the server's answer to one plus into the cache exactly once (after the optimistic value)", async () => {
    const api = createFakeHealthApi({ totalOunces: 5 });
    const client = await createFakeClient(api);
    const onChange = vi.fn();
    renderTracker(client, { onChange });
    await ready();
    const setQueryData = vi.spyOn(client.queryClient, 'setQueryData');
    const release = api.holdNext('hydrationIncrement');
    await userEvent.click(add());
    await waitFor(() => expect(total()).toBe('6'));
    const optimistic = setQueryData.mock.calls.length;
    expect(optimistic).toBe(1);
    release();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const answer = client.queryClient.getMutationCache().getAll().at(-1)?.state.data;
    expect(answer).toEqual({ hydration: expect.objectContaining({ total_ounces: 6 }) });
    const writesOfAnswer = setQueryData.mock.calls.filter(([key, value]) => JSON.stringify(key) === JSON.stringify(hydrationKeys.last) && value === answer);
    expect(writesOfAnswer).toHaveLength(1);
    expect(setQueryData.mock.calls.slice(optimistic).filter(([key]) => JSON.stringify(key) === JSON.stringify(hydrationKeys.last))).toHaveLength(1);
    setQueryData.mockRestore();
  });

  it('rolls back a failed increment and shows the spec message', async () => {
    const api = createFakeHealthApi({ totalOunces: 5 });
    const client = await createFakeClient(api);
    const onError = vi.fn();
    renderTracker(client, { onError });
    await ready();
    const release = api.holdNext('hydrationIncrement');
    api.failNext('hydrationIncrement', 500);
    await userEvent.click(add());
    expect(total()).toBe('6');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to increment hydration track, please try again later.');
    expect(total()).toBe('5');
    expect(api.state.totalOunces).toBe(5);
    // The old value came back from the rollback, not from a fresh read.
    expect(api.requests.filter((r) => r === 'GET /api/client/user-hydration/last')).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith({ message: 'Failed to increment hydration track, please try again later.' });
  });

  it('rolls back a write cut off by a crash (the connection lost, no answer) and saves again once the server is back', async () => {
    // Crash safety, the member's side: scripts/crash-test.mjs kills the server mid-write;
    // the browser then gets no answer at all (fetch rejects), not an HTTP status.
    const api = createFakeHealthApi({ totalOunces: 5 });
    let serverDown = false;
    const client = await createFakeClient({
      fetch: (input, init) => (serverDown ? Promise.reject(new TypeError('fetch failed')) : api.fetch(input, init)),
    });
    const onError = vi.fn();
    renderTracker(client, { onError });
    await ready();
    serverDown = true;
    await userEvent.click(add());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to increment hydration track, please try again later.');
    expect(total()).toBe('5');
    expect(onError).toHaveBeenCalledWith({ message: 'Failed to increment hydration track, please try again later.' });
    serverDown = false;
    await userEvent.click(add());
    await waitFor(() => expect(api.state.totalOunces).toBe(6));
    expect(total()).toBe('6');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('rolls back a failed decrement with its own message and clears it on the next success', async () => {
    const api = createFakeHealthApi({ totalOunces: 3 });
    const client = await createFakeClient(api);
    renderTracker(client);
    await ready();
    api.failNext('hydrationDecrement', 503);
    await userEvent.click(remove());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to decrement hydration track, please try again later.');
    expect(total()).toBe('3');
    await userEvent.click(add());
    await waitFor(() => expect(api.state.totalOunces).toBe(4));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the load failure message and recovers on retry', async () => {
    const api = createFakeHealthApi({ totalOunces: 12 });
    const client = await createFakeClient(api);
    api.failNext('hydrationLast', 500);
    renderTracker(client);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to get last hydration track, please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
    expect(total()).toBe('12');
  });

  it('disables plus at the daily maximum of 200', async () => {
    const api = createFakeHealthApi({ totalOunces: 199 });
    const client = await createFakeClient(api);
    renderTracker(client);
    await ready();
    expect(add().disabled).toBe(false);
    await userEvent.click(add());
    expect(total()).toBe('200');
    expect(add().disabled).toBe(true);
    expect(remove().disabled).toBe(false);
    await waitFor(() => expect(api.state.totalOunces).toBe(200));
    expect(screen.getByText('Amazing job!')).toBeTruthy();
  });

  it('disables minus at the daily minimum of 0', async () => {
    const api = createFakeHealthApi({ totalOunces: 1 });
    const client = await createFakeClient(api);
    renderTracker(client);
    await ready();
    await userEvent.click(remove());
    expect(total()).toBe('0');
    expect(remove().disabled).toBe(true);
    expect(add().disabled).toBe(false);
    expect(screen.getByText('Ready, steady, GO!')).toBeTruthy();
    await waitFor(() => expect(api.state.totalOunces).toBe(0));
  });

  it.each([
    ['missing', null],
    ['not a number', 'lots'],
    ['empty', ''],
  ])('uses the default goal 96 when the water-intake setting is %s', async (_label, waterIntake) => {
    const api = createFakeHealthApi({ totalOunces: 48, waterIntake });
    const client = await createFakeClient(api);
    renderTracker(client);
    await ready();
    expect(screen.getByText('Goal: 96 oz')).toBeTruthy();
    expect(screen.getByText('Keep drinking!')).toBeTruthy(); // 48 / 96 = 50 %
  });

  it('takes the goal from the account setting, and a goal prop over it', async () => {
    const api = createFakeHealthApi({ totalOunces: 10, waterIntake: '80' });
    const client = await createFakeClient(api);
    const { unmount } = renderTracker(client);
    await ready();
    expect(screen.getByText('Goal: 80 oz')).toBeTruthy();
    unmount();
    renderTracker(client, { goal: 10 });
    await ready();
    expect(screen.getByText('Goal: 10 oz')).toBeTruthy();
    expect(screen.getByText('Amazing job!')).toBeTruthy();
  });

  it('shows a clear signed-out state and makes no calls without a session', async () => {
    const api = createFakeHealthApi();
    const client = await createFakeClient(api, { signedIn: false });
    renderTracker(client);
    const region = screen.getByRole('region', { name: 'Hydration Tracker' });
    expect(region.textContent).toContain('Sign in to track your hydration.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.requests).toEqual([]);
    await signInWithTokens(client, { accessToken: 'a', refreshToken: 'r', refreshExpires: Math.floor(Date.now() / 1000) + 600 });
    await ready();
    expect(total()).toBe('0');
  });

  it('speaks the member’s language', async () => {
    const api = createFakeHealthApi({ totalOunces: 0 });
    const client = await createFakeClient(api);
    renderTracker(client, {}, 'es');
    await screen.findByTestId('hydration-total');
    // Translations load on first use; English shows meanwhile.
    expect(await screen.findByRole('region', { name: 'Registro de hidratación' })).toBeTruthy();
    expect(screen.getByText('¡Preparados, listos, YA!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Añadir agua' })).toBeTruthy();
  });
});
