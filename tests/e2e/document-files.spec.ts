import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { startWatchProcess } from '../helpers/cli.ts';
import { findNginx, startNginxExample } from '../helpers/nginx.ts';
import { repoRoot } from '../helpers/temp-project.ts';
import { buildAndServe, type BuiltSite } from './support/sites.ts';

/**
 * Issue 39: a file the build copies that a browser renders as a document (tests/security/document-files: an SVG, an
 * XHTML, an XML and an XSL file, each linked from a page and put in `static/`, and a static HTML page) runs script on
 * the docs origin when opened directly, where it could read the reader's token. Each one sets `data-ran` on its root
 * when its script runs; served by `serve`, `watch` and the nginx example, none may.
 */
const VECTORS = path.join(repoRoot, 'tests/security/document-files');
const LINKED = ['x.svg', 'x.xhtml', 'x.xml', 'x.xsl'];
const STATIC = [...LINKED, 'x.html'];

function addVectors(dir: string): void {
  const guide = path.join(dir, 'content/docs/guide');
  for (const name of LINKED) fs.copyFileSync(path.join(VECTORS, name), path.join(guide, name));
  fs.appendFileSync(
    path.join(guide, 'first-steps.md'),
    `\n\n![Figura](./x.svg) ${LINKED.slice(1)
      .map((name) => `[${name}](./${name})`)
      .join(' ')}\n`,
  );
  fs.mkdirSync(path.join(dir, 'static'));
  for (const name of STATIC) fs.copyFileSync(path.join(VECTORS, name), path.join(dir, 'static', name));
}

/** The paths the build listed in sandboxed-files.map. */
function sandboxedPaths(siteDir: string): string[] {
  const map = fs.readFileSync(path.join(siteDir, 'sandboxed-files.map'), 'utf8');
  return [...map.matchAll(/^(".*") 1;$/gm)].map((m) => JSON.parse(m[1]!) as string);
}

async function ran(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('data-ran'));
}

/** Opens every listed file directly from `origin`; none may run its script. */
async function expectInert(page: Page, origin: string, paths: readonly string[]): Promise<void> {
  for (const file of paths) {
    // Debian's nginx knows no type for .xsl: a download, which never runs in the page.
    const head = await page.request.get(`${origin}${file}`);
    if (head.headers()['content-type'] === 'application/octet-stream' && file.endsWith('.xsl')) continue;
    const response = await page.goto(`${origin}${file}`);
    expect(response?.status(), file).toBe(200);
    expect(response?.headers()['content-security-policy'], file).toContain('sandbox');
    expect(await ran(page), file).toBeNull();
  }
}

let site: BuiltSite;
let paths: string[];

test.beforeAll(async () => {
  site = await buildAndServe('basic', (config) => (config.staticDirectories = ['static']), addVectors);
  paths = sandboxedPaths(site.dir);
});

test.afterAll(() => site.stop());

test('the build lists every copied file that renders as a document, and nothing else', () => {
  expect(paths.filter((p) => p.startsWith('/media/'))).toHaveLength(LINKED.length);
  expect(paths.filter((p) => !p.startsWith('/media/')).sort()).toEqual(STATIC.map((name) => `/${name}`).sort());
});

test('each vector runs its script when served without the sandbox, so the tests below can fail', async ({ page }) => {
  for (const name of STATIC) {
    const body = fs.readFileSync(path.join(VECTORS, name));
    const served = await page.request.get(`${site.url}/${name}`);
    const url = `${site.url}/__control/${name}`;
    await page.route(url, (route) => route.fulfill({ body, contentType: served.headers()['content-type'] }));
    await page.goto(url);
    expect(await ran(page), name).toBe('yes');
  }
});

test('docsgen serve sends each of them with a policy that runs no script', async ({ page }) => {
  await expectInert(page, site.url, paths);
});

test('docsgen watch sends each of them with a policy that runs no script', async ({ page }) => {
  const watch = await startWatchProcess(path.dirname(site.dir));
  try {
    await expectInert(page, watch.url, paths);
  } finally {
    await watch.stop();
  }
});

test.describe('behind the nginx example', () => {
  const nginxBinary = findNginx();
  test.skip(
    !nginxBinary && !process.env.DOCSGEN_REQUIRE_NGINX,
    'nginx is not installed here (apt-get install -y nginx); CI installs it and runs these tests',
  );

  test('nginx sends each of them with a policy that runs no script', async ({ page }) => {
    if (!nginxBinary) throw new Error('DOCSGEN_REQUIRE_NGINX is set, but nginx is not installed');
    const nginx = await startNginxExample(nginxBinary, site.dir);
    try {
      await expectInert(page, nginx.url, paths);
      // The shells keep their own policy: the sandbox would stop the viewer.
      const shell = await page.goto(`${nginx.url}/docs/guide/first-steps/`);
      expect(shell?.headers()['content-security-policy']).toBe("frame-ancestors 'self'");
    } finally {
      await nginx.stop();
    }
  });
});
