import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeDailyJournalApi } from '../../test/fake-daily-journal-api';
import { setElementClient } from '../../elements/element-client';
import { define as defineDailyJournal } from './element';

beforeAll(async () => {
  setElementClient(await createFakeClient(createFakeDailyJournalApi()));
  defineDailyJournal();
});

afterEach(() => {
  document.body.innerHTML = '';
});

function rootOf(el: Element | null): HTMLElement {
  return el?.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
}

describe('<hd-daily-journal>', () => {
  it('renders the panel in an open shadow root with the journal sheet, and reports the tour', async () => {
    document.body.innerHTML = '<hd-daily-journal></hd-daily-journal>';
    const el = document.querySelector('hd-daily-journal')!;
    const ui = within(rootOf(el));
    await ui.findByRole('heading', { name: 'Daily Journal' });
    await ui.findByRole('button', { name: 'Add water' });
    const sheets = () => (el.shadowRoot?.adoptedStyleSheets ?? []).flatMap((s) => Array.from(s.cssRules).map((r) => r.cssText)).join('\n');
    const css = sheets();
    for (const rule of ['.hd-journal__pair', '.hd-mood__option', '.hd-symptoms__option', '.hd-hydration', '.hd-streak']) expect(css).toContain(rule);
    expect(css).not.toContain('.hd-daily-tasks__');
    // The tour's callout and the milestones modal bring their rules when they load (after Take the tour).
    expect(css).not.toContain('.hd-tour__title');

    const events: string[] = [];
    document.addEventListener('hd-tour-start', (e) => events.push(e.type));
    document.addEventListener('hd-tour-end', (e) => events.push(e.type));
    const user = userEvent.setup();
    await user.click(ui.getByRole('button', { name: 'Take the tour' }));
    expect(await ui.findByRole('dialog', { name: 'Log hydration' })).toBeTruthy();
    for (const rule of ['.hd-tour__title', '.hd-modal']) expect(sheets()).toContain(rule);
    await user.click(ui.getByRole('button', { name: 'Add water' }));
    await ui.findByRole('dialog', { name: 'Log mood' });
    await user.click(await ui.findByRole('button', { name: 'Happy' }));
    await ui.findByRole('dialog', { name: 'Log symptoms' });
    await user.click(await ui.findByRole('button', { name: 'Fatigue' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
    expect(events).toEqual(['hd-tour-start', 'hd-tour-end']);
  });
});
