import { describe, expect, it } from 'vitest';
import { LANGUAGES, MOODS, MOOD_VALUES } from '@healthdeck/contract/light';
import { loadMessages } from '../../i18n/language';
import { moodMessages } from './messages';

describe('mood message catalogue', () => {
  it('has every language of the spec (spec 001 §3)', () => {
    expect(['en', ...Object.keys(moodMessages.translations)].sort()).toEqual(Object.keys(LANGUAGES).sort());
  });

  it('quotes the spec’s English labels exactly and translates all six moods', async () => {
    expect(moodMessages.en.moods).toEqual(MOODS);
    const catalogues = await Promise.all(Object.keys(LANGUAGES).map((lang) => loadMessages(moodMessages, lang as keyof typeof LANGUAGES)));
    expect(new Set(catalogues.map((c) => c.title)).size).toBe(6);
    for (const catalogue of catalogues) {
      for (const value of MOOD_VALUES) expect(catalogue.moods[value].length).toBeGreaterThan(0);
    }
  });
});
