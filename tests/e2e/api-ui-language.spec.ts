import type { Locator, Page } from '@playwright/test';
import { API_KEY, startFakePlatform, VALID_TOKEN, type FakePlatform } from '../helpers/fake-platform.ts';
import { buildAndServe, expect, test, type BuiltSite } from './support/sites.ts';
import { openTryIt } from './support/try-it.ts';

/**
 * The api fixture built as an English site (its locale's htmlLang "en"): the "Testar" panel and the GraphQL explorer,
 * lazy chunks of the viewer, speak English too (format/ui-strings/try-it/, graphql/). The Portuguese ones are checked
 * by api-reference.spec.ts, try-it-credentials.spec.ts and graphql-editor.spec.ts.
 */
let docs: BuiltSite;
let api: FakePlatform;

test.beforeAll(async () => {
  docs = await buildAndServe('api', (config) => {
    config.locale = { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' };
  });
  api = await startFakePlatform();
});

test.afterAll(async () => {
  await docs.stop();
  await api.stop();
});

/** Words of the panels' former Portuguese text; the fixture's own content (descriptions) is Portuguese, so not accents. */
const PORTUGUESE = /Testar|Enviar|Servidor|obrigatório|Corpo|requisição|Copiar|Consulta|Executar|Variáveis|linha/;

async function openPanel(page: Page, label: string): Promise<Locator> {
  await page.addInitScript((t) => localStorage.setItem('token', t), VALID_TOKEN);
  await page.goto(`${docs.url}/docs/guide/api`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  return openTryIt(page, label);
}

test('the "Try" panel of an English site is in English, its checks and its answers too', async ({ page }) => {
  const form = await openPanel(page, 'Try GET /v1/farms/{farm_id}');
  await expect(form.getByText('The call uses your access token (sent in the Authorization header).')).toBeVisible();
  await expect(form.locator('label', { hasText: 'farm_id' })).toHaveText('farm_id path (required)');
  await expect(form.getByRole('button', { name: 'Copy command' })).toBeVisible();
  await form.getByLabel('Server', { exact: true }).selectOption({ label: 'Other address…' });
  await form.getByLabel('API address').fill('https://elsewhere.example.com');
  await form.getByRole('button', { name: 'Send API request' }).click();
  await expect(form.getByLabel('farm_id')).toHaveAccessibleDescription(/This field is required\.$/);
  await form.getByLabel('farm_id').fill('farm_02');
  await form.getByRole('button', { name: 'Send API request' }).click();
  // An origin the site's policy does not allow: nothing is sent, and the reader is told why.
  await expect(form.getByRole('alert')).toHaveText(
    'The request was not sent: this site only allows calls to the servers its documentation declares, and ' +
      'https://elsewhere.example.com is not one of them. Use one of the listed servers, or the curl command above ' +
      'in a terminal; the site’s maintainers can add the address to contentSecurityPolicy.connectSrc.',
  );
  await form.getByLabel('API address').fill(api.url);
  await form.getByRole('button', { name: 'Send API request' }).click();
  await expect(form.getByTestId('try-it-status')).toHaveText('200 OK');
  await expect(form.getByText(/^Response headers \(\d+\)$/)).toBeVisible();
  expect(await form.innerText()).not.toMatch(PORTUGUESE);
});

test('an English site asks in English before a request that changes production data', async ({ page }) => {
  const form = await openPanel(page, 'Try POST /v1/farms');
  const body = form.getByLabel(/^Body \(application\/json\)/);
  await body.fill('{ "name": ');
  await form.getByRole('button', { name: 'Send API request' }).click();
  await expect(form.locator('.try-it-error')).toHaveText('Invalid JSON at line 1, column 11: expected a value.');
  await body.fill('{ "name": "New Farm" }');
  await form.getByRole('button', { name: 'Send API request' }).click();
  // The fixture's first server, described as "Produção".
  await expect(form.getByRole('alert').locator('p')).toHaveText(
    'Production server. POST changes real data at https://api.example.com. Send it only if that is what you want.',
  );
  await expect(form.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await form.getByRole('button', { name: 'Confirm and send' }).click();
  // No such host in the tests: the browser's silence, explained in English.
  await expect(form.getByRole('alert')).toContainText(
    /^The request got no response \(\d+ ms\): the server did not answer, or the browser blocked its response\./,
  );
  await expect(form.getByRole('alert')).toContainText('Browsers block responses from another origin');
  expect(await form.innerText()).not.toMatch(PORTUGUESE);
});

test('the GraphQL explorer of an English site is in English, graphql-js messages included', async ({ page }) => {
  await page.addInitScript((t) => localStorage.setItem('token', t), VALID_TOKEN);
  await page.goto(`${docs.url}/docs/guide/api`);
  const explorer = page.getByRole('form', { name: 'GraphQL explorer' });
  const editor = explorer.getByRole('textbox', { name: 'Query', exact: true });
  await expect(editor).toHaveClass(/cm-content/);
  await expect(editor).toHaveAccessibleDescription(/^Ctrl\+Space shows the schema’s fields.*Tab leaves the editor\.$/);
  await expect(explorer.getByLabel('Variables (JSON)')).toBeVisible();
  await editor.fill('query { farms { edges { node { nome } } } }');
  await explorer.getByRole('button', { name: 'Run query' }).click();
  await expect(explorer.getByRole('alert').getByRole('listitem')).toHaveText([
    'line 1, column 32: type "Farm" has no field "nome". Did you mean "name"?',
  ]);
  await expect(explorer.getByRole('alert')).toContainText('The query does not match the schema:');
  // The editor's own mark says the same, and CodeMirror's list of problems is named in English.
  await editor.press('ControlOrMeta+Shift+m');
  await expect(page.getByRole('listbox', { name: 'Query problems' })).toContainText('has no field "nome"');
  await editor.fill('{ farms { totalCount } }');
  await explorer.getByLabel('Endpoint').fill(`${api.url}/graphql`);
  await explorer.getByLabel('API key (X-Api-Key)').fill(API_KEY);
  await explorer.getByRole('button', { name: 'Run query' }).click();
  await expect(explorer.getByTestId('try-it-body')).toContainText('"totalCount": 2');
  expect(await explorer.innerText()).not.toMatch(PORTUGUESE);
});
