import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'portal',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 20000,
  },
});
