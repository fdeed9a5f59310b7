import type { RunningServer } from '../helpers/cli.ts';
import { expect, migrateBuildAndServe, openPage, test } from './support/sites.ts';

/**
 * Two docs instances (tests/fixtures/migrate/instances-site, migrated then built): the product's docs at /product,
 * and the plugin instance `community` at /community, each with its sidebar, linked to each other.
 */
let server: RunningServer;

test.beforeAll(async () => {
  server = await migrateBuildAndServe('instances-site');
});

test.afterAll(() => server.stop());

const sidebar = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Documentação', exact: true });

test("the navbar leads into each instance, and each page shows its instance's sidebar", async ({ page }) => {
  await openPage(page, `${server.url}/product/intro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução ao produto');
  await expect(sidebar(page).getByRole('link', { name: 'Introdução ao produto' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Suporte' })).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'Comunidade' }).click();
  await expect(page).toHaveURL(`${server.url}/community/support`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suporte');
  await expect(sidebar(page).getByRole('link', { name: 'Equipe' })).toHaveAttribute('href', '/community/team');
  await expect(sidebar(page).getByRole('link', { name: 'Introdução ao produto' })).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'Equipe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Equipe');
});

test("a page's links lead into the other instance, and back", async ({ page }) => {
  await openPage(page, `${server.url}/product/guia/instalar`);
  await page.getByRole('main').getByRole('link', { name: 'suporte' }).click();
  await expect(page).toHaveURL(`${server.url}/community/support#canais`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suporte');
  await page.getByRole('main').getByRole('link', { name: 'introdução' }).click();
  await expect(page).toHaveURL(`${server.url}/product/intro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução ao produto');
});

test("search finds the other instance's pages", async ({ page }) => {
  await openPage(page, `${server.url}/product/intro`);
  const box = page.getByRole('combobox', { name: 'Buscar na documentação' });
  await box.click();
  await box.fill('colaboradores');
  const hit = page.getByRole('listbox', { name: 'Sugestões de busca' }).getByRole('option').first();
  await expect(hit).toContainText('Equipe');
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${server.url}/community/team`));
});
