// Builds into a site the last build wrote (issue 42's budgets at 10,000 pages: under 1 s with nothing changed, under
// 1.5 s after one edited page): the corpus gets a node_modules folder for the time of the measurement, so that builds
// keep their stamp (cli/output/build-stamp.ts). One build writes it; the next ones find nothing to do; then each run
// adds a sentence to one page, and the build patches the site (StagedSite), rendering that page alone (PageCache). The
// corpus is left as it was.
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { median } from './bench-timed.mjs';

const UNCHANGED_BUDGET_SECONDS = 1;
const EDITED_BUDGET_SECONDS = 1.5;

/** Medians of `runs` builds with nothing changed, then of `runs` builds after one page's text changed. */
export function warmRebuildBench({ dir, out, runs, buildOnce }) {
  const modules = path.join(dir, 'node_modules');
  const made = !fs.existsSync(modules);
  fs.mkdirSync(modules, { recursive: true });
  const [page] = fg.sync('content/docs/**/*.md', { cwd: dir, absolute: true }).sort();
  const text = fs.readFileSync(page, 'utf8');
  try {
    buildOnce(dir, out);
    const unchanged = Array.from({ length: runs }, () => buildOnce(dir, out));
    const built = unchanged.find((s) => !/nothing changed since the last build/.test(s.stdout));
    if (built) throw new Error(`a build with nothing changed built the site again:\n${built.stdout}`);
    const edited = Array.from({ length: runs }, (_, i) => {
      fs.writeFileSync(page, `${text}\nUma frase nova, a de número ${i + 1}, sobre a colheita.\n`);
      return buildOnce(dir, out);
    });
    const patched = edited.map((s) => /; (\d+) written, the others as they were/.exec(s.stdout)?.[1]);
    if (patched.includes(undefined))
      throw new Error(`a build after one edit did not patch the site:\n${edited[0].stdout}`);
    const rendered = edited.map((s) => /; (\d+) docs? rendered, \d+ reused/.exec(s.stdout)?.[1]);
    if (rendered.includes(undefined))
      throw new Error(`a build after one edit reused none of the last build's docs:\n${edited[0].stdout}`);
    return {
      'nothing changed, median (s)': within(median(unchanged.map((s) => s.ms / 1000)), UNCHANGED_BUDGET_SECONDS),
      'one page edited, median (s)': within(median(edited.map((s) => s.ms / 1000)), EDITED_BUDGET_SECONDS),
      'files written after one edit': median(patched.map(Number)).toFixed(0),
      'docs rendered after one edit': median(rendered.map(Number)).toFixed(0),
    };
  } finally {
    fs.writeFileSync(page, text);
    buildOnce(dir, out);
    if (made) fs.rmSync(modules, { recursive: true, force: true });
  }
}

const within = (seconds, budget) => `${seconds.toFixed(2)}${seconds > budget ? ` (over ${budget})` : ''}`;
