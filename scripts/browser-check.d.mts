/** Where Debian's chromium package puts the browser, and where Playwright looks unless CHROMIUM_PATH says otherwise. */
export const DEBIAN_CHROMIUM: string;
/** Set to 1 to forbid the automatic install. */
export const NO_INSTALL_VARIABLE: string;

export interface MachineFacts {
  /** CHROMIUM_PATH, when set and not empty. */
  chromiumPath: string | undefined;
  /** Whether the browser to use (CHROMIUM_PATH, or Debian's) is an executable file. */
  browserExists: boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  installDisabled: boolean;
}

export type BrowserPlan =
  | { action: 'ready'; executable: string }
  | { action: 'install'; executable: string; message: string }
  | { action: 'stop'; executable: string; message: string };

/** What to do about the browser, from the facts alone. */
export function browserPlan(facts: MachineFacts): BrowserPlan;
/** The facts browserPlan decides from, as this machine and environment have them. */
export function machineFacts(env?: NodeJS.ProcessEnv): MachineFacts;
/** Makes sure the browser is there, installing it when it can; false (after one line on stderr) when it is not. */
export function ensureBrowser(): boolean;
