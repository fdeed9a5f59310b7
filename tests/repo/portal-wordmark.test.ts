import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../cli/site/theme/colors.ts';
import { THEME_BACKGROUND } from '../../cli/site/theme/palette.ts';
import { repoRoot } from '../helpers/temp-project.ts';

/** The fills of the wordmark's letters: axe does not look inside an SVG drawn by <img>, so this test does. */
function letterFills(sitePath: string): string[] {
  const svg = fs.readFileSync(path.join(repoRoot, 'content/static', sitePath), 'utf8');
  return [...svg.matchAll(/<tspan[^>]*\sfill="(#[0-9a-f]{6})"/gi)].map((m) => m[1]!);
}

describe("the portal's wordmark", () => {
  const config = JSON.parse(fs.readFileSync(path.join(repoRoot, 'docs.config.json'), 'utf8'));
  const { src, srcDark } = config.navbar.logo as { src: string; srcDark: string };

  it.each([
    ['light', () => src],
    ['dark', () => srcDark],
  ] as const)('reads at 4.5:1 on the %s theme background', (mode, file) => {
    const fills = letterFills(file());
    expect(fills.length).toBeGreaterThan(0);
    for (const fill of fills) expect(contrastRatio(fill, THEME_BACKGROUND[mode]), fill).toBeGreaterThanOrEqual(4.5);
  });
});
