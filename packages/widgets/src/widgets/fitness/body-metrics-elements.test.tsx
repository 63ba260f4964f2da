import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { localDay } from '@healthdeck/sdk';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeBodyMetricsApi, type FakeBodyMetricsApi } from '../../test/fake-body-metrics-api';
import { setElementClient } from '../../elements/element-client';
import { define as defineSleepSummary } from '../sleep-summary/element';
import { define as defineFitness } from './element';

let api: FakeBodyMetricsApi;

beforeAll(async () => {
  api = createFakeBodyMetricsApi({
    sleep: [{ date: '2026-11-21', seconds: 7.5 * 3600, light: 14000, deep: 6000, rem: 7000 }],
    // Today's (fitness shows today's activity, by date).
    activity: [{ date: localDay(), steps: 5000, meters: 3750, kcal: 350 }],
  });
  setElementClient(await createFakeClient(api));
  defineSleepSummary();
  defineFitness();
});

afterEach(() => {
  document.body.innerHTML = '';
});

const sheetText = (el: Element) => (el.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText)).join('\n');

describe('<hd-sleep-summary> and <hd-fitness>', () => {
  it('render the sleep summary into an open shadow root with its stylesheet', async () => {
    document.body.innerHTML = '<hd-sleep-summary></hd-sleep-summary>';
    const el = document.querySelector('hd-sleep-summary') as HTMLElement;
    const root = el.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
    const ui = within(root);
    expect((await ui.findByTestId('sleep-duration')).textContent).toBe('7h 30m');
    expect(ui.getAllByRole('progressbar')).toHaveLength(3);
    expect(sheetText(el)).toContain('.hd-sleep-summary__fill');
  });

  it('render the fitness card with the href attribute and dispatch hd-error on a failed load', async () => {
    document.body.innerHTML = '<hd-fitness href="/my/fitness"></hd-fitness>';
    const el = document.querySelector('hd-fitness') as HTMLElement;
    const root = el.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
    const ui = within(root);
    expect((await ui.findByRole('link')).getAttribute('href')).toBe('/my/fitness');
    expect(sheetText(el)).toContain('.hd-fitness__ring-fill');
    document.body.innerHTML = '';

    const errors: unknown[] = [];
    document.addEventListener('hd-error', (event) => errors.push((event as CustomEvent).detail), { once: true });
    api.failNext('fitnessGoals', 500);
    setElementClient(await createFakeClient(api)); // a fresh cache, so the goals are read again
    document.body.innerHTML = '<hd-fitness></hd-fitness>';
    await waitFor(() => expect(errors).toEqual([{ message: 'Something went wrong while loading your activity data.' }]));
  });
});
