// spec 000 §2 (a * matches exactly one path segment; toasts always show off admin and client paths),
// §3.1 toast_message_locations and §4 (updates debounced 300 ms, 'Debounced by a newer request').
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastLocationUpdater, type ToastLocationUpdate } from '../src/rules/toast-location.js';
import { isDebounced } from '../src/rules/debounce.js';
import { shouldShowToast } from '../src/rules/toast.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast location updates (spec 000 §4)', () => {
  it('an update of the same entry within 300 ms rejects the pending one; only the newest is saved', async () => {
    const save = vi.fn(async (update: ToastLocationUpdate) => ({ ...update, saved: true }));
    const updater = createToastLocationUpdater(save);
    const off = updater({ id: 7, display_status: false }).catch((e: unknown) => e);
    vi.advanceTimersByTime(200);
    const on = updater({ id: 7, display_status: true });
    const rejected = await off;
    expect(isDebounced(rejected)).toBe(true);
    expect((rejected as Error).message).toBe('Debounced by a newer request');
    vi.advanceTimersByTime(299);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await expect(on).resolves.toEqual({ id: 7, display_status: true, saved: true });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('updates of different entries are all saved (ids compared as text)', async () => {
    const save = vi.fn(async (update: ToastLocationUpdate) => update.id);
    const updater = createToastLocationUpdater(save);
    const a = updater({ id: 1, path: '/client/*' });
    const b = updater({ id: 2, display_status: true });
    const c = updater({ id: '2', display_status: false });
    vi.advanceTimersByTime(300);
    await expect(a).resolves.toBe(1);
    await expect(b).rejects.toThrow('Debounced by a newer request');
    await expect(c).resolves.toBe('2');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('the saved locations drive the show rule (a * matches exactly one segment)', async () => {
    const locations = [{ path: '/client/*', display_status: true }];
    const updater = createToastLocationUpdater(async (update: ToastLocationUpdate) => {
      Object.assign(locations[0]!, update);
      return locations[0];
    }, 300);
    expect(shouldShowToast('/client/home', locations)).toBe(true);
    expect(shouldShowToast('/client/testing-center/K-1', locations)).toBe(false);
    const saved = updater({ id: 0, display_status: false });
    vi.advanceTimersByTime(300);
    await saved;
    expect(shouldShowToast('/client/home', locations)).toBe(false);
    expect(shouldShowToast('/login', locations)).toBe(true);
  });
});

describe('toast location updates through the admin class set call (real HTTP on loopback)', () => {
  it("two quick switches of one entry send one 'admin set' with the newest value; other entries are sent too", async () => {
    vi.useRealTimers();
    const { startContractServer } = await import('./support/contract-server.js');
    const { storageWithSession } = await import('./support/session-fixtures.js');
    const { createHealthDeck } = await import('../src/index.js');
    const { setClassRecord } = await import('../src/domains/admin-classes.js');
    const server = await startContractServer({
      handlers: {
        adminSet: (req) => {
          const body = req.body as { classkey: string; id: string; data: Record<string, unknown> };
          return { status: 200, body: { id: body.id, classkey: body.classkey, data: body.data, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' } };
        },
      },
    });
    try {
      const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
      const updater = createToastLocationUpdater(({ id, ...data }: ToastLocationUpdate) => setClassRecord(hd, 'toast_message_locations', String(id), data), 30);

      const first = updater({ id: 'loc-1', display_status: false }).catch((e: unknown) => e);
      const second = updater({ id: 'loc-1', display_status: true });
      const other = updater({ id: 'loc-2', path: '/client/*' });

      expect(isDebounced(await first)).toBe(true);
      await expect(second).resolves.toMatchObject({ id: 'loc-1', data: { display_status: true } });
      await expect(other).resolves.toMatchObject({ id: 'loc-2', data: { path: '/client/*' } });
      const sets = server.requests.filter((r) => r.route === 'adminSet').map((r) => r.body);
      expect(sets).toHaveLength(2);
      expect(sets).toContainEqual({ classkey: 'toast_message_locations', id: 'loc-1', data: { display_status: true } });
    } finally {
      await server.close();
    }
  });
});
