import fs from 'node:fs';
import path from 'node:path';
import { buildAndServe, expect, openPage, test, type BuiltSite } from './support/sites.ts';
import { repoRoot } from '../helpers/temp-project.ts';

/**
 * Issue 39's mermaid item in Chromium (tests/fixtures/security/mermaid-probe.md): no element with an inline event
 * handler reaches the page at any moment, not even the hidden copy mermaid draws to measure a diagram, and a
 * diagram whose front matter asks for HTML labels is still drawn with SVG text labels.
 */
let site: BuiltSite;

test.beforeAll(async () => {
  site = await buildAndServe('diagrams', undefined, (dir) =>
    fs.copyFileSync(
      path.join(repoRoot, 'tests/fixtures/security/mermaid-probe.md'),
      path.join(dir, 'content/docs/sonda-mermaid.md'),
    ),
  );
});

test.afterAll(() => site.stop());

test('no inline handler from a diagram ever reaches the page', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __handlers: string[] };
    w.__handlers = [];
    const check = (element: Element) => {
      for (const { name } of element.attributes)
        if (/^on/i.test(name)) w.__handlers.push(`${element.localName} ${name}`);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element && /^on/i.test(record.attributeName ?? ''))
          w.__handlers.push(`${record.target.localName} ${record.attributeName}`);
        for (const node of record.addedNodes)
          if (node instanceof Element) for (const element of [node, ...node.querySelectorAll('*')]) check(element);
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await openPage(page, `${site.url}/docs/sonda-mermaid`);
  const diagrams = page.locator('.mermaid-diagram');
  await expect(diagrams).toHaveCount(2);
  await expect(diagrams.nth(1).locator('.mermaid-canvas svg')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __handlers: string[] }).__handlers)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __mermaidHandler?: number }).__mermaidHandler)).toBe(
    undefined,
  );
  // The flowchart is drawn, its labels as SVG text although its front matter asked for HTML.
  await expect(diagrams.nth(1).locator('svg')).toContainText('Pago?');
  await expect(diagrams.nth(1).locator('svg foreignObject')).toHaveCount(0);
  // The eventmodeling diagram is not drawn: the page says so, and its source stays open.
  await expect(diagrams.first().locator('.mermaid-error')).toContainText('eventmodeling');
});
