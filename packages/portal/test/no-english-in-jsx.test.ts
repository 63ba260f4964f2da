// @vitest-environment node
// Every string of the portal comes from the six-language catalogues (a `*-messages.ts`
// with its lazily loaded `*-translations.ts`), none is English written straight into JSX.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishInJsx, englishInSource } from '../../../scripts/find-jsx-english.mjs';

const src = fileURLToPath(new URL('../src', import.meta.url));

describe('no English in the portal JSX', () => {
  it('finds no JSX text or seen attribute literal with English under packages/portal/src', () => {
    expect(englishInJsx([src], src)).toEqual([]);
  });

  it('would report English written into JSX (the check itself works)', () => {
    const hits = englishInSource('sample.tsx', 'export const A = () => <p title="Hello there">Sign in {name}</p>;');
    expect(hits.map((hit) => hit.text)).toEqual(['Hello there', 'Sign in']);
  });
});
