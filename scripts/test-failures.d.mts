/** One line per failed test of vitest's and Playwright's JSON reports, "file › name: first error line"; either report may be null. */
export function listFailures(unitReport: unknown, browserReport: unknown, root: string): string[];
