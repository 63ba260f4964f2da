import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@healthdeck/contract/light';
import { loadMessages } from '../../i18n/language';
import { dailyTasksMessages } from './messages';

describe('daily tasks message catalogue', () => {
  it('has every language of the spec, each complete and distinct', async () => {
    expect(['en', ...Object.keys(dailyTasksMessages.translations)].sort()).toEqual(Object.keys(LANGUAGES).sort());
    const catalogues = await Promise.all(Object.keys(LANGUAGES).map((lang) => loadMessages(dailyTasksMessages, lang as Language)));
    expect(new Set(catalogues.map((c) => c.title)).size).toBe(6);
    for (const c of catalogues) {
      for (const text of [c.loadFailed, c.toggleFailed, c.progress.keepGoing, c.progress.almostDone, c.progress.done, c.stars(2)]) {
        expect(text.length).toBeGreaterThan(1);
      }
    }
  });

  it('quotes the spec’s English exactly (spec 001 §4, §8)', () => {
    const en = dailyTasksMessages.en;
    expect(en.progress).toEqual({
      keepGoing: 'Keep Going',
      almostDone: "Almost done, you've got this!",
      done: 'Great job! Another day of tasks completed!',
    });
    expect(en.toggleFailed).toBe('Failed to toggle daily task.');
    expect(en.loadFailed).toBe('Failed to fetch daily tasks.');
    expect(en.stars(1)).toBe('1 star');
    expect(en.stars(30)).toBe('30 stars');
  });
});
