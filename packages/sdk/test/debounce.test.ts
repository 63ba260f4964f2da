// spec 000 §4 ('Toast location updates are debounced 300 ms; a newer update rejects the earlier
// pending one with 'Debounced by a newer request'') and spec 001 §9 ('search debounce 400 ms').
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS, DEBOUNCED_MESSAGE } from '@healthdeck/contract/light';
import { Debounced, debounce, debounceRequest, debounceRequestByKey, isDebounced } from '../src/rules/debounce.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the spec delays', () => {
  it.each([
    ['toastLocation', 300],
    ['serverTableSearch', 400],
    ['iconSearch', 500],
    ['autocomplete', 500],
  ] as const)('%s is %d ms', (name, ms) => {
    expect(DEBOUNCE_MS[name]).toBe(ms);
  });
  it("the rejection reads 'Debounced by a newer request'", () => {
    expect(DEBOUNCED_MESSAGE).toBe('Debounced by a newer request');
    expect(new Debounced().message).toBe('Debounced by a newer request');
    expect(isDebounced(new Debounced())).toBe(true);
    expect(isDebounced(new Error('Debounced by a newer request'))).toBe(false);
    expect(isDebounced('Debounced')).toBe(false);
  });
});

describe('debounce (server table search, 400 ms)', () => {
  it('runs once with the last value, 400 ms after typing stops', () => {
    const search = vi.fn();
    const typed = debounce(search, DEBOUNCE_MS.serverTableSearch);
    typed('a');
    vi.advanceTimersByTime(399);
    typed('an');
    vi.advanceTimersByTime(399);
    typed('ann');
    expect(typed.pending()).toBe(true);
    vi.advanceTimersByTime(399);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('ann');
    expect(typed.pending()).toBe(false);
  });

  it('cancel drops the pending call; flush runs it at once; flush with nothing pending does nothing', () => {
    const search = vi.fn();
    const typed = debounce(search, 400);
    typed('x');
    typed.cancel();
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
    typed('y');
    typed.flush();
    expect(search).toHaveBeenCalledWith('y');
    typed.flush();
    vi.advanceTimersByTime(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });
});

describe('debounceRequest (latest wins)', () => {
  it('a newer call within the delay rejects the pending one; the newest resolves with the answer', async () => {
    const save = vi.fn(async (value: number) => value * 10);
    const update = debounceRequest(save, 300);
    const first = update(1);
    const firstOutcome = first.catch((e: unknown) => e);
    vi.advanceTimersByTime(299);
    const second = update(2);
    const error = await firstOutcome;
    expect(error).toBeInstanceOf(Debounced);
    expect((error as Error).message).toBe('Debounced by a newer request');
    vi.advanceTimersByTime(299);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await expect(second).resolves.toBe(20);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(2);
  });

  it('calls further apart than the delay all go through', async () => {
    const save = vi.fn(async (value: string) => value);
    const update = debounceRequest(save, 300);
    const a = update('a');
    vi.advanceTimersByTime(300);
    await expect(a).resolves.toBe('a');
    const b = update('b');
    vi.advanceTimersByTime(300);
    await expect(b).resolves.toBe('b');
    expect(save.mock.calls).toEqual([['a'], ['b']]);
  });

  it("the function's failure (thrown or rejected) is the call's rejection", async () => {
    const thrown = debounceRequest(() => {
      throw new Error('boom');
    }, 10);
    const p = thrown();
    vi.advanceTimersByTime(10);
    await expect(p).rejects.toThrow('boom');
    const rejected = debounceRequest(() => Promise.reject(new Error('refused')), 10);
    const q = rejected();
    vi.advanceTimersByTime(10);
    await expect(q).rejects.toThrow('refused');
  });

  it('cancel rejects the pending call with Debounced and nothing is sent', async () => {
    const save = vi.fn(async () => 1);
    const update = debounceRequest(save, 300);
    const p = update();
    update.cancel();
    await expect(p).rejects.toBeInstanceOf(Debounced);
    vi.advanceTimersByTime(1000);
    expect(save).not.toHaveBeenCalled();
    update.cancel(); // nothing pending: no-op
  });
});

describe('debounceRequestByKey', () => {
  it('calls for one key replace each other; other keys are independent; cancel rejects all pending', async () => {
    const save = vi.fn(async (id: string, value: number) => `${id}=${value}`);
    const update = debounceRequestByKey((id: string, _value: number) => id, save, 300);
    const a1 = update('a', 1).catch((e: unknown) => e);
    const b1 = update('b', 1);
    const a2 = update('a', 2);
    expect(await a1).toBeInstanceOf(Debounced);
    vi.advanceTimersByTime(300);
    await expect(a2).resolves.toBe('a=2');
    await expect(b1).resolves.toBe('b=1');
    const c = update('c', 1);
    const d = update('a', 3);
    update.cancel();
    await expect(c).rejects.toBeInstanceOf(Debounced);
    await expect(d).rejects.toBeInstanceOf(Debounced);
  });
});
