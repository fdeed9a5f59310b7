import type { RunningServer } from '../helpers/cli.ts';
import { expect, migrateBuildAndServe, openPage, test } from './support/sites.ts';

/**
 * The Docusaurus module surface (tests/fixtures/migrate/modules-site, migrated then built): a page with Heading,
 * CodeBlock, Tabs, Translate, a CSS module and BrowserOnly with a function child, and components using theme-common,
 * router, useDocusaurusContext, Translate and CodeBlock in the browser.
 */
let server: RunningServer;
const PAGE = '/docs/modulos';

test.beforeAll(async () => {
  server = await migrateBuildAndServe('modules-site');
});

test.afterAll(() => server.stop());

test('Heading has its anchor and TOC entry, CodeBlock is highlighted, Tabs switch, Translate reads code.json', async ({
  page,
}) => {
  await openPage(page, `${server.url}${PAGE}`);
  const heading = page.getByRole('heading', { level: 2, name: 'Título com Heading' });
  await expect(heading).toHaveAttribute('id', 'titulo-proprio');
  await expect(heading.locator('a.hash-link')).toHaveAttribute('href', '#titulo-proprio');
  // The <Head> title is the payload's, which the viewer sets as the tab's.
  await expect(page).toHaveTitle(/^Módulos na aba \| /);
  await expect(page.locator('.code-title').first()).toHaveText('exemplo.js');
  await expect(page.locator('.code-block .t-keyword').first()).toHaveText('const');
  await page.getByRole('tab', { name: 'macOS' }).click();
  await expect(page.getByText('Conteúdo macOS')).toBeVisible();
  await expect(page.getByText('Olá, Ana! (traduzido)')).toBeVisible();
  await expect(page.locator('p[title="Dica traduzida"]')).toHaveText('Mensagem da função');
  await page.getByRole('link', { name: 'a introdução', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/docs/intro`);
});

test('a CSS module class is applied with its style', async ({ page }) => {
  await openPage(page, `${server.url}${PAGE}`);
  await expect(page.getByText('Caixa com estilo')).toHaveCSS('border-top-color', 'rgb(37, 194, 160)');
});

test('BrowserOnly with a function child renders only in the browser, its fallback prerendered', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`${server.url}${PAGE}`)).text();
  expect(html).toContain('Carregando…');
  expect(html).not.toContain('Só no navegador');
  await openPage(page, `${server.url}${PAGE}`);
  await expect(page.getByTestId('exemplo')).toHaveText(`Só no navegador: ${PAGE}`);
  await expect(page.getByText('Carregando…')).toHaveCount(0);
});

test('useColorMode follows the theme toggle; router, context, Translate and CodeBlock work in a component', async ({
  page,
}) => {
  await openPage(page, `${server.url}${PAGE}`);
  const mode = page.getByTestId('modo');
  const before = (await mode.textContent())?.includes('dark') ? 'dark' : 'light';
  await page.getByRole('button', { name: /Alternar entre os modos claro e escuro/ }).click();
  await expect(mode).not.toContainText(`Modo: ${before}`);
  await expect(mode).toHaveClass('theme-code-block');
  const context = page.getByTestId('contexto');
  await expect(context.getByRole('heading', { level: 3 })).toHaveText('Módulos');
  await expect(context).toContainText('Os módulos do Docusaurus');
  await expect(context).toContainText('Rodapé traduzido · Olá, Bia! (traduzido)');
  await expect(context.locator('.code-block code')).toHaveText('npm run build');
  await expect(page.getByTestId('convite')).toHaveText('Volte a o título (2).');
  await expect(page.getByTestId('convite').getByRole('link')).toHaveAttribute('href', '#titulo-proprio');
  await expect(page.getByTestId('rota')).toContainText(`Caminho: ${PAGE}`);
  await page.getByRole('button', { name: 'Ir para a introdução' }).click();
  await expect(page).toHaveURL(`${server.url}/docs/intro`);
  await expect(page.getByRole('heading', { level: 1, name: 'Introdução' })).toBeVisible();
});

test('useCurrentSidebarCategory gives a component the items of the category whose page the doc is', async ({
  page,
}) => {
  await openPage(page, `${server.url}/docs/guia`);
  const list = page.getByTestId('categoria');
  await expect(list).toHaveText('Primeiro passo: O primeiro passo do guia');
  await list.getByRole('link', { name: 'Primeiro passo' }).click();
  await expect(page).toHaveURL(`${server.url}/docs/guia/passo`);
});
