import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { descriptorDocsOut } from './scripts/descriptor-docs-out';
import { elementLoaders } from './scripts/embed-element-loaders';
import { WIDGETS_VERSION } from './src/version';
import { CSS_TARGET } from './css-target.mjs';
import { REACT_ALIAS } from './react-alias.mjs';

const entryModule = fileURLToPath(new URL('./src/embed/index.ts', import.meta.url));

// The script-tag bundle: React is swapped for preact/compat, each element's code is a chunk loaded
// when its tag first appears, and openpgp stays out unless asked for. Its size per page view is
// checked by `npm run size` (.size-limit.mjs at the repository's root).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Chunks are imported relative to the entry, so the script works from any path and origin.
  base: './',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The entry lists each element's tag and loader only (scripts/embed-element-loaders.ts). The
  // descriptors' documentation stays in custom-elements.json (scripts/descriptor-docs-out.ts): 0.4 kB
  // brotli less on the one-widget page, 1.3 kB on the five daily habits (npm run size).
  // version.json names the build's version: the server answers /embed/v<version>/ and /embed/v<major>/ with it.
  plugins: [
    elementLoaders(),
    descriptorDocsOut(),
    {
      name: 'healthdeck:embed-version',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version: WIDGETS_VERSION })}\n` });
      },
    },
    // Brotli and gzip copies written at build; the server sends the one the browser accepts.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css)$/, threshold: 1024 }),
  ],
  resolve: {
    alias: REACT_ALIAS,
  },
  build: {
    cssTarget: CSS_TARGET,
    // Library mode: a script for other sites' pages, so Vite wraps no import() in its preload helper
    // (an app build keeps it even with modulePreload false; a partner's page would load it, and its
    // `vite:preloadError` listener would hear our failures). Every sheet is a string adopted into a
    // shadow root: no CSS file.
    lib: { entry: entryModule, formats: ['es'] },
    outDir: 'dist/embed',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    // Lists each page view's files for the size budgets (scripts/page-views.mjs).
    manifest: true,
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      input: { healthdeck: entryModule },
      preserveEntrySignatures: false,
      onwarn(warning, warn) {
        // react-query marks its modules "use client"; the directive means nothing in a browser bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        format: 'es',
        // Minified as an app build is (library mode would keep the whitespace and comments).
        minify: true,
        comments: false,
        entryFileNames: 'healthdeck.js',
        // A widget's element chunk is named for its folder (src/widgets/<folder>/element.tsx), so
        // a network log (and the embed's browser test) reads 'hydration-tracker-element-….js'.
        chunkFileNames: (chunk) => {
          const folder = /[\\/]widgets[\\/]([a-z0-9-]+)[\\/]element\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return folder ? `chunks/${folder}-element-[hash].js` : 'chunks/[name]-[hash].js';
        },
        assetFileNames: 'assets/[name]-[hash][extname]',
        // The code that 25 or more of the build's entry chunks (the entry, each element, each part
        // loaded on demand) need is one chunk: the runtime, the element provider, the sdk client,
        // the button, the widget frame. Left to the bundler it is some twenty files of a few hundred
        // bytes, each compressed alone. Without this group the one-widget page (<hd-hydration-tracker>)
        // is 39.0 kB brotli in 31 files, the five daily habits 59.2 kB in 53; with it 34.1 kB in 10
        // and 53.1 kB in 31 (npm run size). A share count of 20 to 35 gives the same within 0.5 kB.
        codeSplitting: { groups: [{ name: 'shared', minShareCount: 25 }] },
      },
    },
  },
});
