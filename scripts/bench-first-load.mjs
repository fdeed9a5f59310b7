// The first load of a doc page in Chromium against `docsgen serve`, brotli on: every byte on the wire (headers and
// compressed bodies, as Chromium's `encodedDataLength` counts them) until the page shows its title, sidebar and body
// and the network is idle, with link prefetching off; then, in a new browser context (an empty cache), the same load
// with prefetching on, whose extra bytes are reported apart. Budget: 110 KB for the page.
//   node scripts/bench-first-load.mjs --dir SITE [--page docs/about/intro]
// With BENCH_FIRST_LOAD_FILES=1 it also prints each response's bytes and address.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServe } from './bench-serve.mjs';
import { launchBenchBrowser } from './bench-browser.mjs';

const BUDGET_KB = 110;

/** Loads `url` in a new context and returns the bytes of each response, by kind of file. */
async function measure(browser, url, prefetch) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Chromium advertises brotli only on secure origins; the bench serves on http://127.0.0.1, so it asks explicitly.
  await page.setExtraHTTPHeaders({ 'Accept-Encoding': 'br, gzip' });
  // The viewer skips prefetching when the reader saves data (viewer/navigation/prefetch.ts).
  if (!prefetch)
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
    );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map();
  const bytes = new Map();
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => bytes.set(event.requestId, event.encodedDataLength));
  await page.goto(url);
  await page.locator('h1.doc-title').waitFor();
  await page.locator('nav.sidebar a[aria-current="page"]').waitFor();
  await page.waitForLoadState('networkidle');
  if (prefetch) {
    // The idle pass over links in view starts within 2 s of the page (requestIdleCallback's timeout).
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  const byKind = {};
  let total = 0;
  for (const [id, size] of bytes) {
    if (process.env.BENCH_FIRST_LOAD_FILES) console.log(size, urls.get(id));
    const kind = kindOf(new URL(urls.get(id) ?? 'about:blank').pathname);
    byKind[kind] = (byKind[kind] ?? 0) + size;
    total += size;
  }
  return { total, byKind };
}

function kindOf(pathname) {
  if (/\/manifest\.[^/]+\.json$/.test(pathname)) return 'manifest';
  if (pathname.includes('/routes/')) return 'route shard';
  if (pathname.includes('/sidebars/')) return 'sidebar';
  if (pathname.includes('/data/')) return 'payload';
  if (/\.(js|css)$/.test(pathname)) return 'viewer';
  return 'html and other';
}

const kb = (n) => (n / 1024).toFixed(1);

/** One row of `npm run bench`: the first load of `route` on the built site `site`. */
export async function firstLoadBench({ root, site, route = 'docs/about/intro', pages }) {
  const server = await startServe(root, site);
  const browser = await launchBenchBrowser();
  try {
    const url = `${server.origin}/${route}`;
    const alone = await measure(browser, url, false);
    const withPrefetch = await measure(browser, url, true);
    const row = {
      pages,
      [`first load of a doc page (KB on the wire, budget ${BUDGET_KB})`]: `${kb(alone.total)}${alone.total > BUDGET_KB * 1024 ? ' (OVER)' : ''}`,
      'of which manifest (KB)': kb(alone.byKind.manifest ?? 0),
      'route shard (KB)': kb(alone.byKind['route shard'] ?? 0),
      'sidebar (KB)': kb(alone.byKind.sidebar ?? 0),
      'payload (KB)': kb(alone.byKind.payload ?? 0),
      'viewer JS and CSS (KB)': kb(alone.byKind.viewer ?? 0),
      'HTML (KB)': kb(alone.byKind['html and other'] ?? 0),
      'link prefetching, apart (KB)': kb(Math.max(0, withPrefetch.total - alone.total)),
    };
    return { row, bytes: alone.total };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv.includes('--dir')) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const at = (flag) => process.argv[process.argv.indexOf(flag) + 1];
  const route = process.argv.includes('--page') ? at('--page') : undefined;
  console.table([
    (await firstLoadBench({ root, site: path.resolve(at('--dir')), ...(route ? { route } : {}), pages: '?' })).row,
  ]);
}
