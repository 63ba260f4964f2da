import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@healthdeck/contract/light';
import { loadMessages } from '../../i18n/language';
import { symptomsMessages } from './messages';

describe('symptoms message catalogue', () => {
  it('has every language of the spec (spec 001 §3), each complete', async () => {
    expect(['en', ...Object.keys(symptomsMessages.translations)].sort()).toEqual(Object.keys(LANGUAGES).sort());
    const catalogues = await Promise.all(Object.keys(LANGUAGES).map((lang) => loadMessages(symptomsMessages, lang as keyof typeof LANGUAGES)));
    expect(new Set(catalogues.map((c) => c.updateFailed)).size).toBe(6);
    for (const catalogue of catalogues) for (const text of Object.values(catalogue)) expect(text.length).toBeGreaterThan(0);
  });

  it('quotes the spec’s English error message exactly (spec 001 §8)', () => {
    expect(symptomsMessages.en.updateFailed).toBe('Failed to update user symptom.');
  });
});
