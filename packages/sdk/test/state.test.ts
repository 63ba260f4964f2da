// spec 001 §3 "Client-side state groups" and the client state beside them (current account, star
// balance default 0, language default 'en', feature flags with my test page on), and spec 000 §8/§9
// toasts (durations and titles) with the §2 location rule.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import type { AccountResponse, HealthTipClass, Notification, NotificationsUnreadResponse, ProgramClass, ReferralClass, WidgetClass } from '@healthdeck/contract/light';
import { $clientDashboard, loadDashboardPrograms, loadHealthTip, loadReferral, resetClientDashboard, setDashboardWidgets } from '../src/state/client-dashboard.js';
import { $clientProfile, loadDevices, loadProfile, removeDevice, resetClientProfile } from '../src/state/client-profile.js';
import { $testingCenter, loadKit, resetTestingCenter, setBiomarkers, setKitDecrypted, setTestingCenterContent } from '../src/state/testing-center.js';
import { $starBalance, addStars, followAccountStars, setStarBalance } from '../src/state/star-balance.js';
import { $language, DEFAULT_LANGUAGE, languageOf, matchLanguage, setLanguage } from '../src/state/language.js';
import { $featureFlags, FEATURE_FLAG_DEFAULTS, isFeatureOn, replaceFeatureFlags, resetFeatureFlags, setFeatureFlags } from '../src/state/feature-flags.js';
import { $toastLocations, $toasts, clearToasts, DEFAULT_TOAST_TITLES, dismissToast, setToastLocations, showToast } from '../src/state/toasts.js';
import { resetClientState } from '../src/state/reset.js';
import { $notifications, refreshNotifications } from '../src/state/notifications.js';
import { createHealthDeck } from '../src/create-health-deck.js';
import { storageWithSession } from './support/session-fixtures.js';

/** A client whose server answers GET unread with what `answer` resolves to. */
function clientAnswering(answer: () => Promise<NotificationsUnreadResponse>) {
  const fetch = async () => new Response(JSON.stringify(await answer()), { status: 200, headers: { 'content-type': 'application/json' } });
  return createHealthDeck({ fetch, storage: storageWithSession({ accessToken: 'access', refreshToken: 'refresh', refreshExpires: 4_102_444_800 }) });
}

const tip = { id: 1, title: 'Drink water' } as unknown as HealthTipClass;
const referral = { id: 2, name: 'Dietitian' } as unknown as ReferralClass;
const program = { id: 3, name: 'Healthy start' } as unknown as ProgramClass;
const widget = { id: 4, name: 'hydration' } as unknown as WidgetClass;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  resetClientState();
  resetFeatureFlags();
  setLanguage('en');
  setToastLocations([]);
  vi.useRealTimers();
});

describe('client dashboard (healthTip, programs, widgets, loadingHealthTip, loadingPrograms, referral, loadingReferral)', () => {
  it('starts empty and not loading', () => {
    expect($clientDashboard.get()).toEqual({
      healthTip: null,
      programs: [],
      widgets: [],
      loadingHealthTip: false,
      loadingPrograms: false,
      referral: null,
      loadingReferral: false,
    });
  });

  it('each load raises its own flag while it runs and stores the answer', async () => {
    const pending = deferred<HealthTipClass | null>();
    const loading = loadHealthTip(() => pending.promise);
    expect($clientDashboard.get().loadingHealthTip).toBe(true);
    expect($clientDashboard.get().loadingPrograms).toBe(false);
    pending.resolve(tip);
    await expect(loading).resolves.toBe(tip);
    expect($clientDashboard.get()).toMatchObject({ healthTip: tip, loadingHealthTip: false });

    await loadDashboardPrograms(async () => [program]);
    await loadReferral(async () => referral);
    setDashboardWidgets([widget]);
    expect($clientDashboard.get()).toMatchObject({ programs: [program], referral, widgets: [widget], loadingPrograms: false, loadingReferral: false });
  });

  it('a failed load keeps the previous value, clears the flag and rethrows', async () => {
    await loadReferral(async () => referral);
    await expect(loadReferral(() => Promise.reject(new Error('Failed to load referral')))).rejects.toThrow('Failed to load referral');
    expect($clientDashboard.get()).toMatchObject({ referral, loadingReferral: false });
  });

  it('when loads overlap the one started last wins, and the flag stays up until it ends', async () => {
    const first = deferred<HealthTipClass | null>();
    const second = deferred<HealthTipClass | null>();
    const a = loadHealthTip(() => first.promise);
    const b = loadHealthTip(() => second.promise);
    second.resolve(tip);
    await b;
    expect($clientDashboard.get()).toMatchObject({ healthTip: tip, loadingHealthTip: false });
    first.resolve(null);
    await a;
    expect($clientDashboard.get().healthTip).toBe(tip);

    const third = deferred<HealthTipClass | null>();
    const fourth = deferred<HealthTipClass | null>();
    const c = loadHealthTip(() => third.promise);
    const d = loadHealthTip(() => fourth.promise);
    third.resolve(null);
    await c;
    expect($clientDashboard.get().loadingHealthTip).toBe(true);
    fourth.resolve(tip);
    await d;
    expect($clientDashboard.get().loadingHealthTip).toBe(false);
  });

  it('reset empties the group', async () => {
    await loadHealthTip(async () => tip);
    resetClientDashboard();
    expect($clientDashboard.get().healthTip).toBeNull();
  });
});

describe('client profile (profile, devices, loading, deviceLoading)', () => {
  it('loads the profile under loading and the devices under deviceLoading; a revoked device leaves the list', async () => {
    expect($clientProfile.get()).toEqual({ profile: null, devices: [], loading: false, deviceLoading: false });
    const devices = deferred<readonly { dataSource: string }[]>();
    const loadingDevices = loadDevices(() => devices.promise);
    expect($clientProfile.get()).toMatchObject({ loading: false, deviceLoading: true });
    await loadProfile(async () => ({ sleep_goal: 8, water_intake: '96' }));
    devices.resolve([{ dataSource: 'fitbit' }, { dataSource: 'garmin' }]);
    await loadingDevices;
    removeDevice('fitbit');
    expect($clientProfile.get()).toEqual({ profile: { sleep_goal: 8, water_intake: '96' }, devices: [{ dataSource: 'garmin' }], loading: false, deviceLoading: false });
    resetClientProfile();
    expect($clientProfile.get().profile).toBeNull();
  });
});

describe('testing center (kit, kitDecrypted, loading, biomarkers, programs, widgets)', () => {
  it('selecting another kit drops the previous kit’s decrypted data and biomarkers', async () => {
    expect($testingCenter.get()).toEqual({ kit: null, kitDecrypted: null, loading: false, biomarkers: [], programs: [], widgets: [] });
    await loadKit(async () => ({ id: 'K-1', status: 'resulted' }));
    setKitDecrypted({ vitamin_d: 31 });
    setBiomarkers([{ name: 'Vitamin D' }]);
    setTestingCenterContent({ programs: [program] });
    setTestingCenterContent({ widgets: [widget] });
    expect($testingCenter.get()).toMatchObject({ kit: { id: 'K-1' }, kitDecrypted: { vitamin_d: 31 }, biomarkers: [{ name: 'Vitamin D' }], programs: [program], widgets: [widget] });

    const next = deferred<{ id: string } | null>();
    const loading = loadKit(() => next.promise);
    expect($testingCenter.get().loading).toBe(true);
    next.resolve({ id: 'K-2' });
    await loading;
    expect($testingCenter.get()).toMatchObject({ kit: { id: 'K-2' }, kitDecrypted: null, biomarkers: [], loading: false, programs: [program] });
    resetTestingCenter();
    expect($testingCenter.get().kit).toBeNull();
  });

  it('a kit load that lost to a newer one does not clear the newer kit’s data', async () => {
    const slow = deferred<{ id: string } | null>();
    const a = loadKit(() => slow.promise);
    await loadKit(async () => ({ id: 'K-9' }));
    setKitDecrypted({ opened: true });
    slow.resolve({ id: 'K-1' });
    await a;
    expect($testingCenter.get()).toMatchObject({ kit: { id: 'K-9' }, kitDecrypted: { opened: true } });
  });
});

describe('star balance (default 0)', () => {
  it('defaults to 0, never goes below 0 and ignores non-numbers', () => {
    expect($starBalance.get()).toBe(0);
    expect(addStars(5)).toBe(5);
    expect(addStars(-2)).toBe(3);
    expect(addStars(-10)).toBe(0);
    setStarBalance(Number.NaN);
    expect($starBalance.get()).toBe(0);
    setStarBalance(7.9);
    expect($starBalance.get()).toBe(7);
  });

  it("follows the current account's star_balance, and 0 once signed out", () => {
    const $account = atom<AccountResponse | null>(null);
    const stop = followAccountStars($account);
    $account.set({ user: { star_balance: 12 } } as AccountResponse);
    expect($starBalance.get()).toBe(12);
    $account.set(null);
    expect($starBalance.get()).toBe(0);
    stop();
    $account.set({ user: { star_balance: 40 } } as AccountResponse);
    expect($starBalance.get()).toBe(0);
  });
});

describe("language (default 'en')", () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['FR', 'fr'],
    ['pt_BR', 'pt'],
    ['mh', 'mh'],
    ['de', 'de'],
    ['it', null],
    ['', null],
  ])('%j -> %j', (tag, language) => {
    expect(languageOf(tag)).toBe(language);
  });

  it.each<[readonly string[] | undefined, string]>([
    [['es-ES', 'es', 'en-US', 'en'], 'es'],
    [['it-IT', 'it', 'fr-CA'], 'fr'],
    [['en-GB', 'de'], 'en'],
    [['mh-MH'], 'mh'],
    [['pt-BR'], 'pt'],
    [['it', 'ja'], 'en'],
    [[], 'en'],
    [undefined, 'en'],
  ])('the browser asks for %j -> %j', (tags, language) => {
    expect(matchLanguage(tags)).toBe(language);
  });

  it('starts in English; a tag outside the six is refused and changes nothing', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect($language.get()).toBe('en');
    expect(setLanguage('de-AT')).toBe(true);
    expect($language.get()).toBe('de');
    expect(setLanguage('klingon')).toBe(false);
    expect($language.get()).toBe('de');
  });
});

describe('feature flags (my test page, side_panel and daily_journal default on)', () => {
  it('defaults', () => {
    expect($featureFlags.get()).toEqual(FEATURE_FLAG_DEFAULTS);
    expect(isFeatureOn('my_test_page')).toBe(true);
    expect(isFeatureOn('side_panel')).toBe(true);
    expect(isFeatureOn('daily_journal')).toBe(true);
    // spec 001 §2: every other flag of the spec is off until an organisation turns it on.
    for (const flag of ['calendly', 'healthtip', 'contactus', 'referrals', 'random_referral', 'vitals'] as const) expect(isFeatureOn(flag), flag).toBe(false);
    expect(Object.keys(FEATURE_FLAG_DEFAULTS).sort()).toEqual([
      'calendly',
      'contactus',
      'daily_journal',
      'healthtip',
      'my_test_page',
      'random_referral',
      'referrals',
      'side_panel',
      'vitals',
    ]);
  });

  it('applies admin-typed names and stored values; unknown names are ignored', () => {
    const applied = setFeatureFlags({ 'Random Referral': 0, 'my-test-page': 'false', healthtip: true, vitals: '1', calendly: 1, unknown_flag: true, contactus: null });
    expect(applied.sort()).toEqual(['calendly', 'healthtip', 'my_test_page', 'random_referral', 'vitals']);
    expect($featureFlags.get()).toMatchObject({ random_referral: false, my_test_page: false, healthtip: true, vitals: true, calendly: true, contactus: FEATURE_FLAG_DEFAULTS.contactus });
    resetFeatureFlags();
    expect(isFeatureOn('my_test_page')).toBe(true);
  });

  it("a flag the server's answer no longer names is back at its default (its record was deleted)", () => {
    replaceFeatureFlags({ healthtip: true, my_test_page: false });
    expect($featureFlags.get()).toMatchObject({ healthtip: true, my_test_page: false });
    replaceFeatureFlags({});
    expect($featureFlags.get()).toEqual(FEATURE_FLAG_DEFAULTS);
  });
});

describe('toasts (spec 000 §8, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it.each([
    ['error', 4000, 'Error'],
    ['success', 4000, 'Success!'],
    ['default', 4000, 'Information'],
    ['warning', 8000, 'Oops!'],
    ['info', 8000, 'Information'],
  ] as const)('%s stays %d ms, titled %j', (kind, ms, title) => {
    const id = showToast({ kind, message: 'm' }, '/');
    expect($toasts.get()).toEqual([{ id, kind, title, message: 'm', duration: ms }]);
    vi.advanceTimersByTime(ms - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it.each(['persistent', 'formError'] as const)('%s stays until dismissed', (kind) => {
    const id = showToast({ kind, message: 'Fix the form' }, '/login');
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect($toasts.get().map((t) => t.id)).toEqual([id]);
    dismissToast(id!);
    expect($toasts.get()).toEqual([]);
  });

  it("the caller's title wins ('Thank you!'); the titles are the spec's five", () => {
    showToast({ kind: 'success', title: 'Thank you!', message: 'We will contact you' }, '/');
    expect($toasts.get()[0]?.title).toBe('Thank you!');
    expect(new Set(Object.values(DEFAULT_TOAST_TITLES))).toEqual(new Set(['Information', 'Success!', 'Oops!', 'Error']));
  });

  it('queues in order; dismissing one leaves the others and its timer is dropped', () => {
    const a = showToast({ kind: 'error', message: 'a' }, '/');
    const b = showToast({ kind: 'warning', message: 'b' }, '/');
    dismissToast(a!);
    dismissToast(a!);
    expect($toasts.get().map((t) => t.message)).toEqual(['b']);
    vi.advanceTimersByTime(8000);
    expect($toasts.get()).toEqual([]);
    expect(b).toBeGreaterThan(a!);
  });

  it('on client and admin paths a toast needs a matching location with display_status; elsewhere it always shows', () => {
    expect(showToast({ message: 'hidden' }, '/client/home')).toBeNull();
    setToastLocations([{ path: '/client/*', display_status: true }]);
    expect($toastLocations.get()).toHaveLength(1);
    expect(showToast({ message: 'shown' }, '/client/home')).not.toBeNull();
    expect(showToast({ message: 'two segments' }, '/client/testing-center/K-1')).toBeNull();
    expect(showToast({ message: 'admin' }, '/admin/users')).toBeNull();
    expect(showToast({ message: 'public' }, '/login')).not.toBeNull();
    expect($toasts.get().map((t) => t.message)).toEqual(['shown', 'public']);
  });

  it('uses the current location when no path is given; clearToasts empties the queue', () => {
    vi.stubGlobal('location', { pathname: '/admin/users' });
    try {
      expect(showToast({ message: 'x' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(showToast({ message: 'node' })).not.toBeNull(); // no location: '/' shows
    clearToasts();
    expect($toasts.get()).toEqual([]);
  });
});

describe('resetClientState', () => {
  it('empties the member-specific groups and keeps language and flags', async () => {
    await loadHealthTip(async () => tip);
    await loadKit(async () => ({ id: 'K-1' }));
    await loadProfile(async () => ({ sleep_goal: null, water_intake: null }));
    addStars(3);
    setLanguage('fr');
    setFeatureFlags({ vitals: true });
    showToast({ kind: 'persistent', message: 'p' }, '/');
    const notification: Notification = {
      id: '7d0f0c36-7a43-4a51-9a8e-3c1b0f7a2d10',
      title: 'Your results are ready',
      body: 'View them',
      link: null,
      read_at: null,
      created_at: '2026-03-02T09:00:00.000Z',
    };
    await refreshNotifications(clientAnswering(async () => ({ notifications: [notification], unread_count: 1 })));
    expect($notifications.get()).toMatchObject({ unreadCount: 1, loading: false });
    // A refresh still under way when the member signs out does not bring their list back.
    const late = deferred<NotificationsUnreadResponse>();
    const pending = refreshNotifications(clientAnswering(() => late.promise));
    resetClientState();
    late.resolve({ notifications: [notification], unread_count: 1 });
    await pending;
    expect($notifications.get()).toEqual({ list: [], unreadCount: 0, loading: false });
    expect($clientDashboard.get().healthTip).toBeNull();
    expect($testingCenter.get().kit).toBeNull();
    expect($clientProfile.get().profile).toBeNull();
    expect($starBalance.get()).toBe(0);
    expect($toasts.get()).toEqual([]);
    expect($language.get()).toBe('fr');
    expect(isFeatureOn('vitals')).toBe(true);
  });
});
