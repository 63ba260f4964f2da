import { describe, expect, it } from 'vitest';
import type { DailyTask } from '@healthdeck/contract/light';
import {
  completeDailyTask,
  dailyTasksProgress,
  dailyTaskTarget,
  DAILY_TASK_TIMING,
  highlightedDailyTaskId,
  revertDailyTask,
  sortDailyTasks,
  visibleDailyTasks,
  DAILY_TASK_TOGGLE_FAILED,
  DAILY_TASKS_FETCH_FAILED,
} from '../../src/rules/daily-tasks.js';

const task = (id: string, completed_at: string | null = null, star_value = 5): DailyTask => ({
  id,
  name: `Task ${id}`,
  display: '',
  star_value,
  completed_at,
  created_at: '2026-01-05T08:00:00Z',
  page_type: 'internal',
  page_id: null,
  page_url: '/client/home',
});
const done = '2026-01-05T09:00:00Z';

describe('visibleDailyTasks (spec 001 §9: only the last 3 tasks)', () => {
  it.each([
    [[], []],
    [['a'], ['a']],
    [
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ],
    [
      ['a', 'b', 'c', 'd', 'e'],
      ['c', 'd', 'e'],
    ],
  ])('%j -> %j', (ids, kept) => {
    expect(visibleDailyTasks(ids.map((id) => task(id))).map((t) => t.id)).toEqual(kept);
  });
});

describe('ordering and highlight (spec 001 §4: completed sort below incomplete; first incomplete highlighted)', () => {
  it('puts completed tasks below and keeps each group in order', () => {
    const tasks = [task('a', done), task('b'), task('c', done), task('d')];
    expect(sortDailyTasks(tasks).map((t) => t.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(highlightedDailyTaskId(tasks)).toBe('b');
  });
  it('highlights nothing when every task is completed', () => {
    expect(highlightedDailyTaskId([task('a', done), task('b', done)])).toBeNull();
    expect(highlightedDailyTaskId([])).toBeNull();
  });
  it('uses the 0.5 s click delay and about 1 s re-sort delay', () => {
    expect(DAILY_TASK_TIMING).toEqual({ clickDelayMs: 500, animationMs: 500, resortDelayMs: 1000 });
  });
});

describe('star accounting (spec 001 §4: completing adds star_value to the balance and counter; failure reverts)', () => {
  const state = { tasks: [task('a', null, 10), task('b', done, 5)], starBalance: 40, starCounter: 5 };

  it('completes a task locally first', () => {
    const next = completeDailyTask(state, 'a', done);
    expect(next.starBalance).toBe(50);
    expect(next.starCounter).toBe(15);
    expect(next.tasks[0].completed_at).toBe(done);
    expect(state.tasks[0].completed_at).toBeNull(); // pure: the input is untouched
  });

  it('reverts task and star balance when the call fails', () => {
    const reverted = revertDailyTask(completeDailyTask(state, 'a', done), 'a');
    expect(reverted).toEqual(state);
    expect(DAILY_TASK_TOGGLE_FAILED).toBe('Failed to toggle daily task.');
    expect(DAILY_TASKS_FETCH_FAILED).toBe('Failed to fetch daily tasks.');
  });

  it.each([
    ['completing a completed task (not clickable)', () => completeDailyTask(state, 'b', done)],
    ['completing an unknown task', () => completeDailyTask(state, 'zz', done)],
    ['reverting an incomplete task', () => revertDailyTask(state, 'a')],
    ['reverting an unknown task', () => revertDailyTask(state, 'zz')],
  ])('%s changes nothing', (_name, run) => {
    expect(run()).toBe(state);
  });
});

describe('dailyTasksProgress (spec 001 §4 progress message)', () => {
  it('names the message with a key for translations', () => {
    expect([0, 2, 3].map((n) => dailyTasksProgress(Array.from({ length: n }, (_, i) => task(`c${i}`, done))).key)).toEqual(['keepGoing', 'almostDone', 'done']);
  });

  it.each([
    [0, 'Keep Going', false],
    [1, 'Keep Going', false],
    [2, "Almost done, you've got this!", false],
    [3, 'Great job! Another day of tasks completed!', true],
    [4, 'Great job! Another day of tasks completed!', true],
  ])('%d completed -> %j, confetti %s', (completed, message, confetti) => {
    const tasks = [...Array.from({ length: completed }, (_, i) => task(`c${i}`, done)), task('open')];
    expect(dailyTasksProgress(tasks)).toMatchObject({ message, confetti, completed });
  });
});

describe('dailyTaskTarget (spec 001 §4: internal route or external tab)', () => {
  it.each([
    [
      { page_type: 'internal' as const, page_url: '/client/sleep' },
      { kind: 'internal', path: '/client/sleep' },
    ],
    [
      { page_type: 'external' as const, page_url: 'https://example.org/a' },
      { kind: 'external', url: 'https://example.org/a' },
    ],
    [{ page_type: 'internal' as const, page_url: '  ' }, null],
    [{ page_type: 'external' as const, page_url: 'javascript:alert(1)' }, null],
    [{ page_type: 'internal' as const, page_url: '//evil.example/x' }, null],
    [{ page_type: 'internal' as const, page_url: 'client/home' }, null],
  ])('%j', (fields, target) => {
    expect(dailyTaskTarget({ ...task('x'), ...fields })).toEqual(target);
  });
});
