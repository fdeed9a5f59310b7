#!/usr/bin/env node
// Search figures for `npm run bench`: the size of a built site's search index
// (raw and gzip), the time to load it, and query latency (median and p99)
// over a fixed set of reader-like queries, in Node, with the viewer's own
// search code (format/search/query.ts, bundled on the fly).
//   node scripts/bench-search.mjs <site dir> [--queries 300]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function loadSearchEngine() {
  const outfile = path.join(os.tmpdir(), `docsgen-search-bench-${process.pid}.mjs`);
  await esbuild.build({ entryPoints: [path.join(root, 'format/search/query.ts')], outfile, bundle: true, platform: 'node', format: 'esm', logLevel: 'warning' });
  try {
    return (await import(pathToFileURL(outfile).href)).SearchEngine;
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
/**
 * The repeated loads leave garbage that a reader's single load does not;
 * collect it before the load whose engine answers the timed queries, so
 * those pay for one load's garbage, as a reader's do.
 */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  vm.runInNewContext('gc')();
}

/** Deterministic queries from the index's own headings: whole words, accents dropped, prefixes, typos, pairs. */
function readerQueries(file, count) {
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const pick = (xs) => xs[Math.floor(random() * xs.length)];
  const words = [...new Set(file.sections.flatMap(([, heading]) => heading.toLowerCase().split(/\s+/)).filter((w) => w.length > 3 && !/\d/.test(w)))];
  const fold = (w) => w.normalize('NFD').replace(/\p{M}/gu, '');
  const typo = (w) => w.slice(0, 2) + w.slice(3);
  const shapes = [(w) => w, fold, (w) => w.slice(0, Math.max(3, Math.ceil(w.length * 0.6))), typo, (w) => `${w} ${pick(words)}`];
  return Array.from({ length: count }, (_, i) => shapes[i % shapes.length](pick(words)));
}

export async function searchBench(siteDir, { queries = 300, loads = 5 } = {}) {
  const manifestFile = fs.readdirSync(siteDir).find((f) => /^manifest\..*\.json$/.test(f));
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, manifestFile), 'utf8'));
  const indexPath = path.join(siteDir, manifest.search[0].file);
  const raw = fs.readFileSync(indexPath);
  const SearchEngine = await loadSearchEngine();

  const load = () => {
    const file = JSON.parse(raw.toString('utf8'));
    return { file, engine: new SearchEngine(file) };
  };
  const loadTimes = Array.from({ length: loads }, () => {
    const started = performance.now();
    load();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  collectGarbage();
  const { file, engine } = load();
  const list = readerQueries(file, queries);
  for (const q of list.slice(0, 20)) engine.search(q, { limit: 8 });
  const latencies = list.map((q) => {
    const started = performance.now();
    engine.search(q, { limit: 8 });
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return {
    'search index (KB raw)': (raw.length / 1024).toFixed(0),
    'search index (KB gzip)': (zlib.gzipSync(raw, { level: 9 }).length / 1024).toFixed(0),
    'search load median (ms)': quantile(loadTimes, 0.5).toFixed(0),
    [`query median / p99 over ${queries} (ms)`]: `${quantile(latencies, 0.5).toFixed(2)} / ${quantile(latencies, 0.99).toFixed(2)}`,
    // Other processes' work shows in the wall times above: say how busy the machine was.
    'load average': os.loadavg()[0].toFixed(1),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [siteDir, flag, value] = process.argv.slice(2);
  if (!siteDir) {
    console.error('usage: bench-search.mjs <site dir> [--queries N]');
    process.exit(2);
  }
  console.log(await searchBench(path.resolve(siteDir), flag === '--queries' ? { queries: Number(value) } : {}));
}
