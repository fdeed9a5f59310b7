// Names every failed test of a run, from vitest's and Playwright's JSON reports. scripts/test.mjs prints
// the list last, so the tail of a CI log (often all that is kept) says which test failed and why.
import path from 'node:path';

/** The first line of an error, so a failure is named without its stack. */
const firstLine = (message) =>
  String(message ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);

/** Failed vitest tests, and test files that failed before any test ran (an import error, a hook). */
function unitFailures(report, root) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) lines.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    if (file.status === 'failed' && failedTests.length === 0) lines.push(`${where}: ${firstLine(file.message)}`);
  }
  return lines;
}

/** Playwright tests of one outcome, with the error of their first attempt that failed. */
function browserTests(report, root, status) {
  const lines = [];
  const testDir = path.relative(root, report?.config?.rootDir ?? root);
  const walk = (suites) => {
    for (const suite of suites ?? []) {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          if (test.status !== status) continue;
          const error = test.results.find((result) => result.errors?.length)?.errors[0]?.message;
          lines.push(`${path.join(testDir, spec.file)}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
        }
      }
      walk(suite.suites);
    }
  };
  walk(report?.suites);
  return lines;
}

/** One line per failed test of both reports (either may be null when its runner wrote none). */
export function listFailures(unitReport, browserReport, root) {
  return [...unitFailures(unitReport, root), ...browserTests(browserReport, root, 'unexpected')];
}

/** One line per Playwright test that failed and then passed on its retry, with the error it failed with. */
export function listFlaky(browserReport, root) {
  return browserTests(browserReport, root, 'flaky');
}
