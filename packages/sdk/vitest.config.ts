import { defineConfig } from 'vitest/config';

// Run as a project of the root config (`npx vitest run --project sdk`), or on its own for coverage
// (`node packages/sdk/scripts/coverage.mjs` passes this file as --config; coverage options are read
// only from the config a run starts with).
export default defineConfig({
  test: {
    name: 'sdk',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      reportOnFailure: true,
    },
  },
});
