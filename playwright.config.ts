import { defineConfig } from '@playwright/test';
import { DEBIAN_CHROMIUM } from './scripts/browser-check.mjs';

/** Debian's Chromium headless shell (see scripts/browser-check.mjs); Playwright's own browser downloads are not available here. */
const executablePath = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  globalSetup: './tests/e2e/global-setup.ts',
  // A stray .only would quietly shrink the suite while CI still printed "0 failed".
  forbidOnly: true,
  fullyParallel: false,
  // Two files at a time: most of a browser test is waiting on Chromium, and one worker took 11.5 of CI's 20 minutes.
  // Each worker builds the sites its files use, so builds run two at a time on CI's 2 cores: hence the minute below.
  workers: 2,
  // One retry: a test that fails twice fails; one that passes on its retry is reported as flaky in the summary's list.
  retries: 1,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: [
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
