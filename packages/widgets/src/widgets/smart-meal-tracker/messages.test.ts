import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@healthdeck/contract/light';
import { loadMessages } from '../../i18n/language';
import { smartMealTrackerMessages } from './messages';
import { mealPictureMessages } from './meal-picture-messages';

describe('smart meal tracker messages', () => {
  it('has every message in all six languages, none empty, and only English uses the English title', async () => {
    const keys = Object.keys(smartMealTrackerMessages.en).sort();
    for (const language of Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]) {
      const messages = await loadMessages(smartMealTrackerMessages, language);
      expect(Object.keys(messages).sort()).toEqual(keys);
      for (const value of Object.values(messages)) expect(String(value).trim().length).toBeGreaterThan(0);
      if (language !== 'en') expect(messages.title).not.toBe(smartMealTrackerMessages.en.title);
    }
  });

  it('has every meal picture message in all six languages, none empty, translated outside English', async () => {
    const keys = Object.keys(mealPictureMessages.en).sort();
    for (const language of Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]) {
      const messages = await loadMessages(mealPictureMessages, language);
      expect(Object.keys(messages).sort()).toEqual(keys);
      for (const value of Object.values(messages)) expect(String(value).trim().length).toBeGreaterThan(0);
      if (language !== 'en') expect(messages.lockedTitle).not.toBe(mealPictureMessages.en.lockedTitle);
    }
  });
});
