import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runDocsgen, startServe, type RunningServer } from '../helpers/cli.ts';
import { repoRoot } from '../helpers/temp-project.ts';
import { expect, openPage, test } from './support/sites.ts';
import { openTryIt } from './support/try-it.ts';

/**
 * A site that keeps docusaurus-plugin-openapi-docs's generated pages as its own (tests/fixtures/migrate/
 * openapi-docs-site without the plugin's config): an operation page draws the operation its `api` front matter holds.
 */
let server: RunningServer;

test.beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-kept-api-pages-e2e-'));
  fs.cpSync(path.join(repoRoot, 'tests/fixtures/migrate/openapi-docs-site'), dir, { recursive: true });
  const edit = (file: string, from: string, to: string) => {
    const full = path.join(dir, file);
    fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replace(from, to));
  };
  edit('docusaurus.config.js', 'plugins: [', 'plugins: [], unused: [');
  edit(
    'sidebars.js',
    "require('./docs/petstore/sidebar.js')",
    "[{ type: 'category', label: 'pet', link: { type: 'doc', id: 'petstore/pet' }, items: ['petstore/add-pet'] }]",
  );
  edit('docs/intro.md', 'get-pet-by-id', 'add-pet');
  // Without it the page shows Testar, as the plugin's shows its Send button.
  edit('docs/petstore/add-pet.api.mdx', 'hide_send_button: true\n', '');
  for (const command of ['migrate', 'build']) {
    const run = runDocsgen([command], dir);
    if (run.status !== 0) throw new Error(`docsgen ${command} failed:\n${run.stderr}`);
  }
  server = await startServe(path.join(dir, 'site'), repoRoot);
});

test.afterAll(() => server.stop());

test('the operation page shows its title, body, responses, samples and a Testar form for its server', async ({
  page,
}) => {
  await openPage(page, `${server.url}/docs/petstore/add-pet`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a new pet to the store');
  const operation = page.locator('#op-addPet');
  await expect(operation).toContainText('Corpo da requisição (obrigatório)');
  await expect(operation.locator('#addPet-corpo-name')).toContainText('obrigatório');
  await expect(operation.locator('.api-response')).toContainText('405 Invalid input');
  await expect(operation.getByRole('tab', { name: 'curl', exact: true })).toBeVisible();
  const form = await openTryIt(page, 'Testar POST /pet');
  await expect(form.getByTestId('curl-preview')).toContainText("curl -X POST 'https://petstore.swagger.io/v2/pet'");
});
