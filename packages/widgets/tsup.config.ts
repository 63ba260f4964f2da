import { defineConfig } from 'tsup';
import { cssInlinePlugin, libraryOptions } from '../../scripts/packaging/tsup-base';
import { registeredFolders } from './scripts/registered-folders';

// The published build (scripts/packaging/tsup-base.ts): the main entry, and one entry per registered
// widget (`@healthdeck/widgets/<folder>`), taken from the registry so a new widget needs no edit here.
// Sheets (`*.css?inline`) become minified strings. React stays a peer dependency (external); the
// script-tag embed is the other build (vite.embed.config.ts), not part of the npm package.
const entry: Record<string, string> = { index: 'src/index.ts' };
for (const folder of registeredFolders()) entry[`widgets/${folder}/index`] = `src/widgets/${folder}/index.ts`;

// dist/embed and dist/gallery are the vite builds' (vite.embed.config.ts, vite.gallery.config.ts): cleaning dist/ leaves them alone.
export default defineConfig(libraryOptions(entry, { esbuildPlugins: [cssInlinePlugin], clean: ['!embed/**', '!gallery/**'] }));
