import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { API_KEY, startFakePlatform, VALID_TOKEN, type FakePlatform } from '../helpers/fake-platform.ts';
import { buildAndServe, expect, openPage, test, type BuiltSite } from './support/sites.ts';

/**
 * The GraphQL explorer's query editor (viewer/api/graphql/query-editor.ts): CodeMirror with the page's schema, in a
 * chunk only the explorer loads. The explorer's checks and runs themselves are in api-reference.spec.ts.
 */
let docs: BuiltSite;
let api: FakePlatform;

test.beforeAll(async () => {
  docs = await buildAndServe('api');
  api = await startFakePlatform();
});

test.afterAll(async () => {
  await docs.stop();
  await api.stop();
});

/** A class only CodeMirror's lint styles name: the editor's chunk is the script that has it. */
const EDITOR_MARKER = 'cm-lintRange';
const siteFile = (url: string) => path.join(docs.dir, new URL(url).pathname);
const isEditorChunk = (url: string) => fs.readFileSync(siteFile(url), 'utf8').includes(EDITOR_MARKER);

/** The explorer with its editor in place, and the editor emptied. */
async function openEditor(page: Page) {
  await page.addInitScript((t) => localStorage.setItem('token', t), VALID_TOKEN);
  await page.goto(`${docs.url}/docs/guide/api`);
  const explorer = page.getByRole('form', { name: 'Explorador GraphQL' });
  const editor = explorer.getByRole('textbox', { name: 'Consulta' });
  await expect(editor).toHaveClass(/cm-content/);
  return { explorer, editor };
}

/** The editor's lines as they are, indentation included. */
const lines = (editor: Locator) =>
  editor.evaluate((e) => [...e.querySelectorAll('.cm-line')].map((line) => line.textContent));

test('"{ " shows the fields of the schema, and the one chosen is inserted and sent', async ({ page }) => {
  const { explorer, editor } = await openEditor(page);
  await expect(editor).toHaveAccessibleDescription(/Ctrl\+Espaço mostra os campos.*Tab sai do editor\./);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('{ ');
  const suggestions = page.getByRole('listbox', { name: 'Sugestões do esquema' });
  // The schema's own fields come before the introspection ones.
  await expect(suggestions.getByRole('option')).toHaveText([
    /^farmFarm$/,
    /^farmsFarmConnection!$/,
    /^__schema/,
    /^__type/,
    /^__typename/,
  ]);
  // CodeMirror ignores keys in the first 75 ms of a list (its interactionDelay), so that a list appearing just as the
  // reader presses Enter does not take the key.
  await page.waitForTimeout(150);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.type(' { ');
  await expect(suggestions.getByRole('option')).toContainText(['edges', 'totalCount']);
  await page.keyboard.type('tot');
  await page.waitForTimeout(150);
  await page.keyboard.press('Enter');
  await expect(suggestions).toHaveCount(0);
  // The braces were closed as they were typed.
  await expect(editor).toHaveText('{ farms { totalCount}}');

  await explorer.getByLabel('Endpoint').fill(`${api.url}/graphql`);
  await explorer.getByLabel('Chave de API (X-Api-Key)').fill(API_KEY);
  await explorer.getByRole('button', { name: 'Executar consulta' }).click();
  await expect(explorer.getByTestId('try-it-body')).toContainText('"totalCount": 2');
  await expect(explorer.getByTestId('try-it-body')).not.toContainText('edges');
});

test("a field the schema does not have is marked where it is, with the check's sentence", async ({ page }) => {
  const { editor } = await openEditor(page);
  await editor.fill('query {\n  farms {\n    edges { node { nome } }\n  }\n}');
  const mark = editor.locator('.cm-lintRange-error');
  await expect(mark).toHaveText('nome');
  await mark.hover();
  await expect(page.locator('.cm-tooltip-lint')).toHaveText(
    'O tipo "Farm" não tem o campo "nome". Você quis dizer "name"?',
  );
  // By keyboard, the list of problems.
  await editor.press('ControlOrMeta+Shift+m');
  await expect(page.getByRole('listbox', { name: 'Problemas da consulta' })).toContainText('não tem o campo "nome"');
  await editor.fill('query { farms { totalCount } }');
  await expect(mark).toHaveCount(0);
});

test('the editor is reached and left with Tab, and Enter indents the new line', async ({ page }) => {
  const { explorer, editor } = await openEditor(page);
  await explorer.getByLabel('Chave de API (X-Api-Key)').focus();
  await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('query {');
  await page.keyboard.press('Enter');
  await page.keyboard.type('farms');
  expect(await lines(editor)).toEqual(['query {', '  farms', '}']);
  // Tab leaves the editor instead of indenting or accepting a suggestion, even with the list open.
  await expect(page.getByRole('listbox', { name: 'Sugestões do esquema' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(explorer.getByLabel('Variáveis (JSON)')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(editor).toBeFocused();
  expect(await lines(editor)).toEqual(['query {', '  farms', '}']);
});

test('if the editor cannot load, the textarea stays and the explorer still runs', async ({ page }) => {
  await page.addInitScript((t) => localStorage.setItem('token', t), VALID_TOKEN);
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(EDITOR_MARKER)) await route.abort();
    else await route.fulfill({ response });
  });
  await page.goto(`${docs.url}/docs/guide/api`);
  const explorer = page.getByRole('form', { name: 'Explorador GraphQL' });
  const query = explorer.getByLabel('Consulta');
  await expect(query).toHaveJSProperty('tagName', 'TEXTAREA');
  await query.fill('{ farms { totalCount } }');
  await explorer.getByLabel('Endpoint').fill(`${api.url}/graphql`);
  await explorer.getByLabel('Chave de API (X-Api-Key)').fill(API_KEY);
  await explorer.getByRole('button', { name: 'Executar consulta' }).click();
  await expect(explorer.getByTestId('try-it-body')).toContainText('"totalCount": 2');
  await expect(explorer.locator('.cm-editor')).toHaveCount(0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no WCAG 2.1 AA violation in the explorer with its editor and a marked problem, ${mode} mode`, async ({
    page,
  }) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const { explorer, editor } = await openEditor(page);
    await editor.fill('query { farms(first: 2) { totalCount nome } }');
    await expect(editor.locator('.cm-lintRange-error')).toHaveText('nome');
    await expect(explorer.getByText('Tab sai do editor.')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('.graphql-explorer-form')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('a doc page without an explorer does not load the editor, and its initial JavaScript stays within 90 KB gzip', async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('request', (request) => request.resourceType() === 'script' && scripts.add(request.url()));
  await openPage(page, `${docs.url}/docs/about/intro`);
  await page.waitForLoadState('networkidle');
  const initial = new Set(scripts);
  expect([...initial].filter(isEditorChunk)).toEqual([]);
  const gzip = (urls: Iterable<string>) =>
    [...urls].reduce((total, url) => total + zlib.gzipSync(fs.readFileSync(siteFile(url)), { level: 9 }).length, 0);
  expect(gzip(initial)).toBeLessThanOrEqual(90 * 1024);

  await openPage(page, `${docs.url}/docs/guide/api`);
  await expect(page.getByRole('textbox', { name: 'Consulta' })).toHaveClass(/cm-content/);
  const editorChunks = [...scripts].filter(isEditorChunk);
  expect(editorChunks).toHaveLength(1);
  console.log(
    `initial JavaScript of a doc page: ${(gzip(initial) / 1024).toFixed(1)} KB gzip; ` +
      `the query editor's chunk: ${(gzip(editorChunks) / 1024).toFixed(1)} KB gzip, on the explorer's page only`,
  );
});
