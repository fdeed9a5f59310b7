import type { RunningServer } from '../helpers/cli.ts';
import { expect, migrateBuildAndServe, openPage, test } from './support/sites.ts';

/**
 * A docusaurus-plugin-openapi-docs site (tests/fixtures/migrate/openapi-docs-site), migrated then built: the links
 * readers kept to the plugin's pages open docsgen's generated ones, and the sidebar that included the plugin's
 * generated sidebar lists the generated reference.
 */
let server: RunningServer;

test.beforeAll(async () => {
  server = await migrateBuildAndServe('openapi-docs-site');
});

test.afterAll(() => server.stop());

test("an operation's old URL opens its generated page, with its method and path", async ({ page }) => {
  await openPage(page, `${server.url}/docs/petstore/get-pet-by-id`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find pet by ID');
  await expect(page.locator('.api-method').first()).toHaveText('GET');
  await expect(page.locator('.api-path').first()).toHaveText('/pet/{petId}');
});

test("the sidebar that included the plugin's sidebar lists the API's category and operations", async ({ page }) => {
  await openPage(page, `${server.url}/docs/petstore/swagger-petstore`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swagger Petstore');
  const sidebar = page.getByRole('navigation', { name: 'Documentação', exact: true });
  await expect(sidebar.getByRole('link', { name: 'Petstore', exact: true })).toHaveAttribute(
    'href',
    '/docs/category/petstore-api',
  );
  await expect(sidebar.getByRole('link', { name: 'Visão geral' })).toHaveAttribute(
    'href',
    '/docs/petstore/swagger-petstore',
  );
  await expect(sidebar.getByRole('link', { name: 'store', exact: true })).toBeVisible();
  // The tag's category opens by itself on one of its operations.
  await openPage(page, `${server.url}/docs/petstore/add-pet`);
  await expect(sidebar.getByRole('link', { name: /Add a new pet to the store/ })).toBeVisible();
});
