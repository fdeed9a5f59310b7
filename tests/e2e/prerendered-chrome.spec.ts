import type { Browser } from '@playwright/test';
import { buildAndServe, expect, test, type BuiltSite } from './support/sites.ts';

/**
 * The HTML shells hold the page's chrome as the viewer draws it: the contents' button above the title below 1200 px,
 * the Markdown menu beside the title, the unlisted page's banner, the breadcrumbs' home icon, the announcement's
 * close button. Where each part is, with scripts off and once the
 * viewer has replaced the shell's HTML, must be the same: nothing moves when the viewer takes over.
 */
// The parts above the body and its first block; the footer and pager below it are the viewer's alone.
const PARTS = [
  '.announcement-bar',
  '.navbar',
  '.breadcrumbs',
  '.banner',
  '.toc-collapsible-button',
  '.doc-title',
  '.markdown-actions-toggle',
  '.markdown > *',
];

async function boxes(browser: Browser, url: string, width: number, scripts: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: scripts, viewport: { width, height: 844 } });
  const page = await context.newPage();
  await page.goto(url);
  // Once the viewer runs, its menu button exists only in what it drew (the shell has none).
  if (scripts) await page.locator('.navbar-menu-button').waitFor({ state: 'attached' });
  const found = await page.evaluate(
    (selectors) =>
      selectors.map((selector) => {
        const element = document.querySelector(selector);
        const box = element?.getBoundingClientRect();
        return box && box.width ? { selector, x: box.x, y: box.y, width: box.width, height: box.height } : null;
      }),
    PARTS,
  );
  await context.close();
  return found.filter((box) => box !== null);
}

let standalone: BuiltSite;
test.beforeAll(async () => {
  standalone = await buildAndServe('standalone-pages');
});
test.afterAll(() => standalone.stop());

for (const width of [390, 1280]) {
  test(`at ${width} px a doc's chrome is where the viewer draws it before the viewer runs`, async ({
    browser,
    reader,
  }) => {
    for (const path of ['/docs/about/intro', '/docs/about/hidden']) {
      const before = await boxes(browser, `${reader.url}${path}`, width, false);
      const after = await boxes(browser, `${reader.url}${path}`, width, true);
      expect(after.map((b) => b.selector)).toContain('.doc-title');
      expect(before, path).toEqual(after);
    }
  });

  test(`at ${width} px a standalone page's contents button is there before the viewer runs`, async ({ browser }) => {
    const before = await boxes(browser, `${standalone.url}/sobre`, width, false);
    const after = await boxes(browser, `${standalone.url}/sobre`, width, true);
    expect(before).toEqual(after);
  });
}

test('the intro page shows the contents button on a phone and the Markdown menu beside its title', async ({
  browser,
  reader,
}) => {
  const parts = (await boxes(browser, `${reader.url}/docs/about/intro`, 390, false)).map((b) => b.selector);
  expect(parts).toEqual(expect.arrayContaining(['.toc-collapsible-button', '.doc-title', '.markdown-actions-toggle']));
  const hidden = (await boxes(browser, `${reader.url}/docs/about/hidden`, 1280, false)).map((b) => b.selector);
  expect(hidden).toContain('.banner');
});
