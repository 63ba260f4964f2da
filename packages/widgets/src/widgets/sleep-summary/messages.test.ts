import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@healthdeck/contract/light';
import { loadMessages } from '../../i18n/language';
import { sleepSummaryMessages } from './messages';
import { fitnessMessages } from '../fitness/messages';

describe('sleep summary and fitness catalogues', () => {
  it('have every language, each its own, with nine sleep tips and the same number of motivational messages', async () => {
    for (const catalogue of [sleepSummaryMessages, fitnessMessages] as const) {
      expect(['en', ...Object.keys(catalogue.translations)].sort()).toEqual(Object.keys(LANGUAGES).sort());
    }
    const summaries = await Promise.all(Object.keys(LANGUAGES).map((lang) => loadMessages(sleepSummaryMessages, lang as Language)));
    expect(new Set(summaries.map((c) => c.loadFailed)).size).toBe(6);
    for (const c of summaries) expect(c.tips).toHaveLength(9);
    for (const c of summaries) expect(new Set(c.tips).size).toBe(9);
    const fitness = await Promise.all(Object.keys(LANGUAGES).map((lang) => loadMessages(fitnessMessages, lang as Language)));
    expect(new Set(fitness.map((c) => c.loadFailed)).size).toBe(6);
    for (const c of fitness) expect(c.motivation).toHaveLength(fitnessMessages.en.motivation.length);
  });

  it('quote the spec’s English error messages exactly (spec 001 §8)', () => {
    expect(sleepSummaryMessages.en.loadFailed).toBe('Something went wrong while loading your sleep data.');
    expect(fitnessMessages.en.loadFailed).toBe('Something went wrong while loading your activity data.');
  });
});
