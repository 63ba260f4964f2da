import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeJournalApi, type FakeJournalApi } from '../../test/fake-journal-api';
import { defineElements } from '../../elements/define-elements';
import { setElementClient } from '../../elements/element-client';

let api: FakeJournalApi;

beforeAll(async () => {
  api = createFakeJournalApi({ mood: 'neutral' });
  await defineElements(await createFakeClient(api));
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function rootOf(el: Element | null): HTMLElement {
  return el?.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
}
function sheetText(el: Element): string {
  return (el.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText)).join('\n');
}

describe('<hd-mood-tracker>', () => {
  it('renders into an open shadow root with its own sheet adopted', async () => {
    document.body.innerHTML = '<hd-mood-tracker></hd-mood-tracker>';
    const el = document.querySelector('hd-mood-tracker')!;
    const ui = within(rootOf(el));
    await ui.findByRole('group', { name: 'Moods' });
    expect(el.shadowRoot?.mode).toBe('open');
    expect(ui.getByRole('button', { name: 'Neutral' }).getAttribute('aria-pressed')).toBe('true');
    const css = sheetText(el);
    expect(css).toContain('.hd-mood__option');
    expect(css).toContain('--hd-color-primary');
    expect(css).not.toContain('.hd-hydration__total');
  });

  it('dispatches a bubbling, composed hd-change with the server mood', async () => {
    document.body.innerHTML = '<hd-mood-tracker></hd-mood-tracker>';
    const ui = within(rootOf(document.querySelector('hd-mood-tracker')));
    await ui.findByRole('group', { name: 'Moods' });
    const changes: unknown[] = [];
    document.addEventListener('hd-change', (event) => changes.push((event as CustomEvent).detail), { once: true });
    await userEvent.click(ui.getByRole('button', { name: 'Sad' }));
    await waitFor(() => expect(changes).toEqual([{ mood: 'sad' }]));
    expect((ui.getByRole('button', { name: 'Sad' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('uses the language of the page around it', async () => {
    document.body.innerHTML = '<div lang="pt"><hd-mood-tracker></hd-mood-tracker></div>';
    const ui = within(rootOf(document.querySelector('hd-mood-tracker')));
    expect(await ui.findByRole('region', { name: 'Registro de humor' })).toBeTruthy();
  });
});

describe('<hd-symptoms>', () => {
  it('renders into an open shadow root with its own sheet adopted, and toggles', async () => {
    document.body.innerHTML = '<hd-symptoms></hd-symptoms>';
    const el = document.querySelector('hd-symptoms')!;
    const ui = within(rootOf(el));
    await ui.findByRole('list', { name: 'Symptoms today' });
    expect(sheetText(el)).toContain('.hd-symptoms__option');
    const changes: unknown[] = [];
    el.addEventListener('hd-change', (event) => changes.push((event as CustomEvent).detail));
    await userEvent.click(ui.getByRole('button', { name: 'Nausea' }));
    await waitFor(() => expect(changes).toEqual([{ symptomId: 3, status: 'Logged', logged: ['Nausea'] }]));
  });

  it('dispatches hd-error and shows the spec message when an update fails', async () => {
    document.body.innerHTML = '<hd-symptoms></hd-symptoms>';
    const el = document.querySelector('hd-symptoms')!;
    const ui = within(rootOf(el));
    await ui.findByRole('list', { name: 'Symptoms today' });
    const errors: unknown[] = [];
    el.addEventListener('hd-error', (event) => errors.push((event as CustomEvent).detail));
    api.failNext('symptomUpdate', 500);
    const before = ui.getByRole('button', { name: 'Fatigue' }).getAttribute('aria-pressed');
    await userEvent.click(ui.getByRole('button', { name: 'Fatigue' }));
    expect((await ui.findByRole('alert')).textContent).toBe('Failed to update user symptom.');
    expect(ui.getByRole('button', { name: 'Fatigue' }).getAttribute('aria-pressed')).toBe(before);
    expect(errors).toEqual([{ message: 'Failed to update user symptom.' }]);
  });

  it('shares the query cache: a toggle in one element shows in another, disabled while pending', async () => {
    document.body.innerHTML = '<hd-symptoms></hd-symptoms><hd-symptoms></hd-symptoms>';
    const [a, b] = Array.from(document.querySelectorAll('hd-symptoms')).map((el) => within(rootOf(el)));
    await a.findByRole('list', { name: 'Symptoms today' });
    await b.findByRole('list', { name: 'Symptoms today' });
    const start = b.getByRole('button', { name: 'Headache' }).getAttribute('aria-pressed');
    const release = api.holdNext('symptomUpdate');
    await userEvent.click(a.getByRole('button', { name: 'Headache' }));
    await waitFor(() => expect((b.getByRole('button', { name: 'Headache' }) as HTMLButtonElement).disabled).toBe(true));
    expect(b.getByRole('button', { name: 'Headache' }).getAttribute('aria-pressed')).not.toBe(start);
    release();
    await waitFor(() => expect((b.getByRole('button', { name: 'Headache' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows the signed-out state when the shared client has no session', async () => {
    setElementClient(await createFakeClient(createFakeJournalApi(), { signedIn: false }));
    document.body.innerHTML = '<hd-symptoms></hd-symptoms><hd-mood-tracker></hd-mood-tracker>';
    await waitFor(() => expect(rootOf(document.querySelector('hd-symptoms')).textContent).toContain('Sign in to log your symptoms.'));
    await waitFor(() => expect(rootOf(document.querySelector('hd-mood-tracker')).textContent).toContain('Sign in to log your mood.'));
  });
});
