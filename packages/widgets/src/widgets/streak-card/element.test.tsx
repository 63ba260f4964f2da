import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeStreaksApi, PREGNANCY_ID, type FakeStreaksApi } from '../../test/fake-streaks-api';
import { define as defineStreakCard } from './element';
import { setElementClient } from '../../elements/element-client';

let api: FakeStreaksApi;

beforeAll(async () => {
  api = createFakeStreaksApi({ firstTime: true, pregnancyWeek: 'unset' });
  setElementClient(await createFakeClient(api));
  defineStreakCard();
});

afterEach(() => {
  document.body.innerHTML = '';
});

function rootOf(el: Element | null): HTMLElement {
  return el?.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
}
function sheetText(el: Element): string {
  return (el.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText)).join('\n');
}

describe('<hd-streak-card>', () => {
  it('renders into an open shadow root with its own sheet, and dispatches hd-start-tour', async () => {
    document.body.innerHTML = '<hd-streak-card></hd-streak-card>';
    const el = document.querySelector('hd-streak-card')!;
    const ui = within(rootOf(el));
    const start = await ui.findByRole('button', { name: 'Start the tour' });
    expect(el.shadowRoot?.mode).toBe('open');
    expect(ui.getByRole('listitem', { name: 'Sat, incomplete' })).toBeTruthy();
    const css = sheetText(el);
    expect(css).toContain('.hd-streak__day--completed');
    expect(css).not.toContain('.hd-mood__option');
    const starts: Event[] = [];
    document.addEventListener('hd-start-tour', (event) => starts.push(event), { once: true });
    await userEvent.click(start);
    expect(starts).toHaveLength(1);
    expect(starts[0]?.bubbles && starts[0].composed).toBe(true);
  });

  it('saves weeks pregnant and dispatches hd-change with the milestone and week', async () => {
    document.body.innerHTML = '<hd-streak-card></hd-streak-card>';
    const el = document.querySelector('hd-streak-card')!;
    const ui = within(rootOf(el));
    const changes: unknown[] = [];
    el.addEventListener('hd-change', (event) => changes.push((event as CustomEvent).detail));
    await userEvent.type(await ui.findByLabelText('Weeks pregnant'), '12');
    expect(sheetText(el)).toContain('.hd-field__input');
    await userEvent.click(ui.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes).toEqual([{ milestoneId: PREGNANCY_ID, currentWeek: 12 }]));
    expect(await ui.findByText('Week 12 of your pregnancy')).toBeTruthy();
  });

  it('dispatches hd-error and shows nothing when the streak cannot be loaded', async () => {
    const client = await createFakeClient(api);
    setElementClient(client);
    api.failNext('streaks');
    const errors: unknown[] = [];
    document.addEventListener('hd-error', (event) => errors.push((event as CustomEvent).detail), { once: true });
    const original = console.error;
    console.error = () => undefined;
    try {
      document.body.innerHTML = '<hd-streak-card></hd-streak-card>';
      await waitFor(() => expect(errors).toEqual([{ message: 'Failed to load milestone streak' }]));
      expect(rootOf(document.querySelector('hd-streak-card')).textContent).toBe('');
    } finally {
      console.error = original;
    }
  });
});
