// @vitest-environment node
// The product's German says "Sie" to members and staff, in every catalogue of the portal, the
// widgets and the admin app (scripts/find-informal-german.mjs): a widget in "du" beside one in
// "Sie" reads as two products.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { informalGerman, informalGermanInSource } from '../../../scripts/find-informal-german.mjs';

const packages = fileURLToPath(new URL('../..', import.meta.url));
const sources = ['portal/src', 'widgets/src', 'admin/src'].map((dir) => `${packages}${dir}`);

describe('formal German', () => {
  it('finds no du in the German catalogues of the portal, the widgets and the admin app', () => {
    expect(informalGerman(sources, packages)).toEqual([]);
  });

  it('would report du in a de catalogue, and only there (the check itself works)', () => {
    const source = `
      export const de = { title: 'Ihre Serie', locked: 'Gib dein Passwort ein.', tips: ['Halte still.', 'Bleiben Sie in Bewegung – Verbinde ein Gerät.'], levels: { 'Keep drinking!': 'Trink weiter!' } };
      export const fr = { locked: 'Entrez votre mot de passe, dir.' };
      export const catalogue = { translations: { de: { signedOut: 'Melde dich an.', welcome: (name: string) => \`Hallo \${name}, schön, dass du da bist\` } } };`;
    expect(informalGermanInSource('sample-translations.ts', source).map((hit) => hit.text)).toEqual([
      'Gib dein Passwort ein.',
      'Halte still.',
      'Bleiben Sie in Bewegung – Verbinde ein Gerät.',
      'Trink weiter!',
      'Melde dich an.',
      'Hallo  … , schön, dass du da bist',
    ]);
  });
});
