import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright owns tests/e2e; vitest would otherwise pick up its *.spec.ts files.
    include: ['tests/cli/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
