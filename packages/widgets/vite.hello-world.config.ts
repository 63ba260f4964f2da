import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { REACT_ALIAS } from './react-alias.mjs';

// The hello-world element the phone-profile benchmark measures beside ours (benchmark/hello-world.tsx):
// the embed's React alias (preact/compat), target and minifier, one file, brotli and gzip copies.
// Written to dist/hello-world/, which the server does not serve: the benchmark's partner page does.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.js$/, threshold: 0 })],
  resolve: { alias: REACT_ALIAS },
  build: {
    lib: { entry: fileURLToPath(new URL('./benchmark/hello-world.tsx', import.meta.url)), formats: ['es'] },
    outDir: 'dist/hello-world',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: { format: 'es', minify: true, comments: false, entryFileNames: 'hello-world.js' },
    },
  },
});
