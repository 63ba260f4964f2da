import { defineProject } from 'vitest/config';

// Checks of the repository as a whole (what no single package owns), run with every package's
// tests by the root vitest.config.ts.
export default defineProject({
  test: {
    name: 'repo',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
