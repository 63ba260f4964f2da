import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
// The widgets' build plugin that empties the descriptors' documentation strings (custom-elements.json keeps them).
import { descriptorDocsOut } from '../widgets/scripts/embed-descriptor-docs';
import { CSS_TARGET } from '../widgets/css-target.mjs';
import { REACT_ALIAS } from '../widgets/react-alias.mjs';
import { isFirstPass, learnChunks } from './scripts/first-load-chunks';

// The reference server listens here and serves dist/ as a SPA in production.
const API = 'http://localhost:8080';

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  // The first load in one chunk, and the widgets' shared small code in another
  // (scripts/first-load-chunks.ts): learnt from a first build in memory.
  const learnt = command === 'build' && !isFirstPass() ? await learnChunks(import.meta.url) : null;
  return {
    // The descriptors' prose is read by the manifest and the gallery, never by the portal: out of the
    // first load. Brotli and gzip copies of every text asset, written at build; the server sends the
    // one the browser accepts (@fastify/static preCompressed).
    plugins: [react(), descriptorDocsOut(), isFirstPass() ? null : compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/, threshold: 1024 })],
    // The portal and the admin run on preact/compat in the build, as the embed does (DESIGN.md):
    // the first load of /client/home went from 138.3 to 79.1 kB gzip (DECISIONS "The portal on
    // preact/compat"). The component tests (vitest.config.ts) render with React itself, the browser
    // journeys this build; `vite` (dev) keeps React for its fast refresh.
    resolve: { alias: command === 'build' ? REACT_ALIAS : [] },
    build: {
      cssTarget: CSS_TARGET,
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        output: {
          chunkFileNames: 'assets/[hash].js',
          // The widget registry's descriptors (one small module per widget, each also imported by its
          // element) in one chunk: one request on the first load instead of one per widget.
          codeSplitting: {
            groups: [
              { name: 'widget-registry', priority: 2, test: /[\\/]widgets[\\/]src[\\/](widgets[\\/][^\\/]+[\\/]widget\.ts|registry[\\/])/ },
              ...(learnt
                ? [
                    { name: 'first-load', priority: 1, test: (id: string) => learnt.firstLoad.has(id) },
                    { name: 'widget-shared', priority: 0, test: (id: string) => learnt.widgetShared.has(id) },
                  ]
                : []),
            ],
          },
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
  };
});
