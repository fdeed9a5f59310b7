import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../cli/commands/build.ts';
import { startServe } from '../helpers/cli.ts';
import { builtRoutes } from '../helpers/site-routes.ts';
import { repoRoot, tempProject } from '../helpers/temp-project.ts';
import { expect, openPage, test } from './support/sites.ts';

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test('the blog list shows the newest posts with excerpts up to the truncate marker, paginated', async ({
  page,
  reader,
}) => {
  await openPage(page, `${reader.url}/blog`);
  await expect(heading(page)).toHaveText('Novidades');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Terceiro post', 'Segundo post']);
  await page.getByRole('link', { name: 'Posts mais antigos' }).click();
  await expect(page).toHaveURL(`${reader.url}/blog/page/2`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Primeiro post']);
  await expect(page.getByText('Resumo do primeiro post.')).toBeVisible();
  await expect(page.getByText('Depois do corte')).toHaveCount(0);
  await page.getByRole('link', { name: 'Leia mais sobre Primeiro post' }).click();
  await expect(heading(page)).toHaveText('Primeiro post');
  await expect(page.getByRole('heading', { level: 2, name: 'Depois do corte' })).toBeVisible();
});

test('a post shows its date, authors, tags and its neighbours, and its links work in the app', async ({
  page,
  reader,
}) => {
  await openPage(page, `${reader.url}/blog/2024/02/20/segundo-post`);
  await expect(heading(page)).toHaveText('Segundo post');
  await expect(page.getByText('20 de fevereiro de 2024')).toBeVisible();
  await expect(page.locator('.post-author-name')).toHaveText(['Ana Souza', 'Bruno Lima']);
  await expect(page.getByRole('link', { name: 'novidades' })).toHaveAttribute('href', '/blog/tags/novidades');
  await expect(page.getByRole('link', { name: /Post mais recente\s*Terceiro post/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Post mais antigo\s*Primeiro post/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'primeiros passos' })).toHaveAttribute('href', '/docs/guide/first-steps');
  await expect(
    page.getByRole('navigation', { name: 'Posts recentes' }).getByRole('link', { name: 'Segundo post' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.locator('.markdown').getByRole('link', { name: 'primeiro post' }).click();
  await expect(heading(page)).toHaveText('Primeiro post');
});

test('the tag pages list the posts of each tag, and the archive lists every post by year', async ({ page, reader }) => {
  await openPage(page, `${reader.url}/blog/tags`);
  await expect(page.getByRole('link', { name: /^api/ })).toContainText('2');
  await page.getByRole('link', { name: /^api/ }).click();
  await expect(heading(page)).toHaveText('2 posts marcados com "api"');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Terceiro post', 'Primeiro post']);
  await openPage(page, `${reader.url}/blog/archive`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['2024']);
  await expect(page.locator('.archive-year li a')).toHaveText(['Terceiro post', 'Segundo post', 'Primeiro post']);
});

test('docs tag pages list the docs with each tag', async ({ page, reader }) => {
  await openPage(page, `${reader.url}/docs/about/intro`);
  await page.getByRole('link', { name: 'visão geral', exact: true }).click();
  await expect(heading(page)).toHaveText('Um documento com a tag "visão geral"');
  await expect(page.getByRole('link', { name: /Introdução/ }).last()).toHaveAttribute('href', '/docs/about/intro');
  await page.getByRole('link', { name: 'Ver todas as tags' }).click();
  await expect(heading(page)).toHaveText('Tags');
});

test('an unlisted page is reachable by its link only: banner, noindex, and out of sidebars, blog lists and the sitemap', async ({
  page,
  reader,
}) => {
  await openPage(page, `${reader.url}/docs/about/hidden`);
  await expect(heading(page)).toHaveText('Página escondida');
  await expect(page.getByRole('note')).toContainText('Página não listada.');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await openPage(page, `${reader.url}/docs/about/intro`);
  await expect(
    page.getByRole('navigation', { name: 'Documentação', exact: true }).getByRole('link', { name: 'Página escondida' }),
  ).toHaveCount(0);
  await openPage(page, `${reader.url}/blog/2024/04/01/post-escondido`);
  await expect(page.getByRole('note')).toContainText('Post não listado.');
  const sitemap = await (await page.request.get(`${reader.url}/sitemap.xml`)).text();
  expect(sitemap).toContain('https://docs.example.com/docs/about/intro</loc>');
  expect(sitemap).not.toContain('hidden');
  expect(sitemap).not.toContain('post-escondido');
  await openPage(page, `${reader.url}/blog/archive`);
  await expect(page.getByText('Post escondido')).toHaveCount(0);
});

test('a draft page is left out of a production build and shows its banner in a development build', async ({
  page,
  reader,
}) => {
  const response = await page.goto(`${reader.url}/docs/guide/wip`);
  expect(response?.status()).toBe(404);
  const project = tempProject('reader');
  await build({ config: 'docs.config.json', out: 'site', cwd: project.dir, drafts: true });
  const server = await startServe(project.file('site'), repoRoot);
  try {
    await openPage(page, `${server.url}/docs/guide/wip`);
    await expect(heading(page)).toHaveText('Em construção');
    await expect(page.getByRole('note')).toContainText('Rascunho.');
  } finally {
    await server.stop();
  }
});

test('a manifest of an unknown format or a payload that is not JSON shows the error screen naming the file', async ({
  page,
  reader,
}) => {
  const manifestFile = fs.readdirSync(reader.dir).find((f) => /^manifest\.[0-9a-f]+\.json$/.test(f))!;
  const manifestPath = path.join(reader.dir, manifestFile);
  const original = fs.readFileSync(manifestPath, 'utf8');
  fs.writeFileSync(manifestPath, JSON.stringify({ ...JSON.parse(original), formatVersion: 99 }));
  try {
    await page.goto(`${reader.url}/docs/about/intro`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página deu erro.');
    await expect(page.getByRole('alert')).toContainText(`/${manifestFile}: formato 99 desconhecido`);
  } finally {
    fs.writeFileSync(manifestPath, original);
  }
  const payload = builtRoutes(reader.dir).routes.find((r) => r.path === '/docs/about/configuration')!.payload;
  await page.route(`**/${payload}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"formatVersion": 2, ' }),
  );
  await page.goto(`${reader.url}/docs/about/configuration`);
  await expect(page.getByRole('alert')).toContainText(`/${payload}: o arquivo não é um JSON válido`);
});
