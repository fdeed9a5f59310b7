import AxeBuilder from '@axe-core/playwright';
import { expect, openPage, test } from './support/sites.ts';

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
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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

test('on a route change, focus moves to the content and the new title is announced', async ({ page, reader }) => {
  await openPage(page, `${reader.url}/docs/about/intro`);
  const announcer = page.locator('[role="status"][aria-live="polite"]');
  await expect(announcer).toHaveText('');
  await page.getByRole('navigation', { name: 'Documentação', exact: true }).getByRole('link', { name: 'Configuração' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuração');
  await expect(page.locator('#main')).toBeFocused();
  await expect(announcer).toHaveText('Configuração | Portal do Leitor');
});

test('every button and link on a doc page has an accessible name', async ({ page, reader }) => {
  await openPage(page, `${reader.url}/docs/about/intro`);
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll('a[href], button')].filter((e) => (e as HTMLElement).offsetParent !== null && !(e.getAttribute('aria-label') || e.textContent?.trim())).map((e) => e.outerHTML.slice(0, 80)),
  );
  expect(unnamed).toEqual([]);
});
