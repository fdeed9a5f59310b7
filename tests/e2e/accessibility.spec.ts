import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { buildAndServe, expect, openPage, test } from './support/sites.ts';
import { openTryIt } from './support/try-it.ts';

const pages = [
  ['home', '/'],
  ['a doc page', '/docs/about/configuration'],
  ['the search page', '/search'],
  ['the not-found page', '/docs/nao-existe'],
  ['a blog post', '/blog/2024/01/10/primeiro-post'],
] as const;

for (const mode of ['light', 'dark'] as const) {
  for (const [name, path] of pages) {
    test(`axe finds no WCAG 2.1 AA violation on ${name} in ${mode} mode`, async ({ page, reader }) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await openPage(page, `${reader.url}${path}`);
      await expect(page.locator('h1')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
}

test('axe finds no violation in the open mobile menu', async ({ page, reader }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, `${reader.url}/docs/about/configuration`);
  await page.getByRole('button', { name: 'Abrir o menu de navegação' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the skip link is the first stop of the keyboard and moves focus to the content', async ({ page, reader }) => {
  await openPage(page, `${reader.url}/docs/about/intro`);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo principal' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('on a 320 px phone the skip link stays out of sight until it has focus', async ({ page, reader }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openPage(page, `${reader.url}/docs/about/intro`);
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo principal' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
});

test('on a route change, focus moves to the content and the new title is announced', async ({ page, reader }) => {
  await openPage(page, `${reader.url}/docs/about/intro`);
  const announcer = page.locator('[role="status"][aria-live="polite"]');
  await expect(announcer).toHaveText('');
  await page
    .getByRole('navigation', { name: 'Documentação', exact: true })
    .getByRole('link', { name: 'Configuração' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuração');
  await expect(page.locator('#main')).toBeFocused();
  await expect(announcer).toHaveText('Configuração | Portal do Leitor');
});

/** Whether the focused element is `id`'s element or comes after it in the page. */
function focusIsAtOrAfter(page: import('@playwright/test').Page, id: string) {
  return page.evaluate((target) => {
    const element = document.getElementById(target)!;
    const active = document.activeElement!;
    return (
      element.contains(active) || Boolean(element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  }, id);
}

test('a link to a section of another page focuses that section, so the next Tab continues from there', async ({
  page,
  reader,
}) => {
  await openPage(page, `${reader.url}/docs/about/configuration`);
  await page.getByRole('link', { name: 'introdução', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  const section = page.locator('[id="visão-geral"]');
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  await expect(page.locator('[role="status"][aria-live="polite"]')).toHaveText('Introdução | Portal do Leitor');
  await page.keyboard.press('Tab');
  expect(await focusIsAtOrAfter(page, 'visão-geral')).toBe(true);
  await expect(page.locator(':focus')).toBeInViewport();
});

test('a search suggestion on another page focuses its section', async ({ page, reader }) => {
  await openPage(page, `${reader.url}/docs/guide/first-steps`);
  await page.getByRole('combobox', { name: 'Buscar na documentação' }).fill('configuracao');
  await page.getByRole('option').filter({ hasText: 'Configuração da API' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuração');
  await expect(page.locator('[id="configuração-da-api"]')).toBeFocused();
  await expect(page.locator('[role="status"][aria-live="polite"]')).toHaveText('Configuração | Portal do Leitor');
  await page.keyboard.press('Tab');
  expect(await focusIsAtOrAfter(page, 'configuração-da-api')).toBe(true);
});

test('opening the search page from the box on a fresh load focuses its content and announces its title', async ({
  page,
  reader,
}) => {
  // The results' chunk is not loaded yet: the route change must wait for it, not focus and announce a placeholder.
  await openPage(page, `${reader.url}/docs/about/intro`);
  await page.getByRole('combobox', { name: 'Buscar na documentação' }).fill('token');
  // Before the suggestions arrive, ArrowUp has nothing to move to, and the first suggestion is selected when they do;
  // "Ver todos os resultados" may show before them.
  await expect(page.getByRole('option', { name: 'Ver todos os resultados' })).toBeVisible();
  await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(1);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “token”');
  await expect(page.locator('#main')).toBeFocused();
  await expect(page.locator('[role="status"][aria-live="polite"]').first()).toHaveText(await page.title());
  expect(await page.title()).toMatch(/^Busca/);
});

test("a link chosen in the mobile menu leaves focus on the new page's content, not on the menu button", async ({
  page,
  reader,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, `${reader.url}/docs/about/configuration`);
  await page.getByRole('button', { name: 'Abrir o menu de navegação' }).click();
  await page.getByRole('dialog', { name: 'Menu de navegação' }).getByRole('link', { name: 'Introdução' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  await expect(page.locator('#main')).toBeFocused();
});

test('a table wider than the column takes focus and scrolls with the arrow keys; one that fits is no extra stop', async ({
  page,
}) => {
  const wide = Array.from({ length: 12 }, (_, i) => `Coluna de largura considerável ${i}`);
  const site = await buildAndServe('reader', undefined, (dir) =>
    fs.writeFileSync(
      path.join(dir, 'content/docs/guide/tabelas.md'),
      `# Tabelas\n\n| ${wide.join(' | ')} |\n|${' --- |'.repeat(wide.length)}\n| ${wide.map((_, i) => `valor ${i}`).join(' | ')} |\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n`,
    ),
  );
  try {
    await openPage(page, `${site.url}/docs/guide/tabelas`);
    const [wideTable, narrowTable] = [page.locator('.markdown table').nth(0), page.locator('.markdown table').nth(1)];
    await expect(wideTable).toHaveAttribute('tabindex', '0');
    await expect(narrowTable).not.toHaveAttribute('tabindex');
    let focusedTable = false;
    for (let i = 0; i < 60 && !focusedTable; i++) {
      await page.keyboard.press('Tab');
      focusedTable = await wideTable.evaluate((table) => document.activeElement === table);
    }
    expect(focusedTable).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => wideTable.evaluate((table) => table.scrollLeft)).toBeGreaterThan(0);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  } finally {
    await site.stop();
  }
});

test('links inside every kind of admonition keep AA contrast', async ({ page }) => {
  const kinds = ['note', 'tip', 'info', 'warning', 'danger', 'caution'];
  const site = await buildAndServe('reader', undefined, (dir) =>
    fs.writeFileSync(
      path.join(dir, 'content/docs/guide/avisos.md'),
      `# Avisos\n\n${kinds.map((k) => `:::${k}\nVeja a [introdução](/docs/about/intro).\n:::\n`).join('\n')}`,
    ),
  );
  try {
    await openPage(page, `${site.url}/docs/guide/avisos`);
    await expect(page.locator('.admonition')).toHaveCount(kinds.length);
    const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  } finally {
    await site.stop();
  }
});

test('in dark mode, code comments, "obrigatório" markers and an open "Testar" form with errors keep AA contrast', async ({
  page,
  portal,
}) => {
  test.setTimeout(60_000);
  const violations = async (builder: AxeBuilder) =>
    (await builder.analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await openPage(page, `${portal.url}/docs/about/authentication`);
  await expect(page.locator('main .t-comment').first()).toBeVisible();
  expect(await violations(new AxeBuilder({ page }).include('main').withRules(['color-contrast']))).toEqual([]);

  await openPage(page, `${portal.url}/docs/api/interactives-apis/map-exporter`);
  const get = 'Testar GET /v1/map-exports/{export_id}';
  const getForm = await openTryIt(page, get);
  await getForm.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(getForm.getByText('Campo obrigatório.')).toBeVisible();
  const post = 'Testar POST /v1/map-exports';
  const form = await openTryIt(page, post);
  await form.getByLabel('Servidor').selectOption({ label: 'Outro endereço…' });
  await form.getByLabel(/Corpo/).fill('{');
  await form.getByRole('button', { name: 'Enviar requisição' }).click();
  await expect(form.locator('.try-it-error')).toHaveCount(2);
  await expect(form.locator('.try-it-required').first()).toBeVisible();
  await expect(page.locator('#op-createMapExport .api-required').first()).toBeVisible();
  expect(
    await violations(
      new AxeBuilder({ page })
        .include('#op-createMapExport')
        .include('#op-getMapExport')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
    ),
  ).toEqual([]);
});

test('every button and link on a doc page has an accessible name', async ({ page, reader }) => {
  await openPage(page, `${reader.url}/docs/about/intro`);
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll('a[href], button')]
      .filter(
        (e) => (e as HTMLElement).offsetParent !== null && !(e.getAttribute('aria-label') || e.textContent?.trim()),
      )
      .map((e) => e.outerHTML.slice(0, 80)),
  );
  expect(unnamed).toEqual([]);
});
