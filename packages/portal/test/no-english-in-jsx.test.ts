// @vitest-environment node
// Every string of the portal comes from the six-language catalogues (a `*-messages.ts`
// with its lazily loaded `*-translations.ts`), none is English written straight into JSX.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishInJsx, englishInSource } from '../../../scripts/find-jsx-english.mjs';

const src = fileURLToPath(new URL('../src', import.meta.url));

describe('no English in the portal JSX', () => {
  it('finds no English JSX text, seen attribute literal or English date pattern under packages/portal/src', () => {
    expect(englishInJsx([src], src)).toEqual([]);
  });

  it('would report English written into JSX (the check itself works)', () => {
    const hits = englishInSource('sample.tsx', 'export const A = () => <p title="Hello there">Sign in {name}</p>;');
    expect(hits.map((hit) => hit.text)).toEqual(['Hello there', 'Sign in']);
  });

  it('would report a date written with English names: a named-month or weekday pattern without a locale', () => {
    const source = [
      "export const a = formatInZone(at, 'MMM d, yyyy');",
      "export const b = format(day, 'EEEE');",
      "export const c = formatInZone(at, 'MMM d, yyyy', zone, locale);",
      "export const d = format(day, 'yyyy-MM-dd');",
      'export const e = format(day, "d \'MMM\' yyyy");',
    ].join('\n');
    expect(englishInSource('dates.ts', source).map((hit) => hit.line)).toEqual([1, 2]);
  });
});
