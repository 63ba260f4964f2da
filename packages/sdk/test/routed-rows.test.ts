// The embed's client (createHealthDeckWithRoutes) knows the rows of its own calls; a standalone
// domain brings its rows when it is created (`routed`), and any other name is looked up through
// `loadRoutes` once. createHealthDeck knows the whole table from the start.
import { describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import {
  healthActionListRoutes,
  healthRecordsRoutes,
  appointmentsRoutes,
  hraFormRoutes,
  hraSectionsRoutes,
  kitReadsRoutes,
  kitRegisterRoutes,
  kitsRoutes,
  measurementLastRoutes,
  measurementSkipRoutes,
  measurementsRoutes,
  nutritionFormReadRoutes,
  nutritionFormSaveRoutes,
  nutritionFormRoutes,
  onboardingRoutes,
  rewardsAdminRoutes,
  rewardsRoutes,
  routeTable,
  topicInterestsRoutes,
  smartlinkSlotsRoutes,
  telehealthBookingRoutes,
  telehealthSlotsRoutes,
  type RouteMeta,
} from '@healthdeck/contract';
import {
  CLIENT_ROUTES,
  createHealthDeck,
  createHealthDeckWithRoutes,
  fetchHealthActions,
  fetchHraSections,
  fetchLastAppointment,
  fetchLastMeasurementOpened,
  fetchNutritionForm,
  fetchPhysicianSchedule,
  fetchSmartlinkTimeslots,
  fetchAdminRewards,
  fetchRewardRedemptions,
  fetchTopics,
  fetchHydration,
  confirmKit,
  fetchLastKit,
  routed,
  skipMeasurement,
  submitNutritionForm,
  type HealthDeckOptions,
} from '../src/index.js';
import { storageWithSession } from './support/session-fixtures.js';

const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1', refreshExpires: Date.now() + 3_600_000 };

/** A signed-in client's options whose fetch answers 200 {} and records each request as 'METHOD path'. */
function recording(): { options: HealthDeckOptions; requests: string[] } {
  const requests: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push(`${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`);
    return new Response(JSON.stringify({ kit: null }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { options: { baseUrl: 'http://api.test', fetch: fetch as typeof globalThis.fetch, storage: storageWithSession(tokens), onUnauthorized: () => undefined }, requests };
}

describe('route rows by domain', () => {
  it('the client knows its own calls rows, not the standalone domains', () => {
    expect(CLIENT_ROUTES.refreshToken).toBe(routeTable.refreshToken);
    expect(CLIENT_ROUTES.account).toBe(routeTable.account);
    expect(Object.keys(CLIENT_ROUTES)).not.toContain('clientKitLast');
    // The member's daily-log domains bring theirs with their first call.
    expect(Object.keys(CLIENT_ROUTES)).not.toContain('hydrationLast');
    // Every row of the table is in exactly one domain's rows, the same object.
    expect(routeTable.clientKitLast).toBe(kitsRoutes.clientKitLast);
  });

  it('a domain created on the lean client calls its rows without loading the whole table', async () => {
    const { options, requests } = recording();
    const loadRoutes = vi.fn(async () => routeTable);
    const hd = createHealthDeckWithRoutes(options, {}, loadRoutes);
    await fetchLastKit(hd);
    expect(requests).toEqual(['GET /api/client/kits/last']);
    expect(loadRoutes).not.toHaveBeenCalled();
  });

  it("a member domain's first call brings its rows without loading the whole table", async () => {
    const { options, requests } = recording();
    const loadRoutes = vi.fn(async () => routeTable);
    const hd = createHealthDeckWithRoutes(options, {}, loadRoutes);
    await fetchHydration(hd);
    expect(requests).toEqual([`GET ${routeTable.hydrationLast.path}`]);
    expect(loadRoutes).not.toHaveBeenCalled();
  });

  it("the health actions list brings only its rows, not the sealed records' (medications, allergies, health issues)", async () => {
    expect(routeTable.userHealthActions).toBe(healthActionListRoutes.userHealthActions);
    expect(routeTable.currentMedications).toBe(healthRecordsRoutes.currentMedications);
    const { options, requests } = recording();
    const loadRoutes = vi.fn(async () => routeTable);
    const hd = createHealthDeckWithRoutes(options, {}, loadRoutes);
    await fetchHealthActions(hd);
    expect(requests).toEqual(['GET /api/client/health-actions/user-health-actions']);
    expect(loadRoutes).not.toHaveBeenCalled();
    await hd.call('currentMedications');
    expect(loadRoutes).toHaveBeenCalledTimes(1);
  });

  it('each part of the HRA domain brings only its own rows (the sections read, the nutrition form)', async () => {
    expect(routeTable.hraSections).toBe(hraSectionsRoutes.hraSections);
    expect(routeTable.nutritionForm).toBe(nutritionFormRoutes.nutritionForm);
    expect(routeTable.hraForm).toBe(hraFormRoutes.hraForm);
    const { options, requests } = recording();
    const loadRoutes = vi.fn(async () => routeTable);
    const hd = createHealthDeckWithRoutes(options, {}, loadRoutes);
    await fetchHraSections(hd);
    expect(requests).toEqual(['GET /api/client/hra/sections']);
    expect(loadRoutes).not.toHaveBeenCalled();
    // The sections' read did not register the form's rows: the form's read goes through the loader.
    await hd.call('hraForm');
    expect(loadRoutes).toHaveBeenCalledTimes(1);

    const other = createHealthDeckWithRoutes(recording().options, {}, loadRoutes);
    await fetchNutritionForm(other);
    expect(loadRoutes).toHaveBeenCalledTimes(1);
    await other.call('hraSections');
    expect(loadRoutes).toHaveBeenCalledTimes(2);
  });

  it("the body scan's and the nutrition form's first reads bring only their rows; the skip and the save bring theirs when made", async () => {
    expect(routeTable.measurementLast).toBe(measurementLastRoutes.measurementLast);
    expect(measurementsRoutes.measurementSkip).toBe(measurementSkipRoutes.measurementSkip);
    expect(nutritionFormRoutes.nutritionForm).toBe(nutritionFormReadRoutes.nutritionForm);
    expect(routeTable.nutritionFormSubmit).toBe(nutritionFormSaveRoutes.nutritionFormSubmit);
    const { options, requests } = recording();
    const loadRoutes = vi.fn(async () => routeTable);
    const hd = createHealthDeckWithRoutes(options, {}, loadRoutes);
    await fetchLastMeasurementOpened(hd);
    await fetchNutritionForm(hd);
    expect(requests).toEqual(['GET /api/client/measurements/last-measurement', 'GET /api/client/nutrition-form']);
    expect(loadRoutes).not.toHaveBeenCalled();
    // The reads did not register the skip's or the save's rows.
    await hd.call('measurementSkip', { body: { encrypted_data: 'hd1.AAAA' } });
    expect(loadRoutes).toHaveBeenCalledTimes(1);

    const other = createHealthDeckWithRoutes(recording().options, {}, loadRoutes);
    // The reason is sealed under the data key before it is sent.
    const dataKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await skipMeasurement({ call: other.call, queryClient: other.queryClient, $dataKey: atom<CryptoKey | null>(dataKey) }, 'Measurements');
    await submitNutritionForm(other);
    expect(loadRoutes).toHaveBeenCalledTimes(1);
  });

  it("the member's rewards bring only the member's rows; staff's calls go through the loader (or rewards-admin's calls)", async () => {
    expect(routeTable.rewardsEligible).toBe(rewardsRoutes.rewardsEligible);
    expect(routeTable.adminRewards).toBe(rewardsAdminRoutes.adminRewards);
    expect(Object.keys(rewardsRoutes)).not.toContain('adminRewards');
    const { options, requests } = recording();
    const loadRoutes = vi.fn(async () => routeTable);
    const hd = createHealthDeckWithRoutes(options, {}, loadRoutes);
    await fetchRewardRedemptions(hd);
    expect(requests).toEqual(['GET /api/client/rewards/redemptions']);
    expect(loadRoutes).not.toHaveBeenCalled();
    await hd.call('adminRewards', { query: {} });
    expect(loadRoutes).toHaveBeenCalledTimes(1);

    const other = createHealthDeckWithRoutes(recording().options, {}, loadRoutes);
    await fetchAdminRewards(other);
    expect(loadRoutes).toHaveBeenCalledTimes(1);
  });

  it("the topic interests bring their two rows, none of onboarding's others", async () => {
    expect(routeTable.onboardingTopics).toBe(topicInterestsRoutes.onboardingTopics);
    expect(routeTable.enrollmentInfo).toBe(onboardingRoutes.enrollmentInfo);
    const { options, requests } = recording();
    const loadRoutes = vi.fn(async () => routeTable);
    const hd = createHealthDeckWithRoutes(options, {}, loadRoutes);
    await fetchTopics(hd, 'user-interest');
    expect(requests).toEqual(['GET /api/client/onboarding/topics']);
    expect(loadRoutes).not.toHaveBeenCalled();
    await hd.call('enrollmentInfo');
    expect(loadRoutes).toHaveBeenCalledTimes(1);
  });

  it('each part of the telehealth and Smartlink domains brings only its own rows (the appointments, the free slots)', async () => {
    expect(routeTable.userLastAppointment).toBe(appointmentsRoutes.userLastAppointment);
    expect(routeTable.telehealthPhysicianSchedule).toBe(telehealthSlotsRoutes.telehealthPhysicianSchedule);
    expect(routeTable.telehealthCancel).toBe(telehealthBookingRoutes.telehealthCancel);
    expect(routeTable.smartlinkTimeslots).toBe(smartlinkSlotsRoutes.smartlinkTimeslots);
    const { options, requests } = recording();
    const loadRoutes = vi.fn(async () => routeTable);
    const hd = createHealthDeckWithRoutes(options, {}, loadRoutes);
    await fetchLastAppointment(hd);
    expect(requests).toEqual(['GET /api/client/user/last-appointment']);
    expect(loadRoutes).not.toHaveBeenCalled();
    // The reminder's read did not register the booking's rows: a cancel goes through the loader.
    await hd.call('telehealthCancel', { body: { appointmentId: 'a-1' } });
    expect(loadRoutes).toHaveBeenCalledTimes(1);

    const other = createHealthDeckWithRoutes(recording().options, {}, loadRoutes);
    await fetchPhysicianSchedule(other, '1', { days: 14 });
    await fetchSmartlinkTimeslots(other, { days: 14 });
    expect(loadRoutes).toHaveBeenCalledTimes(1);
    await other.call('userAppointments', {});
    expect(loadRoutes).toHaveBeenCalledTimes(2);
  });

  it('each part of the kits domain brings only its own rows (the member reads, the writes)', async () => {
    expect(routeTable.clientKitLast).toBe(kitReadsRoutes.clientKitLast);
    expect(routeTable.kitConfirm).toBe(kitRegisterRoutes.kitConfirm);
    // The union keeps the fixed /api/client/kits/… paths before clientKit's /:id.
    const paths = Object.values(kitsRoutes).map((row) => row.path);
    expect(paths.indexOf('/api/client/kits/:id')).toBeGreaterThan(paths.lastIndexOf('/api/client/kits/pdf'));
    const { options, requests } = recording();
    const loadRoutes = vi.fn(async () => routeTable);
    const hd = createHealthDeckWithRoutes(options, {}, loadRoutes);
    await fetchLastKit(hd);
    expect(requests).toEqual(['GET /api/client/kits/last']);
    expect(loadRoutes).not.toHaveBeenCalled();
    // The reads did not register the writes' rows: confirm goes through the loader, unless its part registered them.
    await hd.call('kitConfirm', { body: { kit_id: 'SPT-ABCD2345' } });
    expect(loadRoutes).toHaveBeenCalledTimes(1);
    const other = createHealthDeckWithRoutes(recording().options, {}, loadRoutes);
    await confirmKit(other, 'SPT-ABCD2345');
    expect(loadRoutes).toHaveBeenCalledTimes(1);
  });

  it('a name no domain registered is looked up through loadRoutes, once', async () => {
    const { options, requests } = recording();
    const loadRoutes = vi.fn(async () => routeTable);
    const hd = createHealthDeckWithRoutes(options, {}, loadRoutes);
    await hd.call('clientKitLast');
    await hd.call('kitsNew');
    expect(requests).toEqual(['GET /api/client/kits/last', `GET ${routeTable.kitsNew.path}`]);
    expect(loadRoutes).toHaveBeenCalledTimes(1);
  });

  it('an unknown name still fails as before when the loader does not know it either', async () => {
    const { options } = recording();
    const hd = createHealthDeckWithRoutes(options, {}, async () => ({}));
    await expect(hd.call('clientKitLast')).rejects.toThrow("Unknown route 'clientKitLast'");
  });

  it('createHealthDeck knows every row from the start', async () => {
    const { options, requests } = recording();
    await createHealthDeck(options).call('clientKitLast');
    expect(requests).toEqual(['GET /api/client/kits/last']);
  });

  it('routed answers the call it was given; on a fake call (no transport) registering does nothing', () => {
    const fake = vi.fn() as unknown as Parameters<typeof routed>[0];
    const rows: Record<string, RouteMeta> = kitsRoutes;
    expect(routed(fake, rows)).toBe(fake);
  });
});
