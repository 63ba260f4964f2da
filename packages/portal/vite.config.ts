import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
// The widgets' build plugin that empties the descriptors' documentation strings (custom-elements.json keeps them).
import { descriptorDocsOut } from '../widgets/scripts/embed-descriptor-docs';
import { CSS_TARGET } from '../widgets/css-target.mjs';

// The reference server listens here and serves dist/ as a SPA in production.
const API = 'http://localhost:8080';

export default defineConfig({
  // The descriptors' prose is read by the manifest and the gallery, never by the portal: out of the
  // first load. Brotli and gzip copies of every text asset, written at build; the server sends the
  // one the browser accepts (@fastify/static preCompressed).
  plugins: [react(), descriptorDocsOut(), compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/, threshold: 1024 })],
  build: {
    cssTarget: CSS_TARGET,
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        // The widget registry's descriptors (one small module per widget, each also imported by its
        // element) in one chunk: one request on the first load instead of one per widget.
        codeSplitting: { groups: [{ name: 'widget-registry', test: /[\\/]widgets[\\/]src[\\/](widgets[\\/][^\\/]+[\\/]widget\.ts|registry[\\/])/ }] },
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
});
