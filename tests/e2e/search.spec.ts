import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { repoRoot, tempProject } from '../helpers/temp-project.ts';
import { runDocsgen, startServe } from '../helpers/cli.ts';

const origin = () => process.env.DOCSGEN_FIXTURE_URL!;
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Buscar na documentação' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Sugestões de busca' }).getByRole('option');

test('Ctrl+K focuses the search box, and the index loads on that first focus only', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => request.url().includes('/search-index/') && indexRequests.push(request.url()));
  await page.goto(`${origin()}/docs/about/intro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await expect.poll(() => indexRequests.length).toBe(1);
  expect(indexRequests[0]).toMatch(/\/search-index\/current\/pt-BR\.json$/);
});

test('"/" focuses the search box, but not while typing in it', async ({ page }) => {
  await page.goto(`${origin()}/docs/about/intro`);
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('a/b');
  await expect(searchBox(page)).toHaveValue('a/b');
});

test('ArrowUp pressed before the suggestions come selects "see all results" once they do, and Enter opens it', async ({
  page,
}) => {
  await page.goto(`${origin()}/docs/about/intro`);
  // The index's parts are held back until the reader has typed and pressed ArrowUp.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/search-index\/current\/pt-BR\/.+\.json$/, async (route) => {
    await released;
    await route.continue();
  });
  await searchBox(page).click();
  await searchBox(page).fill('token');
  await page.keyboard.press('ArrowUp');
  release();
  const seeAll = suggestions(page).filter({ hasText: 'Ver todos os resultados' });
  await expect(seeAll).toHaveAttribute('aria-selected', 'true');
  await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “token”');
});

test('typing suggests sections; arrows and Enter open one and highlight the terms until the reader moves on', async ({
  page,
}) => {
  await page.goto(`${origin()}/docs/guide/first-steps`);
  await searchBox(page).click();
  await searchBox(page).fill('configuracao');
  await expect(suggestions(page).first()).toContainText('Configuração');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  // Other suggestions' excerpts may quote the title: find the option by its own title.
  const target = suggestions(page).filter({
    has: page.locator('.search-suggestion-title', { hasText: /^Configuração da API$/ }),
  });
  await expect(target).toContainText('Configuração');
  const index = await suggestions(page).evaluateAll(
    (options, title) => options.findIndex((o) => o.querySelector('.search-suggestion-title')?.textContent === title),
    'Configuração da API',
  );
  // The first suggestion is selected already.
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await target.getAttribute('id'))!);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`${origin()}/docs/about/configuration#${encodeURIComponent('configuração-da-api')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuração');
  const marks = page.locator('main .markdown mark');
  await expect(marks.first()).toBeVisible();
  expect((await marks.allTextContents()).every((t) => /^configura/i.test(t))).toBe(true);
  await expect(page.locator('[id="configuração-da-api"]')).toBeInViewport();

  await page
    .getByRole('navigation', { name: 'Documentação', exact: true })
    .getByRole('link', { name: 'Introdução' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introdução');
  await expect(page.locator('main .markdown mark')).toHaveCount(0);
});

test('Escape closes the suggestions and a second Escape clears the box', async ({ page }) => {
  await page.goto(`${origin()}/docs/about/intro`);
  await searchBox(page).fill('guia');
  await expect(suggestions(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('');
});

test('"Ver todos os resultados" opens the search page, whose results show snippets with the terms marked', async ({
  page,
}) => {
  await page.goto(`${origin()}/docs/about/intro`);
  await searchBox(page).fill('token');
  await suggestions(page).filter({ hasText: 'Ver todos os resultados' }).click();
  await expect(page).toHaveURL(`${origin()}/search?q=token`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “token”');
  const result = page.locator('.search-result').first();
  await expect(result.getByRole('link')).toHaveText('Configuração da API');
  await expect(result.locator('.search-result-crumbs')).toHaveText('Configuração');
  await expect(result.locator('.search-result-snippet mark').first()).toHaveText(/^token$/i);
  await result.getByRole('link').click();
  await expect(page).toHaveURL(`${origin()}/docs/about/configuration#${encodeURIComponent('configuração-da-api')}`);
  await expect(page.locator('main .markdown mark').first()).toHaveText(/^token$/i);
});

test('no hits shows "Nenhum resultado" in the box and on the search page', async ({ page }) => {
  await page.goto(`${origin()}/docs/about/intro`);
  await searchBox(page).fill('xilogravura');
  await expect(page.locator('.search-popup').getByRole('status')).toHaveText('Nenhum resultado');
  await expect(suggestions(page)).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin()}/search?q=xilogravura`);
  await expect(page.locator('main').getByRole('status')).toHaveText('Nenhum resultado');
});

test('the search page keeps the query in the URL and narrows to a path with ctx', async ({ page }) => {
  await page.goto(`${origin()}/search?q=texto&ctx=docs/guide`);
  await expect(page.getByText('Somente em /docs/guide.')).toBeVisible();
  const links = page.locator('.search-result-title');
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/docs\/guide\//);
  await page.getByRole('searchbox', { name: 'Termos da busca' }).fill('ambientes');
  await expect(page).toHaveURL(`${origin()}/search?q=ambientes&ctx=docs%2Fguide`);
  await expect(links.first()).toHaveText('Ambientes');
});

test('the search page takes a version, and says so when it has no index for it', async ({ page }) => {
  await page.goto(`${origin()}/search?q=token&version=current`);
  await expect(page.locator('.search-result-title').first()).toHaveText('Configuração da API');
  await expect(page.getByText('não tem índice de busca')).toHaveCount(0);
  await page.goto(`${origin()}/search?q=token&version=2.0`);
  await expect(page.getByText('A versão “2.0” não tem índice de busca; mostrando a versão Next.')).toBeVisible();
  await expect(page.locator('.search-result-title').first()).toHaveText('Configuração da API');
});

test('the search page shows at most 50 results', async ({ page }) => {
  const project = tempProject('basic');
  for (let i = 0; i < 30; i++)
    project.write(
      `content/docs/guide/colheita-${i}.md`,
      `---\ntitle: Colheita ${i}\n---\n\nA colheita começa.\n\n## Preparar a colheita\n\nTexto.\n`,
    );
  const built = runDocsgen(
    ['build', '--config', `${project.dir}/docs.config.json`, '--out', `${project.dir}/site`],
    repoRoot,
  );
  expect(built.status, built.stderr).toBe(0);
  const server = await startServe(`${project.dir}/site`, repoRoot);
  try {
    await page.goto(`${server.url}/search?q=colheita`);
    await expect(page.locator('main').getByRole('status')).toHaveText('Os 50 primeiros resultados');
    await expect(page.locator('.search-result')).toHaveCount(50);
  } finally {
    await server.stop();
  }
});

test('an index URL of another origin fails with "Unexpected version url", shown and logged', async ({ page }) => {
  const site = process.env.DOCSGEN_FIXTURE_SITE!;
  const manifestFile = fs.readdirSync(site).find((f) => /^manifest\.[0-9a-f]+\.json$/.test(f))!;
  const original = fs.readFileSync(path.join(site, manifestFile), 'utf8');
  const manifest = JSON.parse(original);
  manifest.search[0].file = 'https://docs.example.com/search-index/current/pt-BR.json';
  fs.writeFileSync(path.join(site, manifestFile), JSON.stringify(manifest));
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  try {
    await page.goto(`${origin()}/docs/about/intro`);
    await searchBox(page).fill('token');
    await expect(page.locator('.search-popup').getByRole('alert')).toHaveText(
      'Não foi possível carregar a busca: Unexpected version url',
    );
    expect(errors.some((e) => e.includes('Unexpected version url'))).toBe(true);
  } finally {
    fs.writeFileSync(path.join(site, manifestFile), original);
  }
});

test('on an index of many parts, a one-word search fetches the entry, the term part of its word and the doc and excerpt parts of the hits shown', async ({
  page,
}) => {
  const project = tempProject('basic');
  // 300 pages of made-up words: a vocabulary of several term parts, and several doc parts.
  const syllables = ['ba', 'ce', 'di', 'fo', 'gu', 'la', 'me', 'ni', 'po', 'ru', 'sa', 'te', 'vi', 'xo', 'za'];
  const word = (n: number) =>
    [n % 15, Math.floor(n / 15) % 15, Math.floor(n / 225) % 15].map((i) => syllables[i]).join('');
  for (let i = 0; i < 300; i++) {
    const words = Array.from({ length: 12 }, (_, k) => word(i * 11 + k)).join(' ');
    project.write(
      `content/docs/guide/lote-${i}.md`,
      `---\ntitle: Lote ${i}\n---\n\n${i % 50 === 0 ? 'A colheita do lote. ' : ''}${words}\n\n## Detalhes\n\n${words}\n`,
    );
  }
  const built = runDocsgen(
    ['build', '--config', `${project.dir}/docs.config.json`, '--out', `${project.dir}/site`],
    repoRoot,
  );
  expect(built.status, built.stderr).toBe(0);
  const site = `${project.dir}/site`;
  const manifestFile = fs.readdirSync(site).find((f) => /^manifest\.[0-9a-f]+\.json$/.test(f))!;
  const entryFile = JSON.parse(fs.readFileSync(path.join(site, manifestFile), 'utf8')).search[0].file as string;
  const entry = JSON.parse(fs.readFileSync(path.join(site, entryFile), 'utf8'));
  const termHashes = new Set<string>(entry.termParts.map((part: [string, number, string]) => part[2]));
  const docNames = new Set<string>(entry.docParts.sizes.map((_: number, k: number) => `d-${entry.docParts.hash}-${k}`));
  const excerptNames = new Set<string>(
    entry.docParts.sizes.map((_: number, k: number) => `x-${entry.docParts.hash}-${k}`),
  );
  expect(termHashes.size).toBeGreaterThan(2);
  expect(docNames.size).toBeGreaterThan(5);
  const server = await startServe(site, repoRoot);
  try {
    const requested: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/search-index/') && requested.push(new URL(request.url()).pathname),
    );
    await page.goto(`${server.url}/docs/about/intro`);
    await searchBox(page).click();
    await expect.poll(() => requested).toEqual([`/${entryFile}`]);
    await searchBox(page).fill('colheita');
    await expect(suggestions(page).first()).toContainText('Lote');
    // Every suggestion shows its excerpt, with the word marked where the excerpt has it.
    const excerpts = page.locator('.search-suggestion-excerpt');
    const hits = (await suggestions(page).count()) - 1;
    await expect(excerpts).toHaveCount(hits);
    for (const excerpt of await excerpts.all()) await expect(excerpt).not.toHaveText('…');
    await expect(excerpts.locator('mark').first()).toHaveText('colheita');
    const parts = requested.slice(1).map((p) => p.split('/').pop()!.replace('.json', ''));
    const termParts = parts.filter((hash) => termHashes.has(hash));
    const docParts = parts.filter((name) => docNames.has(name));
    const excerptParts = parts.filter((name) => excerptNames.has(name));
    expect(termParts.length).toBeGreaterThanOrEqual(1);
    expect(termParts.length).toBeLessThanOrEqual(2);
    expect(docParts.length).toBeGreaterThanOrEqual(1);
    expect(docParts.length).toBeLessThanOrEqual(hits);
    // Excerpts sit in parts of their own, beside the doc parts: only those of the hits shown load.
    expect(excerptParts.length).toBe(docParts.length);
    expect(new Set(parts).size).toBe(parts.length);
    expect(termParts.length + docParts.length + excerptParts.length).toBe(parts.length);
    // Typing on within the same word needs nothing more once its parts are in.
    const before = requested.length;
    await searchBox(page).press('Backspace');
    await expect(searchBox(page)).toHaveValue('colheit');
    await expect(suggestions(page).first()).toContainText('Lote');
    await expect(excerpts.first()).not.toHaveText('…');
    expect(requested.length).toBe(before);
  } finally {
    await server.stop();
  }
});
