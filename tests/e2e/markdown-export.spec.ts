import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { buildAndServe, type BuiltSite, expect, openPage, test } from './support/sites.ts';

/** The markdown-export fixture (tests/fixtures/markdown-export): a plain page, MDX pages, API pages, drafts and unlisted pages. */
let site: BuiltSite;
const PAGE = '/docs/guia/intro';

test.beforeAll(async () => {
  site = await buildAndServe('markdown-export');
});

test.afterAll(() => site.stop());

const menuButton = (page: Page) => page.getByRole('button', { name: 'Markdown', exact: true });
const copyButton = (page: Page) => page.getByRole('button', { name: 'Copiar como Markdown' });
const viewLink = (page: Page) => page.getByRole('link', { name: 'Ver como Markdown' });
const exported = (file: string) => fs.readFileSync(path.join(site.dir, file), 'utf8');

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
});

test('"Copiar como Markdown" puts the page\'s Markdown export on the clipboard and announces it', async ({ page }) => {
  await openPage(page, `${site.url}${PAGE}`);
  await menuButton(page).click();
  await copyButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copiado' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(exported('docs/guia/intro.md'));
  // The button offers to copy again.
  await expect(copyButton(page)).toBeVisible({ timeout: 5_000 });
});

test('the menu beside the title, its copy and its link are reached and used with the keyboard', async ({ page }) => {
  await openPage(page, `${site.url}/docs/guia/abas`);
  const current = page.locator('.breadcrumbs li[aria-current="page"]');
  await expect(current).toContainText('Abas e detalhes');
  await page.locator('.breadcrumbs a').last().focus();
  await page.keyboard.press('Tab');
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  // The menu's items are a chunk that loads as the reader heads for the button: on a busy machine, not at once.
  await expect(copyButton(page)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Tab');
  await expect(copyButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Copiado' })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(exported('docs/guia/abas.md'));
  await page.keyboard.press('Tab');
  await expect(viewLink(page)).toBeFocused();
  // The button sits on the title's line, at its end, and takes no line of its own.
  const [crumbs, button, title] = await Promise.all([
    page.locator('.breadcrumbs').boundingBox(),
    menuButton(page).boundingBox(),
    page.locator('h1.doc-title').boundingBox(),
  ]);
  expect(button!.y).toBeGreaterThanOrEqual(title!.y);
  expect(button!.y + button!.height).toBeLessThanOrEqual(title!.y + title!.height);
  expect(button!.x).toBeGreaterThan(title!.x + 100);
  expect(title!.y).toBeLessThan(crumbs!.y + crumbs!.height + 40);
  // Escape closes the menu and gives focus back to its button.
  await page.keyboard.press('Escape');
  await expect(menuButton(page)).toBeFocused();
  await expect(viewLink(page)).toBeHidden();
});

test('"Ver como Markdown" opens the export, served as Markdown', async ({ page }) => {
  await openPage(page, `${site.url}${PAGE}`);
  await menuButton(page).click();
  await expect(viewLink(page)).toHaveAttribute('href', '/docs/guia/intro.md');
  const response = page.waitForResponse(`${site.url}/docs/guia/intro.md`);
  await viewLink(page).click();
  expect((await response).headers()['content-type']).toBe('text/markdown; charset=utf-8');
  await expect(page).toHaveURL(`${site.url}/docs/guia/intro.md`);
  await expect(page.locator('body')).toContainText('# Introdução');
});

test('an unlisted page offers neither, as it has no export', async ({ page }) => {
  await openPage(page, `${site.url}/docs/guia/oculta`);
  await expect(page.getByText('Só com o link.')).toBeVisible();
  await expect(menuButton(page)).toHaveCount(0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no WCAG 2.1 AA violation around the Markdown actions in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await openPage(page, `${site.url}${PAGE}`);
    await menuButton(page).click();
    await copyButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copiado' })).toHaveCount(1);
    await viewLink(page).hover();
    const results = await new AxeBuilder({ page })
      .include('.markdown-actions')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
