// spec 001 §2 Dashboard widgets: health assessment (filled and empty); routes: "page whose path is
// hra-form — Start now on the health assessment widget"; spec 000 §3.4 form status.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { FormStatusValue, HraFormKind, Widget } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { accountFixture, createFakeClient, createFakeServer, expectNoContractViolations, json } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { HealthAssessment, type HealthAssessmentProps, variantOf } from './health-assessment';

afterEach(() => expectNoContractViolations());

const KINDS: HraFormKind[] = ['social-history', 'depression-screening', 'anxiety-screening', 'family-history', 'epds'];

function server(statuses: FormStatusValue[], formStatus: FormStatusValue, menu: { slug: string; parent_slug: string | null; path?: string }[] = []) {
  return createFakeServer({
    account: () => json(accountFixture()),
    hraSections: () => json({ status: formStatus, sections: KINDS.map((kind, i) => ({ kind, status: statuses[i] ?? 'new' })) }),
    clientPagesMenu: () =>
      json({
        pages: menu.map((p, i) => ({ id: `00000000-0000-4000-8000-00000000000${i}`, title: 'Page', page_type: null, content_display: 'default', programs: [], ...p })),
        member_programs: [],
      }),
  });
}

function renderCard(client: HealthDeck, props: HealthAssessmentProps) {
  return render(
    <HealthDeckProvider client={client}>
      <HealthAssessment {...props} />
    </HealthDeckProvider>,
  );
}

const config = (name: string) => ({ name }) as Widget;

describe('HealthAssessment cards (spec 001 §2 health assessment, filled and empty)', () => {
  it('takes its variant from the dashboard name (or the attribute)', () => {
    expect(variantOf({ config: config('Health Assessment - Empty') })).toBe('empty');
    expect(variantOf({ config: config('Health Assessment') })).toBe('filled');
    expect(variantOf({ variant: 'empty', config: config('Health Assessment') })).toBe('empty');
    expect(variantOf({})).toBeUndefined();
  });

  it('Health Assessment - Empty: a new member is asked to Start now, leading to the page whose path is hra-form', async () => {
    const api = server([], 'new', [{ slug: 'my-assessment', parent_slug: 'care', path: 'hra-form' }]);
    const release = api.holdNext('hraSections');
    renderCard(await createFakeClient(api), { config: config('Health Assessment - Empty') });
    expect(await screen.findByRole('status', { name: 'Loading your health assessment' })).toBeTruthy();
    release();
    expect(await screen.findByText(/Answer a few questions about your habits/)).toBeTruthy();
    const start = screen.getByRole('link', { name: 'Start now' });
    await waitFor(() => expect(start.getAttribute('href')).toBe('/client/care/my-assessment'));
  });

  it('Start now falls back to /client/hra-form when the menu lists no such page', async () => {
    renderCard(await createFakeClient(server([], 'new')), {});
    expect((await screen.findByRole('link', { name: 'Start now' })).getAttribute('href')).toBe('/client/hra-form');
  });

  it('Health Assessment (filled) shows nothing for a new member', async () => {
    const api = server([], 'new');
    const { container } = renderCard(await createFakeClient(api), { config: config('Health Assessment') });
    await waitFor(() => expect(api.called('hraSections')).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('Health Assessment (filled) shows each section’s status and Continue assessment once started; the empty card then hides', async () => {
    const api = server(['complete', 'incomplete', 'skipped'], 'incomplete');
    const client = await createFakeClient(api);
    renderCard(client, { config: config('Health Assessment') });
    expect(await screen.findByText('2 of 5 sections done')).toBeTruthy();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Social historyComplete',
      'Depression screeningIn progress',
      'Anxiety screeningSkipped',
      'Family historyNot started',
      'Edinburgh Postnatal Depression ScaleNot started',
    ]);
    expect(screen.getByRole('link', { name: 'Continue assessment' })).toBeTruthy();
  });

  it('the empty card hides once a section is saved', async () => {
    const api = server(['incomplete'], 'incomplete');
    const { container } = renderCard(await createFakeClient(api), { config: config('Health Assessment - Empty') });
    await waitFor(() => expect(api.called('hraSections')).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('a submitted assessment says so and offers View assessment', async () => {
    renderCard(await createFakeClient(server(['review', 'review', 'skipped', 'review', 'review'], 'review')), {});
    expect(await screen.findByText('Your assessment was submitted.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View assessment' })).toBeTruthy();
  });
});
