// A session's sign-out button reads `signOut` and is named `signOutLabel(name)`: in every language
// the name holds the visible words (WCAG 2.5.3, axe-core's label-content-name-mismatch).
import { expect, test } from 'vitest';
import { signedInSessionsMessages } from '../src/components/signed-in-sessions-messages.js';
import * as translations from '../src/components/signed-in-sessions-translations.js';

const catalogues = { en: signedInSessionsMessages.en, ...translations };

test.each(Object.entries(catalogues))('%s: the sign-out button is named with its visible text', (_language, messages) => {
  const words = (text: string) => text.toLocaleLowerCase().split(/\s+/);
  const name = words(messages.signOutLabel('Chrome on Linux'));
  const visible = words(messages.signOut);
  const at = name.findIndex((_, i) => visible.every((word, j) => name[i + j] === word));
  expect(at, `${messages.signOutLabel('Chrome on Linux')} / ${messages.signOut}`).toBeGreaterThanOrEqual(0);
});
