#!/usr/bin/env node
// Search figures for `npm run bench`. In Node, with the viewer's own search code (format/search/split-query.ts,
// bundled on the fly): the split index's size (entry and parts, raw and brotli), the time to load its entry, and
// query latency (median and p99) over a fixed set of reader-like queries with every part loaded. In Chromium,
// against `docsgen serve` (brotli): the bytes a first one-word search adds to a doc page (budget 150 KB at 10,000
// pages), and the time from the last keystroke to the suggestions shown once the index parts are loaded (budget
// median 30 ms).
//   node scripts/bench-search.mjs <site dir> [--queries 300] [--browser]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { startServe } from './bench-serve.mjs';
import { launchBenchBrowser } from './bench-browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function loadSearchCode() {
  const outfile = path.join(os.tmpdir(), `docsgen-search-bench-${process.pid}.mjs`);
  const entry =
    "export { SplitSearchEngine } from './format/search/split-query.ts'; export { docPartName, excerptPartName, searchPartFile } from './format/search/parts.ts';";
  await esbuild.build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const brotli = (buffer) =>
  zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
const kb = (bytes) => (bytes / 1024).toFixed(0);

/** Deterministic queries from the index's own headings: whole words, accents dropped, prefixes, typos, pairs. */
function readerQueries(headings, count) {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = (xs) => xs[Math.floor(random() * xs.length)];
  const words = [
    ...new Set(
      headings.flatMap((heading) => heading.toLowerCase().split(/\s+/)).filter((w) => w.length > 3 && !/\d/.test(w)),
    ),
  ];
  const fold = (w) => w.normalize('NFD').replace(/\p{M}/gu, '');
  const typo = (w) => w.slice(0, 2) + w.slice(3);
  const shapes = [
    (w) => w,
    fold,
    (w) => w.slice(0, Math.max(3, Math.ceil(w.length * 0.6))),
    typo,
    (w) => `${w} ${pick(words)}`,
  ];
  return Array.from({ length: count }, (_, i) => shapes[i % shapes.length](pick(words)));
}

function siteIndex(siteDir) {
  const manifestFile = fs.readdirSync(siteDir).find((f) => /^manifest\..*\.json$/.test(f));
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, manifestFile), 'utf8'));
  return manifest.search[0].file;
}

export async function searchBench(siteDir, { queries = 300 } = {}) {
  const entryFile = siteIndex(siteDir);
  const { SplitSearchEngine, searchPartFile, docPartName, excerptPartName } = await loadSearchCode();
  const entryRaw = fs.readFileSync(path.join(siteDir, entryFile));
  const entry = JSON.parse(entryRaw.toString('utf8'));
  const parts = new Map();
  let raw = 0;
  let compressed = 0;
  const { hash, sizes } = entry.docParts;
  for (const name of [
    ...entry.termParts.map(([, , h]) => h),
    ...sizes.flatMap((_, k) => [docPartName(hash, k), excerptPartName(hash, k)]),
  ]) {
    const bytes = fs.readFileSync(path.join(siteDir, searchPartFile(entryFile, name)));
    raw += bytes.length;
    compressed += brotli(bytes);
    parts.set(name, bytes.toString('utf8'));
  }
  const engine = new SplitSearchEngine(entry, async (name) => JSON.parse(parts.get(name)));
  await engine.loadAllParts();
  const headings = [...parts.values()].flatMap((json) => JSON.parse(json).sections?.map((section) => section[1]) ?? []);
  const list = readerQueries(headings, queries);
  for (const q of list.slice(0, 20)) await engine.search(q, { limit: 8 });
  // Three passes over the queries, keeping the one with the lowest p99: on a shared machine another process's work
  // lands in some pass's wall times, rarely in all three.
  let latencies = [];
  for (let pass = 0; pass < 3; pass++) {
    const times = [];
    for (const q of list) {
      const started = performance.now();
      await engine.search(q, { limit: 8 });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    if (!latencies.length || quantile(times, 0.99) < quantile(latencies, 0.99)) latencies = times;
  }
  return {
    'search entry (KB raw / br)': `${kb(entryRaw.length)} / ${kb(brotli(entryRaw))}`,
    'search parts (term + doc + excerpt)': `${entry.termParts.length} + ${sizes.length} + ${sizes.length}`,
    'search parts (MB raw / br)': `${(raw / 1024 / 1024).toFixed(1)} / ${(compressed / 1024 / 1024).toFixed(1)}`,
    [`query median / p99, all parts loaded, ${queries} queries, best of 3 passes (ms)`]: `${quantile(latencies, 0.5).toFixed(2)} / ${quantile(latencies, 0.99).toFixed(2)}${quantile(latencies, 0.99) > 30 ? ' (over 30)' : ''}`,
    // Other processes' work shows in the wall times above: say how busy the machine was.
    'load average': os.loadavg()[0].toFixed(1),
  };
}

/** A word of the corpus that many sections hold, as a reader's first search. */
const FIRST_WORD = 'colheita';
/** Words whose last keystroke changes the suggestions (the hits for the word differ from those of its prefix). */
const TYPED_WORDS = [
  'monitoramento',
  'produtividade',
  'sincronização',
  'homologação',
  'pulverização',
  'reformulação',
  'exportação',
  'autenticação',
  'integração',
  'velocidade',
];

/**
 * In Chromium, on a doc page served by `docsgen serve` with brotli: the bytes on the wire from the first focus of
 * the search box to the suggestions of a one-word search typed key by key (every request counted, the search code's
 * chunk included); then, with the index's parts loaded, the time from the keydown of a word's last letter to the
 * suggestion list changing, over several words (median).
 */
export async function searchBrowserBench({ root: cliRoot = root, site, route = 'docs/about/intro', rounds = 3 }) {
  const server = await startServe(cliRoot, site);
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/${route}`);
    await page.waitForLoadState('networkidle');
    const finished = [];
    // The search code's chunks and the index; payloads that link prefetching fetches as the pointer crosses the page are not search's.
    const isSearch = (url) => url.includes('/search-index/') || url.includes('/assets/');
    page.on(
      'requestfinished',
      (request) =>
        isSearch(request.url()) &&
        finished.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)),
    );
    const box = page.getByRole('combobox', { name: 'Buscar na documentação' });
    const options = page.getByRole('listbox', { name: 'Sugestões de busca' }).getByRole('option');
    await box.click();
    await box.pressSequentially(FIRST_WORD, { delay: 80 });
    await options.first().waitFor();
    await page.waitForLoadState('networkidle');
    const firstSearchBytes = (await Promise.all(finished)).reduce((sum, n) => sum + n, 0);

    // Every word typed once, so that its parts are loaded before it is timed.
    for (const word of TYPED_WORDS) {
      await box.fill(word.slice(0, -1));
      await box.fill(word);
      await options.first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    const samples = [];
    for (let round = 0; round < rounds; round++) {
      for (const word of TYPED_WORDS) {
        await box.fill(word.slice(0, -1));
        // Let the prefix's own suggestions settle, whatever the viewer's debounce.
        await page.waitForTimeout(300);
        await page.evaluate(() => {
          const list = document.querySelector('[role="listbox"]');
          window.__suggestionsShown = new Promise((resolve) => {
            let pressed = 0;
            document.addEventListener('keydown', () => (pressed = performance.now()), { capture: true, once: true });
            const observer = new MutationObserver(() => {
              if (!pressed) return;
              observer.disconnect();
              resolve(performance.now() - pressed);
            });
            observer.observe(list, { childList: true, subtree: true, characterData: true });
            setTimeout(() => resolve(null), 2000);
          });
        });
        await page.keyboard.press(word.slice(-1));
        const ms = await page.evaluate(() => window.__suggestionsShown);
        if (ms !== null) samples.push(ms);
      }
    }
    samples.sort((a, b) => a - b);
    return {
      'first one-word search (KB on the wire)': `${kb(firstSearchBytes)}${firstSearchBytes > 150 * 1024 ? ' (over 150)' : ''}`,
      'keystroke → suggestions median / p90 (ms)': samples.length
        ? `${quantile(samples, 0.5).toFixed(1)}${quantile(samples, 0.5) > 30 ? ' (over 30)' : ''} / ${quantile(samples, 0.9).toFixed(1)}`
        : 'n/a',
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [siteDir, ...rest] = process.argv.slice(2);
  if (!siteDir) {
    console.error('usage: bench-search.mjs <site dir> [--queries N] [--browser]');
    process.exit(2);
  }
  const at = rest.indexOf('--queries');
  console.log(await searchBench(path.resolve(siteDir), at >= 0 ? { queries: Number(rest[at + 1]) } : {}));
  if (rest.includes('--browser')) console.log(await searchBrowserBench({ site: path.resolve(siteDir) }));
}
