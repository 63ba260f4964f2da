// @vitest-environment node
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishInJsx, englishInSource } from '../../../scripts/find-jsx-english.mjs';

// Every string of the admin app comes from the six-language catalogues, none is English
// written into JSX (scripts/find-jsx-english.mjs).
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const src = resolve(here, '../src');

describe('the admin app has no English in JSX', () => {
  it('finds none under packages/admin/src', () => {
    expect(englishInJsx([src], root)).toEqual([]);
  });

  it('would find text and seen attributes written in English', () => {
    const hits = englishInSource('x.tsx', '<p title="Open file">Try again <b>{t.next}</b></p>');
    expect(hits.map((h) => h.text)).toEqual(['Open file', 'Try again']);
  });
});
