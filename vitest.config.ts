import { defineConfig } from 'vitest/config';

// Every package brings its own vitest project; the browser journeys in tests/ run separately
// (`npm run test:e2e`, and the last phase of `npm test`) because they need a built product and a running server.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
