import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { contentHash } from '../../cli/util/content-hash.ts';
import { repoRoot } from '../helpers/temp-project.ts';
import { buildAndServe, type BuiltSite } from './support/sites.ts';

/**
 * Issue 39's probe in real Chromium: a page (tests/fixtures/security/probe.md) hides a `<script>` of the site's own
 * origin, an `<iframe srcdoc>`, a `<meta http-equiv="refresh">`, a `<base>`, a `<form>` and an `<img onerror>` behind
 * comments that browsers close early (`--!>`, `<!-->`, `<!--->`, `<![CDATA[`), and loads URLs from `style` attributes
 * spelled with CSS escapes and `image-set()`. The script it loads is the page's own download, `p.js`, which the
 * Content-Security-Policy allows (`script-src 'self'`): only the sanitizer stands between it and the reader's token.
 * Everything reports to `thief`, and the script also sets `window.__stolen`.
 */
let thief: http.Server;
let thiefUrl: string;
let requests: string[] = [];

test.beforeAll(async () => {
  thief = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(204).end();
  });
  await new Promise<void>((done) => thief.listen(0, '127.0.0.1', done));
  thiefUrl = `http://127.0.0.1:${(thief.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((done) => thief.close(() => done())));

/** Writes the probe's page and script into the project, as the attacker would: the script's address is its hash. */
function writeProbe(dir: string): void {
  const fixture = (name: string) => fs.readFileSync(path.join(repoRoot, 'tests/fixtures/security', name), 'utf8');
  const script = fixture('p.js').replaceAll('__THIEF__', thiefUrl);
  const published = `/media/p.${contentHash(script)}.js`;
  const page = fixture('probe.md').replaceAll('__SCRIPT__', published).replaceAll('__THIEF__', thiefUrl);
  fs.writeFileSync(path.join(dir, 'content/docs/guide/p.js'), script);
  fs.writeFileSync(path.join(dir, 'content/docs/guide/first-steps.md'), page);
}

async function stolen(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __stolen?: unknown }).__stolen);
}

/** What the page holds that the probe slipped in. */
async function slippedIn(page: Page): Promise<number> {
  return page
    .locator(
      'script[src*="/media/p."], iframe[srcdoc], meta[http-equiv="refresh"], base[href*="/base/"], form[action$="/form"], img[onerror]',
    )
    .count();
}

let site: BuiltSite;

test.beforeAll(async () => {
  site = await buildAndServe('basic', undefined, writeProbe);
});

test.afterAll(() => site.stop());

test('the probe publishes its script where the page points', async ({ request }) => {
  // Otherwise the tests below would pass for a script that never existed.
  const script = fs.readFileSync(path.join(repoRoot, 'tests/fixtures/security/p.js'), 'utf8');
  const published = `/media/p.${contentHash(script.replaceAll('__THIEF__', thiefUrl))}.js`;
  expect((await request.get(`${site.url}${published}`)).status()).toBe(200);
});

test('no vector of the probe runs, loads or redirects on a direct load of the page', async ({ page }) => {
  requests = [];
  await page.addInitScript(() => localStorage.setItem('token', 'segredo-do-leitor'));
  await page.goto(`${site.url}/docs/guide/first-steps`);
  await expect(page.getByText('Fim da sonda.')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(page.url()).toBe(`${site.url}/docs/guide/first-steps`);
  expect(await stolen(page)).toBeUndefined();
  expect(await slippedIn(page)).toBe(0);
  expect(requests).toEqual([]);
});

test('no vector of the probe runs, loads or redirects when the viewer renders the page on navigation', async ({
  page,
}) => {
  requests = [];
  await page.addInitScript(() => localStorage.setItem('token', 'segredo-do-leitor'));
  await page.goto(`${site.url}/docs/about/intro`);
  await page.locator('nav a[href$="/docs/guide/first-steps"]').first().click();
  await expect(page.getByText('Fim da sonda.')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(page.url()).toBe(`${site.url}/docs/guide/first-steps`);
  expect(await stolen(page)).toBeUndefined();
  expect(await slippedIn(page)).toBe(0);
  expect(requests).toEqual([]);
});
