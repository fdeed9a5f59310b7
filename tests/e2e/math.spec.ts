import AxeBuilder from '@axe-core/playwright';
import { buildAndServe, expect, openPage, test, type BuiltSite } from './support/sites.ts';

/** Math typeset with KaTeX at build time (`markdown.math`): no script of its own, its style sheet only where used. */
let site: BuiltSite;

test.beforeAll(async () => {
  site = await buildAndServe('math');
});

test.afterAll(() => site.stop());

test('a page with math shows it in KaTeX’s fonts, and display math scrolls in its own box on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await openPage(page, `${site.url}/docs/formulas`);
  const main = page.locator('.markdown');
  await expect(main.locator('.katex')).toHaveCount(4);
  await expect(main.locator('.katex-display')).toHaveCount(1);
  // The braces of \frac{a}{b} are TeX, not an MDX expression; {raio} is one.
  await expect(main).toContainText('de raio 2 é');
  expect(
    await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px KaTeX_Main');
    }),
  ).toBe(true);
  expect(requests.some((p) => /^\/media\/katex-[0-9a-f]{10}\/fonts\/KaTeX_Main-Regular\.woff2$/.test(p))).toBe(true);
  // No script comes with it: KaTeX ran at build time.
  expect(requests.filter((p) => /katex/i.test(p) && p.endsWith('.js'))).toEqual([]);
  const display = main.locator('.katex-display');
  const box = await display.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(box.scroll).toBeGreaterThan(box.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});

test('a page without math loads none of KaTeX, and KaTeX’s style sheet comes with a math page reached in the app', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await openPage(page, `${site.url}/docs/intro`);
  await expect(page.locator('.markdown')).toContainText('custa US$ 10');
  expect(requests.filter((p) => p.includes('katex'))).toEqual([]);
  await page.getByRole('link', { name: 'Fórmulas', exact: true }).first().click();
  await expect(page.locator('.markdown .katex').first()).toBeVisible();
  await expect
    .poll(() =>
      page.locator('.markdown .katex-display').evaluate((el) => getComputedStyle(el).getPropertyValue('text-align')),
    )
    .toBe('center');
});
