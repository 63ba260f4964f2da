import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeHealthApi, type FakeHealthApi } from '../../test/fake-health-api';
import { defineElements } from '../../elements/define-elements';
import { setElementClient } from '../../elements/element-client';

let api: FakeHealthApi;

beforeAll(async () => {
  api = createFakeHealthApi({ totalOunces: 20, waterIntake: '40' });
  await defineElements(await createFakeClient(api));
});

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount(html: string) {
  document.body.innerHTML = html;
  const el = document.querySelector('hd-hydration-tracker') as HTMLElement;
  const root = el.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
  await within(root).findByTestId('hydration-total');
  return { el, root, ui: within(root) };
}

describe('<hd-hydration-tracker>', () => {
  it('renders the tracker into an open shadow root with its stylesheet adopted', async () => {
    const { el, ui } = await mount('<hd-hydration-tracker></hd-hydration-tracker>');
    expect(el.shadowRoot?.mode).toBe('open');
    expect(ui.getByRole('region', { name: 'Hydration Tracker' })).toBeTruthy();
    expect(ui.getByTestId('hydration-total').textContent).toBe('20');
    expect(ui.getByText('Goal: 40 oz')).toBeTruthy();
    const css = (el.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText)).join('\n');
    expect(css).toContain('.hd-hydration__total');
    expect(css).toContain('--hd-color-primary');
    // The document itself is left alone.
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('lets a --hd-* variable set on the host reach the inner elements', async () => {
    // happy-dom does not list inherited custom properties in getPropertyValue, but it resolves
    // var() through inheritance, so we read a colour the widget takes from --hd-color-primary.
    const themed = await mount('<hd-hydration-tracker style="--hd-color-primary: rgb(91, 58, 41)"></hd-hydration-tracker>');
    const total = themed.root.querySelector('.hd-hydration__total') as HTMLElement;
    expect(getComputedStyle(total).color).toBe('rgb(91, 58, 41)');

    const plain = await mount('<hd-hydration-tracker></hd-hydration-tracker>');
    const plainTotal = plain.root.querySelector('.hd-hydration__total') as HTMLElement;
    // The default (a light-dark() token) is not resolved by happy-dom; the element tests check it in Chromium.
    expect(getComputedStyle(plainTotal).color).not.toBe('rgb(91, 58, 41)');
  });

  it('takes the goal attribute and falls back to the account when it is removed', async () => {
    const { el, ui } = await mount('<hd-hydration-tracker goal="25"></hd-hydration-tracker>');
    expect(ui.getByText('Goal: 25 oz')).toBeTruthy();
    el.removeAttribute('goal');
    await waitFor(() => expect(ui.getByText('Goal: 40 oz')).toBeTruthy());
  });

  it('ignores a goal attribute that is not a positive number', async () => {
    const { ui } = await mount('<hd-hydration-tracker goal="lots"></hd-hydration-tracker>');
    expect(ui.getByText('Goal: 40 oz')).toBeTruthy();
  });

  it('dispatches hd-change with the server total after a click', async () => {
    const { el, ui } = await mount('<hd-hydration-tracker></hd-hydration-tracker>');
    const before = api.state.totalOunces;
    const changes: unknown[] = [];
    document.addEventListener('hd-change', (event) => changes.push((event as CustomEvent).detail), { once: true });
    await userEvent.click(ui.getByRole('button', { name: 'Add water' }));
    await waitFor(() => expect(changes).toEqual([{ totalOunces: before + 1, goal: 40 }]));
    expect(el.isConnected).toBe(true);
  });

  it('shares one client and query cache across elements on the page', async () => {
    document.body.innerHTML = '<hd-hydration-tracker></hd-hydration-tracker><hd-hydration-tracker></hd-hydration-tracker>';
    const [a, b] = Array.from(document.querySelectorAll('hd-hydration-tracker')).map((el) => within(el.shadowRoot?.querySelector('[part~="root"]') as HTMLElement));
    await a.findByTestId('hydration-total');
    await b.findByTestId('hydration-total');
    const start = Number(a.getByTestId('hydration-total').textContent);
    await userEvent.click(a.getByRole('button', { name: 'Add water' }));
    await waitFor(() => expect(b.getByTestId('hydration-total').textContent).toBe(String(start + 1)));
  });

  it('uses the language of the page around it', async () => {
    const { ui } = await mount('<div lang="fr"><hd-hydration-tracker></hd-hydration-tracker></div>');
    expect(await ui.findByRole('region', { name: 'Suivi de l’hydratation' })).toBeTruthy();
  });

  it('shows the signed-out state when the shared client has no session', async () => {
    setElementClient(await createFakeClient(createFakeHealthApi(), { signedIn: false }));
    document.body.innerHTML = '<hd-hydration-tracker></hd-hydration-tracker>';
    const root = document.querySelector('hd-hydration-tracker')?.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
    await waitFor(() => expect(root.textContent).toContain('Sign in to track your hydration.'));
  });
});
