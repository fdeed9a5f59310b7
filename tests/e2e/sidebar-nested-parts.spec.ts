import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { buildAndServe, type BuiltSite, expect, openPage, test } from './support/sites.ts';

/**
 * A reference's shape in the reader fixture: a collapsed folder of 30 collapsed folders of 12 pages each, too large
 * for one sidebar file. The folder stays in the sidebar's top level, each of its folders with a part of its own.
 */
const TAGS = 30;
const PAGES = 12;
const pad = (i: number) => String(i).padStart(2, '0');
let site: BuiltSite;

test.beforeAll(async () => {
  site = await buildAndServe('reader', undefined, (dir) => {
    for (let t = 0; t < TAGS; t++) {
      fs.mkdirSync(`${dir}/content/docs/about/ref/t-${pad(t)}`, { recursive: true });
      for (let p = 0; p < PAGES; p++)
        fs.writeFileSync(
          `${dir}/content/docs/about/ref/t-${pad(t)}/o-${pad(p)}.md`,
          `---\ntitle: Operação ${pad(t)}.${pad(p)}\n---\n\nTexto da operação ${t}.${p}.\n`,
        );
    }
  });
});
test.afterAll(() => site.stop());

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Documentação', exact: true });

test('a page of a nested category loads the top level and its own category, which opens with the one around it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/sidebars/')) requested.push(pathname);
  });
  await openPage(page, `${site.url}/docs/about/ref/t-17/o-05`);
  const current = sidebar(page).locator('[aria-current="page"]');
  await expect(current).toHaveText('Operação 17.05');
  await expect(current).toBeInViewport();
  await expect(sidebar(page).getByRole('button', { name: 'ref', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.waitForLoadState('networkidle');
  // The sidebar's root and the part of t-17: no window of the other 29 categories.
  const parts = requested.filter((file) => file.split('/').length > 3);
  expect(parts).toHaveLength(1);
  await expect(sidebar(page).getByRole('link', { name: /^Operação 17\.\d+$/ })).toHaveCount(PAGES);
  await expect(sidebar(page).getByRole('link', { name: /^Operação 16\.\d+$/ })).toHaveCount(0);

  // Opening another category loads its part.
  await sidebar(page).getByRole('button', { name: 't-03', exact: true }).click();
  await expect(sidebar(page).getByRole('link', { name: /^Operação 03\.\d+$/ })).toHaveCount(PAGES);
});
