import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { repoRoot } from '../helpers/temp-project.ts';
import { buildAndServe, type BuiltSite } from './support/sites.ts';

/**
 * Issue 39: with `rawHtml: "trusted"`, raw HTML is kept as written, `<script>` included; the page's
 * Content-Security-Policy still runs only docsgen's own scripts and what they load, so a script of the site's own
 * origin (tests/fixtures/security/trusted.md loads `/p.js`, a file of `static/`) does not run, neither directly nor
 * in an `<iframe srcdoc>`, on a direct load or when the viewer renders the page.
 */
let thief: http.Server;
let thiefUrl: string;
let requests: string[] = [];
let site: BuiltSite;

test.beforeAll(async () => {
  thief = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(204).end();
  });
  await new Promise<void>((done) => thief.listen(0, '127.0.0.1', done));
  thiefUrl = `http://127.0.0.1:${(thief.address() as AddressInfo).port}`;
  site = await buildAndServe(
    'basic',
    (config) => {
      config.markdown = { rawHtml: 'trusted' };
      config.staticDirectories = ['static'];
    },
    (dir) => {
      const fixture = (name: string) => fs.readFileSync(path.join(repoRoot, 'tests/fixtures/security', name), 'utf8');
      const script = fixture('p.js').replaceAll('__THIEF__', thiefUrl);
      fs.mkdirSync(path.join(dir, 'static'));
      fs.writeFileSync(path.join(dir, 'static/p.js'), script);
      fs.writeFileSync(path.join(dir, 'content/docs/guide/first-steps.md'), fixture('trusted.md'));
    },
  );
});

test.afterAll(async () => {
  await site.stop();
  await new Promise<void>((done) => thief.close(() => done()));
});

async function stolen(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __stolen?: unknown }).__stolen);
}

test('the script runs where the policy is bypassed, so the tests below can fail', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('token', 'segredo-do-leitor'));
  await page.goto(`${site.url}/docs/guide/first-steps`);
  await expect.poll(() => stolen(page)).toBe('segredo-do-leitor');
  await context.close();
});

test('a same-origin script kept by trusted raw HTML does not run on a direct load', async ({ page }) => {
  requests = [];
  await page.addInitScript(() => localStorage.setItem('token', 'segredo-do-leitor'));
  await page.goto(`${site.url}/docs/guide/first-steps`);
  await expect(page.getByText('Fim da sonda.')).toBeVisible();
  // The raw HTML is there: only the policy stops it.
  await expect(page.locator('script[src="/p.js"]')).toHaveCount(1);
  await page.waitForTimeout(1_000);
  expect(await stolen(page)).toBeUndefined();
  expect(requests).toEqual([]);
});

test('nor in an iframe srcdoc when the viewer renders the page on navigation', async ({ page }) => {
  requests = [];
  await page.addInitScript(() => localStorage.setItem('token', 'segredo-do-leitor'));
  await page.goto(`${site.url}/docs/about/intro`);
  await page.locator('nav a[href$="/docs/guide/first-steps"]').first().click();
  await expect(page.getByText('Fim da sonda.')).toBeVisible();
  await expect(page.locator('iframe[srcdoc]')).toHaveCount(1);
  await page.waitForTimeout(1_000);
  expect(await stolen(page)).toBeUndefined();
  expect(requests).toEqual([]);
});
