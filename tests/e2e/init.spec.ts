import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runDocsgen, startServe, type RunningServer } from '../helpers/cli.ts';
import { expect, openPage, test } from './support/sites.ts';

/** The site `docsgen init` writes, built and served as its printed commands would: what a new writer sees first. */
let server: RunningServer;

test.beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-init-e2e-'));
  for (const args of [['init', '--title', 'Portal Novo'], ['build']]) {
    const run = runDocsgen(args, dir);
    if (run.status !== 0 || run.stderr) throw new Error(`docsgen ${args[0]} failed:\n${run.stderr}`);
  }
  server = await startServe('site', dir);
});

test.afterAll(() => server.stop());

test('the home page of a new site shows its title, and leads to its docs and their image', async ({ page }) => {
  await openPage(page, `${server.url}/`);
  await expect(page).toHaveTitle(/^Portal Novo/);
  await expect(page.getByRole('heading', { level: 1, name: 'Portal Novo' })).toBeVisible();
  await page.getByRole('link', { name: 'Começar' }).click();
  await expect(page).toHaveURL(`${server.url}/docs/intro`);
  await expect(page.getByRole('heading', { level: 1, name: 'Introdução' })).toBeVisible();
  await page.locator('.markdown').getByRole('link', { name: 'como publicar' }).click();
  await expect(page).toHaveURL(`${server.url}/docs/primeiros-passos#publicar`);
  // A content image is also the button that enlarges it, so it is found by its text alternative.
  const image = page.locator('.markdown').getByAltText('Escrever, conferir e publicar');
  await expect(image).toBeVisible();
  // Visible as soon as its box is laid out (it has its size): its pixels may come a moment later.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(570);
});
