import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { startWatchProcess, type RunningServer } from '../helpers/cli.ts';
import { editConfig, tempProject, type TempProject } from '../helpers/temp-project.ts';

let watch: (RunningServer & { output(): string }) | undefined;

test.afterEach(async () => {
  await watch?.stop();
  watch = undefined;
});

const intro = 'content/docs/about/intro.md';
const panel = (page: Page) => page.getByRole('dialog', { name: /docsgen: \d+ erros? na compilação/ });
/**
 * axe on the page, or on the panel alone while it is open: the modal panel makes the page behind it inert and dims
 * it on purpose, and axe would measure the dimmed text's contrast as if it were to be read.
 */
const axe = (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  return (include ? builder.include(include) : builder).analyze();
};

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-docsgen-live', 'connected');
}

test('two errors of one save are both listed with their source; the panel closes by button, Esc and a fix', async ({
  page,
}) => {
  const project: TempProject = tempProject('basic');
  watch = await startWatchProcess(project.dir);
  await open(page, `${watch.url}/docs/about/intro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  await page.getByRole('link', { name: 'configuração da API' }).focus();
  const good = project.read(intro);
  project.write(
    intro,
    good
      .replace('./configuration.md#configuração-da-api', './configuration.md#nao-existe')
      .replace('../guide/first-steps.md', '../guide/nada.md'),
  );

  const dialog = panel(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'docsgen: 2 erros na compilação' })).toBeVisible();
  const items = dialog.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('content/docs/about/intro.md:8:51');
  await expect(items.nth(0)).toContainText('broken anchor #nao-existe in link to /docs/about/configuration');
  await expect(items.nth(1)).toContainText('content/docs/about/intro.md:9:12');
  await expect(items.nth(1)).toContainText('broken link to ../guide/nada.md');
  // Each with the lines around it, its own line marked and a caret under its column.
  const frame = items.nth(1).locator('pre');
  await expect(frame.locator('.error-row')).toHaveText(/^>\s+9 \| e o \[guia\]\(\.\.\/guide\/nada\.md\)\.\n?$/);
  await expect(frame).toContainText(' 8 | Bem-vindo');
  await expect(frame).toContainText('11 | ## Visão geral');
  const caret = (await frame.locator('.caret').textContent()) ?? '';
  const errorLine = (await frame.locator('.error-row').textContent()) ?? '';
  // Column 12 of the source, after the frame's gutter: where the link starts.
  const gutter = errorLine.indexOf('| ') + 2;
  expect(caret.indexOf('^') - gutter).toBe(11);
  await expect(dialog).toContainText('A última versão sem erros continua sendo exibida.');
  // A panel of its own over the page, not text on the dimmed page: opaque, and the navbar is not over it.
  expect(await dialog.evaluate((d) => getComputedStyle(d).backgroundColor)).toBe('rgb(28, 29, 33)');

  expect((await axe(page, '#docsgen-error-overlay')).violations).toEqual([]);
  // Focus moved into the panel, and Fechar closes it from the keyboard and gives focus back.
  const close = dialog.getByRole('button', { name: 'Fechar' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'configuração da API' })).toBeFocused();
  expect((await axe(page)).violations).toEqual([]);

  // Another save with other errors opens it again; Esc closes it.
  project.write(intro, good.replace('../guide/first-steps.md', '../guide/nada.md'));
  await expect(panel(page).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);

  // Another save, and the fix: the panel is gone by itself, the page shows the fixed version.
  project.write(intro, good.replace('../guide/first-steps.md', '../guide/nada2.md'));
  await expect(panel(page).getByRole('listitem')).toHaveCount(1);
  project.write(intro, good.replace('Bem-vindo ao portal.', 'Bem-vindo ao portal corrigido.'));
  await expect(panel(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('Bem-vindo ao portal corrigido.')).toBeVisible();
});

test('in an empty folder, the placeholder is a styled page and the panel does not claim a good version', async ({
  page,
}) => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-empty-'));
  watch = await startWatchProcess(empty);
  await open(page, `${watch.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'O site ainda não compilou sem erros.' })).toBeAttached();
  const font = await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily);
  expect(font).toContain('system-ui');
  expect(font).not.toMatch(/^"?Times/);

  const dialog = panel(page);
  await expect(dialog).toContainText('docs.config.json:1:1');
  await expect(dialog).toContainText('docsgen init');
  await expect(dialog).toContainText('Ainda não há uma versão sem erros para exibir');
  await expect(dialog).not.toContainText('A última versão sem erros');
  expect((await axe(page, '#docsgen-error-overlay')).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect((await axe(page)).violations).toEqual([]);
});

test('an English site gets the placeholder page and the panel in English', async ({ page }) => {
  const project = tempProject('basic');
  editConfig(project, (config) => {
    config.locale = { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' };
  });
  const good = project.read(intro);
  const broken = good.replace('../guide/first-steps.md', '../guide/nada.md');
  project.write(intro, broken);
  watch = await startWatchProcess(project.dir);
  await open(page, `${watch.url}/docs/about/intro`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('docsgen watch: waiting for a version without errors');
  await expect(
    page.getByRole('heading', { level: 1, name: 'The site has not built without errors yet.' }),
  ).toBeAttached();
  const dialog = page.getByRole('dialog', { name: 'docsgen: 1 error in the build' });
  await expect(dialog).toContainText('There is no version without errors to show yet');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.locator('pre')).toHaveAttribute('aria-label', /^Excerpt of content\/docs\/about\/intro\.md/);
  expect((await axe(page, '#docsgen-error-overlay')).violations).toEqual([]);

  // Fixed, the site shows; broken again, the panel says the last good version is still shown.
  project.write(intro, good);
  await expect(dialog).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  project.write(intro, broken);
  await expect(dialog).toContainText('The last version without errors is still shown.', { timeout: 15_000 });
});
