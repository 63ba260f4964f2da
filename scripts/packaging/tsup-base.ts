// The one tsup setup of the publishable libraries (contract, crypto, sdk, widgets): ESM for bundlers
// and browsers, dependencies and peer dependencies left external, shared code split into chunks.
// Declarations come from `tsc -p tsconfig.build.json` afterwards (each package's `build:lib`). Each package's tsup.config.ts adds its
// entries and plugins. The workspace itself never uses dist/: package.json `exports` name the
// sources, and `publishConfig.exports` (applied by `pnpm pack` / `pnpm publish`) names dist/.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Options } from 'tsup';
import { transform } from 'esbuild';

export function libraryOptions(entry: Record<string, string>, extra: Partial<Options> = {}): Options {
  return {
    entry,
    format: ['esm'],
    outDir: 'dist',
    target: 'es2022',
    platform: 'browser',
    splitting: true,
    treeshake: true,
    sourcemap: true,
    clean: true,
    dts: false, // tsc -p tsconfig.build.json (docs/decisions/0001-libraries-ship-source-publish-dist.md: bundled declarations ran out of memory)
    // Chunks shared between entries go under dist/chunks, so dist/ lists only the public entries.
    esbuildOptions(options) {
      options.chunkNames = 'chunks/[name]-[hash]';
    },
    ...extra,
  };
}

/** Vite's `import css from './x.css?inline'` (the widgets' sheets): the file's text, minified. */
export const cssInlinePlugin = {
  name: 'css-inline',
  setup(build: import('esbuild').PluginBuild) {
    // The path keeps its `?inline` so tsup's own .css loader (postcss, emitting a .css file) skips it.
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: `${path.resolve(args.resolveDir, args.path.replace(/\?inline$/, ''))}?inline`,
      namespace: 'css-inline',
    }));
    build.onLoad({ filter: /.*/, namespace: 'css-inline' }, async (args) => {
      const { code } = await transform(await readFile(args.path.replace(/\?inline$/, ''), 'utf8'), { loader: 'css', minify: true });
      return { contents: code.trim(), loader: 'text' };
    });
  },
};

/**
 * A module that starts its worker as `new Worker(new URL('./x.worker.ts', import.meta.url))` (the
 * workspace's Vite bundles that) names the built worker `built` instead, relative to where the
 * module's code lands in dist/, in the same `new URL(…, import.meta.url)` shape a host's bundler
 * recognises. The worker itself is its own tsup entry.
 */
export function workerUrlPlugin(name: string, module: RegExp, source: string, built: string) {
  return {
    name,
    setup(build: import('esbuild').PluginBuild) {
      build.onLoad({ filter: module }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes(`'${source}'`)) throw new Error(`${path.basename(args.path)} no longer names ${source}; update its tsup.config.ts`);
        return { contents: text.replace(`'${source}'`, `'${built}'`), loader: 'ts' as const };
      });
    },
  };
}
