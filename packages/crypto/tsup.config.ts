import { defineConfig } from 'tsup';
import { libraryOptions, workerUrlPlugin } from '../../scripts/packaging/tsup-base';

// The published build (scripts/packaging/tsup-base.ts). The key-generation worker is its own entry,
// dist/keygen.worker.js, beside dist/index.js: key-pair.ts names it `new URL('./keygen.worker.ts',
// import.meta.url)` for the workspace's Vite, so the built code names the .js file instead, in the
// same `new Worker(new URL(…, import.meta.url))` shape that the host's bundler recognises.
const workerUrl = workerUrlPlugin('keygen-worker-url', /[\\/]key-pair\.ts$/, './keygen.worker.ts', './keygen.worker.js');

export default defineConfig(
  libraryOptions({ index: 'src/index.ts', light: 'src/light.ts', 'key-store': 'src/key-store.ts', 'keygen.worker': 'src/keygen.worker.ts' }, { esbuildPlugins: [workerUrl] }),
);
