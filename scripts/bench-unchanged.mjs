// A build with nothing changed since the last one (issue 42's budget: under 1 s at 10,000 pages): the corpus gets a
// node_modules folder for the time of the measurement, so that builds keep their stamp (cli/output/build-stamp.ts),
// one build writes it, and the next ones find nothing to do. The corpus is left as it was.
import fs from 'node:fs';
import path from 'node:path';
import { median } from './bench-timed.mjs';

const BUDGET_SECONDS = 1;

/** Medians of `runs` builds into `out` after a first one, each of which must report that nothing changed. */
export function unchangedRebuildBench({ dir, out, runs, buildOnce }) {
  const modules = path.join(dir, 'node_modules');
  const made = !fs.existsSync(modules);
  fs.mkdirSync(modules, { recursive: true });
  try {
    buildOnce(dir, out);
    const samples = Array.from({ length: runs }, () => buildOnce(dir, out));
    const built = samples.find((s) => !/nothing changed since the last build/.test(s.stdout));
    if (built) throw new Error(`a build with nothing changed built the site again:\n${built.stdout}`);
    const seconds = median(samples.map((s) => s.ms / 1000));
    return `${seconds.toFixed(2)}${seconds > BUDGET_SECONDS ? ` (over ${BUDGET_SECONDS})` : ''}`;
  } finally {
    if (made) fs.rmSync(modules, { recursive: true, force: true });
  }
}
