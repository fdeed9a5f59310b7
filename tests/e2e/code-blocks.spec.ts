import path from 'node:path';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { buildAndServe, expect, openPage, test, type BuiltSite } from './support/sites.ts';

const long = `const talhoes = [${Array.from({ length: 12 }, (_, i) => `"talhão ${i + 1}"`).join(', ')}];`;
const code = ['const area = 12.5;', 'const safra = "2024/2025";', long, 'console.log(area, safra);'];
// Numbered from 8: the numbers grow from one digit to two, and must still line up.
const page = `---\ntitle: Código\n---\n\n# Código\n\n\`\`\`js showLineNumbers=8\n${code[0]}\n${code[1]}\n// highlight-next-line\n${code[2]}\n${code[3]}\n\`\`\`\n`;

let site: BuiltSite;
test.beforeAll(async () => {
  site = await buildAndServe('basic', undefined, (dir) => {
    fs.writeFileSync(path.join(dir, 'content/docs/guide/codigo.md'), page);
    fs.writeFileSync(
      path.join(dir, 'content/docs/guide/codigo-simples.md'),
      `# Simples\n\n\`\`\`js {1}\n${code[0]}\n${long}\n\`\`\`\n`,
    );
  });
});
test.afterAll(() => site.stop());

async function open(p: Page, theme: 'light' | 'dark') {
  await p.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await p.setViewportSize({ width: 375, height: 740 });
  await openPage(p, `${site.url}/docs/guide/codigo`);
  await expect(p.locator('.code-block.line-numbers .line')).toHaveCount(4);
}

test('copying numbered code copies the code alone', async ({ page: p, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(p, 'light');
  expect(
    await p
      .locator('.line-numbers .line')
      .first()
      .evaluate((l) => getComputedStyle(l, '::before').content),
  ).toBe('counter(line) / ""');
  const copied = await p.evaluate(async () => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('.line-numbers pre')!);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
    document.execCommand('copy');
    return navigator.clipboard.readText();
  });
  expect(copied.trimEnd()).toBe(code.join('\n'));
});

test('the copy button copies the code as shown, by keyboard too, says so, then offers to copy again', async ({
  page: p,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(p, 'light');
  const block = p.locator('.code-block');
  const button = block.getByRole('button', { name: 'Copiar código' });
  await button.focus();
  await p.keyboard.press('Enter');
  await expect(block.getByRole('status')).toHaveText('Copiado!');
  await expect(block.getByRole('button')).toHaveText('Copiado!');
  expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(code.join('\n'));
  await expect(block.getByRole('button')).toHaveText('Copiar código', { timeout: 5_000 });
  await expect(block.getByRole('status')).toHaveText('');
});

test('without line numbers too, a highlighted short line is banded across the whole width a long line scrolls to', async ({
  page: p,
}) => {
  await p.setViewportSize({ width: 375, height: 740 });
  await openPage(p, `${site.url}/docs/guide/codigo-simples`);
  const widths = await p.locator('.code-block pre').evaluate((pre) => ({
    scroll: pre.scrollWidth,
    client: pre.clientWidth,
    band: pre.querySelector('.line.highlighted')!.getBoundingClientRect().width,
  }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  expect(widths.band).toBeCloseTo(widths.scroll, -1);
});

for (const theme of ['light', 'dark'] as const) {
  test(`on a 375 px phone in ${theme} mode, line numbers line up, stay in view while a long line scrolls, and keep AA contrast`, async ({
    page: p,
  }) => {
    await open(p, theme);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const pre = p.locator('.line-numbers pre');
    const layout = await pre.evaluate((el) => {
      const lines = [...el.querySelectorAll('.line')];
      const number = getComputedStyle(lines[0]!, '::before');
      return {
        scrolls: el.scrollWidth > el.clientWidth,
        content: number.content,
        gutter: parseFloat(number.width),
        codeStarts: lines.map(
          (l) => l.firstElementChild!.getBoundingClientRect().left - el.getBoundingClientRect().left,
        ),
        colors: [number.color, number.backgroundColor],
      };
    });
    expect(layout.scrolls).toBe(true);
    expect(layout.content).not.toBe('none');
    // Every line's code starts after a gutter as wide as "11", whatever its own number.
    expect(new Set(layout.codeStarts.map(Math.round)).size).toBe(1);
    expect(layout.codeStarts[0]).toBeCloseTo(layout.gutter, 0);
    expect(contrast(layout.colors[0]!, layout.colors[1]!)).toBeGreaterThanOrEqual(4.5);

    const box = (await pre.boundingBox())!;
    const lines = p.locator('.line-numbers .line');
    const top = (await lines.first().boundingBox())!.y;
    const last = (await lines.last().boundingBox())!;
    const gutter = { x: box.x + 1, y: top, width: layout.gutter - 2, height: last.y + last.height - top };
    const before = await p.screenshot({ clip: gutter });
    await pre.evaluate((el) => (el.scrollLeft = 150));
    expect(await pre.evaluate((el) => el.scrollLeft)).toBe(150);
    expect((await p.screenshot({ clip: gutter })).equals(before)).toBe(true);
  });
}

/** WCAG contrast ratio of two `rgb()` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/[\d.]+/g)!
      .map(Number)
      .map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1! + 0.05) / (l2! + 0.05);
}
