import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { startWatchProcess, type RunningServer } from '../helpers/cli.ts';
import { tempProject, type TempProject } from '../helpers/temp-project.ts';
import { buildAndServe, type BuiltSite, expect, markWindow, openPage, test } from './support/sites.ts';

/**
 * Islands (tests/fixtures/islands, built with baseUrl /portal/): a site component with props, children and a CSS
 * module; a component of the page's own folder with state; an inline `export const` component; an npm component
 * (the fixture's node_modules/selo-pequeno); one using useDocusaurusContext, useBaseUrl and Link; one that throws;
 * one given width and height, whose placeholder reserves its box.
 */
let site: BuiltSite;
const PAGE = '/docs/componentes';
const OTHER = '/docs/outra';

test.beforeAll(async () => {
  site = await buildAndServe('islands');
});

test.afterAll(() => site.stop());

/** Console errors of the page, as the viewer logs them. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('the page arrives with each island as a placeholder holding its pre-rendered children', async ({ request }) => {
  const html = await (await request.get(`${site.url}${PAGE}`)).text();
  expect(html).toMatch(
    /<div class="island" data-island="[0-9a-f]{8}" data-island-children data-island-props="\{&quot;titulo&quot;:&quot;Primeiro cartão&quot;,&quot;nivel&quot;:2,&quot;tags&quot;:\[&quot;a&quot;,&quot;b&quot;\]\}">/,
  );
  expect(html).toContain('O conteúdo do <strong>cartão</strong> é Markdown');
  expect(html).toMatch(
    /<span class="island" data-island="[0-9a-f]{8}" data-island-children data-island-props="[^"]*">destaque em linha<\/span>/,
  );
});

test('a site component gets its props, its children as HTML and its CSS module', async ({ page }) => {
  await openPage(page, `${site.url}${PAGE}`);
  const card = page.getByTestId('cartao').first();
  await expect(card.getByRole('heading', { level: 3, name: 'Primeiro cartão' })).toBeVisible();
  await expect(card).toHaveAttribute('data-tags', 'a,b');
  await expect(card.locator('strong')).toHaveText('cartão');
  await expect(card.getByRole('link', { name: 'um link' })).toHaveAttribute('href', '/portal/docs/outra');
  await expect(card).toHaveCSS('border-top-color', 'rgb(37, 194, 160)');
  // The CSS module's class names are its own, not the source's.
  expect(await card.getAttribute('class')).not.toBe('cartao');
});

test('an inline export const component, an npm component and a component with hooks render', async ({ page }) => {
  await openPage(page, `${site.url}${PAGE}`);
  const mark = page.getByTestId('destaque');
  await expect(mark).toHaveText('destaque em linha');
  await expect(mark).toHaveCSS('background-color', 'rgb(37, 194, 160)');
  await expect(page.getByTestId('selo')).toHaveText('[novo]');
  const counter = page.getByTestId('contador');
  await expect(counter).toHaveText('Cliques: 3');
  await counter.click();
  await expect(counter).toHaveText('Cliques: 4');
});

test('useDocusaurusContext, useBaseUrl and Link read the site from the manifest', async ({ page }) => {
  await openPage(page, `${site.url}${PAGE}`);
  await expect(page.getByTestId('titulo-do-site')).toHaveText('Portal Ilhas');
  await expect(page.getByTestId('logo')).toHaveText('/portal/img/logo.svg');
  await expect(page.getByTestId('sobre').getByRole('link', { name: 'Outra página' })).toHaveAttribute(
    'href',
    '/portal/docs/outra',
  );
});

test('a component that throws shows a small error with its name, logged once, and the rest of the page works', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await openPage(page, `${site.url}${PAGE}`);
  await expect(page.locator('.island-error')).toHaveText('O componente Quebra não pôde ser exibido.');
  await expect(page.getByTestId('cartao').nth(1).getByRole('heading', { name: 'Cartão depois do erro' })).toBeVisible();
  await page.getByTestId('contador').click();
  await expect(page.getByTestId('contador')).toHaveText('Cliques: 4');
  await expect(page.getByText('Texto depois dos componentes.')).toBeVisible();
  expect(errors.filter((e) => e.includes('Quebra'))).toHaveLength(1);
});

test('a component given width and height keeps its box before it mounts, so the page does not move', async ({
  browser,
  page,
}) => {
  const placeholder = (p: Page) => p.locator(`div.island[data-island-props*='"width":560']`);
  // Before any script: the pre-rendered page, with JavaScript off.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const before = await context.newPage();
  await before.goto(`${site.url}${PAGE}`);
  const reserved = (await placeholder(before).boundingBox())!;
  await context.close();
  expect(reserved.height).toBeGreaterThan(300);
  // Mounted: the component fills the same box, and the reservation is gone (the component's own size rules).
  await openPage(page, `${site.url}${PAGE}`);
  await expect(page.getByTestId('quadro')).toBeVisible();
  const mounted = (await page.getByTestId('quadro').boundingBox())!;
  expect(Math.abs(mounted.height - reserved.height)).toBeLessThan(1);
  expect(Math.abs(mounted.width - reserved.width)).toBeLessThan(1);
  await expect(placeholder(page)).not.toHaveAttribute('style');
});

test('axe finds no WCAG 2.1 AA violation on a page with a working island beside a failing one', async ({ page }) => {
  await openPage(page, `${site.url}${PAGE}`);
  await expect(page.locator('.island-error')).toBeVisible();
  await expect(page.getByTestId('cartao').first()).toBeVisible();
  await expect(page.getByTestId('contador')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('islands unmount when the reader navigates away, and mount once when they come back', async ({ page }) => {
  await openPage(page, `${site.url}${PAGE}`);
  const sameWindow = await markWindow(page);
  await expect(page.getByTestId('contador')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { contadoresMontados: number }).contadoresMontados)).toBe(1);
  await page.getByTestId('sobre').getByRole('link', { name: 'Outra página' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outra página' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { contadoresMontados: number }).contadoresMontados))
    .toBe(0);
  await page.goBack();
  await expect(page.getByTestId('contador')).toHaveText('Cliques: 3');
  expect(await page.evaluate(() => (window as unknown as { contadoresMontados: number }).contadoresMontados)).toBe(1);
  expect(await sameWindow()).toBe(true);
});

/** The scripts a page loads, by path, from a fresh tab. */
async function scriptsOf(page: Page, url: string, shown: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openPage(page, url);
  await expect(page.getByText(shown).first()).toBeVisible();
  return scripts;
}

test('a page without islands loads none of their code, nor the viewer code that mounts them', async ({ browser }) => {
  const withIslands = await scriptsOf(await browser.newPage(), `${site.url}${PAGE}`, 'Cliques: 3');
  const without = await scriptsOf(await browser.newPage(), `${site.url}${OTHER}`, 'Sem componentes aqui.');
  expect(without.filter((s) => s.includes('/islands/'))).toEqual([]);
  // What the page with islands loads beyond the other: the components, and the viewer's chunk that mounts them.
  const extra = withIslands.filter((s) => !without.includes(s));
  expect(extra.filter((s) => s.startsWith('/portal/assets/'))).toHaveLength(1);
  expect(without.every((s) => withIslands.includes(s))).toBe(true);
});

test.describe('docsgen watch', () => {
  let project: TempProject;
  let watch: RunningServer & { output(): string };

  test.beforeEach(async () => {
    project = tempProject('islands');
    watch = await startWatchProcess(project.dir);
  });

  test.afterEach(() => watch.stop());

  test('editing a component rebuilds its bundle and re-mounts the open page islands without a reload; a broken one shows in the overlay', async ({
    page,
  }) => {
    await page.goto(`${watch.url}/docs/componentes`);
    await expect(page.locator('html')).toHaveAttribute('data-docsgen-live', 'connected');
    await expect(page.getByTestId('contador')).toHaveText('Cliques: 3');
    const sameWindow = await markWindow(page);
    const source = 'src/components/Cartao.jsx';
    const good = project.read(source);
    project.write(source, good.replace('data-testid="cartao"', 'data-testid="cartao" data-versao="2"'));
    await expect(page.getByTestId('cartao').first()).toHaveAttribute('data-versao', '2', { timeout: 15_000 });
    expect(await sameWindow()).toBe(true);
    project.write(source, good.replace('</section>', '</sectio>'));
    // The overlay lists the place, then the message: "src/components/Cartao.jsx:9:7" and "in a component's source: …".
    const overlay = page.locator('#docsgen-error-overlay');
    await expect(overlay).toContainText(/src\/components\/Cartao\.jsx:\d+:\d+/, { timeout: 15_000 });
    await expect(overlay).toContainText("in a component's source: ");
    project.write(source, good);
    await expect(page.locator('#docsgen-error-overlay')).toHaveCount(0, { timeout: 15_000 });
  });
});
