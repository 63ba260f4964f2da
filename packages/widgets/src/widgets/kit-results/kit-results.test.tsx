import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KitStatusData, MemberResultRule } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFakeKitsApi, createKitsClient, kit, spotData } from '../../kits/fake-kits-api';
import { KitResults } from './kit-results';

const opened = new Map<string, KitStatusData>();
vi.mock('@healthdeck/sdk', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@healthdeck/sdk')>();
  return { ...actual, openKit: vi.fn(async (k: { encrypted_data: string | null }, key: unknown) => (key && k.encrypted_data ? (opened.get(k.encrypted_data) ?? null) : null)) };
});
afterEach(() => {
  opened.clear();
  vi.restoreAllMocks();
});

function renderResults(client: HealthDeck, kitId: string) {
  render(
    <HealthDeckProvider client={client}>
      <KitResults kitId={kitId} />
    </HealthDeckProvider>,
  );
}
// Stands in for auth.unlockPrivateKey (real Argon2 and openpgp are exercised in the journey).
const unlock = (client: HealthDeck) => (client.$privateKey as unknown as { set(value: unknown): void }).set({});
const auria = (score: number, rawResults: string | null): KitStatusData => ({ provider_code: 'namida', status: 'Results', rawResults, results: { score, interpretation: 'medium' } });

describe('KitResults (spec 001 §2 /client/testing-center/{kitId}, §3, §9)', () => {
  it('shows every biomarker with value, unit, H/N/L level and a scale bar, honouring hideResultLabel and hideScale', async () => {
    opened.set('spot', spotData('resulted', { results: true }));
    const api = createFakeKitsApi([kit({ kit_id: 'SPT-DONE', status: 'resulted', results_ready: true, encrypted_data: 'spot' })]);
    const client = await createKitsClient(api);
    unlock(client);
    renderResults(client, 'spt-done');
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Glucose')).toBeTruthy();
    expect(items[0]!.textContent).toContain('92 mg/dL');
    expect(within(items[0]!).getByText('Normal')).toBeTruthy();
    // The numbers in words, not only in colour: the scale's ends and the healthy range.
    expect(within(items[0]!).getByRole('img', { name: '92 mg/dL on a scale from 40 mg/dL to 200 mg/dL' })).toBeTruthy();
    expect(within(items[0]!).getByText('Healthy range: 70–99 mg/dL')).toBeTruthy();
    expect(items[0]!.querySelector('.hd-kit-results__axis')?.textContent).toBe('40 mg/dL200 mg/dL');
    // 92 on the 40..200 report scale
    expect(within(items[0]!).getByTestId('marker').style.left).toBe('32.5%');
    expect(within(items[1]!).getByText('High')).toBeTruthy();
    // HIV: hideResultLabel and hideScale
    expect(items[2]!.textContent).toContain('Non-reactive');
    expect(within(items[2]!).queryByText('Normal')).toBeNull();
    expect(within(items[2]!).queryByRole('img')).toBeNull();
    expect(screen.getByText('Resulted')).toBeTruthy();
    await waitFor(() => expect(api.requests.some((r) => r.startsWith('GET /api/client/kits/0000'))).toBe(true)); // opening marks results seen
  });

  it("a 3D body scan's results show its measurement: circumferences in inches, BMI on the scale, BMR, fat and lean mass", async () => {
    opened.set('scan', {
      provider_code: '3d-look',
      status: 'completed',
      measurement: { circumference_params: { chest: 35.8, waist: 36.7, low_hips: 34.3 }, bmi: 24.4, bmr: 1680, fat_body_mass: 11.6, fat_percentage: 16.1, lean_body_mass: 60.7 },
    });
    const client = await createKitsClient(
      createFakeKitsApi([
        kit({ kit_id: 'SCN-DONE', provider_code: '3d-look', test_code: 'body-scan', name: '3D Body Scan', biomarkers: 6, status: 'completed', results_ready: true, encrypted_data: 'scan' }),
      ]),
    );
    unlock(client);
    renderResults(client, 'SCN-DONE');
    const section = (await screen.findByRole('heading', { name: 'Biomarkers' })).closest('section') as HTMLElement;
    expect(await within(section).findByText('35.8 in')).toBeTruthy();
    expect(within(section).getByText('36.7 in')).toBeTruthy();
    expect(within(section).getByText('34.3 in')).toBeTruthy();
    expect(within(section).getByRole('img', { name: 'BMI 24.4 Healthy (0–35)' })).toBeTruthy();
    expect(within(section).getByText('1,680 kcal/day')).toBeTruthy();
    expect(within(section).getByText('11.6 kg (16.1%)')).toBeTruthy();
    expect(within(section).getByText('60.7 kg')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download results' })).toBeTruthy();
  });

  it("the opened results (loaded on demand) come in the member's language", async () => {
    opened.set('spot', spotData('resulted', { results: true }));
    const client = await createKitsClient(createFakeKitsApi([kit({ kit_id: 'SPT-DONE', status: 'resulted', results_ready: true, encrypted_data: 'spot' })]));
    unlock(client);
    render(
      <HealthDeckProvider client={client} language="es">
        <KitResults kitId="SPT-DONE" />
      </HealthDeckProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Biomarcadores' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Biomarkers' })).toBeNull();
  });

  it("writes a scale's numbers as the member's language does: decimal commas in German", async () => {
    const data = spotData('resulted', { results: true });
    const [glucose] = data.provider_code === 'spot' ? (data.samples[0]?.report?.results ?? []) : [];
    if (!glucose) throw new Error('the fixture has a glucose result');
    Object.assign(glucose, { result: '5.4', unit_of_measure: 'mmol/L', report_min: 2.5, low_min: 3, healthy_min: 3.9, healthy_max: 5.5, high_max: 7, report_max: 11.1 });
    opened.set('spot', data);
    const client = await createKitsClient(createFakeKitsApi([kit({ kit_id: 'SPT-DONE', status: 'resulted', results_ready: true, encrypted_data: 'spot' })]));
    unlock(client);
    render(
      <HealthDeckProvider client={client} language="de">
        <KitResults kitId="SPT-DONE" />
      </HealthDeckProvider>,
    );
    const [item] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(item!.textContent).toContain('5,4 mmol/L');
    expect(within(item!).getByRole('img', { name: '5,4 mmol/L auf einer Skala von 2,5 mmol/L bis 11,1 mmol/L' })).toBeTruthy();
    expect(within(item!).getByText('Gesunder Bereich: 3,9–5,5 mmol/L')).toBeTruthy();
  });

  it('downloads the Spot results PDF', async () => {
    opened.set('spot', spotData('resulted', { results: true }));
    const client = await createKitsClient(createFakeKitsApi([kit({ kit_id: 'SPT-DONE', status: 'resulted', results_ready: true, encrypted_data: 'spot' })]));
    unlock(client);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderResults(client, 'SPT-DONE');
    await userEvent.click(await screen.findByRole('button', { name: 'Download results' }));
    await waitFor(() => expect(names).toEqual(['Spot_Results_SPT-KIT0001.pdf']));
  });

  it('a failed Spot download says so under the button and is logged (decision 0082); the next try downloads', async () => {
    opened.set('spot', spotData('resulted', { results: true }));
    const api = createFakeKitsApi([kit({ kit_id: 'SPT-DONE', status: 'resulted', results_ready: true, encrypted_data: 'spot' })]);
    const client = await createKitsClient(api);
    unlock(client);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderResults(client, 'SPT-DONE');
    api.failNext('kitDownload', 502);
    await userEvent.click(await screen.findByRole('button', { name: 'Download results' }));
    expect(await screen.findByText('The results could not be downloaded. Please try again.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Kit results download failed (spot)', expect.anything());
    expect(names).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Download results' }));
    await waitFor(() => expect(names).toEqual(['Spot_Results_SPT-KIT0001.pdf']));
    expect(screen.queryByText('The results could not be downloaded. Please try again.')).toBeNull();
  });

  it('shows the Auria result: band, advice, disclaimer, the -6..4 bar, and Auria_Results_{kitId}.pdf from rawResults', async () => {
    opened.set('aur', auria(0.5, `data:application/pdf;base64,${btoa('%PDF-1.4 auria')}`));
    const client = await createKitsClient(
      createFakeKitsApi([kit({ kit_id: 'AUR-DONE', provider_code: 'namida', name: 'Auria', status: 'Results', results_ready: true, encrypted_data: 'aur' })]),
    );
    unlock(client);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderResults(client, 'AUR-DONE');
    const result = await screen.findByRole('region', { name: 'Auria result' });
    expect(within(result).getByText('Medium')).toBeTruthy();
    expect(within(result).getByText('Consider an exam such as a mammogram within six months.')).toBeTruthy();
    expect(within(result).getByText('Not a replacement for a screening mammogram.')).toBeTruthy();
    expect(within(result).getByTestId('marker').style.left).toBe('65%'); // (0.5 + 6) / 10
    expect(within(result).getByRole('img', { name: 'Score: 0.5 on a scale from -6 to 4' })).toBeTruthy();
    expect(within(result).getByText('Low: below 0.1')).toBeTruthy();
    expect(within(result).getByText('Medium: 0.1 to 1')).toBeTruthy();
    expect(within(result).getByText('High: above 1')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download results' }));
    await waitFor(() => expect(names).toEqual(['Auria_Results_AUR-DONE.pdf'])); // the PDF builder loads on the click
  });

  it("shows each biomarker's trend by month from every result the member can open (spec 001 §3 trend point)", async () => {
    const withGlucose = (created: string, result: string): KitStatusData => {
      const data = spotData('resulted', { results: true, created }) as Extract<KitStatusData, { provider_code: 'spot' }>;
      const results = data.samples[0]!.report!.results.map((item) =>
        item.name === 'Glucose' ? { ...item, result, result_level: Number(result) > 99 ? ('H' as const) : ('N' as const) } : item,
      );
      return { ...data, events: [{ status: 'resulted', created }], samples: [{ ...data.samples[0]!, report: { results } }] };
    };
    opened.set('jan', withGlucose('2026-01-10T15:00:00.000Z', '88'));
    opened.set('mar', withGlucose('2026-03-10T15:00:00.000Z', '130'));
    opened.set('may', withGlucose('2026-05-10T15:00:00.000Z', '92'));
    const api = createFakeKitsApi([
      kit({ kit_id: 'SPT-JAN', status: 'resulted', results_ready: true, encrypted_data: 'jan' }),
      kit({ kit_id: 'SPT-MAR', status: 'resulted', results_ready: true, encrypted_data: 'mar' }),
      kit({ kit_id: 'SPT-MAY', status: 'resulted', results_ready: true, encrypted_data: 'may' }),
      kit({ kit_id: 'SPT-NEW', status: 'awaiting_collection' }),
    ]);
    const client = await createKitsClient(api);
    unlock(client);
    renderResults(client, 'SPT-MAY');
    const glucose = (await screen.findByText('Glucose')).closest('li') as HTMLElement;
    const summary = await within(glucose).findByText('Trend (3)');
    await userEvent.click(summary);
    const rows = within(glucose)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Jan 202688 mg/dLHealthy', 'Mar 2026130 mg/dLUnhealthy', 'May 202692 mg/dLHealthy']);
    // The HIV result is not a number: no trend.
    const hiv = screen.getByText('HIV').closest('li') as HTMLElement;
    expect(within(hiv).queryByText(/^Trend/)).toBeNull();
  });

  it('shows no trend for a biomarker with a single result', async () => {
    opened.set('spot', spotData('resulted', { results: true }));
    const client = await createKitsClient(createFakeKitsApi([kit({ kit_id: 'SPT-DONE', status: 'resulted', results_ready: true, encrypted_data: 'spot' })]));
    unlock(client);
    renderResults(client, 'SPT-DONE');
    await screen.findByText('Glucose');
    expect(screen.queryByText(/^Trend/)).toBeNull();
  });

  it('shows the Auria score history by month (spec 001 §3 score entry)', async () => {
    opened.set('a1', auria(-2, null));
    opened.set('a2', auria(0.5, null));
    const client = await createKitsClient(
      createFakeKitsApi([
        kit({ kit_id: 'AUR-ONE', provider_code: 'namida', name: 'Auria', status: 'Results', results_ready: true, encrypted_data: 'a1', updated_at: '2026-02-03T10:00:00.000Z' }),
        kit({ kit_id: 'AUR-TWO', provider_code: 'namida', name: 'Auria', status: 'Results', results_ready: true, encrypted_data: 'a2', updated_at: '2026-08-03T10:00:00.000Z' }),
      ]),
    );
    unlock(client);
    renderResults(client, 'AUR-TWO');
    const result = await screen.findByRole('region', { name: 'Auria result' });
    const history = await within(result).findByRole('table', { name: 'Score history' });
    expect(
      within(history)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Feb 2026-2', 'Aug 20260.5']);
  });

  it.each([
    [-2, 'Low', 'Continue standard care.'],
    [1.5, 'High', 'Consider an exam such as a mammogram within 3 months.'],
  ])('Auria score %s reads %s with its advice', async (score, band, advice) => {
    opened.set('aur', auria(score, null));
    const client = await createKitsClient(
      createFakeKitsApi([kit({ kit_id: 'AUR-DONE', provider_code: 'namida', name: 'Auria', status: 'Results', results_ready: true, encrypted_data: 'aur' })]),
    );
    unlock(client);
    renderResults(client, 'AUR-DONE');
    expect(await screen.findByText(band)).toBeTruthy();
    expect(screen.getByText(advice)).toBeTruthy();
    // No rawResults: spec 001 §8.
    expect(screen.getByText('No results file available.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download results' })).toBeNull();
  });

  it('shows a locked state with a password prompt, not "no data", while the key is locked', async () => {
    opened.set('spot', spotData('resulted', { results: true }));
    const client = await createKitsClient(createFakeKitsApi([kit({ kit_id: 'SPT-DONE', status: 'resulted', results_ready: true, encrypted_data: 'spot' })]));
    renderResults(client, 'SPT-DONE');
    expect(await screen.findByRole('form', { name: /Your results are locked/ })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    unlock(client);
    expect(await screen.findByText('Glucose')).toBeTruthy();
    expect(screen.queryByRole('form', { name: /Your results are locked/ })).toBeNull();
  });

  it('says so when the kit is not the member’s', async () => {
    const client = await createKitsClient(createFakeKitsApi([]));
    renderResults(client, 'SPT-OTHER');
    expect(await screen.findByText('We could not find this kit.')).toBeTruthy();
  });
});

describe('what the results suggest (result rules compared in the browser)', () => {
  const rule = (over: Partial<MemberResultRule>): MemberResultRule => ({
    id: '10000000-0000-4000-8000-000000000001',
    name: 'High LDL',
    biomarker_name: 'LDL Cholesterol',
    biomarker_code: 'LDL',
    comparator: 'at_least',
    value: 160,
    value_to: null,
    unit: 'mg/dL',
    explanation: 'A heart coach can help.',
    action_name: 'Talk to a heart coach',
    program_name: 'Heart Health',
    notification_text: 'Your coach is waiting.',
    suggest_telehealth: true,
    ...over,
  });

  it('shows a fired rule with its outcomes and what answering tells the server; accepting records it and offers the visit', async () => {
    opened.set('spot', spotData('resulted', { results: true }));
    const done = kit({ kit_id: 'SPT-RULES', status: 'resulted', results_ready: true, encrypted_data: 'spot' });
    const api = createFakeKitsApi([done]);
    // LDL 162 mg/dL fires "at least 160"; glucose in another unit is never compared; 92 mg/dL is not above 99.
    api.rules.push(
      rule({}),
      rule({ id: '10000000-0000-4000-8000-000000000002', name: 'Glucose (mmol/L)', biomarker_name: 'Glucose', biomarker_code: 'GLU', value: 5, unit: 'mmol/L' }),
      rule({ id: '10000000-0000-4000-8000-000000000003', name: 'High glucose', biomarker_name: 'Glucose', biomarker_code: 'GLU', comparator: 'above', value: 99 }),
    );
    const client = await createKitsClient(api);
    unlock(client);
    renderResults(client, 'SPT-RULES');
    const section = (await screen.findByRole('heading', { name: 'What your results suggest' })).closest('section') as HTMLElement;
    const items = within(section)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(items).toEqual(['High LDL']);
    expect(section.textContent).toContain('LDL Cholesterol 162 mg/dL');
    expect(section.textContent).toContain('Adds “Talk to a heart coach” to your Heart Health programme');
    expect(section.textContent).toContain('Suggests a telehealth visit');
    const accept = within(section).getByRole('button', { name: 'Accept' });
    expect(accept.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(accept.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your result itself stays encrypted: we never see it. But if you accept or dismiss this suggestion, we will know that your LDL Cholesterol result was 160 mg/dL or more.',
    );
    await userEvent.click(accept);
    expect(await within(section).findByText('“Talk to a heart coach” is now in your Heart Health programme.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Book a telehealth visit' }).getAttribute('href')).toBe('/client/virtual-care?consultType=3');
    expect(api.called('memberResultRuleAnswer').map((c) => c.body)).toEqual([{ kit_id: done.id, decision: 'accepted' }]);
    expect(within(section).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('a dismissed suggestion does not come back for that kit', async () => {
    opened.set('spot', spotData('resulted', { results: true }));
    const done = kit({ kit_id: 'SPT-DISMISS', status: 'resulted', results_ready: true, encrypted_data: 'spot' });
    const api = createFakeKitsApi([done]);
    api.rules.push(rule({}));
    const client = await createKitsClient(api);
    unlock(client);
    renderResults(client, 'SPT-DISMISS');
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'What your results suggest' })).toBeNull());
    expect(api.answers.get(done.id)?.map((a) => a.decision)).toEqual(['dismissed']);
  });

  it('says so when the rules cannot be loaded, with Try again', async () => {
    opened.set('spot', spotData('resulted', { results: true }));
    const api = createFakeKitsApi([kit({ kit_id: 'SPT-FAIL', status: 'resulted', results_ready: true, encrypted_data: 'spot' })]);
    api.rules.push(rule({}));
    api.failNext('memberResultRules');
    const client = await createKitsClient(api);
    client.queryClient.setDefaultOptions({ queries: { retry: false } });
    unlock(client);
    renderResults(client, 'SPT-FAIL');
    expect(await screen.findByText('We could not check what your results suggest.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'What your results suggest' })).toBeTruthy();
  });
});
