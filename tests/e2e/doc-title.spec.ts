import fs from 'node:fs';
import path from 'node:path';
import { buildAndServe, expect, openPage, test, type BuiltSite } from './support/sites.ts';

let site: BuiltSite;

test.beforeAll(async () => {
  site = await buildAndServe('basic', undefined, (dir) => {
    const page = path.join(dir, 'content/docs/guide/first-steps.md');
    fs.writeFileSync(page, '---\ntitle: Primeiros passos\n---\n\n# Primeiros passos no portal\n\nTexto.\n');
  });
});

test.afterAll(async () => {
  await site.stop();
});

test('a page whose # heading differs from its front matter title shows the heading, and keeps the title for the tab and the sidebar', async ({
  page,
}) => {
  // Before the viewer runs: the pre-rendered HTML already shows the heading.
  const html = await (await page.request.get(`${site.url}/docs/guide/first-steps`)).text();
  expect(html).toContain('<h1 class="doc-title">Primeiros passos no portal</h1>');
  await openPage(page, `${site.url}/docs/guide/first-steps`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Primeiros passos no portal');
  await expect(page).toHaveTitle(/^Primeiros passos \|/);
  await expect(
    page.getByRole('navigation', { name: 'Documentação' }).getByRole('link', { name: 'Primeiros passos', exact: true }),
  ).toBeVisible();
});
