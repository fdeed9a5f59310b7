import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { buildAndServe, type BuiltSite, expect, markWindow, openPage, test } from './support/sites.ts';

/**
 * Standalone pages of tests/fixtures/standalone-pages (its config names src/pages, as a Docusaurus site's does):
 * /sobre (front matter title, wrapperClassName, a table of contents) and /ajuda (an MDX index page with a partial and
 * hide_table_of_contents), beside a doc that links to them; and two React pages, / (index.tsx, in @theme/Layout, with
 * a CSS module) and /api (api.tsx, with state).
 */
let site: BuiltSite;

test.beforeAll(async () => {
  site = await buildAndServe('standalone-pages');
});

test.afterAll(() => site.stop());

async function expectNoDocsChrome(page: Page) {
  await expect(page.locator('.sidebar')).toHaveCount(0);
  await expect(page.locator('.breadcrumbs')).toHaveCount(0);
  await expect(page.locator('.pager')).toHaveCount(0);
}

test('a standalone page arrives prerendered, without the docs sidebar, before any script', async ({ request }) => {
  const html = await (await request.get(`${site.url}/sobre`)).text();
  expect(html).toContain('<title>Sobre o portal | Portal com páginas</title>');
  // The contents' button above the heading, as the viewer draws it below 1200 px.
  expect(html).toMatch(
    new RegExp(
      '<main id="main" class="docs-main pagina-sobre" tabindex="-1"><article class="doc standalone-page">' +
        '<div class="toc-collapsible">.*?</div><h1 class="doc-title">Sobre nós</h1>',
    ),
  );
  expect(html).toContain('<a href="#equipe">Equipe</a>');
  expect(html).not.toContain('class="sidebar"');
});

test('the viewer shows the page with its heading, table of contents and wrapper class, and no sidebar, breadcrumb or pager', async ({
  page,
}) => {
  await openPage(page, `${site.url}/sobre`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nós' })).toBeVisible();
  await expect(page.locator('main.pagina-sobre')).toHaveCount(1);
  await expect(page.locator('.docs-toc').getByRole('link', { name: 'Equipe' })).toBeVisible();
  await expectNoDocsChrome(page);
  await expect(page).toHaveTitle('Sobre o portal | Portal com páginas');
});

test('a link from a doc leads to the page and its anchor, and the page links back to the docs', async ({ page }) => {
  await openPage(page, `${site.url}/docs/intro`);
  await expect(page.locator('.sidebar')).toHaveCount(1);
  await page.locator('.markdown').getByRole('link', { name: 'sobre o portal' }).click();
  await expect(page).toHaveURL(`${site.url}/sobre#equipe`);
  await expect(page.getByRole('heading', { level: 2, name: 'Equipe' })).toBeInViewport();
  await expectNoDocsChrome(page);
  await page.locator('.markdown').getByRole('link', { name: 'introdução' }).click();
  await expect(page).toHaveURL(`${site.url}/docs/intro`);
  await expect(page.locator('.sidebar')).toHaveCount(1);
});

test('an MDX index page shows its partial, and no table of contents with hide_table_of_contents', async ({ page }) => {
  await openPage(page, `${site.url}/ajuda/`);
  await expect(page.getByText('Perguntas frequentes sobre tokens.')).toBeVisible();
  await expect(page.locator('.docs-toc')).toHaveCount(0);
  await expectNoDocsChrome(page);
});

test('a React page is its component inside the site navbar and footer, opened directly and by client navigation', async ({
  page,
}) => {
  await openPage(page, `${site.url}/api`);
  const content = page.locator('#main.react-page');
  await expect(content.getByRole('heading', { level: 1, name: 'Referência da API' })).toBeVisible();
  await expect(content.getByTestId('site')).toHaveText('Portal com páginas');
  await expect(page.locator('header.navbar')).toHaveCount(1);
  await expect(page.locator('footer.footer')).toHaveCount(1);
  await expectNoDocsChrome(page);
  // Hooks work: the page shares the viewer's React.
  await content.getByRole('button', { name: 'Mostrar detalhes' }).click();
  await expect(page.getByTestId('detalhes')).toHaveText('Detalhes da API.');
  const sameWindow = await markWindow(page);
  await content.getByRole('link', { name: 'introdução' }).click();
  await expect(page).toHaveURL(`${site.url}/docs/intro`);
  await page.locator('.markdown').getByRole('link', { name: 'referência da API' }).click();
  await expect(content.getByRole('heading', { level: 1, name: 'Referência da API' })).toBeVisible();
  // The home page wraps itself in @theme/Layout: one navbar still, its CSS module, and the title Layout gives.
  await page.locator('.navbar-brand').click();
  await expect(page).toHaveURL(`${site.url}/`);
  await expect(page.getByTestId('inicio').getByRole('link', { name: 'Conheça a API' })).toBeVisible();
  await expect(page.locator('header.navbar')).toHaveCount(1);
  await expect(content.locator('header')).toHaveCSS('border-bottom-color', 'rgb(37, 194, 160)');
  await expect(page).toHaveTitle('Início | Portal com páginas');
  expect(await sameWindow()).toBe(true);
});

for (const path of ['/sobre', '/ajuda']) {
  test(`${path} has no WCAG 2.1 AA violation`, async ({ page }) => {
    await openPage(page, `${site.url}${path}`);
    await expect(page.locator('.standalone-page')).toHaveCount(1);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
