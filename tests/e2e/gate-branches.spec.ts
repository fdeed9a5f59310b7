import fs from 'node:fs';
import path from 'node:path';
import { startServe } from '../helpers/cli.ts';
import { repoRoot } from '../helpers/temp-project.ts';
import {
  buildGatedSite,
  contextWithStoredToken,
  expect,
  GOOD_TOKEN,
  handOffUrl,
  storedGateKeys,
  test,
  watchGatedContent,
} from './gate-fixtures.ts';
import { searchPageChunks, serveAtRoot } from './support/sites.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

test.describe('branches 2 to 4: no token in the URL', () => {
  test('with no stored expiry the reader goes to the main application, and no payload is requested or painted', async ({
    page,
    gatedSite,
    provider,
  }) => {
    const seen = await watchGatedContent(page);
    await page.goto(`${gatedSite.docs}/docs/about/intro`);
    await page.waitForURL(provider.mainAppUrl);
    expect(seen).toEqual({ painted: [], payloadRequests: [] });
    expect(provider.calls).toEqual([]);
  });

  test('the home page is gated too', async ({ page, gatedSite, provider }) => {
    await page.goto(`${gatedSite.docs}/`);
    await page.waitForURL(provider.mainAppUrl);
  });

  test('an unknown path is gated too: without a session the reader goes to the main application, and nothing of the content is requested', async ({
    page,
    gatedSite,
    provider,
  }) => {
    const contentRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/(data|search-index)\//.test(request.url())) contentRequests.push(request.url());
    });
    await page.goto(`${gatedSite.docs}/docs/nao-existe`);
    await page.waitForURL(provider.mainAppUrl);
    expect(contentRequests).toEqual([]);
    expect(provider.calls).toEqual([]);
  });

  test('an address outside baseUrl, answered with the 404 page, is gated too', async ({ page, provider }) => {
    const server = await startServe(
      buildGatedSite(provider, (c) => (c.baseUrl = '/portal/')),
      repoRoot,
    );
    const contentRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/(data|search-index)\//.test(request.url())) contentRequests.push(request.url());
    });
    try {
      await page.goto(`${new URL(server.url).origin}/outra/pagina`);
      await page.waitForURL(provider.mainAppUrl);
      expect(contentRequests).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  test('with a session, an unknown path shows the not-found page, with search and prefetching', async ({
    browser,
    gatedSite,
    provider,
  }) => {
    const context = await contextWithStoredToken(browser, gatedSite.docs, nowSeconds() + 600);
    const page = await context.newPage();
    const payloads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/data/')) payloads.push(request.url());
    });
    const response = await page.goto(`${gatedSite.docs}/docs/nao-existe`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await expect(page.getByRole('combobox', { name: /Buscar/ })).toHaveCount(1);
    await page.getByRole('link', { name: 'Sobre' }).first().hover();
    await expect.poll(() => payloads.length).toBeGreaterThan(0);
    expect(provider.mainAppVisits).toBe(0);
    await context.close();
  });

  test('with a session, the search page opened directly says "Carregando…" only once its code has taken 200 ms', async ({
    browser,
    gatedSite,
  }) => {
    const context = await contextWithStoredToken(browser, gatedSite.docs, nowSeconds() + 600);
    const page = await context.newPage();
    const searchChunks = await searchPageChunks(page, gatedSite.docs, '/docs/about/intro');
    const fresh = await context.newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    for (const chunk of searchChunks) {
      await fresh.route(chunk, async (route) => {
        await released;
        await route.continue();
      });
    }
    // When the results page's fallback appears, and when its "Carregando…" does.
    await fresh.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { marks: typeof marks }).marks = marks;
      new MutationObserver(() => {
        if (marks.fallback === undefined && document.querySelector('main.search-page'))
          marks.fallback = performance.now();
        if (
          marks.loading === undefined &&
          document.querySelector('main.search-page .loading')?.textContent?.includes('Carregando')
        )
          marks.loading = performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await fresh.goto(`${gatedSite.docs}/search?q=token`);
    await expect(fresh.locator('main.search-page .loading')).toBeVisible();
    release();
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('Resultados para “token”');
    const marks = await fresh.evaluate(() => (window as unknown as { marks: Record<string, number> }).marks);
    expect(marks.loading! - marks.fallback!).toBeGreaterThanOrEqual(195);
    await context.close();
  });

  for (const path of ['/docs/tags', '/docs/tags/visão-geral']) {
    test(`the tag page ${path} is gated like a doc, and its payload is never requested`, async ({
      page,
      gatedSite,
      provider,
    }) => {
      const seen = await watchGatedContent(page);
      const listingRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/data\/.*tags/.test(decodeURIComponent(request.url()))) listingRequests.push(request.url());
      });
      await page.goto(`${gatedSite.docs}${path}`);
      await page.waitForURL(provider.mainAppUrl);
      expect(seen.painted).toEqual([]);
      expect(listingRequests).toEqual([]);
    });
  }

  test('an expiry in the past is removed with its token and the reader goes to the main application', async ({
    browser,
    gatedSite,
    provider,
  }) => {
    const context = await contextWithStoredToken(browser, gatedSite.docs, nowSeconds() - 60);
    const page = await context.newPage();
    const seen = await watchGatedContent(page);
    await page.goto(`${gatedSite.docs}/docs/about/intro`);
    await page.waitForURL(provider.mainAppUrl);
    expect(seen.painted).toEqual([]);
    expect(await storedGateKeys(context, gatedSite.docs)).toEqual({});
    await context.close();
  });

  test('a stored expiry that is not a number counts as past', async ({ browser, gatedSite, provider }) => {
    const context = await contextWithStoredToken(browser, gatedSite.docs, 'amanhã');
    const page = await context.newPage();
    await page.goto(`${gatedSite.docs}/docs/about/intro`);
    await page.waitForURL(provider.mainAppUrl);
    expect(await storedGateKeys(context, gatedSite.docs)).toEqual({});
    await context.close();
  });

  test('an unexpired token shows the page without asking the provider, and payloads carry it', async ({
    browser,
    gatedSite,
    provider,
  }) => {
    const context = await contextWithStoredToken(browser, gatedSite.docs, nowSeconds() + 600, 'token-guardado');
    const page = await context.newPage();
    const payloadAuth = page
      .waitForRequest((r) => r.url().includes('/data/'))
      .then((r) => r.headers()['authorization']);
    await page.goto(`${gatedSite.docs}/docs/about/intro`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
    expect(await payloadAuth).toBe('Bearer token-guardado');
    expect(provider.calls).toEqual([]);
    await context.close();
  });

  test("the gate's code is a chunk that a gated shell preloads and a preview build never loads", async ({
    browser,
    gatedSite,
  }) => {
    const entry = JSON.parse(fs.readFileSync(path.join(repoRoot, 'dist/viewer/entry.json'), 'utf8'));
    const gateScripts = (entry.gateScripts as string[]).map((file) => `/assets/${file}`);
    expect(gateScripts.length).toBeGreaterThan(0);
    const context = await contextWithStoredToken(browser, gatedSite.docs, nowSeconds() + 600);
    const preview = process.env.DOCSGEN_FIXTURE_URL!;
    for (const [docs, gated] of [
      [gatedSite.docs, true],
      [preview, false],
    ] as const) {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
      const shell = await (await page.request.get(`${docs}/docs/about/intro`)).text();
      const preloaded = [...shell.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
      await page.goto(`${docs}/docs/about/intro`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
      for (const file of gateScripts) {
        expect(preloaded.includes(file), `${file} preloaded, gate on: ${gated}`).toBe(gated);
        expect(scripts.includes(file), `${file} loaded, gate on: ${gated}`).toBe(gated);
      }
    }
    await context.close();
  });

  test('a token is honoured up to its expiry one hour later, and not a moment after', async ({
    page,
    context,
    gatedSite,
    provider,
  }) => {
    const { docs } = gatedSite;
    const t0 = Date.UTC(2030, 5, 1, 8, 0, 0);
    await page.clock.setFixedTime(t0);
    await page.goto(handOffUrl(docs, GOOD_TOKEN, '/docs/about/intro'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
    const expiry = t0 / 1000 + 3600;
    expect(await storedGateKeys(context, docs)).toEqual({ token: GOOD_TOKEN, tokenExpiration: String(expiry) });
    const sidebar = page.getByRole('navigation', { name: 'Documentação', exact: true });

    await page.clock.setFixedTime(expiry * 1000);
    await sidebar.getByRole('link', { name: 'Configuração' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuração');

    await page.clock.setFixedTime(expiry * 1000 + 1);
    await sidebar.getByRole('link', { name: 'Introdução' }).click();
    await page.waitForURL(provider.mainAppUrl);
    expect(await storedGateKeys(context, docs)).toEqual({});
    expect(provider.calls).toHaveLength(1);
  });
});

test.describe('what the gate leaves alone', () => {
  test('served under the wrong base path, a gated build still shows the base URL banner', async ({
    page,
    provider,
  }) => {
    const server = await serveAtRoot(buildGatedSite(provider, (c) => (c.baseUrl = '/portal/')));
    try {
      await page.goto(`${server.url}/docs/about/intro`);
      await expect(page.locator('#base-url-banner')).toContainText('A baseUrl configurada é /portal/');
      expect(page.url()).toBe(`${server.url}/docs/about/intro`);
      expect(provider.mainAppVisits).toBe(0);
    } finally {
      await server.stop();
    }
  });

  test('a preview build (--no-gate) shows every page under a banner saying the gate is off', async ({ page }) => {
    await page.goto(`${process.env.DOCSGEN_FIXTURE_URL}/docs/about/intro`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
    await expect(page.getByRole('note')).toHaveText(
      'Pré-visualização: o controle de acesso está desligado. Qualquer pessoa com o endereço vê estas páginas.',
    );
  });

  test('a preview build takes a hand-off token out of the address and history too', async ({ page }) => {
    const docs = process.env.DOCSGEN_FIXTURE_URL!;
    await page.goto(`${docs}/docs/about/intro`);
    await page.goto(handOffUrl(docs, GOOD_TOKEN, undefined, '/docs/about/configuration'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuração');
    expect(page.url()).toBe(`${docs}/docs/about/configuration`);
    await page.goBack();
    await expect(page).toHaveURL(`${docs}/docs/about/intro`);
    await page.goForward();
    await expect(page).toHaveURL(`${docs}/docs/about/configuration`);
  });

  test('the gated build has no banner', async ({ browser, gatedSite }) => {
    const context = await contextWithStoredToken(browser, gatedSite.docs, nowSeconds() + 600);
    const page = await context.newPage();
    await page.goto(`${gatedSite.docs}/docs/about/intro`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
    await expect(page.getByRole('note')).toHaveCount(0);
    await context.close();
  });
});
