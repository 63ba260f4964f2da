import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { descriptorDocsOut } from '../widgets/scripts/descriptor-docs-out';
import { CSS_TARGET } from '../widgets/css-target.mjs';
import { REACT_ALIAS } from '../widgets/react-alias.mjs';

// The reference server listens here and serves dist/ as a SPA in production.
const API = 'http://localhost:8080';

export default defineConfig(
  ({ command }): UserConfig => ({
    // The descriptors' documentation is read by the manifest and the gallery, never by the portal
    // (../widgets/scripts/descriptor-docs-out.ts): 7.2 kB brotli less on the first load of
    // /client/home (npm run size). Brotli and gzip copies of every text asset, written at build; the
    // server sends the one the browser accepts (@fastify/static preCompressed).
    plugins: [react(), descriptorDocsOut(), compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/, threshold: 1024 })],
    // The portal and the admin run on preact/compat in the build, as the embed does: a smaller first
    // load. The component tests (vitest.config.ts) render with React itself, the browser journeys
    // this build; `vite` (dev) keeps React for its fast refresh.
    resolve: { alias: command === 'build' ? REACT_ALIAS : [] },
    build: {
      cssTarget: CSS_TARGET,
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // Lists the first load's files for the size budgets (scripts/page-views.mjs).
      manifest: true,
      rolldownOptions: {
        output: {
          chunkFileNames: 'assets/[hash].js',
          // What index.html loads statically (the bundler's `$initial` modules: the shell, the client
          // layout, the page renderer with the widget registry) is one chunk. Left to the bundler the
          // first load of /client/home was 128.5 kB brotli in 88 files (each descriptor a chunk shared
          // with its widget's code); with this group 71.8 kB in 2 (npm run size).
          codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] },
        },
      },
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: { '/api': API, '/dev': API, '/embed': API },
    },
    preview: { port: 4173, proxy: { '/api': API, '/dev': API, '/embed': API } },
    // @healthdeck/crypto makes the RSA-4096 key pair in a module worker
    // (`new Worker(new URL(...), { type: 'module' })`), so workers must be bundled as ES modules.
    worker: { format: 'es' },
  }),
);
