import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { runDocsgen } from '../helpers/cli.ts';
import { buildAndServe, type BuiltSite, expect, openPage, test } from './support/sites.ts';

/**
 * Versioned docs (tests/fixtures/migrate/versioned-site, migrated then built): 1.0.1 is the last version, at /docs;
 * current ("Próxima") is unreleased, at /docs/next; 1.0.0 is unmaintained, at /docs/1.0.0.
 */
let site: BuiltSite;

test.beforeAll(async () => {
  site = await buildAndServe('migrate/versioned-site', undefined, (dir) => {
    const migrated = runDocsgen(['migrate'], dir);
    if (migrated.status !== 0) throw new Error(migrated.stderr);
  });
});

test.afterAll(() => site.stop());

const versionMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^(Próxima|1\.0\.1|1\.0\.0)$/ });

test('the version dropdown keeps the reader on the same page, or leads to the version’s first doc', async ({
  page,
}) => {
  await openPage(page, `${site.url}/docs/next/hello`);
  await expect(versionMenu(page)).toHaveText('Próxima');
  await versionMenu(page).click();
  await page.getByRole('link', { name: '1.0.0', exact: true }).click();
  await expect(page).toHaveURL(`${site.url}/docs/1.0.0/hello`);
  await expect(page.getByText('Olá da versão 1.0.0.')).toBeVisible();
  await expect(versionMenu(page)).toHaveText('1.0.0');
  // novidade exists in current only: 1.0.1 has no such page, so its entry leads to its first doc.
  await openPage(page, `${site.url}/docs/next/novidade`);
  await versionMenu(page).click();
  await expect(page.getByRole('link', { name: '1.0.1', exact: true })).toHaveAttribute('href', '/docs/foo/bar');
  await expect(page.getByRole('link', { name: '1.0.0', exact: true })).toHaveAttribute('href', '/docs/1.0.0/foo/bar');
});

test('an unmaintained version shows its banner, linking to the same page in the last version, and its badge', async ({
  page,
}) => {
  await openPage(page, `${site.url}/docs/1.0.0/foo/bar`);
  const banner = page.getByRole('note').filter({ hasText: 'versão que não é mais mantida' });
  await expect(banner).toContainText(
    'Esta é a documentação de uma versão que não é mais mantida de Site versionado (1.0.0).',
  );
  await expect(page.getByText('Versão: 1.0.0')).toBeVisible();
  await banner.getByRole('link', { name: 'última versão' }).click();
  await expect(page).toHaveURL(`${site.url}/docs/foo/bar`);
  await expect(page.getByText('Bar 1.0.1 !')).toBeVisible();
  // The last version has no banner, but its badge.
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByText('Versão: 1.0.1')).toBeVisible();
});

test('an unreleased version says so', async ({ page }) => {
  await openPage(page, `${site.url}/docs/next/novidade`);
  const banner = page.getByRole('note');
  await expect(banner).toContainText(
    'Esta é a documentação de uma versão ainda não lançada de Site versionado (Próxima).',
  );
  // No counterpart in the last version: the link leads to its first doc.
  await expect(banner.getByRole('link', { name: 'última versão' })).toHaveAttribute('href', '/docs/foo/bar');
});

test('search suggestions keep to the version being read', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Buscar na documentação' });
  const installs = page
    .getByRole('listbox', { name: 'Sugestões de busca' })
    .getByRole('option')
    .filter({ has: page.locator('.search-suggestion-title', { hasText: /^Instalação$/ }) });
  await openPage(page, `${site.url}/docs/1.0.0/hello`);
  await box.click();
  await box.fill('girassol');
  await expect(installs).toHaveCount(1);
  await installs.first().click();
  await expect(page).toHaveURL(/\/docs\/1\.0\.0\/hello#/);
  await openPage(page, `${site.url}/docs/next/foo/bar`);
  await box.click();
  await box.fill('girassol');
  await expect(installs).toHaveCount(1);
  await installs.first().click();
  await expect(page).toHaveURL(/\/docs\/next\/hello#/);
});

test('the search page opened from a version keeps to that version, and can search them all', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Buscar na documentação' });
  const titles = page.locator('.search-result-title');
  const urls = () => page.locator('.search-results a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  await openPage(page, `${site.url}/docs/1.0.0/hello`);
  await box.click();
  await box.fill('girassol');
  await page.getByRole('option', { name: 'Ver todos os resultados' }).click();
  await expect(page).toHaveURL(`${site.url}/search?q=girassol&version=1.0.0`);
  await expect(page.getByText('Somente na versão 1.0.0.')).toBeVisible();
  await expect(titles.first()).toBeVisible();
  expect((await urls()).filter((href) => !href?.startsWith('/docs/1.0.0/'))).toEqual([]);
  await page.getByRole('link', { name: 'Buscar em todas as versões' }).click();
  await expect(page).toHaveURL(`${site.url}/search?q=girassol`);
  await expect.poll(async () => (await urls()).some((href) => href?.startsWith('/docs/next/'))).toBe(true);
});

test("the navbar's doc items follow the version read, and only the item of the page's sidebar is current", async ({
  page,
}) => {
  const navbar = page.getByRole('navigation', { name: 'Principal', exact: true });
  const docs = navbar.getByRole('link', { name: 'Documentação' });
  const reference = navbar.getByRole('link', { name: 'Referência' });
  await openPage(page, `${site.url}/docs/1.0.0/foo/bar`);
  await expect(docs).toHaveAttribute('href', '/docs/1.0.0/hello');
  await expect(docs).toHaveAttribute('aria-current', 'page');
  // 1.0.0 has no reference sidebar: the item leads to the last version's, and is not current.
  await expect(reference).toHaveAttribute('href', '/docs/referencia');
  await expect(reference).not.toHaveAttribute('aria-current');
  await docs.click();
  await expect(page).toHaveURL(`${site.url}/docs/1.0.0/hello`);
  await expect(page.getByText('Olá da versão 1.0.0.')).toBeVisible();

  // A docSidebar item leads to the first doc of its sidebar in the version, which here is not the last version's.
  await openPage(page, `${site.url}/docs/next/referencia`);
  await expect(reference).toHaveAttribute('href', '/docs/next/glossario');
  await expect(reference).toHaveAttribute('aria-current', 'page');
  await expect(docs).toHaveAttribute('href', '/docs/next/hello');
  await expect(docs).not.toHaveAttribute('aria-current');
  // In the last version both items lead under /docs, yet only the one of the page's sidebar is current.
  await openPage(page, `${site.url}/docs/referencia`);
  await expect(reference).toHaveAttribute('aria-current', 'page');
  await expect(docs).toHaveAttribute('href', '/docs/hello');
  await expect(docs).not.toHaveAttribute('aria-current');
});

test("a dropdown's doc entries follow the version read, and the dropdown is current with its entry", async ({
  page,
}) => {
  const navbar = page.getByRole('navigation', { name: 'Principal', exact: true });
  const more = navbar.getByRole('button', { name: 'Mais' });
  const bar = navbar.getByRole('link', { name: 'Barra' });
  const glossary = navbar.getByRole('link', { name: 'Glossário' });
  const index = navbar.getByRole('link', { name: 'Índice' });
  await openPage(page, `${site.url}/docs/1.0.0/hello`);
  await expect(more).toHaveClass(/navbar-link-active/);
  await more.click();
  // foo/bar is in 1.0.0's sidebar, as hello is; glossario is in current only, in another sidebar, which 1.0.0 lacks.
  await expect(bar).toHaveAttribute('href', '/docs/1.0.0/foo/bar');
  await expect(bar).toHaveAttribute('aria-current', 'page');
  await expect(glossary).toHaveAttribute('href', '/docs/next/glossario');
  await expect(glossary).not.toHaveAttribute('aria-current');
  await expect(index).toHaveAttribute('href', '/docs/referencia');
  await expect(index).not.toHaveAttribute('aria-current');
  await bar.click();
  await expect(page).toHaveURL(`${site.url}/docs/1.0.0/foo/bar`);
  await expect(more).toHaveClass(/navbar-link-active/);

  // On the last version's reference, only the sidebar entry is current; away from the docs, none.
  await openPage(page, `${site.url}/docs/referencia`);
  await expect(more).toHaveClass(/navbar-link-active/);
  await more.click();
  await expect(index).toHaveAttribute('aria-current', 'page');
  await expect(bar).toHaveAttribute('href', '/docs/foo/bar');
  await expect(bar).not.toHaveAttribute('aria-current');
  await expect(glossary).not.toHaveAttribute('aria-current');
  await openPage(page, `${site.url}/search`);
  await expect(more).not.toHaveClass(/navbar-link-active/);
  // current's reference sidebar holds glossario: there its entry, and the dropdown, are current.
  await openPage(page, `${site.url}/docs/next/referencia`);
  await expect(more).toHaveClass(/navbar-link-active/);
  await more.click();
  await expect(glossary).toHaveAttribute('aria-current', 'page');
  await expect(bar).toHaveAttribute('href', '/docs/next/foo/bar');
  // In current the reference sidebar starts with glossario: the sidebar entry leads there.
  await expect(index).toHaveAttribute('href', '/docs/next/glossario');
  await expect(index).toHaveAttribute('aria-current', 'page');
});

test('the docsVersion item leads to the main doc of the version read, named after it, current on that doc', async ({
  page,
}) => {
  const navbar = page.getByRole('navigation', { name: 'Principal', exact: true });
  const item = navbar.getByRole('link', { name: /^(Próxima|1\.0\.1|1\.0\.0)$/ });
  await openPage(page, `${site.url}/docs/1.0.0/hello`);
  await expect(item).toHaveText('1.0.0');
  await expect(item).toHaveAttribute('href', '/docs/1.0.0/foo/bar');
  await expect(item).not.toHaveAttribute('aria-current');
  await item.click();
  await expect(page).toHaveURL(`${site.url}/docs/1.0.0/foo/bar`);
  await expect(item).toHaveAttribute('aria-current', 'page');
  await openPage(page, `${site.url}/docs/next/hello`);
  await expect(item).toHaveText('Próxima');
  await expect(item).toHaveAttribute('href', '/docs/next/foo/bar');
  // Away from the docs, the last version's.
  await openPage(page, `${site.url}/search`);
  await expect(item).toHaveText('1.0.1');
  await expect(item).toHaveAttribute('href', '/docs/foo/bar');
  await expect(item).not.toHaveAttribute('aria-current');
});

test('in the mobile menu, the dropdowns holding the page shown open by themselves', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByRole('dialog', { name: 'Menu de navegação' });
  const items = menu.getByRole('navigation', { name: 'Principal (menu)' });
  const more = items.getByRole('button', { name: 'Mais' });
  const versions = items.getByRole('button', { name: /^(Próxima|1\.0\.1|1\.0\.0)$/ });
  const openMenu = () => page.getByRole('button', { name: 'Abrir o menu de navegação' }).click();
  // hello is in 1.0.0's docs sidebar, which the dropdown's Barra entry is current on; its version is in the menu.
  await openPage(page, `${site.url}/docs/1.0.0/hello`);
  await openMenu();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(items.getByRole('link', { name: 'Barra' })).toHaveAttribute('aria-current', 'page');
  await expect(versions).toHaveAttribute('aria-expanded', 'true');
  // The docsVersion item is a link named 1.0.0 too: the menu's entry is found among the dropdown's links.
  const entry = items.locator('.dropdown-link', { hasText: /^1\.0\.0$/ });
  await expect(entry).toHaveAttribute('aria-current', 'page');
  // Away from the docs neither holds the page: both stay closed.
  await openPage(page, `${site.url}/search`);
  await openMenu();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(versions).toHaveAttribute('aria-expanded', 'false');
  await expect(items.getByRole('link', { name: 'Barra' })).toBeHidden();
});

test('a versioned page with its dropdown open has no axe violation', async ({ page }) => {
  await openPage(page, `${site.url}/docs/1.0.0/hello`);
  await versionMenu(page).click();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

/**
 * A docs instance with versions of its own (tests/fixtures/migrate/instance-versions-site, migrated then built): the
 * docs and the `community` instance each have current and 1.0.0, and a navbar menu each.
 */
test.describe('a docs instance with versions of its own', () => {
  let instance: BuiltSite;

  test.beforeAll(async () => {
    instance = await buildAndServe('migrate/instance-versions-site', undefined, (dir) => {
      const migrated = runDocsgen(['migrate'], dir);
      if (migrated.status !== 0) throw new Error(migrated.stderr);
    });
  });

  test.afterAll(() => instance.stop());

  test('its dropdown lists its versions and keeps the page; the docs’ dropdown keeps theirs', async ({ page }) => {
    const menus = page.getByRole('banner').getByRole('button', { name: /^(Próxima|Next|1\.0\.0)$/ });
    const [docsMenu, communityMenu] = [menus.nth(0), menus.nth(1)];
    await openPage(page, `${instance.url}/community/next/team`);
    await expect(communityMenu).toHaveText('Próxima');
    await expect(docsMenu).toHaveText('1.0.0');
    await docsMenu.click();
    await expect(page.getByRole('link', { name: 'Next', exact: true })).toHaveAttribute('href', '/docs/next/hello');
    await expect(page.getByRole('link', { name: 'Próxima', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await communityMenu.click();
    await expect(page.getByRole('link', { name: 'Arquivo' })).toBeVisible();
    await page.getByRole('link', { name: '1.0.0', exact: true }).click();
    await expect(page).toHaveURL(`${instance.url}/community/team`);
    await expect(page.getByText('A equipe da versão 1.0.0.')).toBeVisible();
    await expect(communityMenu).toHaveText('1.0.0');
    // history is in 1.0.0 only: current's entry leads to the instance's first doc there.
    await openPage(page, `${instance.url}/community/history`);
    await communityMenu.click();
    await expect(page.getByRole('link', { name: 'Próxima', exact: true })).toHaveAttribute(
      'href',
      '/community/next/team',
    );
  });

  test("the navbar's doc item of the instance follows the instance's version read, current on its sidebar", async ({
    page,
  }) => {
    const navbar = page.getByRole('navigation', { name: 'Principal', exact: true });
    const community = navbar.getByRole('link', { name: 'Comunidade', exact: true });
    await openPage(page, `${instance.url}/community/next/support`);
    await expect(community).toHaveAttribute('href', '/community/next/team');
    await expect(community).toHaveAttribute('aria-current', 'page');
    await community.click();
    await expect(page).toHaveURL(`${instance.url}/community/next/team`);
    // On the docs' pages, whose 1.0.0 is not the instance's, it leads to the instance's last version, not current.
    await openPage(page, `${instance.url}/docs/next/hello`);
    await expect(community).toHaveAttribute('href', '/community/team');
    await expect(community).not.toHaveAttribute('aria-current');
  });

  test('the search page names the instance of the version it keeps to', async ({ page }) => {
    const box = page.getByRole('combobox', { name: 'Buscar na documentação' });
    await openPage(page, `${instance.url}/community/team`);
    await box.click();
    await box.fill('versão');
    await page.getByRole('option', { name: 'Ver todos os resultados' }).click();
    await expect(page).toHaveURL(`${instance.url}/search?q=vers%C3%A3o&version=community%2F1.0.0`);
    await expect(page.getByText('Somente em community, versão 1.0.0.')).toBeVisible();
    await expect(page.locator('.search-result-title')).toHaveText(['Equipe']);
  });

  test('search suggestions keep to the instance version being read, not the docs’ version of one name', async ({
    page,
  }) => {
    const box = page.getByRole('combobox', { name: 'Buscar na documentação' });
    const titled = (title: string) =>
      page
        .getByRole('listbox', { name: 'Sugestões de busca' })
        .getByRole('option')
        .filter({ has: page.locator('.search-suggestion-title', { hasText: new RegExp(`^${title}$`) }) });
    // "versão" is in the docs' 1.0.0 (Olá) and in the instance's 1.0.0 (Equipe).
    await openPage(page, `${instance.url}/docs/hello`);
    await box.click();
    await box.fill('versão');
    await expect(titled('Olá')).toHaveCount(1);
    await expect(titled('Equipe')).toHaveCount(0);
    await openPage(page, `${instance.url}/community/team`);
    await box.click();
    await box.fill('versão');
    await expect(titled('Equipe')).toHaveCount(1);
    await expect(titled('Olá')).toHaveCount(0);
    await titled('Equipe').click();
    await expect(page).toHaveURL(new RegExp(`^${instance.url}/community/team(#.*)?$`));
  });
});
