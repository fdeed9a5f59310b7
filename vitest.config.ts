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
    // Test files share each worker's module cache instead of importing the compiler afresh: the whole suite (138 files)
    // took 187 s this way on 2 cores against 393 s isolated, 201 s with the reset below. Modules that keep state between
    // calls are put back as a new process has them before each file (tests/setup/fresh-module-state.ts): the
    // highlighter's grammars decide whether a block is highlighted or plain text, and its cache kept other files' HTML.
    isolate: false,
    setupFiles: ['tests/setup/ui-strings.ts', 'tests/setup/fresh-module-state.ts'],
  },
});
