import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language, MoodValue } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeJournalApi } from '../../test/fake-journal-api';
import { MoodTracker, type MoodTrackerProps } from './mood-tracker';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderMood(client: HealthDeck, props: MoodTrackerProps = {}, language?: Language) {
  return render(
    <HealthDeckProvider client={client} language={language}>
      <MoodTracker {...props} />
    </HealthDeckProvider>,
  );
}

async function ready() {
  const region = await screen.findByRole('region', { name: 'Mood Tracker' });
  await within(region).findByRole('group', { name: 'Moods' });
  return region;
}
const mood = (label: string) => screen.getByRole('button', { name: label }) as HTMLButtonElement;
const pressed = () => screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);

describe('MoodTracker', () => {
  it('shows a loading skeleton, then the six moods with their labels (spec 001 §3)', async () => {
    const api = createFakeJournalApi();
    const client = await createFakeClient(api);
    const release = api.holdNext('moodLoad');
    renderMood(client);
    expect(screen.getByRole('status', { name: 'Loading mood' }).getAttribute('aria-busy')).toBe('true');
    release();
    await ready();
    const labels = within(screen.getByRole('group', { name: 'Moods' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual(['😀Happy', '😐Neutral', '😢Sad', '😟Anxious', '😷Sick', '😠Angry']);
    // Every face from Unicode's emoticons block (U+1F600–U+1F64F), which fonts without colour emoji draw too.
    for (const label of labels) expect(label!.codePointAt(0)).toSatisfy((c: number) => c >= 0x1f600 && c <= 0x1f64f);
    // Empty state: no mood logged today, none pressed, all enabled.
    expect(screen.getByText('Click on the facial expression that matches your mood.')).toBeTruthy();
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(screen.getAllByRole('button').every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
  });

  it("disables and presses today's mood (spec 001 §4)", async () => {
    const api = createFakeJournalApi({ mood: 'sad' });
    const client = await createFakeClient(api);
    renderMood(client);
    await ready();
    expect(mood('Sad').disabled).toBe(true);
    expect(mood('Sad').getAttribute('aria-pressed')).toBe('true');
    expect(mood('Happy').getAttribute('aria-pressed')).toBe('false');
    expect(mood('Happy').disabled).toBe(false);
    expect(screen.queryByText('Click on the facial expression that matches your mood.')).toBeNull();
  });

  it('sets the picked mood at once, then keeps the server value and reports hd-change', async () => {
    const api = createFakeJournalApi({ mood: 'neutral' });
    const client = await createFakeClient(api);
    const onChange = vi.fn();
    renderMood(client, { onChange });
    await ready();
    const release = api.holdNext('moodLog');
    await userEvent.click(mood('Happy'));
    // Optimistic, before the server answered (the server is held; the log's code loads on first use).
    await waitFor(() => expect(mood('Happy').disabled).toBe(true));
    expect(mood('Neutral').disabled).toBe(false);
    expect(api.state.mood).toBe('neutral');
    release();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ mood: 'happy' }));
    expect(api.state.mood).toBe('happy');
    expect(pressed()).toEqual(['😀Happy']);
  });

  it('returns to the previous mood when logging fails, logging the error without showing one (spec 001 §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeJournalApi({ mood: 'anxious' });
    const client = await createFakeClient(api);
    const onError = vi.fn();
    renderMood(client, { onError });
    await ready();
    const release = api.holdNext('moodLog');
    api.failNext('moodLog', 500);
    await userEvent.click(mood('Angry'));
    expect(pressed()).toEqual(['😠Angry']);
    release();
    await waitFor(() => expect(pressed()).toEqual(['😟Anxious']));
    expect(mood('Angry').disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged).toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith({ message: 'Failed to log mood' });
  });

  it('keeps the faces usable when the load fails, logging it only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeJournalApi({ mood: 'happy' });
    const client = await createFakeClient(api);
    api.failNext('moodLoad', 500);
    renderMood(client);
    await ready();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged).toHaveBeenCalledWith('[healthdeck] could not load the mood', expect.anything());
    await userEvent.click(mood('Sick'));
    await waitFor(() => expect(api.state.mood).toBe('sick'));
    expect(mood('Sick').disabled).toBe(true);
  });

  it('is reachable by keyboard: Tab to a face, Enter logs it', async () => {
    const api = createFakeJournalApi();
    const client = await createFakeClient(api);
    renderMood(client);
    await ready();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(mood('Happy'));
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.state.mood).toBe('neutral'));
  });

  it('shows a signed-out state and makes no calls without a session', async () => {
    const api = createFakeJournalApi();
    const client = await createFakeClient(api, { signedIn: false });
    renderMood(client);
    expect(screen.getByRole('region', { name: 'Mood Tracker' }).textContent).toContain('Sign in to log your mood.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('speaks the member’s language', async () => {
    const api = createFakeJournalApi({ mood: 'happy' as MoodValue });
    const client = await createFakeClient(api);
    renderMood(client, {}, 'de');
    expect(await screen.findByRole('region', { name: 'Stimmungstagebuch' })).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Glücklich' })).getAttribute('aria-pressed')).toBe('true');
  });
});
