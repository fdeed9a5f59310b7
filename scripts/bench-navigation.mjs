// A client-side navigation between two doc pages with the payload not cached, in Chromium against `docsgen serve`:
// the time from the click on a sidebar link to the new page's heading, in the page's own clock; the median of five
// runs, each in a new browser context with link prefetching off, so that the payload is fetched after the click.
// Budget: 100 ms. The link is the one after the current page's in the sidebar, unless --to names the page.
//   node scripts/bench-navigation.mjs --dir SITE [--from docs/about/intro] [--to docs/about/configuration]
// tests/e2e/performance.spec.ts checks the same navigation without a clock: in place, with one fetch of the payload.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBenchBrowser } from './bench-browser.mjs';
import { startServe } from './bench-serve.mjs';

const BUDGET_MS = 100;

/** One navigation from `from` in a new context: milliseconds from the click to the new heading. */
async function navigateOnce(browser, origin, from, to) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The viewer skips prefetching when the reader saves data (viewer/navigation/prefetch.ts).
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
    );
    const requests = [];
    let clicked = false;
    page.on('request', (r) => requests.push({ url: new URL(r.url()).pathname, afterClick: clicked }));
    await page.goto(`${origin}/${from}`);
    await page.locator('.navbar-menu-button').waitFor({ state: 'attached' });
    await page.locator('nav.sidebar a[aria-current="page"]').waitFor();
    const href =
      to === undefined
        ? await page.evaluate(() => {
            const links = [...document.querySelectorAll('nav.sidebar a[href]')];
            const at = links.findIndex((a) => a.getAttribute('aria-current') === 'page');
            return links[at + 1]?.getAttribute('href');
          })
        : `/${to}`;
    if (!href) throw new Error(`no sidebar link after ${from}'s`);
    const elapsed = page.evaluate(
      () =>
        new Promise((resolve) => {
          const before = document.querySelector('h1')?.textContent;
          let start = 0;
          document.addEventListener('click', () => (start = performance.now()), { capture: true, once: true });
          new MutationObserver((_, observer) => {
            const heading = document.querySelector('h1')?.textContent;
            if (!start || heading === undefined || heading === before) return;
            observer.disconnect();
            resolve(performance.now() - start);
          }).observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
    );
    clicked = true;
    await page.locator(`nav.sidebar a[href="${href}"]`).first().click();
    const ms = await elapsed;
    // A payload already fetched (prefetched) would make this a measure of rendering alone.
    const payload = `/data/${href.replace(/^\/docs\//, '').replace(/\/$/, '')}.`;
    const fetched = requests.filter((r) => r.url.startsWith(payload));
    if (fetched.length !== 1 || !fetched[0].afterClick)
      throw new Error(`${href}: expected its payload fetched once, after the click; got ${JSON.stringify(fetched)}`);
    return { ms, href };
  } finally {
    await context.close();
  }
}

/** One row of `npm run bench`: the navigation from `from` on the built site `site`. */
export async function navigationBench({ root, site, from = 'docs/about/intro', to, pages, runs = 5 }) {
  const server = await startServe(root, site);
  const browser = await launchBenchBrowser();
  try {
    const samples = [];
    let href;
    for (let run = 0; run < runs; run++) {
      const once = await navigateOnce(browser, server.origin, from, to);
      samples.push(once.ms);
      href = once.href;
    }
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)];
    return {
      pages,
      navigation: `/${from} → ${href}`,
      [`click to heading, payload not cached, median (ms, budget ${BUDGET_MS})`]: `${median.toFixed(1)}${median > BUDGET_MS ? ' (OVER)' : ''}`,
      'runs (ms)': samples.map((s) => s.toFixed(1)).join(', '),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv.includes('--dir')) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const at = (flag) => (process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : undefined);
  console.table([
    await navigationBench({ root, site: path.resolve(at('--dir')), from: at('--from'), to: at('--to'), pages: '?' }),
  ]);
}
