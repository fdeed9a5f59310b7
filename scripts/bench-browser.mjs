// The Chromium every browser bench drives: Debian's headless shell (CHROMIUM_PATH overrides it), with the features
// that would add their own traffic or work to a measurement turned off.
import { chromium } from 'playwright-core';
import { DEBIAN_CHROMIUM } from './browser-check.mjs';

export function launchBenchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM,
    args: [
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
