// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CLASSKEYS,
  classMeta,
  KIT_PARTIALLY_COMPLETED_LABEL,
  KIT_PROCESSING_LABEL,
  NAMIDA_COMPLETED_LABEL,
  ORDER_TRACKING_STATUSES,
  PERMISSIONS,
  ROLES,
  SPOT_STATUS_LABELS,
  bodyScanStatusLabel,
  namidaStatusLabel,
} from '@healthdeck/contract';
import { testingCenterMessages } from '@healthdeck/widgets';
import { optionKey, optionLabelIn, optionLabels, type OptionLabels } from '../src/classes/option-labels.js';
import * as translations from '../src/classes/option-labels-translations.js';
import { usersMessages } from '../src/users/messages.js';

// An administrator reads every value list in words, in each of the six languages; the stored value
// stays the contract's. A value the contract allows that some language does not name fails here.

/** Every value list a class form, its table or its filters offer: field name → values (nested ones included). */
const allowed = new Map<string, Set<string>>();
for (const classkey of CLASSKEYS) {
  for (const field of classMeta(classkey).fields) {
    if (!field.options) continue;
    const key = optionKey(field.name);
    const values = allowed.get(key) ?? new Set<string>();
    for (const option of field.options) values.add(String(option));
    allowed.set(key, values);
  }
}
allowed.set('tracking_status', new Set(ORDER_TRACKING_STATUSES));
// The roles screens name each permission the server checks by what it lets a role do.
allowed.set('permission', new Set(PERMISSIONS));

const languages = Object.entries({ en: optionLabels.en, ...translations }) as [string, OptionLabels][];

describe('value-list labels', () => {
  it('finds the value lists of the classes (widget types, alignments, content display, page types…)', () => {
    expect([...(allowed.get('type') ?? [])]).toContain('two_content_links');
    expect([...(allowed.get('imagePosition') ?? [])]).toEqual(['LEFT', 'RIGHT']);
    expect([...(allowed.get('content_display') ?? [])]).toContain('htmlfull');
    expect([...(allowed.get('level') ?? [])]).toEqual(['healthy', 'warning', 'unhealthy']);
    expect(allowed.size).toBeGreaterThanOrEqual(24);
  });

  it.each(languages)('names every value the contract allows in %s', (language, labels) => {
    const missing = [...allowed].flatMap(([key, values]) => [...values].filter((value) => !Object.hasOwn(labels[key] ?? {}, value)).map((value) => `${key}=${value}`));
    expect({ language, missing }).toEqual({ language, missing: [] });
  });

  it('reads the raw values in words, and each language in its own', () => {
    expect(optionLabelIn(optionLabels.en, 'type', 'two_content_links')).toBe('Two links');
    expect(optionLabelIn(optionLabels.en, 'imagePosition', 'LEFT')).toBe('Left');
    expect(optionLabelIn(optionLabels.en, 'content_display', 'htmlfull')).toBe('Full-page HTML (no title)');
    expect(optionLabelIn(translations.es, 'ranges[].level', 'unhealthy')).toBe('No saludable');
    expect(optionLabelIn(translations.de, 'type', 'common')).toBe('Standardkarte');
    // Another language's words, never English, for the values a language names.
    for (const [language, labels] of languages.filter(([l]) => l !== 'en')) {
      const english = [...allowed].flatMap(([key, values]) =>
        [...values].filter((value) => labels[key]?.[value] === optionLabels.en[key]?.[value] && !/^(HTML|URL)$/.test(labels[key]?.[value] ?? '')).map((v) => `${key}=${v}`),
      );
      // Words some languages share with English (Allergies, Insights, Homeopathic…) are allowed only where listed.
      expect({ language, english: english.filter((e) => !SAME_WORDS.has(`${language}:${e}`)) }).toEqual({ language, english: [] });
    }
  });

  it('keeps a value no language names as it is stored', () => {
    expect(optionLabelIn(translations.fr, 'type', 'some_new_type')).toBe('some_new_type');
    expect(optionLabelIn(translations.fr, 'no_such_field', 'x')).toBe('x');
  });

  it('names the shipped roles in every language', async () => {
    for (const language of ['es', 'fr', 'de', 'pt', 'mh'] as const) {
      const names = (await usersMessages.translations[language]()).roleNames;
      expect({ language, missing: ROLES.filter((role) => !names[role]) }).toEqual({ language, missing: [] });
    }
  });

  it('names every kit status the contract shows in every language', async () => {
    const statuses = [
      ...Object.values(SPOT_STATUS_LABELS),
      KIT_PROCESSING_LABEL,
      KIT_PARTIALLY_COMPLETED_LABEL,
      NAMIDA_COMPLETED_LABEL,
      namidaStatusLabel('OrderPlaced'),
      bodyScanStatusLabel('pending'),
      bodyScanStatusLabel('completed'),
    ];
    for (const language of ['es', 'fr', 'de', 'pt', 'mh'] as const) {
      const { labels } = await testingCenterMessages.translations[language]();
      expect({ language, missing: statuses.filter((s) => !Object.hasOwn(labels ?? {}, s)) }).toEqual({ language, missing: [] });
    }
  });
});

/** language:field=value whose label is the English word on purpose. */
const SAME_WORDS = new Set<string>(['fr:kind=allergies', 'fr:cta_url_type=page']);
