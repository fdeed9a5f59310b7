import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { editConfig, repoRoot, tempProject } from '../helpers/temp-project.ts';
import { runDocsgen, startServe } from '../helpers/cli.ts';
import { builtRoutes } from '../helpers/site-routes.ts';
import { serveAtRoot } from './support/sites.ts';

const origin = () => process.env.DOCSGEN_FIXTURE_URL!;

test('a doc page shows its content, sidebar and table of contents', async ({ page }) => {
  await page.goto(`${origin()}/docs/about/configuration`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuração');
  await expect(page).toHaveTitle('Configuração | Portal de Teste');
  const toc = page.getByRole('navigation', { name: 'Nesta página' });
  await expect(toc.getByRole('link')).toHaveText([
    'Configuração da API',
    'Exemplo',
    'Detalhes',
    'Exemplo',
    'Seção com id',
  ]);
  const sidebar = page.getByRole('navigation', { name: 'Documentação', exact: true });
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Configuração');
  await expect(page.locator('.code-title')).toHaveText('Listar talhões');
  await expect(page.locator('.admonition-warning .admonition-title')).toHaveText('Token expira em 1 hora');
});

test('following a sidebar link navigates in the app, without a reload', async ({ page }) => {
  await page.goto(`${origin()}/docs/about/intro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page
    .getByRole('navigation', { name: 'Documentação', exact: true })
    .getByRole('link', { name: 'Configuração' })
    .click();
  await expect(page).toHaveURL(`${origin()}/docs/about/configuration`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuração');
  await expect(page.getByRole('navigation', { name: 'Nesta página' }).getByRole('link').first()).toHaveText(
    'Configuração da API',
  );
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

test('a link inside the content navigates in the app and reaches its anchor', async ({ page }) => {
  await page.goto(`${origin()}/docs/about/intro`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await page.getByRole('link', { name: 'seção com id' }).click();
  await expect(page).toHaveURL(`${origin()}/docs/about/configuration#explicit-id`);
  await expect(page.locator('#explicit-id')).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
});

test('a deep link opened directly renders the page and scrolls to its hash', async ({ page }) => {
  const response = await page.goto(`${origin()}/docs/about/configuration#explicit-id`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuração');
  await expect(page.locator('#explicit-id')).toBeInViewport();
});

test('an accented anchor works encoded and literal', async ({ page }) => {
  await page.goto(`${origin()}/docs/about/configuration#configura%C3%A7%C3%A3o-da-api`);
  await expect(page.locator('[id="configuração-da-api"]')).toBeInViewport();
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto(`${origin()}/docs/nao-existe`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expect(page.getByText('informe que o link está quebrado')).toBeVisible();
});

test('a URL ending in .html shows the page and the address bar drops the ending', async ({ page }) => {
  await page.goto(`${origin()}/docs/about/intro.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  await expect(page).toHaveURL(`${origin()}/docs/about/intro`);
});

test('the home page shows the hero and its entries, and "Começar" leads to the main doc', async ({ page }) => {
  await page.goto(`${origin()}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portal de Teste');
  await expect(page.getByText('um site pequeno para os testes')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Guia' })).toBeVisible();
  await page.getByRole('link', { name: 'Começar' }).click();
  await expect(page).toHaveURL(`${origin()}/docs/about/intro`);
});

test('a payload of an unknown format version shows the error screen naming the file', async ({ page }) => {
  const site = process.env.DOCSGEN_FIXTURE_SITE!;
  const payloadFile = builtRoutes(site).routes.find((r) => r.path === '/docs/guide/advanced/b-tuning')!.payload;
  const original = fs.readFileSync(path.join(site, payloadFile), 'utf8');
  fs.writeFileSync(path.join(site, payloadFile), JSON.stringify({ ...JSON.parse(original), formatVersion: 99 }));
  try {
    await page.goto(`${origin()}/docs/guide/advanced/b-tuning`);
    await expect(page.getByRole('alert')).toContainText(payloadFile);
    await expect(page.getByRole('alert')).toContainText('formato 99 desconhecido');
  } finally {
    fs.writeFileSync(path.join(site, payloadFile), original);
  }
});

test('served under the wrong base path, the page shows the base URL banner', async ({ page }) => {
  const project = tempProject('basic');
  editConfig(project, (c) => (c.baseUrl = '/portal/'));
  const built = runDocsgen(
    ['build', '--no-gate', '--config', `${project.dir}/docs.config.json`, '--out', `${project.dir}/site`],
    repoRoot,
  );
  expect(built.status, built.stderr).toBe(0);
  const server = await serveAtRoot(`${project.dir}/site`);
  try {
    await page.goto(`${server.url}/docs/about/intro`);
    const banner = page.locator('#base-url-banner');
    await expect(banner).toContainText('A baseUrl configurada é /portal/');
    await expect(banner).toContainText('Sugestão: baseUrl = /');
    // An address with .html suggests the same base as the route itself.
    await page.goto(`${server.url}/docs/about/intro.html`);
    await expect(banner).toContainText('mas a página foi aberta em /docs/about/intro.html. Sugestão: baseUrl = /');
    await expect(banner).not.toContainText('Sugestão: baseUrl = /docs');
  } finally {
    await server.stop();
  }
});

test('built for the root baseUrl and served under /sub/, the viewer cannot load and the banner suggests /sub/', async ({
  page,
}) => {
  const project = tempProject('basic');
  const built = runDocsgen(
    ['build', '--no-gate', '--config', `${project.dir}/docs.config.json`, '--out', `${project.dir}/host/sub`],
    repoRoot,
  );
  expect(built.status, built.stderr).toBe(0);
  const server = await serveAtRoot(`${project.dir}/host`);
  try {
    const banner = page.locator('#base-url-banner');
    for (const address of ['/sub/', '/sub/docs/about/intro/']) {
      await page.goto(`${server.url}${address}`);
      await expect(banner).toHaveText(
        `Esta documentação não carregou corretamente. A baseUrl configurada é /, mas a página foi aberta em ${address}. Sugestão: baseUrl = /sub/`,
      );
    }
  } finally {
    await server.stop();
  }
});

test('on a site deployed where it was built for, a script that fails to load shows no base URL banner, accented routes included', async ({
  page,
}) => {
  const project = tempProject('basic');
  project.write('content/docs/about/introdução.md', '# Introdução acentuada\n');
  const built = runDocsgen(
    ['build', '--no-gate', '--config', `${project.dir}/docs.config.json`, '--out', `${project.dir}/site`],
    repoRoot,
  );
  expect(built.status, built.stderr).toBe(0);
  const server = await serveAtRoot(`${project.dir}/site`);
  let failedScripts = 0;
  await page.route('**/assets/*.js', (route) => {
    failedScripts++;
    return route.abort();
  });
  try {
    for (const address of ['/docs/about/introdução', '/docs/about/intro', '/docs/nao-existe']) {
      await page.goto(`${server.url}${address}`);
      await page.waitForLoadState('load');
      await expect(page.locator('#base-url-banner')).toHaveCount(0);
    }
    expect(failedScripts).toBeGreaterThan(0);
  } finally {
    await server.stop();
  }
});

test('built for baseUrl /portal/ and served under it, the site works there: links, payloads and assets all carry /portal/', async ({
  page,
}) => {
  const project = tempProject('basic');
  editConfig(project, (c) => (c.baseUrl = '/portal/'));
  const built = runDocsgen(
    ['build', '--no-gate', '--config', `${project.dir}/docs.config.json`, '--out', `${project.dir}/site`],
    repoRoot,
  );
  expect(built.status, built.stderr).toBe(0);
  const server = await startServe(`${project.dir}/site`, repoRoot);
  const requested: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${new URL(r.url()).pathname}`));
  const sidebar = page.getByRole('navigation', { name: 'Documentação', exact: true });
  const outsideBase = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('a[href], link[href], script[src], img[src]')]
        .map((e) => e.getAttribute('href') ?? e.getAttribute('src')!)
        .filter((url) => url.startsWith('/') && !url.startsWith('/portal/')),
    );
  try {
    expect(server.url).toMatch(/\/portal$/);
    const response = await page.goto(`${server.url}/docs/about/intro`);
    expect(response?.status()).toBe(200);
    await page.locator('.navbar-menu-button').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
    await expect(page.getByText('Bem-vindo ao portal.')).toBeVisible();
    await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute('href', '/portal/docs/about/intro');
    await expect(
      page.getByRole('navigation', { name: 'Principal', exact: true }).getByRole('link', { name: 'Sobre' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await outsideBase()).toEqual([]);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await page.getByRole('link', { name: 'seção com id' }).click();
    await expect(page).toHaveURL(`${server.url}/docs/about/configuration#explicit-id`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuração');
    await expect(page.locator('#explicit-id')).toBeInViewport();
    await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute('href', '/portal/docs/about/configuration');

    await sidebar.getByRole('link', { name: 'Introdução' }).click();
    await expect(page).toHaveURL(`${server.url}/docs/about/intro`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
    expect(await outsideBase()).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    expect(requested.filter((p) => p.startsWith('/portal/data/'))).not.toEqual([]);
    expect(requested.filter((p) => !p.startsWith('/portal/'))).toEqual([]);
    expect(failed).toEqual([]);
    await expect(page.locator('#base-url-banner')).toHaveCount(0);
  } finally {
    await server.stop();
  }
});
