import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { buildAndServe, type BuiltSite, expect, openPage, test } from './support/sites.ts';

/** 240 pages in the reader fixture's collapsed "Avançado" category: the sidebar is split and the category cut into windows. */
const ITEMS = 240;
const pad = (i: number) => String(i).padStart(3, '0');
let site: BuiltSite;

test.beforeAll(async () => {
  site = await buildAndServe('reader', undefined, (dir) => {
    for (let i = 0; i < ITEMS; i++)
      fs.writeFileSync(
        `${dir}/content/docs/guide/advanced/c-item-${pad(i)}.md`,
        `---\ntitle: Item ${pad(i)}\n---\n\nTexto do item ${i}.\n`,
      );
  });
});
test.afterAll(() => site.stop());

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Documentação', exact: true });
const itemLinks = (page: Page) => sidebar(page).getByRole('link', { name: /^Item \d+$/ });

/** The sidebar files the page requests from now on. */
function sidebarRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/sidebars/')) seen.push(pathname);
  });
  return seen;
}

test('a page deep in a long category loads its own window of the sidebar, and the rest as the reader scrolls to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const requested = sidebarRequests(page);
  await openPage(page, `${site.url}/docs/guide/advanced/c-item-120`);
  await expect(sidebar(page).locator('[aria-current="page"]')).toHaveText('Item 120');
  await expect(sidebar(page).locator('[aria-current="page"]')).toBeInViewport();
  await page.waitForLoadState('networkidle');
  // The sidebar's top level and the window of the page, perhaps a neighbour in view: not the category's 240 links.
  const windows = requested.filter((file) => /\/\d+-\d+\.[^/]+\.json$/.test(file));
  expect(windows.length).toBeGreaterThanOrEqual(1);
  expect(windows.length).toBeLessThanOrEqual(2);
  expect(await itemLinks(page).count()).toBeLessThan(ITEMS / 2);
  const more = sidebar(page).getByRole('button', { name: /^Mostrar (mais \d+ itens|os \d+ itens anteriores)$/ });
  await expect(more).toHaveCount(2);

  // A jump to the end (the scrollbar, End) carries the rows across the view between frames: what is passed loads too.
  for (const edge of ['end', 'start'] as const) {
    await expect(async () => {
      await sidebar(page).evaluate((nav, to) => (nav.scrollTop = to === 'end' ? nav.scrollHeight : 0), edge);
      await expect(sidebar(page).locator('.sidebar-more')).toHaveCount(edge === 'end' ? 1 : 0, { timeout: 500 });
    }).toPass();
  }
  await expect(itemLinks(page)).toHaveCount(ITEMS);
  expect(await itemLinks(page).allTextContents()).toEqual(Array.from({ length: ITEMS }, (_, i) => `Item ${pad(i)}`));
  expect(new Set(requested).size).toBe(requested.length);
});

test('a reader who focuses the row of the items beyond gets them, with focus on the first', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPage(page, `${site.url}/docs/guide/advanced/c-item-120`);
  const row = sidebar(page).locator('.sidebar-more-after');
  const last = Number((await row.evaluate((li) => li.previousElementSibling!.textContent!)).replace('Item ', ''));
  await row.getByRole('button').evaluate((button) => (button as HTMLButtonElement).focus({ preventScroll: true }));
  await expect(page.locator(':focus')).toHaveText(`Item ${pad(last + 1)}`);
  await expect(page.locator(':focus')).toHaveAttribute('href', `/docs/guide/advanced/c-item-${pad(last + 1)}`);
});

test('a client-side navigation to another window of the category shows that window, marked current', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPage(page, `${site.url}/docs/guide/advanced/c-item-005`);
  await expect(sidebar(page).locator('[aria-current="page"]')).toHaveText('Item 005');
  // A link in the page's Markdown, which the viewer follows in the app: the window marker shows no reload happened.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/docs/guide/advanced/c-item-230';
    link.textContent = 'ir ao item 230';
    document.querySelector('.markdown')!.prepend(link);
    Object.assign(window, { sameDocument: true });
  });
  await page.getByRole('link', { name: 'ir ao item 230' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Item 230');
  await expect(sidebar(page).locator('[aria-current="page"]')).toHaveText('Item 230');
  await expect(sidebar(page).locator('[aria-current="page"]')).toBeInViewport();
  expect(await itemLinks(page).count()).toBeLessThan(ITEMS / 2);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('axe finds no violation in a sidebar with rows for the items beyond', async ({ page }) => {
  await openPage(page, `${site.url}/docs/guide/advanced/c-item-120`);
  await expect(sidebar(page).locator('.sidebar-more')).toHaveCount(2);
  const results = await new AxeBuilder({ page })
    .include('nav.sidebar')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
