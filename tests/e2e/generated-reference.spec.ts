import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { buildAndServe, expect, openPage, test, type BuiltSite } from './support/sites.ts';

/** The reference generated from tests/fixtures/api-reference's OpenAPI description (issue 40), in Chromium. */
let docs: BuiltSite;
const OPERATION = '/docs/referencia/lavoura/cadastro/fields/list-fields';

test.beforeAll(async () => {
  docs = await buildAndServe('api-reference');
});

test.afterAll(() => docs.stop());

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const width of [390, 1280]) {
  test(`an operation page has no sideways scroll at ${width} px, and every parameter's description is in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, `${docs.url}${OPERATION}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listar talhões');
    expect(await horizontalOverflow(page)).toBe(0);
    const description = page.locator('#parametro-query-limit .api-description');
    await description.scrollIntoViewIfNeeded();
    const box = (await description.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no WCAG 2.1 AA violation on an operation page in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await openPage(page, `${docs.url}${OPERATION}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('a deep link to a parameter scrolls to it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await openPage(page, `${docs.url}${OPERATION}#parametro-header-x-request-id`);
  await expect(page.locator('#parametro-header-x-request-id')).toBeInViewport();
});

test('the language chosen for the code samples is kept on the next operation page', async ({ page }) => {
  await openPage(page, `${docs.url}${OPERATION}`);
  await page.getByRole('tab', { name: 'Python' }).first().click();
  await expect(page.getByRole('tab', { name: 'Python' }).first()).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'Criar talhão' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Criar talhão');
  await expect(page.getByRole('tab', { name: 'Python' }).first()).toHaveAttribute('aria-selected', 'true');
});

test('the sidebar shows each operation with its method', async ({ page }) => {
  await openPage(page, `${docs.url}${OPERATION}`);
  const entry = page.locator('.api-sidebar-post > .sidebar-link').first();
  const badge = await entry.evaluate((el) => getComputedStyle(el, '::before').content);
  expect(badge).toBe('"POST"');
});

test('search finds an operation by its operationId and by a parameter, and shows its method', async ({ page }) => {
  await openPage(page, `${docs.url}/search?q=createField`);
  const result = page.locator('.search-result').filter({ hasText: 'Criar talhão' }).first();
  await expect(result.locator('.search-method')).toHaveText('POST');
  await openPage(page, `${docs.url}/search?q=cursor`);
  await expect(page.locator('.search-result').filter({ hasText: 'Listar talhões' }).first()).toBeVisible();
});

test('a deep link to a schema property scrolls to it, and the schema viewer expands a closed level on click', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await openPage(page, `${docs.url}/docs/referencia/lavoura/esquemas/field#esquema-local-sede`);
  await expect(page.locator('#esquema-local-sede')).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, `${docs.url}/docs/referencia/lavoura/esquemas/field`);
  // Levels 1 and 2 are open; the third (sede's properties) starts closed.
  const sede = page.locator('#esquema-local-sede');
  await expect(page.locator('#esquema-local-sede-ponto')).toBeHidden();
  await sede.locator('summary').first().click();
  await expect(page.locator('#esquema-local-sede-ponto')).toBeVisible();
});

const FIELD = '/docs/referencia/lavoura/esquemas/field';
/** `local.sede.ponto.lat`: its `<details>` (sede's and ponto's properties) start closed. */
const LAT = '#esquema-local-sede-ponto-lat';

async function expectRevealed(page: Page) {
  const lat = page.locator(LAT);
  await expect(lat).toBeVisible();
  await expect(lat).toBeInViewport();
  expect(await lat.evaluate((el) => el.parentElement?.closest('details:not([open])') === null)).toBe(true);
}

test('a deep link to a property three levels down in closed blocks opens them and scrolls to it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openPage(page, `${docs.url}${FIELD}${LAT}`);
  await expectRevealed(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('client-side navigation to a property in closed blocks opens them, scrolls there and focuses it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openPage(page, `${docs.url}/docs/about/intro`);
  await page.getByRole('link', { name: 'latitude da sede' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Field');
  await expectRevealed(page);
  await expect(page.locator(LAT)).toBeFocused();
  // The next Tab goes on from the property: its own anchor link.
  await page.keyboard.press('Tab');
  await expect(page.locator(`${LAT} > .api-schema-head .api-prop-anchor`)).toBeFocused();
});

test('a hash change and an in-page link to a property in closed blocks open them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openPage(page, `${docs.url}${FIELD}`);
  await expect(page.locator(LAT)).toBeHidden();
  await page.evaluate((hash) => {
    location.hash = hash;
  }, LAT);
  await expectRevealed(page);
  await expect(page.locator(LAT)).toBeFocused();

  await openPage(page, `${docs.url}${FIELD}`);
  await expect(page.locator(LAT)).toBeHidden();
  // A link written in a description, as a writer would: made here, since the fixture's descriptions have none.
  await page.evaluate((hash) => {
    const link = Object.assign(document.createElement('a'), { href: hash, textContent: 'ver latitude' });
    document.querySelector('.markdown')?.prepend(link);
  }, LAT);
  await page.getByRole('link', { name: 'ver latitude' }).click();
  await expectRevealed(page);
  await expect(page).toHaveURL(new RegExp(`${LAT}$`));
});
