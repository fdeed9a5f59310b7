#!/usr/bin/env node
// Search figures for `npm run bench`: the size of a built site's search index
// (raw and gzip), the time to load it, and query latency (median and p99)
// over a fixed set of reader-like queries, in Node, with the viewer's own
// search code (cli/search/query.ts, bundled on the fly).
//   node scripts/bench-search.mjs <site dir> [--queries 300]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function loadSearchEngine() {
  const outfile = path.join(os.tmpdir(), `docsgen-search-bench-${process.pid}.mjs`);
  await esbuild.build({ entryPoints: [path.join(root, 'cli/search/query.ts')], outfile, bundle: true, platform: 'node', format: 'esm', logLevel: 'warning' });
  try {
    return (await import(pathToFileURL(outfile).href)).SearchEngine;
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

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

  const loadTimes = [];
  let engine;
  let file;
  for (let i = 0; i < loads; i++) {
    const started = performance.now();
    file = JSON.parse(raw.toString('utf8'));
    engine = new SearchEngine(file);
    loadTimes.push(performance.now() - started);
  }
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
    'search load median (ms)': quantile([...loadTimes].sort((a, b) => a - b), 0.5).toFixed(0),
    [`query median / p99 over ${queries} (ms)`]: `${quantile(latencies, 0.5).toFixed(2)} / ${quantile(latencies, 0.99).toFixed(2)}`,
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
