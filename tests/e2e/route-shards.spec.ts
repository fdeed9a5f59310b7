import type { Page } from '@playwright/test';
import { routeShardFile } from '../../format/route-shards.ts';
import { builtRoutes } from '../helpers/site-routes.ts';
import { buildAndServe, type BuiltSite, expect, openPage, test } from './support/sites.ts';

let site: BuiltSite;

test.beforeAll(async () => {
  // A target of one route per shard spreads the reader fixture's few routes over many shards, as a large site's are
  // (the variable is read by cli/site/route-table.ts, for tests only).
  process.env.DOCSGEN_ROUTES_PER_SHARD = '1';
  try {
    site = await buildAndServe('reader');
  } finally {
    delete process.env.DOCSGEN_ROUTES_PER_SHARD;
  }
});

test.afterAll(() => site.stop());

const docsSidebar = (page: Page) => page.getByRole('navigation', { name: 'Documentação', exact: true });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The site files the page requested, by path, from now on: shards and sidebars only. */
function routeFilesRequested(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(routes\/|sidebars\/|manifest\.)/.test(pathname)) seen.push(pathname.slice(1));
  });
  return seen;
}

/** Turns prefetching off, so that only what a page needs is requested. */
async function noPrefetch(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
  );
}

test('a direct load and client-side navigations fetch one shard each and the sidebar they show', async ({ page }) => {
  const { manifest, routes } = builtRoutes(site.dir);
  expect(manifest.routes.count).toBeGreaterThanOrEqual(8);
  expect(new Set(routes.map((r) => routeShardFile(manifest.routes, r.path))).size).toBeGreaterThan(4);
  await noPrefetch(page);
  const requested = routeFilesRequested(page);
  await openPage(page, `${site.url}/docs/about/intro`);
  await expect(heading(page)).toHaveText('Introdução');
  await expect(docsSidebar(page).getByRole('link', { name: 'Configuração' })).toBeVisible();
  // The shell preloads the manifest, the page's shard and its sidebar, which the viewer then uses: one manifest, one
  // shard, one sidebar, each fetched once.
  const preloads = await page
    .locator('link[rel="preload"][as="fetch"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname.slice(1)));
  const shards = () => requested.filter((f) => f.startsWith('routes/'));
  expect(shards()).toEqual([routeShardFile(manifest.routes, '/docs/about/intro')]);
  expect(preloads).toContain(shards()[0]);
  expect(preloads[0]).toMatch(/^manifest\.[0-9a-f]+\.json$/);
  expect(requested.filter((f) => f === preloads[0])).toHaveLength(1);
  expect(requested).toContain(manifest.sidebars.about);
  expect(requested).not.toContain(manifest.sidebars.guide);

  // To another sidebar, by the navbar: the guide's shard and sidebar, nothing more.
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Guia' }).click();
  await expect(heading(page)).toHaveText('Primeiros passos');
  await expect(docsSidebar(page).getByRole('link', { name: 'Primeiros passos' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(requested).toContain(manifest.sidebars.guide);
  expect(shards().length).toBeLessThanOrEqual(2);

  // A blog post, then a tag page: listings resolve from their shards too.
  await page.goto(`${site.url}/blog`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Novidades');
  await page.getByRole('link', { name: 'Primeiro post' }).first().click();
  await expect(heading(page)).toHaveText('Primeiro post');

  // An address no shard holds: the not-found page, after one shard.
  const before = shards().length;
  await page.goto(`${site.url}/docs/nao-existe`);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  expect(shards().length - before).toBeLessThanOrEqual(1);
  // No route entry and no sidebar item is in the manifest itself.
  expect(JSON.stringify(manifest)).not.toMatch(/"docId"|"payload"|"items":\[\{"type"/);
});

test('hovering a navbar item prefetches the shard and sidebar of the page it leads to', async ({ page }) => {
  const { manifest } = builtRoutes(site.dir);
  const requested = routeFilesRequested(page);
  await openPage(page, `${site.url}/blog`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Novidades');
  expect(requested).not.toContain(manifest.sidebars.guide);
  const sidebarLoaded = page.waitForRequest((request) => request.url().endsWith(manifest.sidebars.guide!));
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Guia' }).hover();
  await sidebarLoaded;
});
