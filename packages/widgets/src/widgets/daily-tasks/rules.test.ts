import { describe, expect, it } from 'vitest';
import { DAILY_TASKS, dailyTasksProgress, dailyTaskTarget, highlightedDailyTaskId, sortDailyTasks, visibleDailyTasks } from './rules';

const t = (id: string, done: boolean) => ({ id, completed_at: done ? '2026-05-04T10:00:00.000Z' : null });

describe('daily task rules (spec 001 §4, §9)', () => {
  it('quotes the spec constants', () => {
    expect(DAILY_TASKS).toEqual({ shown: 3, clickDelayMs: 500, animationMs: 500, resortDelayMs: 1000 });
  });

  it('keeps the last 3 tasks', () => {
    expect(visibleDailyTasks(['a', 'b', 'c', 'd', 'e'])).toEqual(['c', 'd', 'e']);
    expect(visibleDailyTasks(['a'])).toEqual(['a']);
    expect(visibleDailyTasks([])).toEqual([]);
  });

  it('sorts completed below incomplete, keeping order within each group, and highlights the first incomplete', () => {
    const sorted = sortDailyTasks([t('a', true), t('b', false), t('c', true), t('d', false)]);
    expect(sorted.map((x) => x.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(highlightedDailyTaskId(sorted)).toBe('b');
    expect(highlightedDailyTaskId([t('a', true)])).toBeNull();
  });

  it.each([
    [0, 'keepGoing'],
    [1, 'keepGoing'],
    [2, 'almostDone'],
    [3, 'done'],
    [5, 'done'],
  ] as const)('%i completed → %s', (completed, progress) => {
    expect(dailyTasksProgress(completed)).toBe(progress);
  });

  it('leads internal tasks to an app path and external ones to an http(s) page only', () => {
    expect(dailyTaskTarget({ page_type: 'internal', page_url: '/client/home' })).toEqual({ kind: 'internal', path: '/client/home' });
    expect(dailyTaskTarget({ page_type: 'external', page_url: 'https://www.sleepfoundation.org/sleep-hygiene' })).toEqual({
      kind: 'external',
      url: 'https://www.sleepfoundation.org/sleep-hygiene',
    });
    expect(dailyTaskTarget({ page_type: 'external', page_url: 'javascript:alert(1)' })).toBeNull();
    expect(dailyTaskTarget({ page_type: 'internal', page_url: '//evil.example/x' })).toBeNull();
    expect(dailyTaskTarget({ page_type: 'internal', page_url: '' })).toBeNull();
  });
});
