import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// @healthdeck/crypto makes key pairs in a module worker: workers are bundled as ES modules.
export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  build: { outDir: 'dist', emptyOutDir: true },
});
