import { buildAndServe, expect, openPage, test } from './support/sites.ts';

const theme = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.dataset.theme);
const bodyBackground = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /Alternar entre os modos claro e escuro/ }).first();

test('colour mode is light by default, ignores a dark system preference, and the switch stores dark across reloads', async ({
  browser,
  reader,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await openPage(page, `${reader.url}/docs/about/intro`);
  expect(await theme(page)).toBe('light');
  expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)');
  await expect(toggle(page)).toHaveAccessibleName('Alternar entre os modos claro e escuro (atual: modo claro)');
  await toggle(page).click();
  expect(await theme(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await openPage(page, `${reader.url}/docs/about/configuration`);
  expect(await theme(page)).toBe('dark');
  await toggle(page).click();
  expect(await theme(page)).toBe('light');
  await context.close();
});

test('the stored colour mode applies before the viewer runs: no flash of the wrong theme', async ({ page, reader }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${reader.url}/docs/about/intro`);
  expect(await theme(page)).toBe('dark');
  expect(await bodyBackground(page)).toBe('rgb(18, 24, 20)');
});

test('with respectPrefersColorScheme the system preference applies and the switch cycles light, dark, system', async ({
  browser,
}) => {
  const site = await buildAndServe('reader', (c) => (c.colorMode = { respectPrefersColorScheme: true }));
  const context = await browser.newContext({ colorScheme: 'dark' });
  try {
    const page = await context.newPage();
    await openPage(page, `${site.url}/docs/about/intro`);
    expect(await theme(page)).toBe('dark');
    await expect(toggle(page)).toHaveAccessibleName(/atual: modo escuro/);
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/atual: modo do sistema/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
    expect(await theme(page)).toBe('dark');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/atual: modo claro/);
    expect(await theme(page)).toBe('light');
  } finally {
    await context.close();
    await site.stop();
  }
});

test('the announcement bar closes, stays closed across reloads (even before the viewer runs), and a new id shows it again', async ({
  page,
}) => {
  const site = await buildAndServe('reader');
  try {
    await openPage(page, `${site.url}/docs/about/intro`);
    const bar = page.getByRole('region', { name: 'Aviso' });
    await expect(bar).toContainText('Novidade: o guia foi reescrito.');
    await bar.getByRole('link', { name: 'guia' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Primeiros passos');
    await bar.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(bar).toBeHidden();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('.announcement-bar')).toBeHidden();
    await page.unroute('**/assets/*.js');
    await openPage(page, `${site.url}/docs/about/intro`);
    await expect(bar).toBeHidden();
    site.rebuild((c) => (c.announcementBar = { id: 'aviso-2', content: 'Outro aviso.' }));
    await openPage(page, `${site.url}/docs/about/intro`);
    await expect(bar).toContainText('Outro aviso.');
  } finally {
    await site.stop();
  }
});

for (const [width, role, name] of [
  [1280, 'link', 'Portal do Leitor'],
  [375, 'button', 'Abrir o menu de navegação'],
] as const) {
  test(`at ${width} px, closing the announcement bar from the keyboard moves focus on to the next control`, async ({
    page,
    reader,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    await openPage(page, `${reader.url}/docs/about/intro`);
    await page.getByRole('region', { name: 'Aviso' }).getByRole('button', { name: 'Fechar aviso' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Aviso' })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Principal', exact: true }).getByRole(role, { name }),
    ).toBeFocused();
  });
}

test('the back-to-top button appears after scrolling down and returns to the top', async ({ page, reader }) => {
  await openPage(page, `${reader.url}/docs/about/long-read`);
  const button = page.getByRole('button', { name: 'Voltar ao topo' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('Tab sets the keyboard-navigation marker and a mouse press removes it', async ({ page, reader }) => {
  await openPage(page, `${reader.url}/docs/about/intro`);
  const marked = () => page.evaluate(() => document.body.classList.contains('navigation-with-keyboard'));
  expect(await marked()).toBe(false);
  await page.keyboard.press('Tab');
  expect(await marked()).toBe(true);
  await page.mouse.down();
  await page.mouse.up();
  expect(await marked()).toBe(false);
});

test('before the viewer runs, the page already shows its content, pre-rendered by the compiler', async ({
  page,
  reader,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${reader.url}/docs/about/configuration`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuração');
  await expect(page.getByText('Primeiro parágrafo.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Documentação', exact: true }).getByRole('link', { name: 'Configuração' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Nesta página' }).getByRole('link').first()).toHaveText(
    'Configuração da API',
  );
  await page.goto(`${reader.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portal do Leitor');
  await expect(page.getByRole('link', { name: 'Começar' })).toBeVisible();
  await page.goto(`${reader.url}/blog/2024/01/10/primeiro-post`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Primeiro post');
});

test('the preferred docs version is stored when a doc is read', async ({ page, reader }) => {
  await openPage(page, `${reader.url}/`);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  await page.getByRole('link', { name: 'Começar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
});
