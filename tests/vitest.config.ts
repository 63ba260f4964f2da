import { defineConfig } from 'vitest/config';

// Browser journeys: one real server (embedded PostgreSQL, fresh data dir) for the run, Debian's
// Chromium driven by playwright-core. Files run one after another on that server; `npm test` runs
// two such runs at once, each on a share of the files (scripts/quickstart.mjs).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // The teardown stops the server and runs the at-rest audit over its data folder (seconds; more
    // under load): past this, vitest would exit without the audit's verdict.
    teardownTimeout: 120_000,
  },
});
