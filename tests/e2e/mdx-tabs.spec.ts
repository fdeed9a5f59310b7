import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { buildAndServe, type BuiltSite, expect, markWindow, openPage, test } from './support/sites.ts';

/**
 * Tabs and details of an MDX page (tests/fixtures/mdx/docs/tabs.mdx): three tabs containers, the first two in the
 * group "sistema", the third with `queryString` on the group "linguagem"; headings in the panels; a details; a diagram.
 */
let site: BuiltSite;
const PAGE = '/docs/tabs';

test.beforeAll(async () => {
  site = await buildAndServe('mdx');
});

test.afterAll(() => site.stop());

const containers = (page: Page) => page.locator('.markdown .tabs-container');
const installation = (page: Page) => containers(page).nth(0);
const running = (page: Page) => containers(page).nth(1);
const language = (page: Page) => containers(page).nth(2);
const tab = (container: Locator, name: string) => container.getByRole('tab', { name, exact: true });

async function expectSelected(container: Locator, name: string, panelText: string) {
  await expect(tab(container, name)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(container, name)).toHaveAttribute('tabindex', '0');
  await expect(container.getByRole('tab', { selected: false })).toHaveCount(
    (await container.getByRole('tab').count()) - 1,
  );
  for (const other of await container.getByRole('tab', { selected: false }).all())
    await expect(other).toHaveAttribute('tabindex', '-1');
  await expect(container.getByRole('tabpanel')).toHaveCount(1);
  await expect(container.getByRole('tabpanel')).toContainText(panelText);
  await expect(container.getByRole('tabpanel')).toBeVisible();
}

test('the page arrives with the default tabs selected and the other panels hidden, before any script', async ({
  request,
}) => {
  const html = await (await request.get(`${site.url}${PAGE}`)).text();
  expect(html).toMatch(
    /<button type="button" role="tab" id="[^"]+" aria-controls="[^"]+" aria-selected="true" tabindex="0"[^>]*data-value="win">Windows<\/button>/,
  );
  expect(html).toMatch(/<div role="tabpanel"[^>]*data-value="linux"[^>]*hidden>/);
  // Hidden panels are in the page: their headings have ids.
  expect(html).toContain('id="instalar-no-linux"');
});

test('a click switches the tab, and every tabs container of the same group follows', async ({ page }) => {
  await openPage(page, `${site.url}${PAGE}`);
  await expectSelected(installation(page), 'Windows', 'Instalar no Windows');
  await tab(installation(page), 'macOS').click();
  await expectSelected(installation(page), 'macOS', 'Instalar no macOS');
  await expectSelected(running(page), 'macOS', 'Abra App.app');
  // Another group is left alone.
  await expectSelected(language(page), 'JavaScript', '@agro/cliente');
});

test('the keyboard moves between tabs as in the WAI-ARIA tabs pattern', async ({ page }) => {
  await openPage(page, `${site.url}${PAGE}`);
  await tab(installation(page), 'Windows').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(installation(page), 'macOS')).toBeFocused();
  await expectSelected(installation(page), 'macOS', 'Instalar no macOS');
  await page.keyboard.press('End');
  await expect(tab(installation(page), 'Linux')).toBeFocused();
  await expectSelected(installation(page), 'Linux', 'Instalar no Linux');
  await page.keyboard.press('ArrowRight');
  await expect(tab(installation(page), 'Windows')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(installation(page), 'Linux')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(installation(page), 'Windows')).toBeFocused();
  await expectSelected(installation(page), 'Windows', 'Instalar no Windows');
  // Tab leaves the tab list for the panel: one stop for the whole list.
  await page.keyboard.press('Tab');
  await expect(installation(page).getByRole('tabpanel')).toBeFocused();
});

test("a group's choice is remembered under Docusaurus's key and comes back after a reload", async ({ page }) => {
  await openPage(page, `${site.url}${PAGE}`);
  await tab(running(page), 'Linux').click();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.sistema'))).toBe('linux');
  await page.reload();
  await page.locator('.navbar-menu-button').waitFor({ state: 'attached' });
  await expectSelected(installation(page), 'Linux', 'Instalar no Linux');
  await expectSelected(running(page), 'Linux', 'Execute ./app');
});

test('a stored choice no tab has keeps the default', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.sistema', 'android'));
  await openPage(page, `${site.url}${PAGE}`);
  await expectSelected(installation(page), 'Windows', 'Instalar no Windows');
});

test('npm2yarn tabs of a Markdown page switch, and the synced ones follow and come back after a reload', async ({
  page,
}) => {
  // tests/fixtures/mdx/docs/npm2yarn.md: two ```bash npm2yarn fences, with "markdown.npm2yarn": { "sync": true }.
  await openPage(page, `${site.url}/docs/npm2yarn`);
  const [install, run] = [containers(page).nth(0), containers(page).nth(1)];
  await expect(install.getByRole('tab')).toHaveText(['npm', 'Yarn', 'pnpm', 'Bun']);
  await expectSelected(install, 'npm', 'npm install --save @agro/cliente');
  await tab(install, 'pnpm').click();
  await expectSelected(install, 'pnpm', 'pnpm add @agro/cliente');
  await expectSelected(run, 'pnpm', 'pnpm run exemplo --talhao 12');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn'))).toBe('pnpm');
  await page.reload();
  await page.locator('.navbar-menu-button').waitFor({ state: 'attached' });
  await expectSelected(run, 'pnpm', 'pnpm run exemplo --talhao 12');
  await tab(run, 'Yarn').click();
  await expectSelected(install, 'Yarn', 'yarn add @agro/cliente');
  await expectSelected(run, 'Yarn', 'yarn exemplo --talhao 12');
});

test('tab blocks of a Markdown page switch, and the others of the group "code-examples" follow', async ({ page }) => {
  // tests/fixtures/mdx/docs/tab-blocks.md: two pairs of ```js tab and ```ts tab fences, with "markdown.tabBlocks".
  await openPage(page, `${site.url}/docs/tab-blocks`);
  const [create, list] = [containers(page).nth(0), containers(page).nth(1)];
  await expect(create.getByRole('tab')).toHaveText(['JavaScript', 'TypeScript']);
  await expectSelected(list, 'JavaScript', 'cliente.talhoes();');
  await tab(create, 'TypeScript').click();
  await expectSelected(create, 'TypeScript', 'const cliente: Cliente');
  await expect(create.getByRole('tabpanel').locator('.code-title')).toHaveText('cliente.ts');
  await expectSelected(list, 'TypeScript', 'await cliente.talhoes();');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.code-examples'))).toBe('ts');
});

test('queryString puts the choice in the address without a navigation, and the address brings it back', async ({
  page,
}) => {
  await openPage(page, `${site.url}${PAGE}?origem=email#linguagem`);
  const sameWindow = await markWindow(page);
  const entries = await page.evaluate(() => history.length);
  await page.locator('article.doc').evaluate((article) => article.setAttribute('data-still-here', ''));
  await tab(language(page), 'Python').click();
  await expect(page).toHaveURL(`${site.url}${PAGE}?origem=email&linguagem=py#linguagem`);
  expect(await sameWindow()).toBe(true);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await expect(page.locator('article.doc[data-still-here]')).toHaveCount(1);
  await expectSelected(language(page), 'Python', 'agro-cliente');

  // The address beats the stored choice.
  await page.evaluate(() => localStorage.setItem('docusaurus.tab.linguagem', 'js'));
  await page.reload();
  await page.locator('.navbar-menu-button').waitFor({ state: 'attached' });
  await expectSelected(language(page), 'Python', 'agro-cliente');
});

test('a link read from the address selects the tab on a fresh visit', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openPage(page, `${site.url}${PAGE}?linguagem=py`);
  await expectSelected(language(page), 'Python', 'agro-cliente');
  await context.close();
});

test('a link to an anchor in a hidden panel opens that panel and scrolls to it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await openPage(page, `${site.url}${PAGE}`);
  await page.getByRole('link', { name: 'instalação no Linux' }).click();
  await expectSelected(installation(page), 'Linux', 'Instalar no Linux');
  await expect(page.getByRole('heading', { name: 'Instalar no Linux' })).toBeInViewport();
  await expect(page).toHaveURL(/#instalar-no-linux$/);
});

test('a link into a hidden panel keeps the tab choice in the address, and stays on the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await openPage(page, `${site.url}${PAGE}?linguagem=py`);
  const sameWindow = await markWindow(page);
  await page.getByRole('link', { name: 'instalação no Linux' }).click();
  await expect(page).toHaveURL(`${site.url}${PAGE}?linguagem=py#instalar-no-linux`);
  await expectSelected(installation(page), 'Linux', 'Instalar no Linux');
  await expect(page.getByRole('heading', { name: 'Instalar no Linux' })).toBeInViewport();
  await expectSelected(language(page), 'Python', 'agro-cliente');
  expect(await sameWindow()).toBe(true);
});

test('an address whose hash is in a hidden panel opens it on load', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await openPage(page, `${site.url}${PAGE}#instalar-no-macos`);
  await expectSelected(installation(page), 'macOS', 'Instalar no macOS');
  await expect(page.getByRole('heading', { name: 'Instalar no macOS' })).toBeInViewport();
});

test('the table of contents leads into hidden panels, and never marks a hidden heading as the one being read', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await openPage(page, `${site.url}${PAGE}`);
  const toc = page.locator('.docs-toc');
  await page.evaluate(() =>
    window.scrollBy(0, document.getElementById('instalar-no-windows')!.getBoundingClientRect().top - 40),
  );
  await expect(toc.locator('[aria-current="location"]')).toHaveText('Instalar no Windows');
  await toc.getByRole('link', { name: 'Instalar no macOS' }).click();
  await expectSelected(installation(page), 'macOS', 'Instalar no macOS');
  await expect(page.getByRole('heading', { name: 'Instalar no macOS' })).toBeInViewport();
});

test('a link to an anchor in a closed details opens it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await openPage(page, `${site.url}${PAGE}`);
  await page.getByRole('link', { name: 'conta de teste' }).click();
  await expect(page.locator('details', { hasText: 'Preciso de uma conta?' })).toHaveAttribute('open', '');
  await expect(page.getByRole('heading', { name: 'Conta de teste' })).toBeInViewport();
});

test('details open and close from their summary', async ({ page }) => {
  await openPage(page, `${site.url}${PAGE}`);
  const answer = page.getByText('peça acesso à equipe');
  await expect(answer).toBeHidden();
  await page.getByText('Preciso de uma conta?').click();
  await expect(answer).toBeVisible();
  await page.getByText('Preciso de uma conta?').click();
  await expect(answer).toBeHidden();
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no WCAG 2.1 AA violation on a page with tabs, details and a diagram in ${mode} mode`, async ({
    page,
  }) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await openPage(page, `${site.url}${PAGE}`);
    await expect(page.locator('main svg[role="img"]')).toHaveCount(1);
    await page.getByText('Preciso de uma conta?').click();
    await tab(running(page), 'Linux').hover();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
