import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base, type Locator, type Page, type Request } from '@playwright/test';
import { type EditableConfig, editConfig, repoRoot, tempProject } from '../../helpers/temp-project.ts';
import { createStaticServer, listen } from '../../../cli/serve/static-server.ts';
import { runDocsgen, startServe, type RunningServer } from '../../helpers/cli.ts';

export interface BuiltSite {
  url: string;
  dir: string;
  /** Builds again into the same folder with another config; the server keeps its origin. */
  rebuild(edit: (config: EditableConfig) => void): void;
  stop(): Promise<void>;
}

/** Builds a fixture with the real CLI (optionally editing its config) and serves it. */
export async function buildAndServe(
  fixture: string,
  edit?: (config: EditableConfig) => void,
  prepare?: (dir: string) => void,
): Promise<BuiltSite> {
  const project = tempProject(fixture);
  const build = () => {
    const built = runDocsgen(
      ['build', '--config', `${project.dir}/docs.config.json`, '--out', `${project.dir}/site`],
      repoRoot,
    );
    if (built.status !== 0) throw new Error(`build of ${fixture} failed:\n${built.stderr}`);
  };
  if (edit) editConfig(project, edit);
  prepare?.(project.dir);
  build();
  const server: RunningServer = await startServe(`${project.dir}/site`, repoRoot);
  return {
    url: server.url,
    dir: `${project.dir}/site`,
    rebuild: (change) => {
      editConfig(project, change);
      build();
    },
    stop: () => server.stop(),
  };
}

/** A Docusaurus fixture site under tests/fixtures/migrate, copied, run through `docsgen migrate` then `build`, served. */
export async function migrateBuildAndServe(fixture: string): Promise<RunningServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `docsgen-${fixture}-e2e-`));
  fs.cpSync(path.join(repoRoot, 'tests/fixtures/migrate', fixture), dir, { recursive: true });
  for (const command of [['migrate'], ['build']]) {
    const run = runDocsgen(command, dir);
    if (run.status !== 0) throw new Error(`docsgen ${command[0]} of ${fixture} failed:\n${run.stderr}`);
  }
  return startServe(path.join(dir, 'site'), repoRoot);
}

/** The repository's own portal (docs.config.json and content/), as a preview build: its real pages, without the access gate. */
export async function buildPortal(): Promise<{ url: string; stop(): Promise<void> }> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-portal-')), 'site');
  const built = runDocsgen(
    ['build', '--no-gate', '--config', path.join(repoRoot, 'docs.config.json'), '--out', out],
    repoRoot,
  );
  if (built.status !== 0) throw new Error(`build of the portal failed:\n${built.stderr}`);
  return startServe(out, repoRoot);
}

/**
 * The reader fixture (basic plus a blog, an announcement, an edit URL, long, unlisted and draft pages) and the real
 * portal, each built once per worker that uses it.
 */
export const test = base.extend<object, { reader: BuiltSite; portal: { url: string } }>({
  reader: [
    async ({}, use) => {
      // Docusaurus shows front matter's last_update only when the site shows last updates.
      const site = await buildAndServe('reader', (config) => (config.docs = { showLastUpdateTime: true }));
      await use(site);
      await site.stop();
    },
    { scope: 'worker' },
  ],
  portal: [
    async ({}, use) => {
      const site = await buildPortal();
      await use(site);
      await site.stop();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';

/** Records whether an element matching `selector` ever appears, from now on. */
export async function watchFor(page: Page, selector: string): Promise<() => Promise<boolean>> {
  await page.evaluate((sel) => {
    const w = window as unknown as { __seen?: Record<string, boolean> };
    w.__seen ??= {};
    w.__seen[sel] = document.querySelector(sel) !== null;
    new MutationObserver(() => {
      if (document.querySelector(sel)) w.__seen![sel] = true;
    }).observe(document.documentElement, { childList: true, subtree: true });
  }, selector);
  return () =>
    page.evaluate((sel) => Boolean((window as unknown as { __seen: Record<string, boolean> }).__seen[sel]), selector);
}

/** Puts a value on window that a full reload would wipe. */
export async function markWindow(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
  return () => page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker === true);
}

/** Opens a page and waits until the viewer has replaced the pre-rendered HTML. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('.navbar-menu-button').waitFor({ state: 'attached' });
}

/**
 * Hovers `target` until `done` holds, leaving it between tries: the viewer starts listening for hovers in an effect
 * after it mounts, which on a loaded machine can come after a first hover, and a pointer resting on a link is not
 * over it again until it leaves.
 */
export async function hoverUntil(page: Page, target: Locator, done: () => boolean): Promise<void> {
  await expect
    .poll(async () => {
      await hoverAfresh(page, target);
      return done();
    })
    .toBe(true);
}

/** Moves the pointer off the page's links (the sidebar's padding, bottom left), then onto `target`. */
export async function hoverAfresh(page: Page, target: Locator): Promise<void> {
  await page.mouse.move(0, (page.viewportSize()?.height ?? 600) - 1);
  await target.hover();
}

/** A static host that serves `dir` at its root whatever baseUrl the site was built for: a deployment gone wrong. */
export async function serveAtRoot(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createStaticServer(dir);
  const port = await listen(server, 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The browser keeps its connections open; close() alone would wait for them.
        server.closeAllConnections();
      }),
  };
}

/** The viewer's scripts a direct load of `url` requests. */
export async function scriptsLoadedBy(page: Page, url: string): Promise<Set<string>> {
  const scripts = new Set<string>();
  const onRequest = (request: Request) => request.resourceType() === 'script' && scripts.add(request.url());
  page.on('request', onRequest);
  await openPage(page, url);
  page.off('request', onRequest);
  return scripts;
}

/**
 * The scripts the search page loads and the doc page at `docPath` does not: the search page's own chunks. The doc
 * page's idle prefetch is kept from running: on a loaded machine it sometimes fetched the search page's chunk before
 * the doc page was counted as open, which left that chunk off the list.
 */
export async function searchPageChunks(page: Page, site: string, docPath: string): Promise<string[]> {
  await page.addInitScript(() => {
    (window as unknown as { requestIdleCallback: () => number }).requestIdleCallback = () => 0;
  });
  const docScripts = await scriptsLoadedBy(page, `${site}${docPath}`);
  const chunks = [...(await scriptsLoadedBy(page, `${site}/search?q=token`))].filter((url) => !docScripts.has(url));
  expect(chunks.length).toBeGreaterThan(0);
  return chunks;
}
