import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeSleepApi, type FakeSleepApi } from '../../test/fake-sleep-api';
import { setElementClient } from '../../elements/element-client';
import { define as defineSleepTracker } from './element';

let api: FakeSleepApi;

beforeAll(async () => {
  api = createFakeSleepApi({ totalLevels: 8, sleepGoal: 7 });
  setElementClient(await createFakeClient(api));
  defineSleepTracker();
});

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount(html: string) {
  document.body.innerHTML = html;
  const el = document.querySelector('hd-sleep-tracker') as HTMLElement;
  const root = el.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
  await within(root).findByTestId('sleep-level');
  return { el, root, ui: within(root) };
}

describe('<hd-sleep-tracker>', () => {
  it('renders the tracker into an open shadow root with its stylesheet adopted', async () => {
    const { el, ui } = await mount('<hd-sleep-tracker></hd-sleep-tracker>');
    expect(el.shadowRoot?.mode).toBe('open');
    expect(ui.getByRole('region', { name: 'Sleep Tracker' })).toBeTruthy();
    expect(ui.getByTestId('sleep-level').textContent).toBe(String(api.state.totalLevels));
    expect(ui.getByRole('link', { name: 'Sleep goal: 7 hours' }).getAttribute('href')).toBe('/client/profile');
    const css = (el.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText)).join('\n');
    expect(css).toContain('.hd-sleep__bar--on');
    expect(css).toContain('.hd-button');
    expect(css).toContain('--hd-color-primary');
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('lets a --hd-* variable set on the host reach the inner elements', async () => {
    const themed = await mount('<hd-sleep-tracker style="--hd-color-primary: rgb(91, 58, 41)"></hd-sleep-tracker>');
    const value = themed.root.querySelector('.hd-sleep__value') as HTMLElement;
    expect(getComputedStyle(value).color).toBe('rgb(91, 58, 41)');
  });

  it('takes the goal and profile-href attributes, and falls back when goal is removed', async () => {
    const { el, ui } = await mount('<hd-sleep-tracker goal="9" profile-href="/account/sleep"></hd-sleep-tracker>');
    const link = ui.getByRole('link', { name: 'Sleep goal: 9 hours' });
    expect(link.getAttribute('href')).toBe('/account/sleep');
    el.removeAttribute('goal');
    await waitFor(() => expect(ui.getByRole('link', { name: 'Sleep goal: 7 hours' })).toBeTruthy());
  });

  it('dispatches hd-change with the server level after a click', async () => {
    const { ui } = await mount('<hd-sleep-tracker></hd-sleep-tracker>');
    const before = api.state.totalLevels;
    const changes: unknown[] = [];
    document.addEventListener('hd-change', (event) => changes.push((event as CustomEvent).detail), { once: true });
    await userEvent.click(ui.getByRole('button', { name: 'Add sleep' }));
    await waitFor(() => expect(changes).toEqual([{ totalLevels: before + 1 }]));
  });

  it('dispatches hd-error with the spec message when a change fails', async () => {
    const { ui } = await mount('<hd-sleep-tracker></hd-sleep-tracker>');
    const errors: unknown[] = [];
    document.addEventListener('hd-error', (event) => errors.push((event as CustomEvent).detail), { once: true });
    api.failNext('sleepDecrement', 500);
    await userEvent.click(ui.getByRole('button', { name: 'Remove sleep' }));
    await waitFor(() => expect(errors).toEqual([{ message: 'Failed to decrement sleep track, please try again later.' }]));
    expect((await ui.findByRole('alert')).textContent).toBe('Failed to decrement sleep track, please try again later.');
  });

  it('shares one query cache across elements on the page', async () => {
    document.body.innerHTML = '<hd-sleep-tracker></hd-sleep-tracker><hd-sleep-tracker></hd-sleep-tracker>';
    const [a, b] = Array.from(document.querySelectorAll('hd-sleep-tracker')).map((el) => within(el.shadowRoot?.querySelector('[part~="root"]') as HTMLElement));
    await a.findByTestId('sleep-level');
    await b.findByTestId('sleep-level');
    const start = Number(a.getByTestId('sleep-level').textContent);
    await userEvent.click(a.getByRole('button', { name: 'Remove sleep' }));
    await waitFor(() => expect(b.getByTestId('sleep-level').textContent).toBe(String(start - 1)));
  });

  it('uses the language of the page around it', async () => {
    const { ui } = await mount('<div lang="pt"><hd-sleep-tracker></hd-sleep-tracker></div>');
    expect(await ui.findByRole('region', { name: 'Registro de sono' })).toBeTruthy();
  });

  it('shows the signed-out state when the shared client has no session', async () => {
    setElementClient(await createFakeClient(createFakeSleepApi(), { signedIn: false }));
    document.body.innerHTML = '<hd-sleep-tracker></hd-sleep-tracker>';
    const root = document.querySelector('hd-sleep-tracker')?.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
    await waitFor(() => expect(root.textContent).toContain('Sign in to track your sleep.'));
  });
});
