// /client/timeline: the server's pages of every kind drawn newest first with their sealed records
// opened with the member's data key; the filter asks the server for the kinds chosen; older pages
// follow the cursor; a biomarker opens its trend across kits; loading, empty, error and locked states.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sealRecord } from '@healthdeck/crypto/light';
import type { KitStatusData, TimelineEntry, TimelineResponse } from '@healthdeck/contract/light';
import { accountFixture, tokensFixture, type FakeCall } from '@healthdeck/sdk/testing';
import { signInWithTokens } from '@healthdeck/sdk';
import { renderAppReady, testClient } from './render-app.js';

const hba1c = (result: string) => ({
  name: 'HbA1c',
  result,
  unit_of_measure: '%',
  description: 'Average blood sugar',
  result_level: 'N' as const,
  report_min: 3,
  low_min: 4,
  healthy_min: 4,
  healthy_max: 5.6,
  high_max: 6.4,
  report_max: 10,
  hideResultLabel: false,
  hideScale: false,
});
const spotReport = (result: string, created: string): KitStatusData => ({
  provider_code: 'spot',
  type: 'general-health',
  order_id: 'order-1',
  status: 'resulted',
  events: [{ status: 'resulted', created }],
  samples: [{ id: 's1', sample_type: 'blood', events: [], shipments: [], report: { results: [hba1c(result)] } }],
  registered_to: { member: 'confirmed' },
});

async function member(timeline: (call: FakeCall<'timeline'>, dataKey: CryptoKey) => Promise<{ status: number; body: unknown }>, options: { locked?: boolean } = {}) {
  const dataKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const setup = testClient(
    {
      account: () => ({ status: 200, body: accountFixture({ verified: true }) }),
      timeline: (call) => timeline(call, dataKey),
    },
    options.locked ? {} : { dataKey },
  );
  await signInWithTokens(setup.client, tokensFixture());
  if (!options.locked) await waitFor(() => expect(setup.client.$dataKey.get()).not.toBeNull());
  await renderAppReady('/client/timeline', setup.client);
  await screen.findByRole('heading', { name: 'Timeline', level: 1 });
  return setup;
}

const lab = async (dataKey: CryptoKey, id: string, at: string, result: string): Promise<TimelineEntry> => ({
  kind: 'lab',
  id,
  at,
  kit_id: `SPT-${id}`,
  provider_code: 'spot',
  test_name: 'General Health',
  status: 'Resulted',
  results_ready: true,
  encrypted_data: await sealRecord(dataKey, spotReport(result, at)),
  updated_at: at,
});

describe('timeline', () => {
  it('draws each kind newest first with its sealed record opened, filters by kind and pages by the cursor', async () => {
    const { api } = await member(async (call, dataKey) => {
      const kinds = call.query.get('kinds');
      if (kinds === 'vital') return { status: 200, body: { entries: [], next_before: null } };
      if (call.query.get('before') === 'page-2') {
        return {
          status: 200,
          body: { entries: [{ kind: 'hydration', id: '9', at: '2025-01-01T12:00:00.000Z', day: '2025-01-01', ounces: 64 }], next_before: null } satisfies TimelineResponse,
        };
      }
      const entries: TimelineEntry[] = [
        { kind: 'vital', id: 'v1', at: '2026-11-02T09:00:00.000Z', encrypted_data: await sealRecord(dataKey, { hr: 71, sbp: 118, dbp: 76, spo2: 98, method: 'camera' }) },
        { kind: 'mood', id: '3', at: '2026-11-01T12:00:00.000Z', day: '2026-11-01', mood: 'happy' },
        await lab(dataKey, 'K1', '2026-10-01T10:00:00.000Z', '5.9'),
      ];
      return { status: 200, body: { entries, next_before: 'page-2' } satisfies TimelineResponse };
    });
    const list = await waitFor(() => {
      const found = document.querySelector<HTMLOListElement>('.hd-timeline__list');
      if (!found) throw new Error('no timeline list yet');
      return found;
    });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items.map((li) => li.querySelector('.hd-timeline__kind')?.textContent)).toEqual(['Vitals', 'Mood', 'Lab results']);
    expect(items[0]!.textContent).toContain('Heart rate 71 bpm');
    expect(items[0]!.textContent).toContain('Blood pressure 118/76 mmHg');
    expect(items[1]!.textContent).toContain('Happy');
    expect(items[2]!.textContent).toContain('HbA1c');
    expect(items[2]!.textContent).toContain('5.9 %');

    await userEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    await screen.findByText('64 oz of water');
    expect(api.called('timeline').map((c) => c.query.get('before'))).toEqual([null, 'page-2']);
    expect(screen.getByText('This is the beginning of your timeline.')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Vitals' }));
    await screen.findByText('Nothing of these kinds is on your timeline.');
    expect(api.called('timeline').at(-1)!.query.get('kinds')).toBe('vital');
    expect(screen.getByRole('checkbox', { name: 'Everything' })).toHaveProperty('checked', false);
  });

  it("opens a biomarker's trend across every kit: the line and the monthly table", async () => {
    await member(async (call, dataKey) => {
      const entries = [
        await lab(dataKey, 'K3', '2026-10-01T10:00:00.000Z', '6.1'),
        await lab(dataKey, 'K2', '2026-08-01T10:00:00.000Z', '5.8'),
        await lab(dataKey, 'K1', '2026-06-01T10:00:00.000Z', '5.4'),
      ];
      // The trend reads the lab reports only, 100 at a time.
      if (call.query.get('kinds') === 'lab') expect(call.query.get('take')).toBe('100');
      return { status: 200, body: { entries, next_before: null } };
    });
    const buttons = await screen.findAllByRole('button', { name: /HbA1c: show the trend/ });
    await userEvent.click(buttons[0]!);
    expect(buttons[0]!.getAttribute('aria-expanded')).toBe('true');
    const trend = await screen.findByRole('region', { name: 'HbA1c across your kits' });
    const rows = await within(trend).findAllByRole('row');
    // The header, then June, August and October.
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['5.4 %', '5.8 %', '6.1 %']);
    expect(trend.querySelector('svg polyline')).not.toBeNull();
  });

  it('says when there is nothing yet, and a failure offers a retry that loads the page', async () => {
    let fail = true;
    await member(async () => (fail ? { status: 500, body: { statusCode: 500, error_code: 'INTERNAL', message: 'boom' } } : { status: 200, body: { entries: [], next_before: null } }));
    await screen.findByText('Something went wrong while loading your timeline.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Nothing is on your timeline yet.');
  });

  it('a sealed record the closed keys cannot open shows the one locked state and no value; once the keys open, it opens in place', async () => {
    const sealedWith = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const setup = await member(
      async () => ({
        status: 200,
        body: { entries: [{ kind: 'vital', id: 'v1', at: '2026-11-02T09:00:00.000Z', encrypted_data: await sealRecord(sealedWith, { hr: 71 }) }], next_before: null },
      }),
      { locked: true },
    );
    await screen.findByText('Locked: enter your password above to open it.');
    const form = await screen.findByRole('form', { name: 'Some of your timeline is locked' });
    expect(within(form).getByRole('button', { name: 'Unlock' })).toBeTruthy();
    expect(screen.queryByText(/71/)).toBeNull();
    // What the one unlock does to the session (sdk unlockPrivateKeyWithPassword): the data key opens.
    (setup.client.$dataKey as unknown as { set(key: CryptoKey): void }).set(sealedWith);
    await screen.findByText(/Heart rate 71 bpm/);
    expect(screen.queryByText('Locked: enter your password above to open it.')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Some of your timeline is locked' })).toBeNull();
  });
});
