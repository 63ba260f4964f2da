import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { CSS_TARGET } from './css-target.mjs';

// The widget gallery, served by the server at /docs/widgets: its own page and bundle,
// so it is in neither the portal's first load nor the embed. React (not preact: the gallery shows
// the React build of the elements) and the sdk's in-browser fake server with the contract's schemas.
export default defineConfig({
  root: fileURLToPath(new URL('./gallery', import.meta.url)),
  base: '/docs/widgets/',
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html)$/, threshold: 1024 })],
  build: {
    cssTarget: CSS_TARGET,
    outDir: fileURLToPath(new URL('./dist/gallery', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
