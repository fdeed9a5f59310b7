import fs from 'node:fs';
import { buildAndServe, expect, openPage, test } from './support/sites.ts';

const sidebar = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Documentação', exact: true });

test('the navbar has the brand, the items, the language dropdown (pt-BR only), the colour switch and a search slot on the right', async ({
  page,
  reader,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${reader.url}/docs/about/configuration`);
  const navbar = page.getByRole('navigation', { name: 'Principal', exact: true });
  await expect(navbar.getByRole('link', { name: 'Portal do Leitor' })).toHaveAttribute('href', '/');
  await expect(navbar.getByRole('link', { name: 'Sobre' })).toHaveAttribute('aria-current', 'page');
  await expect(navbar.getByRole('link', { name: 'Guia' })).toBeVisible();
  const language = navbar.getByRole('button', { name: 'Idioma: Português (Brasil)' });
  await expect(language).toHaveAttribute('aria-expanded', 'false');
  await language.click();
  const options = navbar
    .getByRole('list')
    .filter({ has: page.locator('[lang="pt-BR"]') })
    .getByRole('link');
  await expect(options).toHaveText(['Português (Brasil)']);
  await expect(options).toHaveAttribute('href', '/docs/about/configuration');
  await page.keyboard.press('Escape');
  await expect(language).toHaveAttribute('aria-expanded', 'false');
  await expect(language).toBeFocused();
  await expect(navbar.getByRole('button', { name: /Alternar entre os modos claro e escuro/ })).toBeVisible();
  const slot = await navbar.locator('.navbar-search').evaluate((e) => e.parentElement!.getBoundingClientRect().left);
  const items = await navbar.getByRole('link', { name: 'Guia' }).evaluate((e) => e.getBoundingClientRect().right);
  expect(slot).toBeGreaterThan(items);
});

test('hide-on-scroll is off by default: the navbar stays while scrolling down', async ({ page, reader }) => {
  await openPage(page, `${reader.url}/docs/about/long-read`);
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(300);
  await expect(page.locator('header.navbar')).toBeInViewport();
});

test('with navbar.hideOnScroll, scrolling down hides the navbar and scrolling up shows it', async ({ page }) => {
  const site = await buildAndServe('reader', (c) => (c.navbar.hideOnScroll = true));
  try {
    await openPage(page, `${site.url}/docs/about/long-read`);
    const navbar = page.locator('header.navbar');
    await page.mouse.wheel(0, 1500);
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(navbar).toBeInViewport();
  } finally {
    await site.stop();
  }
});

test('sidebar categories start collapsed, expand and collapse, and open by themselves when the reader reaches a page inside', async ({
  page,
  reader,
}) => {
  await page.goto(`${reader.url}/docs/guide/first-steps`);
  const toggle = sidebar(page).getByRole('button', { name: 'Avançado' });
  // As Docusaurus's sidebarCollapsed (default true): closed until opened, or until it holds the page shown.
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(page).getByRole('link', { name: 'Implantação' })).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar(page).getByRole('link', { name: 'Implantação' })).toHaveCount(0);
  await page.getByRole('link', { name: /Próxima\s*Implantação/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Implantação');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(page).locator('[aria-current="page"]')).toHaveText('Implantação');
});

test('categories never collapse on their own when the reader leaves them', async ({ page, reader }) => {
  await page.goto(`${reader.url}/docs/guide/advanced/a-deploy`);
  await sidebar(page).getByRole('link', { name: 'Primeiros passos' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Primeiros passos');
  await expect(sidebar(page).getByRole('button', { name: 'Avançado' })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(page).getByRole('link', { name: 'Ajuste fino' })).toBeVisible();
});

test('the active sidebar item is scrolled into view in a long sidebar, without scrolling the page', async ({
  page,
}) => {
  const site = await buildAndServe('reader', undefined, (dir) => {
    for (let i = 10; i < 50; i++)
      fs.writeFileSync(`${dir}/content/docs/guide/advanced/c-item-${i}.md`, `---\ntitle: Item ${i}\n---\n\nTexto.\n`);
  });
  try {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`${site.url}/docs/guide/advanced/c-item-49`);
    const active = sidebar(page).locator('[aria-current="page"]');
    await expect(active).toHaveText('Item 49');
    await expect(active).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  } finally {
    await site.stop();
  }
});

test('breadcrumbs above, previous/next below, and the TOC (h2 and h3) highlights the heading being read', async ({
  page,
  reader,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, `${reader.url}/docs/about/long-read`);
  const crumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
  const pager = page.getByRole('navigation', { name: 'Páginas da documentação' });
  const title = page.getByRole('heading', { level: 1 });
  expect((await crumbs.boundingBox())!.y).toBeLessThan((await title.boundingBox())!.y);
  expect((await pager.boundingBox())!.y).toBeGreaterThan((await page.locator('.markdown').boundingBox())!.y);
  await expect(pager.getByRole('link')).toHaveText([/Anterior\s*Configuração/]);
  const toc = page.getByRole('navigation', { name: 'Nesta página' });
  await expect(toc.getByRole('link', { name: 'Plantio', exact: true })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Detalhes de plantio' })).toBeVisible();
  await expect(toc.locator('.toc-link-active')).toHaveCount(0);
  await page
    .locator('#colheita')
    .evaluate((e) => window.scrollTo(0, e.getBoundingClientRect().top + window.scrollY - 80));
  await expect(toc.locator('[aria-current="location"]')).toHaveText('Colheita');
  await page
    .locator('#plantio')
    .evaluate((e) => window.scrollTo(0, e.getBoundingClientRect().top + window.scrollY - 80));
  await expect(toc.locator('[aria-current="location"]')).toHaveText('Plantio');
});

test('"Editar esta página" follows the configured edit URL and the last update shows when the page has one', async ({
  page,
  reader,
}) => {
  await page.goto(`${reader.url}/docs/about/intro`);
  await expect(page.getByRole('link', { name: 'Editar esta página' })).toHaveAttribute(
    'href',
    'https://git.example.com/portal/edit/main/content/docs/about/intro.md',
  );
  await expect(page.getByText('Última atualização em 5 de março de 2024')).toBeVisible();
  await expect(page.getByRole('link', { name: 'visão geral', exact: true })).toHaveAttribute(
    'href',
    '/docs/tags/visão-geral',
  );
  await page.goto(`${reader.url}/docs/about/configuration`);
  await expect(page.getByRole('link', { name: 'Editar esta página' })).toBeVisible();
  await expect(page.getByText('Última atualização')).toHaveCount(0);
});

test('above 996 px the desktop layout shows the sidebar; at 996 px and below the menu button replaces it', async ({
  page,
  reader,
}) => {
  await page.setViewportSize({ width: 997, height: 800 });
  await page.goto(`${reader.url}/docs/about/intro`);
  const menuButton = page.getByRole('button', { name: 'Abrir o menu de navegação' });
  await expect(sidebar(page)).toBeVisible();
  await expect(menuButton).toBeHidden();
  await page.setViewportSize({ width: 996, height: 800 });
  await expect(sidebar(page)).toBeHidden();
  await expect(menuButton).toBeVisible();
});

test('the mobile menu slides in with the navbar items and the sidebar, and closes when the window grows to desktop', async ({
  page,
  reader,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${reader.url}/docs/about/configuration`);
  await page.getByRole('button', { name: 'Abrir o menu de navegação' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu de navegação' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('navigation', { name: 'Principal (menu)' }).getByRole('link')).toHaveText([
    'Sobre',
    'Guia',
  ]);
  await expect(menu.getByRole('navigation', { name: 'Documentação' }).locator('[aria-current="page"]')).toHaveText(
    'Configuração',
  );
  await menu.getByRole('link', { name: 'Introdução' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  await page.getByRole('button', { name: 'Abrir o menu de navegação' }).click();
  await expect(menu).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
});

test('the mobile menu traps focus and closes on Escape, giving focus back to its button', async ({ page, reader }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${reader.url}/docs/about/intro`);
  const button = page.getByRole('button', { name: 'Abrir o menu de navegação' });
  await button.click();
  const menu = page.getByRole('dialog', { name: 'Menu de navegação' });
  await expect(menu).toBeVisible();
  const count = await menu.locator('a[href], button').count();
  for (let i = 0; i < count + 3; i++) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test('in the mobile menu, Escape closes the open language dropdown first, and the menu only with a second Escape', async ({
  page,
  reader,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openPage(page, `${reader.url}/docs/about/intro`);
  await page.getByRole('button', { name: 'Abrir o menu de navegação' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu de navegação' });
  const language = menu.getByRole('button', { name: 'Idioma: Português (Brasil)' });
  await language.click();
  await expect(language).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(language).toHaveAttribute('aria-expanded', 'false');
  await expect(language).toBeFocused();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('choosing the current page in the mobile menu closes the menu', async ({ page, reader }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openPage(page, `${reader.url}/docs/about/configuration`);
  await page.getByRole('button', { name: 'Abrir o menu de navegação' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu de navegação' });
  await menu.getByRole('navigation', { name: 'Documentação' }).getByRole('link', { name: 'Configuração' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuração');
  // A navbar item that names the page already shown ("Sobre" is about/intro), so that no route change closes it.
  await openPage(page, `${reader.url}/docs/about/intro`);
  await page.getByRole('button', { name: 'Abrir o menu de navegação' }).click();
  await menu.getByRole('navigation', { name: 'Principal (menu)' }).getByRole('link', { name: 'Sobre' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(`${reader.url}/docs/about/intro`);
});

test('the footer shows the configured links and copyright', async ({ page, reader }) => {
  await page.goto(`${reader.url}/docs/about/intro`);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Rodapé' }).getByRole('link')).toHaveText(['Configuração']);
  await expect(footer).toContainText('Copyright © 2022 Teste');
});

test('the home page shows the hero with "Começar" and each entry with its link text', async ({ page, reader }) => {
  await page.goto(`${reader.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portal do Leitor');
  await expect(page.getByRole('link', { name: 'Começar' })).toHaveAttribute('href', '/docs/about/intro');
  const entry = page.getByRole('link', { name: /Guia\s*Passo a passo\.\s*Abrir o guia/ });
  await expect(entry).toHaveAttribute('href', '/docs/guide/first-steps');
});

test("from 320 px up the real portal's navbar fits the window: no sideways scroll, and search is in view and usable", async ({
  page,
  portal,
}) => {
  const search = page.getByRole('combobox', { name: 'Buscar na documentação' });
  const inView = () =>
    search.evaluate((e) => {
      const box = e.getBoundingClientRect();
      return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth && box.top >= 0;
    });
  await openPage(page, `${portal.url}/docs/about/intro`);
  for (const width of [320, 375, 640, 768, 1000, 1280, 1366, 1440]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 720 });
      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      await expect(search).toBeVisible();
      expect.soft(await inView()).toBe(true);
      await search.click();
      await page.keyboard.type('token');
      await expect(page.getByRole('listbox', { name: 'Sugestões de busca' }).getByRole('option').first()).toBeVisible();
      expect.soft(await inView()).toBe(true);
      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.getByRole('heading', { level: 1 }).click();
    });
  }
});

test('on a 375 px phone long inline code (URLs) wraps instead of widening the page', async ({ page, portal }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  for (const path of ['/docs/apigraphql/interactives-apis/registry', '/docs/about/authentication']) {
    await openPage(page, `${portal.url}${path}`);
    await expect(
      page
        .locator('main .markdown code')
        .filter({
          hasText: /^https:\/\/api\.hml\.agroplataforma\.com\.br|^https:\/\/app\.hml\.agroplataforma\.com\.br/,
        })
        .first(),
    ).toBeVisible();
    expect
      .soft(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path)
      .toBeLessThanOrEqual(0);
  }
});

test('on a 320 px phone a page title with long words fits the window', async ({ page, portal }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openPage(page, `${portal.url}/docs/userguide/register-implement/monitoring`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monitoramento de máquinas e implementos');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('on a 320 px phone search results with long tokens and a tag page fit the window', async ({ page, portal }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openPage(page, `${portal.url}/search?q=token`);
  await expect(page.locator('.search-result').first()).toBeVisible();
  // Snippets come from each hit's page payload, after the list.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.search-result-snippet mark').first()).toBeVisible();
  expect
    .soft(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await openPage(page, `${portal.url}/docs/tags/monitoramento`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('monitoramento');
  expect
    .soft(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
});
