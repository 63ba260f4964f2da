import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@healthdeck/contract/light';
import { sleepDifference, type HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeBodyMetricsApi, type SleepNight } from '../../test/fake-body-metrics-api';
import { SleepSummary, type SleepSummaryProps } from './sleep-summary';
import { sleepSummaryMessages } from './messages';

function renderSummary(client: HealthDeck, props: SleepSummaryProps = {}, language?: Language) {
  return render(
    <HealthDeckProvider client={client} language={language}>
      <SleepSummary {...props} />
    </HealthDeckProvider>,
  );
}

const night = (date: string, seconds: number, shares = { light: 0.55, deep: 0.2, rem: 0.25 }): SleepNight => {
  const deep = Math.round(seconds * shares.deep);
  const rem = Math.round(seconds * shares.rem);
  return { date, seconds, light: seconds - deep - rem, deep, rem };
};

async function ready() {
  const region = await screen.findByRole('region', { name: 'Sleep Summary' });
  await within(region).findByTestId('sleep-duration');
  return region;
}

describe('SleepSummary', () => {
  it('shows a skeleton while loading, then the duration in hours and minutes and three stage bars', async () => {
    const api = createFakeBodyMetricsApi({ sleep: [night('2026-11-21', 7 * 3600 + 25 * 60 + 40, { light: 0.5, deep: 0.2, rem: 0.3 }), night('2026-11-20', 6 * 3600)] });
    const client = await createFakeClient(api);
    const release = api.holdNext('bodyMetrics');
    renderSummary(client);
    expect(screen.getByRole('status', { name: 'Loading sleep summary' }).getAttribute('aria-busy')).toBe('true');
    release();
    await ready();
    // spec 001 §9: rounded to the nearest minute.
    expect(screen.getByTestId('sleep-duration').textContent).toBe('7h 26m');
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['Light', 'Deep', 'REM']);
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['50', '20', '30']);
    expect(bars[0]?.getAttribute('aria-valuetext')).toBe('50% of your sleep');
    expect((bars[1]?.firstElementChild as HTMLElement | null | undefined)?.style.width).toMatch(/^20(\.\d+)?%$/);
    expect(screen.queryByRole('status', { name: 'Loading sleep summary' })).toBeNull();
    expect(api.requests).toContain('GET /api/client/body-metrics');
  });

  it('compares with the previous day with the sdk rule: more, less, similar under 300 s, under 30m', async () => {
    const cases: Array<[number, number, string]> = [
      [8 * 3600 + 40 * 60, 7 * 3600, '1h 30m more than the previous day'],
      [6 * 3600, 8 * 3600 + 10 * 60, '2h less than the previous day'],
      [7 * 3600 + 299, 7 * 3600, 'Similar to the previous day'],
      [7 * 3600 + 20 * 60, 7 * 3600, 'Under 30m more than the previous day'],
    ];
    for (const [today, previous, expected] of cases) {
      expect(sleepDifference(today, previous).text).toBe(expected); // the same wording as the sdk's
      const api = createFakeBodyMetricsApi({ sleep: [night('2026-11-21', today), night('2026-11-20', previous)] });
      const view = renderSummary(await createFakeClient(api));
      await ready();
      expect(screen.getByTestId('sleep-comparison').textContent).toBe(expected);
      expect(screen.queryByTestId('sleep-tip')).toBeNull();
      view.unmount();
    }
  });

  it('rotates through nine sleep tips when only one night exists, and makes no comparison', async () => {
    expect(sleepSummaryMessages.en.tips).toHaveLength(9);
    const api = createFakeBodyMetricsApi({ sleep: [night('2026-11-21', 8 * 3600)] });
    renderSummary(await createFakeClient(api), { tipIntervalMs: 30 });
    await ready();
    expect(screen.queryByTestId('sleep-comparison')).toBeNull();
    const first = screen.getByTestId('sleep-tip').textContent;
    expect(first).toBe(sleepSummaryMessages.en.tips[0]);
    await waitFor(() => expect(screen.getByTestId('sleep-tip').textContent).toBe(sleepSummaryMessages.en.tips[1]));
    await waitFor(() => expect(screen.getByTestId('sleep-tip').textContent).toBe(sleepSummaryMessages.en.tips[2]));
  });

  it('says so when there is no sleep data yet', async () => {
    const api = createFakeBodyMetricsApi({ sleep: [] });
    renderSummary(await createFakeClient(api));
    expect(await screen.findByText(sleepSummaryMessages.en.empty)).toBeTruthy();
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
  });

  it('shows the spec message on a failed load, logs it, reports it, and recovers on Try again', async () => {
    const api = createFakeBodyMetricsApi({ sleep: [night('2026-11-21', 8 * 3600)] });
    const client = await createFakeClient(api);
    const onError = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.failNext('bodyMetrics', 500);
    renderSummary(client, { onError });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong while loading your sleep data.');
    expect(onError).toHaveBeenCalledWith({ message: 'Something went wrong while loading your sleep data.' });
    expect(log).toHaveBeenCalledWith('[healthdeck] sleep summary load failed', expect.anything());
    log.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
    expect(screen.getByTestId('sleep-duration').textContent).toBe('8h');
  });

  it('shows the signed-out state without calling the API', async () => {
    const api = createFakeBodyMetricsApi();
    renderSummary(await createFakeClient(api, { signedIn: false }));
    expect(screen.getByText('Sign in to see your sleep summary.')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('speaks Spanish once the translation has loaded', async () => {
    const api = createFakeBodyMetricsApi({ sleep: [night('2026-11-21', 8 * 3600), night('2026-11-20', 7 * 3600)] });
    renderSummary(await createFakeClient(api), {}, 'es');
    await screen.findByRole('region', { name: 'Resumen de sueño' });
    await waitFor(() => expect(screen.getByTestId('sleep-comparison').textContent).toBe('1h más que el día anterior'));
  });
});
