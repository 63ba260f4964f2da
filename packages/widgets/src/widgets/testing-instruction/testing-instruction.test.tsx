import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Kit } from '@healthdeck/contract/light';
import { kitsKeys } from '@healthdeck/sdk';
import { accountFixture, apiError, createFakeClient, createFakeServer, json, type FakeHandlers } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { TestingInstruction } from './testing-instruction';

afterEach(() => {
  vi.restoreAllMocks();
});

const kit = (overrides: Partial<Kit> = {}): Kit => ({
  id: '00000000-0000-4000-8000-000000000001',
  kit_id: 'SPT-DEMO0001',
  provider_code: 'spot',
  status: 'registered',
  encrypted_data: null,
  updated_at: '2026-01-06T10:00:00.000Z',
  test_code: 'kidney',
  name: 'Kidney',
  biomarkers: 3,
  order_number: null,
  order_date: null,
  confirmed: true,
  results_ready: false,
  created_at: '2026-01-05T12:00:00.000Z',
  sandbox: null,
  ...overrides,
});

const SAMPLES = {
  kit_id: 'SPT-DEMO0001',
  type: 'kidney',
  samples: [
    { sample_type: 'Dried blood spot', instructions: 'Fill each circle on the card with one drop of blood.', biomarkers: ['Creatinine', 'eGFR'] },
    { sample_type: 'Urine', instructions: 'Collect the first urine of the morning.', biomarkers: ['Albumin'] },
  ],
};

async function show(handlers: FakeHandlers) {
  const server = createFakeServer({ account: () => json(accountFixture({ verified: true })), ...handlers });
  const client = await createFakeClient(server, { signedIn: true });
  client.queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <HealthDeckProvider client={client}>
      <TestingInstruction />
    </HealthDeckProvider>,
  );
  return server;
}

describe('Testing instruction (spec 000 §3.4 TESTINGINSTRUCTION)', () => {
  it("lists a Spot kit's samples in order with the vendor's instructions and what each measures", async () => {
    const server = await show({ clientKitLast: () => json({ kit: kit() }), spotSamplesInfo: () => json(SAMPLES) });
    expect(screen.getByRole('status', { name: 'Loading your testing instructions' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Kidney (kit ID SPT-DEMO0001)' })).toBeTruthy();
    const steps = await screen.findAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('h4')?.textContent)).toEqual(['Dried blood spot', 'Urine']);
    expect(screen.getByText('Fill each circle on the card with one drop of blood.')).toBeTruthy();
    expect(screen.getByText('Measures: Creatinine, eGFR')).toBeTruthy();
    expect(screen.getByText("When you are done, send your sample back as your kit's box explains.")).toBeTruthy();
    expect(server.called('spotSamplesInfo')[0]?.query.get('kit_id')).toBe('SPT-DEMO0001');
  });

  it("for an Auria kit, says the steps are in the kit's box", async () => {
    const server = await show({ clientKitLast: () => json({ kit: kit({ provider_code: 'namida', kit_id: 'NAM-1', name: 'Auria' }) }) });
    expect(await screen.findByRole('heading', { level: 3, name: 'Auria (kit ID NAM-1)' })).toBeTruthy();
    expect(screen.getByText("Follow the step-by-step instructions that came in your kit's box.")).toBeTruthy();
    expect(screen.getByText("When you are done, send your sample back as your kit's box explains.")).toBeTruthy();
    expect(server.called('spotSamplesInfo')).toHaveLength(0);
  });

  it('for a 3D body scan, says it starts from its card, and nothing is sent back', async () => {
    await show({ clientKitLast: () => json({ kit: kit({ provider_code: '3d-look', kit_id: '3DL-1', name: '3D body scan' }) }) });
    expect(await screen.findByText('Your 3D body scan is taken with your phone: start it from the 3D Body Scan card.')).toBeTruthy();
    expect(screen.queryByText(/send your sample back/)).toBeNull();
  });

  it("keys its queries as the sdk's kits domain does, so a kit registered elsewhere refreshes it", async () => {
    const server = createFakeServer({ account: () => json(accountFixture({ verified: true })), clientKitLast: () => json({ kit: kit() }), spotSamplesInfo: () => json(SAMPLES) });
    const client = await createFakeClient(server, { signedIn: true });
    render(
      <HealthDeckProvider client={client}>
        <TestingInstruction />
      </HealthDeckProvider>,
    );
    await screen.findAllByRole('listitem');
    expect(client.queryClient.getQueryData(kitsKeys.last)).toEqual({ kit: kit() });
    expect(client.queryClient.getQueryData(kitsKeys.samplesInfo('spt-demo0001'))).toEqual(SAMPLES);
  });

  it('sends a member with no kit to register one', async () => {
    await show({ clientKitLast: () => json({ kit: null }) });
    expect(await screen.findByText('You have no test kit yet. Register your kit to see how to take your test.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register a kit' }).getAttribute('href')).toBe('/client/testing-center/register');
  });

  it('shows the failure with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    await show({ clientKitLast: () => (++calls === 1 ? apiError(500) : json({ kit: null })) });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load your testing instructions.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('link', { name: 'Register a kit' })).toBeTruthy();
  });
});
