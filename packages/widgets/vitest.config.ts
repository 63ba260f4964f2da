import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'widgets',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'gallery/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The stylesheets are imported as text (`?inline`) and adopted; tests need the real CSS.
    css: { include: [/.+/] },
  },
});
