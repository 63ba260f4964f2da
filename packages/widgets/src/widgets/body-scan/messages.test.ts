import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@healthdeck/contract/light';
import { LAST_MEASUREMENT_FAILED, SKIP_BODY_SCAN_ERRORS, SKIP_BODY_SCAN_OPTIONS, SKIP_SAVE_FAILED } from '@healthdeck/sdk';
import { loadMessages } from '../../i18n/language';
import { bodyScanMessages } from './messages';

describe('body scan message catalogue', () => {
  it('has every language of the spec, each with its own strings', async () => {
    expect(['en', ...Object.keys(bodyScanMessages.translations)].sort()).toEqual(Object.keys(LANGUAGES).sort());
    const catalogues = await Promise.all(Object.keys(LANGUAGES).map((lang) => loadMessages(bodyScanMessages, lang as keyof typeof LANGUAGES)));
    expect(new Set(catalogues.map((c) => c.skipLink)).size).toBe(6);
    for (const catalogue of catalogues) for (const option of SKIP_BODY_SCAN_OPTIONS) expect(catalogue.options[option].length).toBeGreaterThan(0);
  });

  it('quotes the spec’s English strings exactly (spec 001 §5, §8)', () => {
    const en = bodyScanMessages.en;
    expect(en.loadFailed).toBe('Failed to get last measurement, please try again later.');
    expect(en.loadFailed).toBe(LAST_MEASUREMENT_FAILED);
    expect(en.saveFailed).toBe('An error occurred. Please try again later.');
    expect(en.saveFailed).toBe(SKIP_SAVE_FAILED);
    expect([en.optionRequired, en.reasonRequired, en.reasonTooLong]).toEqual(['Option is required', 'Reason is required', 'Reason must be at most 256 characters']);
    expect([en.optionRequired, en.reasonRequired, en.reasonTooLong]).toEqual([
      SKIP_BODY_SCAN_ERRORS.optionRequired,
      SKIP_BODY_SCAN_ERRORS.reasonRequired,
      SKIP_BODY_SCAN_ERRORS.reasonTooLong,
    ]);
    expect(en.skipLink).toBe('Skip it for now');
    expect(Object.values(en.options)).toEqual(['Measurements', 'I don’t have the time', "I don't have the right clothing", 'None of the above']);
  });
});
