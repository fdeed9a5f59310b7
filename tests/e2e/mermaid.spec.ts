import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { buildAndServe, expect, openPage, test, type BuiltSite } from './support/sites.ts';

let site: BuiltSite;

test.beforeAll(async () => {
  site = await buildAndServe('diagrams');
});

test.afterAll(() => site.stop());

/** Records every Content-Security-Policy violation of the page, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective}: ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

/** The fill of the first node of the first diagram, which mermaid's light and dark themes paint differently. */
const firstNodeFill = (page: Page) =>
  page
    .locator('.mermaid-diagram')
    .first()
    .locator('svg .node rect, svg .node polygon')
    .first()
    .evaluate((node) => getComputedStyle(node).fill);

test("a page draws its diagrams as images named for assistive technology, under the site's Content-Security-Policy", async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await openPage(page, `${site.url}/docs/diagramas`);
  const diagrams = page.locator('.mermaid-diagram');
  await expect(diagrams).toHaveCount(2);
  await expect(diagrams.locator('.mermaid-canvas svg')).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Autenticação na API' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Diagrama; o código dele está logo abaixo/ })).toBeVisible();
  // The flowchart's labels are drawn, HTML in them sanitized rather than run.
  await expect(diagrams.first().locator('svg')).toContainText('Pago?');
  // Once drawn, the source folds away below the drawing and still opens.
  const source = diagrams.first().locator('details.mermaid-source');
  await expect(source).not.toHaveAttribute('open');
  await source.locator('summary').click();
  await expect(source.locator('code')).toContainText('A[Pedido] --> B{Pago?}');
  expect(await violations()).toEqual([]);
});

test('a diagram is drawn again in the other theme when the reader switches colour mode', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('started')) localStorage.setItem('theme', 'light');
    sessionStorage.setItem('started', '1');
  });
  await openPage(page, `${site.url}/docs/diagramas`);
  const first = page.locator('.mermaid-diagram').first();
  await expect(first).toHaveAttribute('data-mermaid-theme', 'light');
  const lightFill = await firstNodeFill(page);
  await page.getByRole('button', { name: /Alternar entre os modos claro e escuro/ }).click();
  await expect(first).toHaveAttribute('data-mermaid-theme', 'dark');
  await expect(page.locator('.mermaid-diagram').last()).toHaveAttribute('data-mermaid-theme', 'dark');
  const darkFill = await firstNodeFill(page);
  expect(darkFill).not.toBe(lightFill);
  // A reader who opens the page in dark mode gets the dark drawing straight away.
  await page.reload();
  await page.locator('.navbar-menu-button').waitFor({ state: 'attached' });
  await expect(page.locator('.mermaid-diagram').first()).toHaveAttribute('data-mermaid-theme', 'dark');
  expect(await firstNodeFill(page)).toBe(darkFill);
});

test('a diagram mermaid cannot parse shows its message in place of the drawing, with the source still shown', async ({
  page,
}) => {
  await openPage(page, `${site.url}/docs/diagrama-quebrado`);
  const diagram = page.locator('.mermaid-diagram');
  await expect(diagram.locator('.mermaid-error')).toContainText('Não foi possível desenhar o diagrama:');
  await expect(diagram.locator('.mermaid-error pre')).toContainText('Parse error on line 2');
  await expect(diagram.locator('svg')).toHaveCount(0);
  await expect(diagram.locator('details.mermaid-source')).toHaveAttribute('open');
  await expect(diagram.locator('details.mermaid-source code')).toBeVisible();
});

test('the page as served shows the source until the viewer draws it', async ({ page }) => {
  const html = await (await page.request.get(`${site.url}/docs/diagramas`)).text();
  expect(html).toContain('<details class="mermaid-source" open><summary>Código do diagrama</summary>');
  expect(html).toContain('A[Pedido] --&gt; B{Pago?}');
  expect(html).toContain('Cobrar &lt;b&gt;de novo&lt;/b&gt;');
});

test('a blog post draws its diagram', async ({ page }) => {
  await openPage(page, `${site.url}/blog/2024/05/01/fluxo`);
  await expect(page.locator('.mermaid-diagram .mermaid-canvas svg')).toHaveCount(1);
});

test("mermaid loads only once a page with a diagram opens, and a doc page's initial JavaScript stays within 90 KB gzip", async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('request', (request) => request.resourceType() === 'script' && scripts.add(request.url()));
  await openPage(page, `${site.url}/docs/intro`);
  await expect(page.locator('h1')).toHaveText('Introdução');
  await page.waitForLoadState('networkidle');
  const initial = new Set(scripts);
  const file = (url: string) => path.join(site.dir, new URL(url).pathname);
  for (const url of initial) expect(fs.readFileSync(file(url), 'utf8'), url).not.toContain('sequenceDiagram');
  const gzipped = [...initial].reduce(
    (total, url) => total + zlib.gzipSync(fs.readFileSync(file(url)), { level: 9 }).length,
    0,
  );
  // A client-side move to a page with diagrams loads mermaid, from chunks of its own.
  await page
    .getByRole('navigation', { name: 'Documentação', exact: true })
    .getByRole('link', { name: 'Diagramas' })
    .click();
  await expect(page.locator('.mermaid-canvas svg')).toHaveCount(2);
  const mermaidChunks = [...scripts].filter((url) => !initial.has(url));
  expect(mermaidChunks.some((url) => fs.readFileSync(file(url), 'utf8').includes('sequenceDiagram'))).toBe(true);
  console.log(
    `initial JavaScript of a doc page: ${(gzipped / 1024).toFixed(1)} KB gzip (${gzipped} bytes) in ${initial.size} files; mermaid: ${mermaidChunks.length} more, on the diagram page only`,
  );
  expect(gzipped).toBeLessThanOrEqual(90 * 1024);
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no WCAG 2.1 AA violation on a page with drawn diagrams in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await openPage(page, `${site.url}/docs/diagramas`);
    await expect(page.locator('.mermaid-diagram[data-mermaid-theme]')).toHaveCount(2);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('axe finds no violation on a page whose diagram does not parse', async ({ page }) => {
  await openPage(page, `${site.url}/docs/diagrama-quebrado`);
  await expect(page.locator('.mermaid-error')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
