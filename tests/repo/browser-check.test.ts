import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserPlan, DEBIAN_CHROMIUM, type MachineFacts, machineFacts } from '../../scripts/browser-check.mjs';

/** A fresh Debian machine, as CI has it: root, apt-get, no browser yet. */
const freshDebianAsRoot: MachineFacts = {
  chromiumPath: undefined,
  browserExists: false,
  isRoot: true,
  hasAptGet: true,
  installDisabled: false,
};

describe('browserPlan, what npm test does about Chromium before Playwright', () => {
  it('goes on when the browser is there, whoever runs it', () => {
    expect(browserPlan({ ...freshDebianAsRoot, browserExists: true })).toEqual({
      action: 'ready',
      executable: DEBIAN_CHROMIUM,
    });
    expect(browserPlan({ ...freshDebianAsRoot, browserExists: true, isRoot: false, hasAptGet: false })).toEqual({
      action: 'ready',
      executable: DEBIAN_CHROMIUM,
    });
    expect(browserPlan({ ...freshDebianAsRoot, chromiumPath: '/opt/chrome/chrome', browserExists: true })).toEqual({
      action: 'ready',
      executable: '/opt/chrome/chrome',
    });
  });

  it("installs Debian's chromium itself as root with apt-get, and says so", () => {
    expect(browserPlan(freshDebianAsRoot)).toEqual({
      action: 'install',
      executable: DEBIAN_CHROMIUM,
      message:
        "npm test: no Chromium at /usr/bin/chromium-headless-shell; installing Debian's chromium-headless-shell (apt-get update && apt-get install -y chromium-headless-shell)",
    });
    // CHROMIUM_PATH naming Debian's own path is the same browser.
    expect(browserPlan({ ...freshDebianAsRoot, chromiumPath: DEBIAN_CHROMIUM }).action).toBe('install');
  });

  it('stops with the sudo command for a user who is not root', () => {
    expect(browserPlan({ ...freshDebianAsRoot, isRoot: false })).toEqual({
      action: 'stop',
      executable: DEBIAN_CHROMIUM,
      message:
        'npm test: no Chromium at /usr/bin/chromium-headless-shell; run: sudo apt-get update && sudo apt-get install -y chromium-headless-shell',
    });
  });

  it('stops with the command when installing is forbidden', () => {
    const plan = browserPlan({ ...freshDebianAsRoot, installDisabled: true });
    expect(plan.action).toBe('stop');
    expect(plan).toHaveProperty(
      'message',
      'npm test: no Chromium at /usr/bin/chromium-headless-shell (DOCSGEN_NO_CHROMIUM_INSTALL=1 forbids installing it); run: apt-get update && apt-get install -y chromium-headless-shell',
    );
  });

  it('stops without apt-get, asking for a browser and CHROMIUM_PATH', () => {
    expect(browserPlan({ ...freshDebianAsRoot, hasAptGet: false })).toHaveProperty(
      'message',
      'npm test: no Chromium at /usr/bin/chromium-headless-shell; install Chromium, then run: CHROMIUM_PATH=/path/to/chromium npm test',
    );
  });

  it('never installs over a CHROMIUM_PATH of its own that is missing', () => {
    const plan = browserPlan({ ...freshDebianAsRoot, chromiumPath: '/opt/chrome/chrome' });
    expect(plan).toEqual({
      action: 'stop',
      executable: '/opt/chrome/chrome',
      message:
        'npm test: no Chromium at /opt/chrome/chrome (CHROMIUM_PATH); unset CHROMIUM_PATH and run: apt-get update && apt-get install -y chromium-headless-shell',
    });
  });

  it('prints a single line in every case that stops or installs', () => {
    for (const isRoot of [true, false])
      for (const hasAptGet of [true, false])
        for (const installDisabled of [true, false])
          for (const chromiumPath of [undefined, '/opt/chrome/chrome']) {
            const plan = browserPlan({ chromiumPath, browserExists: false, isRoot, hasAptGet, installDisabled });
            expect(plan.action).not.toBe('ready');
            if (plan.action !== 'ready')
              expect(plan.message).toMatch(/^npm test: no Chromium at \S+.*(run|installing)[^\n]*$/);
          }
  });
});

describe('machineFacts', () => {
  it('finds the browser CHROMIUM_PATH names only when it is an executable file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-check-'));
    try {
      const browser = path.join(dir, 'chromium');
      fs.writeFileSync(browser, '#!/bin/sh\n', { mode: 0o755 });
      fs.writeFileSync(path.join(dir, 'not-executable'), '', { mode: 0o644 });
      expect(machineFacts({ CHROMIUM_PATH: browser })).toMatchObject({
        chromiumPath: browser,
        browserExists: true,
        installDisabled: false,
      });
      expect(machineFacts({ CHROMIUM_PATH: path.join(dir, 'not-executable') }).browserExists).toBe(false);
      expect(machineFacts({ CHROMIUM_PATH: path.join(dir, 'missing') }).browserExists).toBe(false);
      expect(machineFacts({ CHROMIUM_PATH: dir }).browserExists).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads an empty CHROMIUM_PATH as unset, and the switch that forbids installing', () => {
    expect(machineFacts({ CHROMIUM_PATH: '' }).chromiumPath).toBeUndefined();
    expect(machineFacts({ DOCSGEN_NO_CHROMIUM_INSTALL: '1' }).installDisabled).toBe(true);
  });
});
