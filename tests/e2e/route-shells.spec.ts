import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { findNginx, startNginxExample, type RunningNginx } from '../helpers/nginx.ts';
import { buildAndServe, type BuiltSite, expect, openPage, test } from './support/sites.ts';

// A site built with one fallback shell for its routes (`"output": { "routeHtml": "fallback" }`): no route but the home
// and search pages has an HTML file, and each is served 200.html by a host that reads route-shells.map.
let site: BuiltSite;

test.beforeAll(async () => {
  site = await buildAndServe('reader', (config) => (config.output = { routeHtml: 'fallback' }));
});

test.afterAll(() => site.stop());

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A direct load of `url`: the status it was answered with, and the page the viewer shows. */
async function load(page: Page, url: string) {
  const res = await page.goto(url);
  await page.locator('.navbar-menu-button').waitFor({ state: 'attached' });
  return { status: res?.status(), heading: await heading(page).textContent(), title: await page.title() };
}

test('the built site has no HTML file for a doc route, only the fallback shell', () => {
  expect(fs.existsSync(path.join(site.dir, 'docs/about/intro/index.html'))).toBe(false);
  expect(fs.existsSync(path.join(site.dir, '200.html'))).toBe(true);
  expect(fs.readFileSync(path.join(site.dir, 'route-shells.map'), 'utf8')).toContain(
    '"/docs/about/intro" "/200.html";',
  );
});

test('docsgen serve answers a deep link with the fallback shell and 200, and the viewer shows the page, its title included', async ({
  page,
}) => {
  expect(await load(page, `${site.url}/docs/about/intro`)).toEqual({
    status: 200,
    heading: 'Introdução',
    title: expect.stringMatching(/^Introdução \| /),
  });
  // The blog's routes are in the route table too.
  expect(await load(page, `${site.url}/blog/2024/02/20/segundo-post`)).toEqual({
    status: 200,
    heading: 'Segundo post',
    title: expect.stringMatching(/^Segundo post \| /),
  });
  expect((await load(page, `${site.url}/blog`)).status).toBe(200);
});

test('docsgen serve answers a path that is no route with 404.html and 404', async ({ page }) => {
  const { status, title } = await load(page, `${site.url}/docs/nao-existe`);
  expect(status).toBe(404);
  expect(title).toMatch(/^Página não encontrada \| /);
  await expect(page.locator('main.not-found')).toBeVisible();
});

test('a host that answers every path with the fallback shell gets the not-found page, which asks not to be indexed, and a page, which does not', async ({
  page,
}) => {
  const robots = page.locator('meta[name="robots"]');
  // docsgen serve answers /200.html with the file itself, as a catch-all host would answer a wrong address.
  const { status, heading: shown } = await load(page, `${site.url}/200.html`);
  expect([status, shown]).toEqual([200, 'Página não encontrada']);
  await expect(robots).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'Voltar à página inicial' }).click();
  await expect(heading(page)).not.toHaveText('Página não encontrada');
  await expect(robots).toHaveCount(0);
});

test('a page opened from the fallback shell moves focus and announces the next page, as one opened from its own file', async ({
  page,
}) => {
  await openPage(page, `${site.url}/docs/about/intro`);
  await page.locator('.sidebar-link:not([aria-current])').first().click();
  await expect(page).not.toHaveURL(/\/docs\/about\/intro$/);
  await expect(page.locator('#main')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(await page.title());
});

test.describe('behind the nginx example', () => {
  const nginxBinary = findNginx();
  test.skip(
    !nginxBinary && !process.env.DOCSGEN_REQUIRE_NGINX,
    'nginx is not installed here (apt-get install -y nginx); CI installs it and runs these tests',
  );

  let nginx: RunningNginx;
  test.beforeAll(async () => {
    if (!nginxBinary) throw new Error('DOCSGEN_REQUIRE_NGINX is set, but nginx is not installed');
    nginx = await startNginxExample(nginxBinary, site.dir);
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('answers a route with the fallback shell and 200, with or without a trailing slash, and anything else with 404.html and 404', async () => {
    const shell = fs.readFileSync(path.join(site.dir, '200.html'), 'utf8');
    const notFound = fs.readFileSync(path.join(site.dir, '404.html'), 'utf8');
    for (const p of ['/docs/about/intro', '/docs/about/intro/', '/blog']) {
      const res = await fetch(nginx.url + p);
      expect([res.status, await res.text()], p).toEqual([200, shell]);
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      expect(res.headers.get('content-security-policy'), p).toBe("frame-ancestors 'self'");
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
    }
    for (const p of ['/docs/nao-existe', '/docs/about/intro/index.html', '/docs/about']) {
      const res = await fetch(nginx.url + p);
      expect([res.status, await res.text()], p).toEqual([404, notFound]);
    }
    // The files a route still has are served as they are. (The example asks a token provider before serving payloads,
    // so the viewer is tested through docsgen serve above: nginx sends it the same shell.)
    expect((await fetch(`${nginx.url}/`)).status).toBe(200);
    expect(await (await fetch(`${nginx.url}/search`)).text()).toContain('<title>Buscar');
  });
});
