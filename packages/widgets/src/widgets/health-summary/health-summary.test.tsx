// spec 001 §2 Dashboard widgets: health summary; §3 Health score item: title, progress, max; spec
// 000 §2 progress capped at 100 percent.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HealthDeck } from '@healthdeck/sdk';
import { accountFixture, createFakeClient, createFakeServer, expectNoContractViolations, json } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { HealthSummary } from './health-summary';

afterEach(() => expectNoContractViolations());

function renderWidget(client: HealthDeck, language?: 'es' | 'mh') {
  return render(
    <HealthDeckProvider client={client} language={language}>
      <HealthSummary />
    </HealthDeckProvider>,
  );
}

/** The scores as given, and the devices: one connected unless `noDevice`. */
const scoresServer = (health_scores: { title: string; progress: number; max: number }[], { noDevice = false, sandbox = null as 'fitness' | null } = {}) =>
  createFakeServer({
    account: () => json(accountFixture()),
    healthScores: () => json({ health_scores, sandbox }),
    deviceAuthorizers: () =>
      json({
        authorizers: [{ dataSource: 'fitbit' as const, name: 'Fitbit', connected: !noDevice, connected_at: noDevice ? null : '2026-11-21T09:00:00.000Z' }],
      }),
  });

describe('HealthSummary (spec 001 §3 Health score item)', () => {
  it("names the server's scores and writes their numbers in the member's language", async () => {
    const api = scoresServer([
      { title: 'Steps', progress: 6500, max: 10000 },
      { title: 'Sleep', progress: 7.5, max: 8 },
      { title: 'Active calories', progress: 320, max: 500 },
      { title: 'Water', progress: 32, max: 96 },
      { title: 'Mindful minutes', progress: 5, max: 10 },
    ]);
    renderWidget(await createFakeClient(api), 'es');
    const steps = await screen.findByRole('progressbar', { name: 'Pasos' });
    expect(steps.getAttribute('aria-valuetext')).toBe('6500 de 10.000');
    expect(screen.getByRole('progressbar', { name: 'Sueño' }).getAttribute('aria-valuetext')).toBe('7,5 de 8');
    expect(screen.getByRole('progressbar', { name: 'Calorías activas' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Agua' })).toBeTruthy();
    // A score the client does not know keeps the server's name rather than showing nothing.
    expect(screen.getByRole('progressbar', { name: 'Mindful minutes' })).toBeTruthy();
    expect(screen.queryByText('Steps')).toBeNull();
  });

  it('shows a skeleton, then each score as progress of max with a bar capped at 100 percent', async () => {
    const api = scoresServer([
      { title: 'Steps', progress: 6500, max: 10000 },
      { title: 'Water', progress: 120, max: 96 },
    ]);
    const release = api.holdNext('healthScores');
    renderWidget(await createFakeClient(api));
    expect(await screen.findByRole('status', { name: 'Loading your health summary' })).toBeTruthy();
    release();
    const steps = await screen.findByRole('progressbar', { name: 'Steps' });
    expect(steps.getAttribute('aria-valuenow')).toBe('65');
    expect(steps.getAttribute('aria-valuetext')).toBe('6,500 of 10,000');
    expect(screen.getByText('6,500 of 10,000')).toBeTruthy();
    const water = screen.getByRole('progressbar', { name: 'Water' });
    expect(water.getAttribute('aria-valuenow')).toBe('100');
    expect((water.firstElementChild as HTMLElement).style.width).toBe('100%');
  });

  it('with no device connected, shows the water it has and a way to connect one, no invented zeros', async () => {
    renderWidget(await createFakeClient(scoresServer([{ title: 'Water', progress: 32, max: 96 }], { noDevice: true })));
    expect((await screen.findByRole('progressbar', { name: 'Water' })).getAttribute('aria-valuetext')).toBe('32 of 96');
    expect(screen.queryByRole('progressbar', { name: 'Steps' })).toBeNull();
    expect(screen.getByText('No device is connected. Connect a fitness tracker to see your steps, sleep and active calories here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect a device' }).getAttribute('href')).toBe('/client/profile#connected-devices');
  });

  it('offers no connection when a device is connected', async () => {
    renderWidget(await createFakeClient(scoresServer([{ title: 'Steps', progress: 10, max: 100 }])));
    await screen.findByRole('progressbar', { name: 'Steps' });
    expect(screen.queryByRole('link', { name: 'Connect a device' })).toBeNull();
    // A real device's scores: no demo-data mark.
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('marks the scores the fitness sandbox made up as demo data', async () => {
    renderWidget(await createFakeClient(scoresServer([{ title: 'Steps', progress: 10, max: 100 }], { sandbox: 'fitness' })));
    await screen.findByRole('progressbar', { name: 'Steps' });
    expect(screen.getByRole('note').textContent).toBe('Demo data Made up by a test version of the fitness device service; not real health information.');
  });

  it('says so when there are no scores', async () => {
    renderWidget(await createFakeClient(scoresServer([])));
    expect(await screen.findByText('No health scores yet.')).toBeTruthy();
  });

  it('shows the load failure with Try again', async () => {
    const api = scoresServer([{ title: 'Sleep', progress: 7, max: 8 }]);
    const client = await createFakeClient(api);
    client.queryClient.setDefaultOptions({ queries: { retry: false } });
    api.failNext('healthScores');
    renderWidget(client);
    expect(await screen.findByText('Your health summary could not be loaded. Please try again later.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Sleep' })).toBeTruthy();
  });
});
