// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CLASSKEYS } from '@healthdeck/contract';
import { classMeta, formFields } from '../src/classes/class-fields.js';
import { fieldLabels, hasEnglishLabel, humanisedLabel, labelIn, type FieldLabels } from '../src/classes/field-labels.js';
import * as translations from '../src/classes/field-labels-translations.js';

// The generated class screens' field labels come from a six-language catalogue keyed by
// field name (docs/decisions/0022-strings-in-catalogues.md).

/** Every top-level field the class forms show (the tables' columns and filters are among them). */
const shownKeys = [...new Set(CLASSKEYS.flatMap((classkey) => formFields(classkey).map((f) => f.name)))].sort();

/** English labels that differ from the humanised key on purpose; every other one is the same words. */
const REWORDED: Record<string, string> = {
  biomarker_ids: 'Biomarker IDs',
  test_ids: 'Test IDs',
  duration_minutes: 'Duration (minutes)',
  duration_ms: 'Duration (ms)',
  items: 'Ingredients',
  met: 'MET',
  on_required_withdrawal: 'On withdrawal of a required agreement',
  vendorkit_id: 'Vendor kit ID',
  assigned_only: 'Only for members it is assigned to',
};

/** Keys whose label some language writes exactly as English does. */
const SAME_WORDS = new Set([
  'html',
  'url',
  'met',
  'slug',
  'code',
  'name',
  'status',
  'layout',
  'description',
  'image',
  'message',
  'position',
  'phase',
  'integration',
  'version',
  'type',
  'question',
  'note',
  'email',
  'website',
  'unit',
  'vital',
  'profile',
  'path',
  'step',
]);

describe('field labels', () => {
  it('lists the fields of every class form', () => {
    // A widget's area and order are the page layout's now (decision 0083): not fields of its form.
    expect(shownKeys.length).toBeGreaterThanOrEqual(150);
    expect(shownKeys).not.toContain('area');
    expect(shownKeys).toContain('visible_progress');
    expect(shownKeys.some((key) => key.includes('.') || key.includes('['))).toBe(false);
  });

  it('names in English every field a class form can show (a new contract field fails until named)', () => {
    expect(shownKeys.filter((key) => !hasEnglishLabel(key))).toEqual([]);
  });

  it('names every searched field (the search hint) in English', () => {
    const searched = new Set(CLASSKEYS.flatMap((classkey) => classMeta(classkey).search_fields));
    expect([...searched].filter((key) => !hasEnglishLabel(key))).toEqual([]);
  });

  it('keeps the humanised key as the English label except where it is reworded', () => {
    const differing = Object.fromEntries(shownKeys.map((key) => [key, labelIn(fieldLabels.en, key)]).filter(([key, label]) => label !== humanisedLabel(key)));
    expect(differing).toEqual(REWORDED);
    expect(labelIn(fieldLabels.en, 'visible_progress')).toBe('Visible progress');
    expect(labelIn(fieldLabels.en, 'cta_url_type')).toBe('CTA URL type');
  });

  it('translates every English label in each of the five other languages', () => {
    const english = Object.keys(fieldLabels.en);
    for (const [language, labels] of Object.entries(translations) as [string, FieldLabels][]) {
      expect({ language, missing: english.filter((key) => !Object.hasOwn(labels, key)) }).toEqual({ language, missing: [] });
      // Words a language writes as English does (codes, loanwords, the same word).
      const same = english.filter((key) => labelIn(labels, key) === labelIn(fieldLabels.en, key) && !SAME_WORDS.has(key));
      expect({ language, same }).toEqual({ language, same: [] });
    }
  });

  it('falls back to English, then to the humanised key', () => {
    expect(labelIn(translations.es, 'name')).toBe('Nombre');
    expect(labelIn({ code: 'Código' }, 'name')).toBe('Name');
    expect(labelIn(translations.de, 'some_new_field')).toBe('Some new field');
    expect(labelIn(translations.fr, 'constructor')).toBe('Constructor');
  });

  it('loads the translations on first use', async () => {
    expect(await fieldLabels.translations.pt()).toBe(translations.pt);
  });
});
