// @vitest-environment node
// Every string of the widgets comes from the six-language catalogues (`messages.ts` with its lazily
// loaded `translations.ts`): none is English written into JSX, and no date is written with English
// month or weekday names by a date-fns pattern without a locale (the finder's own test is the portal's).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishInJsx } from '../../../../scripts/find-jsx-english.mjs';

const src = fileURLToPath(new URL('..', import.meta.url));

describe('no English in the widgets', () => {
  it('finds no English JSX text, seen attribute literal or English date pattern under packages/widgets/src', () => {
    expect(englishInJsx([src], src)).toEqual([]);
    // Parsing every source of the package takes seconds on a busy machine.
  }, 60_000);
});
