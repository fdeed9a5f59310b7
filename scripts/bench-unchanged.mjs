// Builds into a site the last build wrote (issue 42's budgets at 10,000 pages: under 1 s with nothing changed, under
// 1.5 s after one edited page): the corpus gets a node_modules folder for the time of the measurement, so that builds
// keep their stamp (cli/output/build-stamp.ts). One build writes it; the next ones find nothing to do; then each run
// adds a sentence to one page, and the build patches the site (StagedSite), rendering that page alone (PageCache). The
// corpus gives every doc a description, which most Docusaurus sites do not: a doc without one shows its first line on
// cards and in its head, which a reused doc must keep (it cost a rebuild 0.15 s once, unseen here). So the edits are
// timed again with every description taken out of the front matter. The corpus is left as it was.
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
  const docs = fg.sync('content/docs/**/*.md', { cwd: dir, absolute: true }).sort();
  const [page] = docs;
  const text = fs.readFileSync(page, 'utf8');
  const described = new Map();
  const edits = (from) =>
    Array.from({ length: runs }, (_, i) => {
      fs.writeFileSync(page, `${from}\nUma frase nova, a de número ${i + 1}, sobre a colheita.\n`);
      return buildOnce(dir, out);
    });
  try {
    buildOnce(dir, out);
    const unchanged = Array.from({ length: runs }, () => buildOnce(dir, out));
    const built = unchanged.find((s) => !/nothing changed since the last build/.test(s.stdout));
    if (built) throw new Error(`a build with nothing changed built the site again:\n${built.stdout}`);
    const edited = edits(text);
    const patched = edited.map((s) => /; (\d+) written, the others as they were/.exec(s.stdout)?.[1]);
    if (patched.includes(undefined))
      throw new Error(`a build after one edit did not patch the site:\n${edited[0].stdout}`);
    const rendered = edited.map((s) => /; (\d+) docs? rendered, \d+ reused/.exec(s.stdout)?.[1]);
    if (rendered.includes(undefined))
      throw new Error(`a build after one edit reused none of the last build's docs:\n${edited[0].stdout}`);
    for (const doc of docs) {
      const source = fs.readFileSync(doc, 'utf8');
      const bare = withoutDescription(source);
      if (bare === source) continue;
      described.set(doc, source);
      fs.writeFileSync(doc, bare);
    }
    // From a fresh cache, as the edits above: after a build that rendered every doc again, the cache's data file holds
    // every entry twice until it is compacted, and each edit read twice the data (0.1-0.4 s more at 10,000 pages).
    fs.rmSync(path.join(modules, '.cache', 'docsgen'), { recursive: true, force: true });
    buildOnce(dir, out);
    buildOnce(dir, out);
    const bareEdited = edits(withoutDescription(text));
    return {
      'nothing changed, median (s)': within(median(unchanged.map((s) => s.ms / 1000)), UNCHANGED_BUDGET_SECONDS),
      'one page edited, median (s)': within(median(edited.map((s) => s.ms / 1000)), EDITED_BUDGET_SECONDS),
      'one page edited, no doc described, median (s)': median(bareEdited.map((s) => s.ms / 1000)).toFixed(2),
      'files written after one edit': median(patched.map(Number)).toFixed(0),
      'docs rendered after one edit': median(rendered.map(Number)).toFixed(0),
    };
  } finally {
    for (const [doc, source] of described) fs.writeFileSync(doc, source);
    fs.writeFileSync(page, text);
    buildOnce(dir, out);
    if (made) fs.rmSync(modules, { recursive: true, force: true });
  }
}

const within = (seconds, budget) => `${seconds.toFixed(2)}${seconds > budget ? ` (over ${budget})` : ''}`;

/** A doc's source without the `description` line of its front matter. */
const withoutDescription = (source) => source.replace(/^(---\n(?:(?!---\n)[^\n]*\n)*?)description:[^\n]*\n/, '$1');
