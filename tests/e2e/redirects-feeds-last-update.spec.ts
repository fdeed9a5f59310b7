import fs from 'node:fs';
import path from 'node:path';
import { commitAll } from '../helpers/git-repo.ts';
import { buildAndServe, expect, openPage, test, type BuiltSite } from './support/sites.ts';

/**
 * The basic fixture as a git repository with two commits, a redirect, a blog post and every feed, built with the last
 * update shown, by the real CLI.
 */
let site: BuiltSite;
test.beforeAll(async () => {
  site = await buildAndServe(
    'basic',
    (config) => {
      config.docs = { showLastUpdateTime: true, showLastUpdateAuthor: true };
      config.redirects = [{ from: ['/docs/antigo', '/guia-antigo'], to: '/docs/guide/first-steps' }];
      config.blog = { feedOptions: { type: 'all' } };
    },
    (dir) => {
      commitAll(dir, 'Ana Souza', '2024-01-02T10:00:00Z');
      fs.mkdirSync(path.join(dir, 'content/blog'), { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'content/blog/2024-03-01-novidade.md'),
        '---\ntitle: Novidade & <mudança>\n---\n\nTexto com [link](/docs/about/intro).\n',
      );
      fs.appendFileSync(path.join(dir, 'content/docs/guide/first-steps.md'), '\nUm parágrafo novo.\n');
      commitAll(dir, 'Bruno Lima', '2024-03-04T12:00:00Z');
    },
  );
});
test.afterAll(async () => {
  await site?.stop();
});

test('a doc ends with its last update from git: date and author', async ({ page }) => {
  await openPage(page, `${site.url}/docs/guide/first-steps`);
  const line = page.locator('.doc-last-updated');
  await expect(line).toHaveText('Última atualização em 4 de março de 2024 por Bruno Lima');
  await expect(line.locator('time')).toHaveAttribute('datetime', '2024-03-04T12:00:00.000Z');
  await openPage(page, `${site.url}/docs/about/configuration`);
  await expect(page.locator('.doc-last-updated')).toHaveText(
    'Última atualização em 2 de janeiro de 2024 por Ana Souza',
  );
});

test('a redirect page leads to its page, keeping the address hash and query', async ({ page }) => {
  await page.goto(`${site.url}/docs/antigo?origem=email#algum-trecho`);
  await expect(page).toHaveURL(`${site.url}/docs/guide/first-steps?origem=email#algum-trecho`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${site.url}/guia-antigo/`);
  await expect(page).toHaveURL(`${site.url}/docs/guide/first-steps`);
});

test("the blog's feeds are XML Chromium parses, linked from the pages' head", async ({ page }) => {
  await page.goto(`${site.url}/docs/about/intro`);
  // The page's Markdown export is an alternate too; the feeds are the others.
  const links = page.locator('head link[rel="alternate"]:not([type="text/markdown"])');
  await expect(links).toHaveCount(3);
  await expect(links.first()).toHaveAttribute('href', '/blog/rss.xml');
  const parsed = await page.evaluate(async () => {
    const results: Record<string, string> = {};
    for (const name of ['rss.xml', 'atom.xml']) {
      const text = await (await fetch(`/blog/${name}`)).text();
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      results[name] = doc.querySelector('parsererror')
        ? 'error'
        : (doc.querySelector('item > title, entry > title')?.textContent ?? '');
    }
    results.json = (await (await fetch('/blog/feed.json')).json()).items[0].title;
    return results;
  });
  expect(parsed).toEqual({
    'rss.xml': 'Novidade & <mudança>',
    'atom.xml': 'Novidade & <mudança>',
    json: 'Novidade & <mudança>',
  });
});
