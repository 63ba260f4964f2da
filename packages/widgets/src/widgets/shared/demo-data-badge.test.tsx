import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFakeKitsApi, createKitsClient, kit } from '../../kits/fake-kits-api';
import { KitDetailWidget } from '../kit-detail-card/kit-detail-widget';
import { KitResults } from '../kit-results/kit-results';
import { RecentTest } from '../recent-test/recent-test';
import { TestingCenter } from '../testing-center/testing-center';
import { DemoDataBadge } from './demo-data-badge';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeBodyMetricsApi } from '../../test/fake-body-metrics-api';
import { Fitness } from '../fitness/fitness';
import { SleepSummary } from '../sleep-summary/sleep-summary';

// Sandboxes say so (docs/decisions/0090-sandboxes-say-so.md): every screen that shows what a vendor's
// sandbox made marks it 'Demo data' with one line naming the test service; real data carries no mark.

const show = (client: HealthDeck, node: ReactNode, language?: 'es') =>
  render(
    <HealthDeckProvider client={client} language={language}>
      {node}
    </HealthDeckProvider>,
  );

describe('DemoDataBadge', () => {
  it('says Demo data and which test service made it up; nothing for real data', async () => {
    const client = await createKitsClient(createFakeKitsApi([]));
    const { unmount } = show(client, <DemoDataBadge source="spot" />);
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('Demo data Made up by a test version of the Spot lab; not real health information.');
    unmount();
    show(client, <DemoDataBadge source={null} />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('speaks the member language', async () => {
    const client = await createKitsClient(createFakeKitsApi([]));
    show(client, <DemoDataBadge source="geocoding" />, 'es');
    expect((await screen.findByText('Datos de demostración')).closest('[role="note"]')?.textContent).toBe(
      'Datos de demostración Inventados por un servicio de prueba (el servicio de mapas); no es información de salud real.',
    );
  });
});

describe('kit screens mark a sandbox kit (spot, namida, 3d-look)', () => {
  const kits = () => [kit({ kit_id: 'SPT-DEMO', name: 'General Health', sandbox: 'spot' }), kit({ kit_id: 'AUR-REAL', name: 'Auria', provider_code: 'namida', sandbox: null })];

  it('the test detail card (kit detail widget)', async () => {
    show(await createKitsClient(createFakeKitsApi(kits())), <KitDetailWidget kitId="SPT-DEMO" />);
    const card = await screen.findByRole('article', { name: 'General Health' });
    expect(within(card).getByRole('note').textContent).toContain('the Spot lab');
  });

  it('the detail card is unmarked for a kit a real vendor reports', async () => {
    show(await createKitsClient(createFakeKitsApi(kits())), <KitDetailWidget kitId="AUR-REAL" />);
    const card = await screen.findByRole('article', { name: 'Auria' });
    expect(within(card).queryByRole('note')).toBeNull();
  });

  it('the testing center', async () => {
    show(await createKitsClient(createFakeKitsApi(kits())), <TestingCenter />);
    const card = await screen.findByRole('article', { name: 'General Health' });
    expect(within(card).getByRole('note').textContent).toMatch(/^Demo data /);
  });

  it('the kit results page', async () => {
    show(await createKitsClient(createFakeKitsApi([kit({ kit_id: 'SCN-DEMO', provider_code: '3d-look', sandbox: '3d-look' })])), <KitResults kitId="SCN-DEMO" />);
    expect((await screen.findByRole('note')).textContent).toContain('3D Look body scanning');
  });

  it('the Recent Test card', async () => {
    show(await createKitsClient(createFakeKitsApi([kit({ kit_id: 'AUR-DEMO', provider_code: 'namida', sandbox: 'namida' })])), <RecentTest />);
    expect((await screen.findByRole('note')).textContent).toContain('the Namida lab');
  });
});

describe('fitness device screens mark what the sandbox tracker made up', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const night = { date: '2026-11-21', seconds: 7 * 3600, light: 4 * 3600, deep: 2 * 3600, rem: 3600 };
  const day = { date: '2026-11-21', steps: 6400, meters: 4828.02, kcal: 425.4 };

  it('Sleep Summary', async () => {
    show(await createFakeClient(createFakeBodyMetricsApi({ sleep: [{ ...night, sandbox: 'fitness' }] })), <SleepSummary />);
    await screen.findByTestId('sleep-duration');
    expect(screen.getByRole('note').textContent).toContain('the fitness device service');
  });

  it('Sleep Summary of a real device: no mark', async () => {
    show(await createFakeClient(createFakeBodyMetricsApi({ sleep: [night] })), <SleepSummary />);
    await screen.findByTestId('sleep-duration');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('Fitness', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 12));
    show(await createFakeClient(createFakeBodyMetricsApi({ activity: [{ ...day, sandbox: 'fitness' }] })), <Fitness />);
    await screen.findByTestId('fitness-steps');
    expect(screen.getByRole('note').textContent).toContain('the fitness device service');
  });
});
