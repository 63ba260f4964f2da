import { defineConfig } from 'tsup';
import { libraryOptions } from '../../scripts/packaging/tsup-base';

// The published build (scripts/packaging/tsup-base.ts). The key-generation worker is its own entry,
// dist/keygen.worker.js, beside dist/index.js: key-pair.ts names it `new URL('./keygen.worker.ts',
// import.meta.url)` for the workspace's Vite, so the built code names the .js file instead, in the
// same `new Worker(new URL(…, import.meta.url))` shape that the host's bundler recognises.
const workerUrl = {
  name: 'keygen-worker-url',
  setup(build: import('esbuild').PluginBuild) {
    build.onLoad({ filter: /[\\/]key-pair\.ts$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      if (!source.includes("'./keygen.worker.ts'")) throw new Error('key-pair.ts no longer names ./keygen.worker.ts; update crypto/tsup.config.ts');
      return { contents: source.replace("'./keygen.worker.ts'", "'./keygen.worker.js'"), loader: 'ts' };
    });
  },
};

export default defineConfig(
  libraryOptions({ index: 'src/index.ts', light: 'src/light.ts', 'key-store': 'src/key-store.ts', 'keygen.worker': 'src/keygen.worker.ts' }, { esbuildPlugins: [workerUrl] }),
);
