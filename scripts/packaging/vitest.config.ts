import { defineConfig } from 'vitest/config';

// The published shape: the libraries packed as npm would get them, their exports resolving
// to built files, and examples/react-host built from the tarballs. A phase of `npm test`
// (scripts/quickstart.mjs), after the unit tests; on its own: `npx vitest run --config scripts/packaging/vitest.config.ts`.
export default defineConfig({
  test: {
    name: 'packaging',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    globalSetup: ['./pack-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
