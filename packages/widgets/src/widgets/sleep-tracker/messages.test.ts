import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@healthdeck/contract/light';
import { loadMessages } from '../../i18n/language';
import { sleepMessages } from './messages';

describe('sleep message catalogue', () => {
  it('has every language of the spec (spec 001 §3), each its own', async () => {
    expect(['en', ...Object.keys(sleepMessages.translations)].sort()).toEqual(Object.keys(LANGUAGES).sort());
    const catalogues = await Promise.all(Object.keys(LANGUAGES).map((lang) => loadMessages(sleepMessages, lang as Language)));
    for (const key of ['title', 'addSleep', 'removeSleep', 'loadFailed', 'incrementFailed', 'decrementFailed'] as const) {
      expect(new Set(catalogues.map((c) => c[key])).size).toBe(6);
    }
    for (const catalogue of catalogues) expect(catalogue.goal(8)).toContain('8');
  });

  it('quotes the spec’s English error messages exactly (spec 001 §8)', () => {
    expect(sleepMessages.en.loadFailed).toBe('Failed to get last sleep track, please try again later.');
    expect(sleepMessages.en.incrementFailed).toBe('Failed to increment sleep track, please try again later.');
    expect(sleepMessages.en.decrementFailed).toBe('Failed to decrement sleep track, please try again later.');
  });

  it('names the goal button in hours', () => {
    expect(sleepMessages.en.goal(8)).toBe('Sleep goal: 8 hours');
    expect(sleepMessages.en.goal(1)).toBe('Sleep goal: 1 hour');
  });
});
