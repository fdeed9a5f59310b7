import { buildAndServe, expect, openPage, test, type BuiltSite } from './support/sites.ts';

/** The reader fixture with a dropdown on each side of the navbar, and raw HTML and a ref in the "about" sidebar. */
let site: BuiltSite;

test.beforeAll(async () => {
  site = await buildAndServe('reader', (c) => {
    c.navbar.items.push(
      {
        type: 'dropdown',
        label: 'Recursos',
        items: [
          { label: 'Introdução', docId: 'about/intro' },
          { label: 'Configuração', docId: 'about/configuration' },
          { label: 'Primeiros passos', to: '/docs/guide/first-steps' },
        ],
      },
      {
        type: 'dropdown',
        label: 'Comunidade',
        position: 'right',
        items: [{ label: 'Fórum', href: 'https://forum.example.com' }],
      },
    );
    c.sidebars.about.push({
      type: 'html',
      value: '<span class="divisor">Mais <b onclick="alert(1)">leitura</b></span>',
      defaultStyle: true,
    });
    c.sidebars.about.push({ type: 'ref', id: 'guide/first-steps', label: 'Ir ao guia' });
  });
});

test.afterAll(async () => {
  await site.stop();
});

const navbarOf = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Principal', exact: true });

/** A navbar dropdown's button and list, found by its label inside `scope`. */
function dropdown(scope: import('@playwright/test').Locator, label: string) {
  const root = scope.locator('.navbar-dropdown').filter({ has: scope.page().getByRole('button', { name: label }) });
  return {
    button: root.getByRole('button', { name: label }),
    menu: root.locator('.dropdown-menu'),
    links: root.locator('.dropdown-link'),
  };
}

test('a navbar dropdown opens and closes with the mouse, and a click elsewhere closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, `${site.url}/docs/about/configuration`);
  const { button, menu } = dropdown(navbarOf(page), 'Recursos');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toHaveAttribute('id', (await button.getAttribute('aria-controls'))!);
  await expect(menu.getByRole('link')).toHaveText(['Introdução', 'Configuração', 'Primeiros passos']);
  await expect(menu.getByRole('link', { name: 'Configuração' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await button.click();
  await menu.getByRole('link', { name: 'Primeiros passos' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Primeiros passos');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a navbar dropdown works from the keyboard: ArrowDown opens at the first link, arrows move, Escape closes back to the button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, `${site.url}/docs/about/intro`);
  const { button, links } = dropdown(navbarOf(page), 'Recursos');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(links.nth(2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  for (const key of ['Enter', ' ']) {
    await page.keyboard.press(key);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press(key);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  }
  // Tabbing out of an open dropdown closes it.
  await page.keyboard.press('Enter');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a dropdown on the right leads to external links', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, `${site.url}/docs/about/intro`);
  const { button } = dropdown(navbarOf(page), 'Comunidade');
  await button.click();
  await expect(page.getByRole('link', { name: 'Fórum' })).toHaveAttribute('href', 'https://forum.example.com');
});

test('in the mobile menu a dropdown opens in place, by itself on a page it holds; Escape closes it first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openPage(page, `${site.url}/docs/guide/advanced/a-deploy`);
  const openMenu = () => page.getByRole('button', { name: 'Abrir o menu de navegação' }).click();
  await openMenu();
  const menu = page.getByRole('dialog', { name: 'Menu de navegação' });
  const { button, links } = dropdown(menu.getByRole('navigation', { name: 'Principal (menu)' }), 'Recursos');
  // None of its links is the page shown: it stays closed until asked.
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(links).toHaveText(['Introdução', 'Configuração', 'Primeiros passos']);
  await links.nth(0).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  // It holds the page shown: it opens by itself, as Docusaurus's mobile dropdown does.
  await openMenu();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(links.nth(0)).toHaveAttribute('aria-current', 'page');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(menu).toBeVisible();
  await button.click();
  await links.nth(1).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuração');
});

test('the sidebar shows a sanitized html item and a ref that leaves the doc in its own sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, `${site.url}/docs/about/intro`);
  const sidebar = page.getByRole('navigation', { name: 'Documentação', exact: true });
  const html = sidebar.locator('li.sidebar-html.sidebar-html-padded');
  await expect(html).toHaveText('Mais leitura');
  await expect(html.locator('b')).not.toHaveAttribute('onclick');
  await sidebar.getByRole('link', { name: 'Ir ao guia' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Primeiros passos');
  // The guide's page shows the guide's sidebar, not the one whose ref led there.
  await expect(
    page.getByRole('navigation', { name: 'Documentação', exact: true }).locator('[aria-current="page"]'),
  ).toHaveText('Primeiros passos');
  await expect(
    page.getByRole('navigation', { name: 'Documentação', exact: true }).getByRole('link', { name: 'Ir ao guia' }),
  ).toHaveCount(0);
});
