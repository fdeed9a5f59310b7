import type { Page } from '@playwright/test';
import { buildAndServe, expect, openPage, test, type BuiltSite } from './support/sites.ts';

/**
 * A Docusaurus repository served as Docusaurus serves it with `routeBasePath: "/"` and `trailingSlash: true`
 * (tests/fixtures/docusaurus-root): docs at "/x/", a doc with `slug: /` as the home page.
 */
let site: BuiltSite;

test.beforeAll(async () => {
  site = await buildAndServe('docusaurus-root');
});

test.afterAll(async () => {
  await site?.stop();
});

const docsSidebar = (page: Page) => page.getByRole('navigation', { name: 'Documentação', exact: true });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pathOf = (page: Page) => new URL(page.url()).pathname;

test('the doc with slug "/" is the home page, with its sidebar', async ({ page }) => {
  await openPage(page, `${site.url}/`);
  await expect(heading(page)).toHaveText('Início');
  await expect(docsSidebar(page).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
});

test('sidebar and content links lead to slashed URLs, and the page they show marks itself current', async ({
  page,
}) => {
  await openPage(page, `${site.url}/`);
  // Categories start collapsed, as Docusaurus's sidebarCollapsed (default true) has them.
  const guia = docsSidebar(page).getByRole('button', { name: 'Guia' });
  await expect(guia).toHaveAttribute('aria-expanded', 'false');
  await guia.click();
  await docsSidebar(page).getByRole('link', { name: 'Conhecer' }).click();
  await expect(heading(page)).toHaveText('Conhecer');
  expect(pathOf(page)).toBe('/guia/conhecer/');
  await expect(docsSidebar(page).getByRole('link', { name: 'Conhecer' })).toHaveAttribute('aria-current', 'page');
  await page.locator('.markdown').getByRole('link', { name: 'guia' }).click();
  await expect(heading(page)).toHaveText('Guia');
  expect(pathOf(page)).toBe('/guia/');
  // From the index page served at /guia/, "./conhecer" is /guia/conhecer.
  await page.locator('.markdown').getByRole('link', { name: 'Conhecer' }).click();
  await expect(heading(page)).toHaveText('Conhecer');
  expect(pathOf(page)).toBe('/guia/conhecer/');
});

test('a reload on a slashed URL shows the page, and an unslashed one takes the slash', async ({ page }) => {
  await openPage(page, `${site.url}/guia/ti/`);
  await expect(heading(page)).toHaveText('TI');
  await page.reload();
  await page.locator('.navbar-menu-button').waitFor({ state: 'attached' });
  await expect(heading(page)).toHaveText('TI');
  expect(pathOf(page)).toBe('/guia/ti/');
  await openPage(page, `${site.url}/outra-pagina`);
  await expect(heading(page)).toHaveText('Outra página');
  await expect.poll(() => pathOf(page)).toBe('/outra-pagina/');
});

test('tag pages live under the docs at the root, and the blog at its own route', async ({ page }) => {
  await openPage(page, `${site.url}/tags/api/`);
  await expect(heading(page)).toContainText('api');
  await page.getByRole('link', { name: 'Conhecer' }).last().click();
  await expect(heading(page)).toHaveText('Conhecer');
  await openPage(page, `${site.url}/blog/`);
  await expect(page.getByRole('link', { name: 'Olá' }).first()).toBeVisible();
});
