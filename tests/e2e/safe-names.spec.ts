import fs from 'node:fs';
import path from 'node:path';
import { builtRoutes } from '../helpers/site-routes.ts';
import { buildAndServe, type BuiltSite, expect, openPage, test } from './support/sites.ts';

/**
 * A doc id holding what a URL reads specially ("?" starts a query, "#" a fragment, "%" an escape), a space, quotes
 * and accents: its payload must load in the browser from a served build, directly and through the sidebar (a real
 * site's `id: what-is-receipt?` showed "Não foi possível carregar esta página … 404"). Front matter ids take no
 * space, so this id comes from the file's name, as in Docusaurus; the slug gives it a plain route.
 */
const ID = `recibo? #1 50% "aspas" d'água ação`;

let site: BuiltSite;

test.beforeAll(async () => {
  site = await buildAndServe('basic', undefined, (dir) => {
    fs.writeFileSync(
      path.join(dir, `content/docs/about/${ID}.md`),
      '---\nslug: /about/recibo\nsidebar_label: Recibo especial\n---\n# Recibo\n\nO recibo da safra.\n',
    );
  });
});

test.afterAll(() => site.stop());

function routeOf(docId: string): { path: string; payload: string } {
  const route = builtRoutes(site.dir).routes.find((r) => r.docId === docId);
  if (!route?.payload) throw new Error(`no route for ${docId}`);
  return { path: route.path, payload: route.payload };
}

test('a doc whose id holds ?, #, %, a space, quotes and accents loads, directly and from the sidebar', async ({
  page,
}) => {
  const route = routeOf(`about/${ID}`);
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
  const payloadLoaded = page.waitForResponse(
    (res) => decodeURIComponent(new URL(res.url()).pathname) === `/${route.payload}` && res.status() === 200,
  );
  await openPage(page, `${site.url}${route.path}`);
  await payloadLoaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Recibo' })).toBeVisible();
  await expect(page.locator('.markdown')).toContainText('O recibo da safra.');
  await expect(page.getByText('Não foi possível carregar esta página')).toHaveCount(0);

  await openPage(page, `${site.url}/docs/about/intro`);
  await page.getByRole('link', { name: 'Recibo especial' }).first().click();
  await expect(page).toHaveURL(`${site.url}${route.path}`);
  await expect(page.locator('.markdown')).toContainText('O recibo da safra.');
  await expect(page.getByText('Não foi possível carregar esta página')).toHaveCount(0);
  expect(failed).toEqual([]);
});
