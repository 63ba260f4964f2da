import { defineConfig } from 'tsup';
import { cssInlinePlugin, libraryOptions, workerUrlPlugin } from '../../scripts/packaging/tsup-base';
import { registeredFolders } from './scripts/registered-folders';

// The published build (scripts/packaging/tsup-base.ts): the main entry, and one entry per registered
// widget (`@healthdeck/widgets/<folder>`), taken from the registry so a new widget needs no edit here.
// Sheets (`*.css?inline`) become minified strings. React stays a peer dependency (external); the
// script-tag embed is the other build (vite.embed.config.ts), not part of the npm package.
const entry: Record<string, string> = { index: 'src/index.ts' };
for (const folder of registeredFolders()) entry[`widgets/${folder}/index`] = `src/widgets/${folder}/index.ts`;
// The scan's rPPG worker sits beside the chunks: the pulse reader is reached only through the scan's
// dynamic import, so its code is a chunk in dist/chunks/ and names the worker there.
entry['chunks/rppg.worker'] = 'src/vitals/rppg.worker.ts';
const rppgWorkerUrl = workerUrlPlugin('rppg-worker-url', /[\\/]pulse-reader\.ts$/, './rppg.worker.ts', './rppg.worker.js');

// dist/embed and dist/gallery are the vite builds' (vite.embed.config.ts, vite.gallery.config.ts): cleaning dist/ leaves them alone.
export default defineConfig(libraryOptions(entry, { esbuildPlugins: [cssInlinePlugin, rppgWorkerUrl], clean: ['!embed/**', '!gallery/**'] }));
