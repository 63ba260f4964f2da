import { defineConfig } from 'vitest/config';

// Every package brings its own vitest project; the browser journeys in tests/ run separately
// (tests/run-e2e.mjs) because they need a built product and a running server.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
