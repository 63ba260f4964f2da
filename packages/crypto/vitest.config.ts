import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'crypto',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // RSA-4096 generation takes seconds; the GnuPG and Chromium tests take longer.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
