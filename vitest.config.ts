import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright owns tests/e2e; vitest would otherwise pick up its *.spec.ts files.
    include: ['tests/{cli,format,viewer,repo}/**/*.test.ts'],
    // A stray .only would quietly shrink the suite while CI still printed "0 failed".
    allowOnly: false,
    testTimeout: 30_000,
    // Some suites compile the real portal once in beforeAll; on a loaded 2-core machine that takes a while.
    hookTimeout: 60_000,
    // Test files share each worker's module cache instead of importing the compiler afresh: on 2 cores the
    // mdx/render/format suites took 74 s this way against 142-158 s isolated, with the same 242 passing.
    // No test relies on fresh module state (there are no module mocks; the one env change is restored).
    isolate: false,
  },
});
