import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import {
  buildAndServe,
  expect,
  hoverAfresh,
  hoverUntil,
  markWindow,
  openPage,
  searchPageChunks,
  test,
  watchFor,
} from './support/sites.ts';

const docsSidebar = (page: Page) => page.getByRole('navigation', { name: 'Documentação', exact: true });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The payload file of a route, from the site's manifest. */
async function payloadOf(page: Page, path: string): Promise<string> {
  return page.evaluate(async (p) => {
    const manifestUrl = document.querySelector<HTMLMetaElement>('meta[name="docsgen-manifest"]')!.content;
    const manifest = await (await fetch(manifestUrl)).json();
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const shards = await Promise.all(
      Array.from({ length: manifest.routes.count }, async (_, i) =>
        (await fetch(`${base}${manifest.routes.prefix}${i}.json`)).json(),
      ),
    );
    return shards.flatMap((s) => s.routes).find((r: { path: string }) => r.path === p).payload as string;
  }, path);
}

/** Turns prefetching off, so a test decides when a payload loads. */
async function noPrefetch(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
  );
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

test('a slow route change keeps the current page, shows the progress bar after 200 ms, then switches', async ({
  page,
  reader,
}) => {
  await noPrefetch(page);
  await openPage(page, `${reader.url}/docs/about/intro`);
  const payload = await payloadOf(page, '/docs/about/configuration');
  await page.route(`**/${payload}`, async (route) => {
    await delay(900);
    await route.continue();
  });
  await docsSidebar(page).getByRole('link', { name: 'Configuração' }).click();
  const bar = page.getByRole('progressbar', { name: 'Carregando a página' });
  await expect(bar).toBeVisible();
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(8);
  await expect(heading(page)).toHaveText('Introdução');
  await expect(heading(page)).toHaveText('Configuração');
  await expect(bar).toHaveCount(0);
});

test('a fast route change shows neither the progress bar nor the loading screen', async ({ page, reader }) => {
  await openPage(page, `${reader.url}/docs/about/intro`);
  const sawBar = await watchFor(page, '.progress-bar');
  const sawLoader = await watchFor(page, '.loading');
  await docsSidebar(page).getByRole('link', { name: 'Configuração' }).click();
  await expect(heading(page)).toHaveText('Configuração');
  await page.waitForTimeout(400);
  expect(await sawBar()).toBe(false);
  expect(await sawLoader()).toBe(false);
});

test('when the next page cannot be preloaded the page reloads; a failed payload then offers a retry that works without a reload', async ({
  page,
  reader,
}) => {
  await noPrefetch(page);
  await openPage(page, `${reader.url}/docs/about/intro`);
  const payload = await payloadOf(page, '/docs/about/configuration');
  await page.route(`**/${payload}`, (route) => route.abort());
  const unchanged = await markWindow(page);
  await docsSidebar(page).getByRole('link', { name: 'Configuração' }).click();
  await expect(page.getByRole('alert')).toContainText('Não foi possível carregar esta página.');
  expect(await unchanged()).toBe(false);
  await expect(page).toHaveURL(`${reader.url}/docs/about/configuration`);
  const stillHere = await markWindow(page);
  await page.unroute(`**/${payload}`);
  await page.route(`**/${payload}`, async (route) => {
    await delay(700);
    await route.continue();
  });
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Carregando…' })).toBeVisible();
  await expect(heading(page)).toHaveText('Configuração');
  expect(await stillHere()).toBe(true);
});

test('after a route change the view goes to the hash target, else to the top; a change of query alone keeps the scroll', async ({
  page,
  reader,
}) => {
  await openPage(page, `${reader.url}/docs/about/long-read`);
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.evaluate(() => history.pushState(null, '', '?aba=2'));
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
  await docsSidebar(page).getByRole('link', { name: 'Configuração' }).click();
  await expect(heading(page)).toHaveText('Configuração');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('link', { name: 'introdução', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/about\/intro#vis%C3%A3o-geral$/);
  await expect(page.locator('[id="visão-geral"]')).toBeInViewport();
});

test('links in view are prefetched when the browser is idle', async ({ page, reader }) => {
  const requests: string[] = [];
  page.on('request', (r: Request) => requests.push(new URL(r.url()).pathname));
  await openPage(page, `${reader.url}/docs/about/intro`);
  const target = await payloadOf(page, '/docs/about/long-read');
  await expect.poll(() => requests.includes(`/${target}`)).toBe(true);
});

test('a hovered link is prefetched', async ({ page, reader }) => {
  await page.addInitScript(() => {
    // Keep the idle pass from running, so only the hover can fetch.
    (window as unknown as { requestIdleCallback: () => number }).requestIdleCallback = () => 0;
  });
  const requests: string[] = [];
  page.on('request', (r: Request) => requests.push(new URL(r.url()).pathname));
  await openPage(page, `${reader.url}/docs/about/intro`);
  const target = await payloadOf(page, '/docs/about/long-read');
  await page.waitForTimeout(300);
  expect(requests).not.toContain(`/${target}`);
  await hoverUntil(page, docsSidebar(page).getByRole('link', { name: 'Leitura longa' }), () =>
    requests.includes(`/${target}`),
  );
});

for (const connection of [{ effectiveType: '2g' }, { effectiveType: '4g', saveData: true }]) {
  test(`nothing is prefetched on ${connection.saveData ? 'data saving' : 'a 2g connection'}`, async ({
    page,
    reader,
  }) => {
    await page.addInitScript(
      (c) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => c }),
      connection,
    );
    const payloads: string[] = [];
    page.on('request', (r: Request) => r.url().includes('/data/') && payloads.push(new URL(r.url()).pathname));
    await openPage(page, `${reader.url}/docs/about/intro`);
    // Hovered again and again, so that a listener added after the first hover would still be caught prefetching.
    for (let time = 0; time < 5; time++) {
      await hoverAfresh(page, docsSidebar(page).getByRole('link', { name: 'Leitura longa' }));
      await page.waitForTimeout(300);
    }
    expect(payloads).toHaveLength(1);
  });
}

test('a rendering error shows "Esta página deu erro." with the message, and "Tentar novamente" renders again', async ({
  page,
  reader,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { failDates: boolean };
    w.failDates = true;
    const original = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format')!;
    Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
      get() {
        if (w.failDates) throw new Error('falha simulada ao formatar datas');
        return original.get!.call(this);
      },
    });
  });
  await page.goto(`${reader.url}/docs/about/intro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página deu erro.');
  await expect(page.getByText('falha simulada ao formatar datas')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { failDates: boolean }).failDates = false));
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(heading(page)).toHaveText('Introdução');
  await expect(page.getByText('Última atualização em 5 de março de 2024')).toBeVisible();
});

test('a URL ending in /index.html shows the page and the address bar drops the ending', async ({ page, reader }) => {
  await page.goto(`${reader.url}/docs/about/intro/index.html#visão-geral`);
  await expect(heading(page)).toHaveText('Introdução');
  await expect(page).toHaveURL(`${reader.url}/docs/about/intro#vis%C3%A3o-geral`);
});

test('a page chunk that fails to load shows the error with "Tentar novamente", which loads it again', async ({
  browser,
  page,
  reader,
}) => {
  await noPrefetch(page);
  const searchChunks = await searchPageChunks(page, reader.url, '/docs/about/intro');

  const fresh = await browser.newPage();
  let blocked = true;
  for (const chunk of searchChunks) await fresh.route(chunk, (route) => (blocked ? route.abort() : route.continue()));
  await fresh.goto(`${reader.url}/search?q=token`);
  await expect(heading(fresh)).toHaveText('Esta página deu erro.');
  blocked = false;
  await fresh.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(heading(fresh)).toHaveText('Resultados para “token”');
  await fresh.close();
});

test('a chunk whose prefetch failed still loads when the reader goes there, without a full reload', async ({
  browser,
  page,
}) => {
  const site = await buildAndServe('reader', undefined, (dir) =>
    fs.writeFileSync(path.join(dir, 'content/docs/guide/busca.md'), '# Busca\n\n[Buscar token](/search?q=token)\n'),
  );
  try {
    const searchChunks = await searchPageChunks(page, site.url, '/docs/guide/busca');

    const fresh = await browser.newPage();
    let blocked = true;
    let refused = 0;
    for (const chunk of searchChunks) {
      await fresh.route(chunk, (route) => {
        if (!blocked) return route.continue();
        refused++;
        return route.abort();
      });
    }
    await openPage(fresh, `${site.url}/docs/guide/busca`);
    const stillHere = await markWindow(fresh);
    const link = fresh.getByRole('link', { name: 'Buscar token' });
    await hoverUntil(fresh, link, () => refused > 0);
    blocked = false;
    await link.click();
    await expect(heading(fresh)).toHaveText('Resultados para “token”');
    expect(await stillHere()).toBe(true);
    await fresh.close();
  } finally {
    await site.stop();
  }
});
