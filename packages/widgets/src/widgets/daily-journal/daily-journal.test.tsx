import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, type Language } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { loadMessages } from '../../i18n/language';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeDailyJournalApi } from '../../test/fake-daily-journal-api';
import { DailyJournal, type DailyJournalProps } from './daily-journal';
import { dailyJournalMessages } from './messages';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderJournal(client: HealthDeck, props: DailyJournalProps = {}) {
  return render(
    <HealthDeckProvider client={client}>
      <DailyJournal {...props} />
    </HealthDeckProvider>,
  );
}

const tourCallout = () => document.querySelector('.hd-tour');

async function ready() {
  const journal = await screen.findByRole('region', { name: 'Daily Journal' });
  await within(journal).findByRole('button', { name: 'Add water' });
  await within(journal).findByRole('group', { name: 'Moods' });
  await within(journal).findByRole('button', { name: 'Headache' });
  return journal;
}

describe('DailyJournal (spec 001 §2, §4)', () => {
  it('has the heading, the streak card on top, hydration and mood side by side, symptoms below', async () => {
    const api = createFakeDailyJournalApi();
    const client = await createFakeClient(api);
    const { container } = renderJournal(client);
    const journal = await ready();
    expect(container.querySelector('.hd-journal__top')?.contains(await within(journal).findByRole('region', { name: 'Your streak' }))).toBe(true);
    expect(within(journal).getByRole('heading', { level: 2, name: 'Daily Journal' })).toBeTruthy();
    const order = Array.from(container.querySelectorAll('.hd-journal__top, [data-tour-step]')).map((el) => (el as HTMLElement).dataset.tourStep ?? 'top');
    expect(order).toEqual(['top', 'hydration', 'mood', 'symptoms']);
    const pair = container.querySelector('.hd-journal__pair');
    expect(Array.from(pair?.children ?? []).map((el) => (el as HTMLElement).dataset.tourStep)).toEqual(['hydration', 'mood']);
    expect(within(journal).getByRole('region', { name: 'Hydration Tracker' })).toBeTruthy();
    expect(within(journal).getByRole('region', { name: 'Mood Tracker' })).toBeTruthy();
    expect(within(journal).getByRole('region', { name: 'Symptoms' })).toBeTruthy();
    expect(tourCallout()).toBeNull();
  });

  it('walks the tour through the three steps; a failing symptom update still ends it and a first-timer gets the milestones', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createFakeDailyJournalApi({ firstTime: true });
    const client = await createFakeClient(api);
    const onStartTour = vi.fn();
    const onTourEnd = vi.fn();
    const user = userEvent.setup();
    renderJournal(client, { onStartTour, onTourEnd });
    const journal = await ready();

    await within(journal).findByRole('button', { name: 'Start the tour' });
    await user.click(within(journal).getByRole('button', { name: 'Take the tour' }));
    expect(onStartTour).toHaveBeenCalledTimes(1);
    // The server stops calling the member a first-timer once the journal is used; the panel keeps
    // what the streak said when the tour started.
    api.streaks.state.firstTime = false;
    // The callout's code loads on demand (preloaded on pointer/focus of Take the tour).
    let dialog = await screen.findByRole('dialog', { name: 'Log hydration' });
    expect(within(dialog).getByText('Step 1 of 3')).toBeTruthy();
    expect(within(dialog).getByText('Click the plus icon to start logging your water.')).toBeTruthy();
    expect(dialog.closest('[data-tour-step]')?.getAttribute('data-tour-step')).toBe('hydration');

    // A logged item of another step does not move the tour.
    await user.click(within(journal).getByRole('button', { name: 'Sad' }));
    await waitFor(() => expect(api.journal.state.mood).toBe('sad'));
    expect(screen.getByRole('dialog', { name: 'Log hydration' })).toBeTruthy();

    await user.click(within(journal).getByRole('button', { name: 'Add water' }));
    dialog = await screen.findByRole('dialog', { name: 'Log mood' });
    expect(api.hydration.state.totalOunces).toBeGreaterThan(0);
    expect(within(dialog).getByText('Step 2 of 3')).toBeTruthy();
    expect(within(dialog).getByText('Click on the facial expression that matches your mood.')).toBeTruthy();
    expect(dialog.closest('[data-tour-step]')?.getAttribute('data-tour-step')).toBe('mood');

    await user.click(within(journal).getByRole('button', { name: 'Happy' }));
    dialog = await screen.findByRole('dialog', { name: 'Log symptoms' });
    expect(within(dialog).getByText('Step 3 of 3')).toBeTruthy();
    expect(within(dialog).getByText("Select any symptoms you're experiencing, or select No Symptoms.")).toBeTruthy();

    // spec 001 §4 Symptoms: after every attempt, success or failure, the tour advances.
    api.failNext('symptomUpdate');
    await user.click(within(journal).getByRole('button', { name: 'Headache' }));
    await within(journal).findByRole('alert');
    await waitFor(() => expect(tourCallout()).toBeNull());
    expect(onTourEnd).toHaveBeenCalledTimes(1);
    expect(api.journal.state.symptoms.every((s) => s.status === null)).toBe(true);
    // spec 001 §4 Symptoms: the streak data said first time, so the milestones modal opens.
    const milestones = await screen.findByRole('dialog', { name: 'Your milestones' });
    await user.click(within(milestones).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your milestones' })).toBeNull());
  });

  it('a successful symptom update ends the tour too, and the tour can be taken again', async () => {
    const api = createFakeDailyJournalApi();
    const client = await createFakeClient(api);
    const onTourEnd = vi.fn();
    const user = userEvent.setup();
    renderJournal(client, { onTourEnd });
    const journal = await ready();
    await user.click(within(journal).getByRole('button', { name: 'Take the tour' }));
    await user.click(within(journal).getByRole('button', { name: 'Add water' }));
    await user.click(await within(journal).findByRole('button', { name: 'Neutral' }));
    await screen.findByRole('dialog', { name: 'Log symptoms' });
    await user.click(within(journal).getByRole('button', { name: 'None of these' }));
    await waitFor(() => expect(tourCallout()).toBeNull());
    expect(onTourEnd).toHaveBeenCalledTimes(1);
    expect(api.journal.state.symptoms.find((s) => s.name === 'None of these')?.status).toBe('Logged');
    // Not a first-timer: no milestones modal.
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(journal).getByRole('button', { name: 'Take the tour' }));
    expect(screen.getByRole('dialog', { name: 'Log hydration' })).toBeTruthy();
  });

  it('starts the tour from the first-time streak card’s Start the tour', async () => {
    const api = createFakeDailyJournalApi({ firstTime: true });
    const client = await createFakeClient(api);
    const onStartTour = vi.fn();
    const user = userEvent.setup();
    renderJournal(client, { onStartTour });
    await ready();
    await user.click(await screen.findByRole('button', { name: 'Start the tour' }));
    expect(screen.getByRole('dialog', { name: 'Log hydration' })).toBeTruthy();
    expect(onStartTour).toHaveBeenCalledTimes(1);
  });

  it('shows the journal widgets’ signed-out states when nobody is signed in', async () => {
    const api = createFakeDailyJournalApi();
    const client = await createFakeClient(api, { signedIn: false });
    renderJournal(client);
    expect(await screen.findByRole('heading', { name: 'Daily Journal' })).toBeTruthy();
    expect(screen.getByText('Sign in to log your symptoms.')).toBeTruthy();
    // The tour waits for the member to log in each widget: nothing to tour before signing in.
    expect(screen.queryByRole('button', { name: 'Take the tour' })).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('has all six languages, each complete', async () => {
    expect(['en', ...Object.keys(dailyJournalMessages.translations)].sort()).toEqual(Object.keys(LANGUAGES).sort());
    const all = await Promise.all(Object.keys(LANGUAGES).map((lang) => loadMessages(dailyJournalMessages, lang as Language)));
    expect(new Set(all.map((m) => m.title)).size).toBe(6);
    for (const m of all) for (const text of Object.values(m)) expect(text.length).toBeGreaterThan(0);
  });
});
