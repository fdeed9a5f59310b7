// Before Playwright runs, `npm test` makes sure the Chromium it drives is there:
// on a fresh Debian machine, as root, it installs Debian's package itself;
// anywhere else it stops at once with the one command that would fix it,
// rather than failing every browser test with "executable doesn't exist".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where Debian's chromium-headless-shell package puts the browser, and where Playwright looks unless
 * CHROMIUM_PATH says otherwise. It is the same Chromium build as Debian's chromium package in the old
 * headless mode, which is what Playwright itself drives headless; measured here, a browser context opens
 * in about 170 ms against 500–700 ms for the full browser's new headless mode, and the suite is that much shorter.
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium-headless-shell';
/** The Debian package that provides DEBIAN_CHROMIUM. */
const DEBIAN_PACKAGE = 'chromium-headless-shell';
/** Set to 1 to forbid the automatic install (a shared machine, a read-only image). */
export const NO_INSTALL_VARIABLE = 'DOCSGEN_NO_CHROMIUM_INSTALL';

const INSTALL_STEPS = [
  ['apt-get', ['update']],
  ['apt-get', ['install', '-y', DEBIAN_PACKAGE]],
];
/** The install as one shell line; through sudo for a user who is not root. */
const installCommand = (asRoot) =>
  INSTALL_STEPS.map(([cmd, args]) => [...(asRoot ? [] : ['sudo']), cmd, ...args].join(' ')).join(' && ');

/**
 * What to do about the browser, from the facts alone: `ready`; `install`
 * Debian's package (as root, with apt-get, unless forbidden); or `stop`, with
 * the one line to print. A CHROMIUM_PATH of its own is never installed over:
 * only the reader knows where that browser should come from.
 */
export function browserPlan({ chromiumPath, browserExists, isRoot, hasAptGet, installDisabled }) {
  const executable = chromiumPath || DEBIAN_CHROMIUM;
  if (browserExists) return { action: 'ready', executable };
  const missing = `npm test: no Chromium at ${executable}`;
  const stop = (message) => ({ action: 'stop', executable, message });
  if (!hasAptGet) return stop(`${missing}; install Chromium, then run: CHROMIUM_PATH=/path/to/chromium npm test`);
  if (executable !== DEBIAN_CHROMIUM)
    return stop(`${missing} (CHROMIUM_PATH); unset CHROMIUM_PATH and run: ${installCommand(isRoot)}`);
  if (installDisabled)
    return stop(`${missing} (${NO_INSTALL_VARIABLE}=1 forbids installing it); run: ${installCommand(isRoot)}`);
  if (!isRoot) return stop(`${missing}; run: ${installCommand(false)}`);
  return {
    action: 'install',
    executable,
    message: `${missing}; installing Debian's ${DEBIAN_PACKAGE} (${installCommand(true)})`,
  };
}

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

const onPath = (command) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && isExecutable(path.join(dir, command)));

/** The facts browserPlan decides from, as this machine and environment have them. */
export function machineFacts(env = process.env) {
  const chromiumPath = env.CHROMIUM_PATH || undefined;
  return {
    chromiumPath,
    browserExists: isExecutable(chromiumPath ?? DEBIAN_CHROMIUM),
    isRoot: process.getuid?.() === 0,
    hasAptGet: onPath('apt-get'),
    installDisabled: env[NO_INSTALL_VARIABLE] === '1',
  };
}

/** Makes sure the browser is there, installing it when it can; returns false (after one line on stderr) when it is not. */
export function ensureBrowser() {
  const plan = browserPlan(machineFacts());
  if (plan.action === 'ready') return true;
  console.error(plan.message);
  if (plan.action === 'stop') return false;
  for (const [cmd, args] of INSTALL_STEPS) {
    const status = spawnSync(cmd, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
    if (status !== 0) {
      console.error(`npm test: \`${[cmd, ...args].join(' ')}\` failed (exit ${status}); run: ${installCommand(true)}`);
      return false;
    }
  }
  if (isExecutable(plan.executable)) return true;
  console.error(
    `npm test: Debian's ${DEBIAN_PACKAGE} installed, but ${plan.executable} is still missing; set CHROMIUM_PATH to the browser`,
  );
  return false;
}
