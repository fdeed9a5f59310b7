/** One line per failed test of vitest's and Playwright's JSON reports, "file › name: first error line"; either report may be null. */
export function listFailures(unitReport: unknown, browserReport: unknown, root: string): string[];
/** One line per Playwright test that failed and then passed on its retry, "file › name: first error line". */
export function listFlaky(browserReport: unknown, root: string): string[];
