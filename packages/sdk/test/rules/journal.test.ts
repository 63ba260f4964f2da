import { describe, expect, it } from 'vitest';
import type { Symptom } from '@healthdeck/contract/light';
// The symptom rule lives in domains/symptoms.ts (its owner wrote it first); these tables pin the spec.
import { isNoneOfTheseSymptom, toggleSymptomIn } from '../../src/domains/symptoms.js';
import { currentMood, isMood, moodButtonDisabled, moodLabel, moodOptions } from '../../src/rules/mood.js';
import { sectionStatusLabel } from '../../src/rules/health-assessment.js';

describe("'None of these' (spec 001 §4: matched ignoring spaces and case)", () => {
  it.each([
    ['None of these', true],
    ['none of these', true],
    ['NoneOfThese', true],
    ['  NONE  OF   THESE ', true],
    ['None of the above', false],
    ['Headache', false],
  ])('%j -> %s', (name, none) => {
    expect(isNoneOfTheseSymptom(name)).toBe(none);
  });
});

describe('symptom toggling (spec 001 §4: picking None of these clears others and vice versa)', () => {
  const list = (statuses: Record<string, 'Logged' | null>): Symptom[] => Object.entries(statuses).map(([name, status], i) => ({ id: i + 1, name, status }));
  const statuses = (symptoms: Symptom[]) => Object.fromEntries(symptoms.map((s) => [s.name, s.status]));

  it.each([
    ['picking a symptom', { Headache: null, Nausea: 'Logged', 'None of these': null }, 1, { Headache: 'Logged', Nausea: 'Logged', 'None of these': null }],
    ['picking None of these clears all others', { Headache: 'Logged', Nausea: 'Logged', 'None of these': null }, 3, { Headache: null, Nausea: null, 'None of these': 'Logged' }],
    ['picking another clears None of these', { Headache: null, Nausea: null, 'none of THESE': 'Logged' }, 2, { Headache: null, Nausea: 'Logged', 'none of THESE': null }],
    ['un-picking changes only that symptom', { Headache: 'Logged', Nausea: 'Logged', 'None of these': null }, 1, { Headache: null, Nausea: 'Logged', 'None of these': null }],
    ['un-picking None of these', { Headache: null, 'None of these': 'Logged' }, 2, { Headache: null, 'None of these': null }],
    ['an unknown id changes nothing', { Headache: 'Logged' }, 9, { Headache: 'Logged' }],
  ] as const)('%s', (_name, before, id, after) => {
    expect(statuses(toggleSymptomIn(list(before), id))).toEqual(after);
  });
});

describe('mood (spec 001 §3, §4, §9: six moods with labels, one current per day)', () => {
  it('offers six moods in the spec order with their labels', () => {
    expect(moodOptions()).toEqual([
      { mood: 'happy', label: 'Happy' },
      { mood: 'neutral', label: 'Neutral' },
      { mood: 'sad', label: 'Sad' },
      { mood: 'anxious', label: 'Anxious' },
      { mood: 'sick', label: 'Sick' },
      { mood: 'angry', label: 'Angry' },
    ]);
    expect(moodLabel('anxious')).toBe('Anxious');
  });
  it.each([
    ['happy', true],
    ['Happy', false],
    ['bored', false],
    [null, false],
  ])('isMood(%j) -> %s', (value, ok) => {
    expect(isMood(value)).toBe(ok);
    expect(currentMood(value)).toBe(ok ? value : null);
  });
  it('disables only the current mood button', () => {
    expect(moodButtonDisabled('sad', 'sad')).toBe(true);
    expect(moodButtonDisabled('happy', 'sad')).toBe(false);
    expect(moodButtonDisabled('happy', null)).toBe(false);
  });
});

describe('health assessment section status (spec 001 §4)', () => {
  it.each([
    ['new', 'Get started'],
    ['incomplete', 'Complete'],
    ['complete', 'Edit'],
    ['review', 'Review'],
    ['skipped', 'Continue Section'],
    [null, 'Get started'],
    ['archived', 'Get started'],
  ])('%j -> %j', (status, label) => {
    expect(sectionStatusLabel(status)).toBe(label);
  });
});
