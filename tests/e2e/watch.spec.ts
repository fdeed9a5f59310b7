import { expect, test } from '@playwright/test';
import { startWatchProcess, type RunningServer } from '../helpers/cli.ts';
import { tempProject, type TempProject } from '../helpers/temp-project.ts';

let project: TempProject;
let watch: RunningServer & { output(): string };

test.beforeEach(async () => {
  project = tempProject('basic');
  watch = await startWatchProcess(project.dir);
});

test.afterEach(async () => {
  await watch.stop();
});

const intro = 'content/docs/about/intro.md';
async function open(page: import('@playwright/test').Page, path: string) {
  await page.goto(`${watch.url}${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-docsgen-live', 'connected');
}

const overlay = (page: import('@playwright/test').Page) => page.locator('#docsgen-error-overlay');

test('an edit shows up in the open page without a reload, keeping the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  project.write(
    'content/docs/about/configuration.md',
    `${project.read('content/docs/about/configuration.md')}\n${'Parágrafo longo.\n\n'.repeat(80)}`,
  );
  await open(page, '/docs/about/configuration');
  await expect(page.getByText('Primeiro parágrafo.')).toBeVisible();
  // The long version, not a page served before the watcher rebuilt it.
  await expect(page.getByText('Parágrafo longo.')).toHaveCount(80);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const scrolled = await page.evaluate(() => window.scrollY);
  project.write(
    'content/docs/about/configuration.md',
    project.read('content/docs/about/configuration.md').replace('Primeiro parágrafo.', 'Parágrafo editado ao vivo.'),
  );
  await expect(page.getByText('Parágrafo editado ao vivo.')).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
});

test('a broken link shows an overlay with the terminal location and message, and fixing it clears the overlay', async ({
  page,
}) => {
  await open(page, '/docs/about/intro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  const good = project.read(intro);
  project.write(intro, good.replace('./configuration.md#configuração-da-api', './configuration.md#nao-existe'));
  await expect(overlay(page)).toContainText('content/docs/about/intro.md:8:51');
  await expect(overlay(page)).toContainText('broken anchor #nao-existe in link to /docs/about/configuration');
  expect(watch.output()).toContain('content/docs/about/intro.md:8:51: broken anchor #nao-existe');
  project.write(intro, good);
  await expect(overlay(page)).toHaveCount(0, { timeout: 15_000 });
});

test('a site that starts with an error shows itself once the error is fixed', async ({ page }) => {
  await watch.stop();
  const good = project.read(intro);
  project.write(intro, good.replace('./configuration.md#configuração-da-api', './configuration.md#nao-existe'));
  watch = await startWatchProcess(project.dir);
  await open(page, '/docs/about/intro');
  await expect(page.getByText('O site ainda não compilou sem erros.')).toBeAttached();
  await expect(overlay(page)).toContainText('content/docs/about/intro.md:8:51');
  await expect(overlay(page)).toContainText('broken anchor #nao-existe');
  project.write(intro, good);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução', { timeout: 15_000 });
  await expect(overlay(page)).toHaveCount(0);
});

test('bad front matter shows the overlay and the last good page stays served', async ({ page }) => {
  await open(page, '/docs/about/intro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  const good = project.read(intro);
  project.write(intro, good.replace('sidebar_position: 1', 'sidebar_position: [quebrado'));
  await expect(overlay(page)).toContainText('content/docs/about/intro.md:');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  await expect(overlay(page)).toContainText('invalid front matter');
  project.write(intro, good);
  await expect(overlay(page)).toHaveCount(0, { timeout: 15_000 });
});

test('a new page appears in the sidebar', async ({ page }) => {
  await open(page, '/docs/about/intro');
  const sidebar = page.getByRole('navigation', { name: 'Documentação', exact: true });
  await expect(sidebar.getByRole('link')).toHaveCount(2);
  project.write('content/docs/about/novidades.md', '---\ntitle: Novidades\nsidebar_position: 3\n---\n\nTexto novo.\n');
  await expect(sidebar.getByRole('link', { name: 'Novidades' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Novidades' }).click();
  await expect(page.getByText('Texto novo.')).toBeVisible();
});

test('deleting a page reports the pages that linked to it', async ({ page }) => {
  await open(page, '/docs/about/intro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  project.remove('content/docs/about/configuration.md');
  // A rebuild after a deletion: with two test workers on two cores, it may take more than expect's 5 s.
  await expect(overlay(page)).toContainText('content/docs/about/intro.md:8:51', { timeout: 15_000 });
  await expect(overlay(page)).toContainText(
    'broken link to ./configuration.md#configuração-da-api: no doc at about/configuration.md',
  );
  await expect(overlay(page)).toContainText('docs.config.json');
});

test('a page replaced by a folder of its name, and the folder by the page again, is followed with no stale page', async ({
  page,
}) => {
  const file = 'content/docs/about/pasta.md';
  project.write(file, '---\ntitle: Pasta\nsidebar_position: 3\n---\n\nTexto do arquivo.\n');
  await open(page, '/docs/about/pasta');
  await expect(page.getByText('Texto do arquivo.')).toBeVisible({ timeout: 15_000 });

  project.remove(file);
  project.write(`${file}/dentro.md`, '---\ntitle: Dentro\n---\n\nTexto da pasta.\n');
  // The open page is gone with its file.
  await expect(page.getByText('Texto do arquivo.')).toHaveCount(0, { timeout: 15_000 });
  await open(page, '/docs/about/pasta.md/dentro');
  await expect(page.getByText('Texto da pasta.')).toBeVisible();
  // What is saved in the folder shows up too: the folder is watched.
  project.write(`${file}/dentro.md`, '---\ntitle: Dentro\n---\n\nTexto da pasta, editado.\n');
  await expect(page.getByText('Texto da pasta, editado.')).toBeVisible({ timeout: 15_000 });

  project.remove(file);
  project.write(file, '---\ntitle: Pasta\nsidebar_position: 3\n---\n\nTexto de volta.\n');
  await expect(page.getByText('Texto da pasta, editado.')).toHaveCount(0, { timeout: 15_000 });
  await open(page, '/docs/about/pasta');
  await expect(page.getByText('Texto de volta.')).toBeVisible();
  expect(watch.output()).not.toContain('rebuild failed');
});

test('search finds a word saved into a page once the index is rebuilt, in the page already open', async ({ page }) => {
  await open(page, '/docs/about/intro');
  const box = page.getByRole('combobox', { name: 'Buscar na documentação' });
  const suggestions = page.getByRole('listbox', { name: 'Sugestões de busca' }).getByRole('option');
  await box.fill('xilofone');
  await expect(page.getByText('Nenhum resultado', { exact: false })).toBeVisible();
  project.write(intro, `${project.read(intro)}\nO xilofone agrícola.\n`);
  // The index keeps its entry's name (see splitIndex): the viewer loads it again when watch says the site changed.
  await expect
    .poll(
      async () => {
        await box.fill('');
        await box.fill('xilofone');
        return suggestions.count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
});
