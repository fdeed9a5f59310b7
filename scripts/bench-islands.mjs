// Islands in `npm run bench`: the 1,000-page corpus with one page in ten using one of three small components (built
// in the same run as the plain corpus, for the budget of 20 %), and, in Chromium, the time from a page's payload
// being shown to its component being shown (median of 20 navigations, budget 100 ms).
import fs from 'node:fs';
import path from 'node:path';
import { startServe } from './bench-serve.mjs';
import { launchBenchBrowser } from './bench-browser.mjs';

const COMPONENTS = {
  Aviso:
    'export default function Aviso({ tipo, children }) {\n  return <div data-bench-island="aviso" className={`aviso aviso-${tipo}`}>{children}</div>;\n}\n',
  Selo: 'export default function Selo({ texto }) {\n  return <span data-bench-island="selo" style={{ fontWeight: \'bold\' }}>{texto}</span>;\n}\n',
  Contador:
    'import { useState } from \'react\';\n\nexport default function Contador({ inicio }) {\n  const [n, setN] = useState(inicio);\n  return <button type="button" data-bench-island="contador" onClick={() => setN(n + 1)}>{n}</button>;\n}\n',
};
const USES = {
  Aviso: '<Aviso tipo="info">\n  Este componente é uma **ilha**.\n</Aviso>',
  Selo: 'Um selo: <Selo texto="novo" />.',
  Contador: '<Contador inicio={3} />',
};

/**
 * The plain corpus of `plainDir` copied to `dir`, with every tenth doc (in path order) turned into an MDX page that
 * imports one of three components from src/components and uses it at its end. Returns the routes of those pages.
 */
export function islandCorpus(plainDir, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(plainDir, 'content'), path.join(dir, 'content'), { recursive: true });
  fs.copyFileSync(path.join(plainDir, 'docs.config.json'), path.join(dir, 'docs.config.json'));
  fs.mkdirSync(path.join(dir, 'src/components'), { recursive: true });
  for (const [name, code] of Object.entries(COMPONENTS))
    fs.writeFileSync(path.join(dir, 'src/components', `${name}.jsx`), code);
  const docs = path.join(dir, 'content/docs');
  const pages = fs
    .readdirSync(docs, { recursive: true })
    .filter((f) => f.endsWith('.md') && !path.basename(f).startsWith('_'))
    .sort();
  const names = Object.keys(COMPONENTS);
  const routes = [];
  pages.forEach((rel, i) => {
    if (i % 10 !== 5) return;
    const name = names[routes.length % names.length];
    const source = fs.readFileSync(path.join(docs, rel), 'utf8');
    const [, frontMatter = '', body = source] = /^(---\n[\s\S]*?\n---\n)?([\s\S]*)$/.exec(source) ?? [];
    // The body is escaped for MDX only where it would be read as JSX or an expression.
    const safe = body.replace(/[{}<]/g, (c) => `\\${c}`);
    fs.writeFileSync(
      path.join(docs, rel.replace(/\.md$/, '.mdx')),
      `${frontMatter}import ${name} from '@site/src/components/${name}';\n\n${safe}\n\n${USES[name]}\n`,
    );
    fs.rmSync(path.join(docs, rel));
    routes.push(`docs/${rel.replace(/\.md$/, '').replace(/(^|\/)index$/, '')}`);
  });
  // Links to the pages now in .mdx follow them (corpus page names are unique across folders).
  const renamed = new Set(routes.map((route) => path.posix.basename(route)));
  for (const rel of fs.readdirSync(docs, { recursive: true }).filter((f) => /\.mdx?$/.test(f))) {
    const file = path.join(docs, rel);
    const text = fs.readFileSync(file, 'utf8');
    const linked = text.replace(/([\w-]+)\.md\b/g, (link, name) => (renamed.has(name) ? `${name}.mdx` : link));
    if (linked !== text) fs.writeFileSync(file, linked);
  }
  return routes;
}

/**
 * In Chromium, from a page without islands, navigates in the app to a page with one, 20 times: the time from the
 * payload's placeholder being in the page to the component's own element being there.
 */
export async function islandMountLatency({ root, site, plainRoute, islandRoutes, navigations = 20 }) {
  const server = await startServe(root, site);
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/${plainRoute}`);
    await page.waitForSelector('.markdown');
    const samples = [];
    for (let i = 0; i < navigations; i++) {
      const target = islandRoutes[i % islandRoutes.length];
      samples.push(
        await page.evaluate(
          (url) =>
            new Promise((resolve) => {
              let shown;
              const check = () => {
                const body = document.querySelector('.markdown');
                if (shown === undefined && body?.querySelector('.island')) shown = performance.now();
                if (shown !== undefined && body?.querySelector('[data-bench-island]')) {
                  observer.disconnect();
                  resolve(performance.now() - shown);
                }
              };
              const observer = new MutationObserver(check);
              observer.observe(document.body, { subtree: true, childList: true });
              history.pushState(null, '', url);
            }),
          `/${target}`,
        ),
      );
      await page.evaluate((url) => history.pushState(null, '', url), `/${plainRoute}`);
      await page.waitForFunction(() => !document.querySelector('.markdown .island'));
    }
    const sorted = [...samples].sort((a, b) => a - b);
    return { medianMs: sorted[Math.floor(sorted.length / 2)], maxMs: sorted.at(-1) };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * The island budget's row: the plain corpus of `plainDir` and its island copy built alternately `runs` times (so
 * that a busy machine weighs on both alike), their median times and ratio, and the mount latency in Chromium.
 */
export async function islandBench({ root, work, plainDir, runs, buildOnce }) {
  const dir = path.join(work, 'corpus-1000-islands');
  const islandRoutes = islandCorpus(plainDir, dir);
  const plain = [];
  const islands = [];
  for (let i = 0; i < runs; i++) {
    plain.push(buildOnce(plainDir, `site-islands-bench-${i}`).ms);
    islands.push(buildOnce(dir, `site-run-${i}`).ms);
  }
  for (let i = 0; i < runs; i++) {
    fs.rmSync(path.join(plainDir, `site-islands-bench-${i}`), { recursive: true, force: true });
    fs.rmSync(path.join(dir, `site-run-${i}`), { recursive: true, force: true });
  }
  buildOnce(dir, 'site');
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const latency = await islandMountLatency({
    root,
    site: path.join(dir, 'site'),
    plainRoute: 'docs/about/intro',
    islandRoutes,
  });
  return {
    'pages with an island': islandRoutes.length,
    'plain build, median (s)': (median(plain) / 1000).toFixed(2),
    'with islands, median (s)': (median(islands) / 1000).toFixed(2),
    'islands / plain build time': (median(islands) / median(plain)).toFixed(2),
    'payload shown → component shown, median of 20 (ms)': latency.medianMs.toFixed(1),
    'payload shown → component shown, max (ms)': latency.maxMs.toFixed(1),
  };
}
