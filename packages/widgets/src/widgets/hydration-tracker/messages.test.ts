import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@healthdeck/contract/light';
import { hydrationMessage } from '@healthdeck/sdk';
import { loadMessages } from '../../i18n/language';
import { hydrationMessages, isHydrationLevel } from './messages';

describe('hydration message catalogue', () => {
  it('has every language of the spec (spec 001 §3)', () => {
    expect(['en', ...Object.keys(hydrationMessages.translations)].sort()).toEqual(Object.keys(LANGUAGES).sort());
  });

  it('translates every message the sdk can return, in every language', async () => {
    const catalogues = await Promise.all(Object.keys(LANGUAGES).map((lang) => loadMessages(hydrationMessages, lang as keyof typeof LANGUAGES)));
    expect(new Set(catalogues.map((c) => c.title)).size).toBe(6);
    const seen = new Set<string>();
    for (let ounces = 0; ounces <= 200; ounces += 1) seen.add(hydrationMessage(ounces, 96));
    expect(seen.size).toBe(9);
    for (const message of seen) {
      expect(isHydrationLevel(message)).toBe(true);
      for (const catalogue of catalogues) {
        if (!isHydrationLevel(message)) continue;
        expect(catalogue.levels[message].length).toBeGreaterThan(0);
      }
    }
  });

  it('quotes the spec’s English error messages exactly (spec 001 §8)', () => {
    expect(hydrationMessages.en.loadFailed).toBe('Failed to get last hydration track, please try again later.');
    expect(hydrationMessages.en.incrementFailed).toBe('Failed to increment hydration track, please try again later.');
    expect(hydrationMessages.en.decrementFailed).toBe('Failed to decrement hydration track, please try again later.');
  });
});
